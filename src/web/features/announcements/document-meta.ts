import { useEffect } from 'react';

interface DocumentMeta {
  /** The whole document title, as it should read. */
  title: string;
  description?: string;
  keywords?: string;
}

/** Sets the first <meta name=…> of the head (created when missing); returns how to undo it. */
function setMeta(name: string, content: string): () => void {
  let meta = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  const created = !meta;
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = name;
    document.head.append(meta);
  }
  const previous = meta.content;
  meta.content = content;
  const element = meta;
  return () => {
    if (created) element.remove();
    else element.content = previous;
  };
}

/**
 * Sets the document title, the search description and the keywords of an announcement page. The
 * keywords belong to this page only: they are removed (or restored) when it goes.
 */
export function useDocumentMeta({ title, description, keywords }: DocumentMeta) {
  useEffect(() => {
    document.title = title;
  }, [title]);
  useEffect(() => {
    if (!description) return;
    // The server may have written a second description (the preview of a shared link): keep them equal.
    const all = document.head.querySelectorAll<HTMLMetaElement>('meta[name="description"]');
    if (all.length === 0) setMeta('description', description);
    for (const meta of all) meta.content = description;
  }, [description]);
  useEffect(() => {
    if (keywords) return setMeta('keywords', keywords);
  }, [keywords]);
}
