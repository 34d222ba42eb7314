import { type ReactNode, useEffect } from 'react';
import { getAppConfig } from '../app-config.ts';

/** Sets the document title ('{title} | Prezice') and the search description of the page. */
export function usePageMeta(title: string | null, description?: string) {
  useEffect(() => {
    const siteName = getAppConfig().siteName;
    document.title = title ? `${title} | ${siteName}` : siteName;
    if (description) {
      let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
      if (!meta) {
        meta = document.createElement('meta');
        meta.name = 'description';
        document.head.append(meta);
      }
      meta.content = description;
    }
  }, [title, description]);
}

interface PageTitleProps {
  title: string;
  description?: string;
  /** A line under the heading. */
  children?: ReactNode;
}

/** The page's h1, which also sets the document title and description. */
export function PageTitle({ title, description, children }: PageTitleProps) {
  usePageMeta(title, description);
  return (
    <div className="mb-6">
      <h1 className="text-3xl font-extrabold tracking-tight text-brand-darker sm:text-4xl">{title}</h1>
      {children && <div className="mt-2 text-lg text-muted">{children}</div>}
    </div>
  );
}
