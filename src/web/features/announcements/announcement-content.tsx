import { useMemo } from 'react';
import { sanitizeRichText } from './rich-text-sanitize.ts';

// The editor's tags, styled by hand (headings arrive one level down: h2-h4).
const contentClasses = [
  'text-base leading-relaxed break-words text-slate-800 [&>:first-child]:mt-0 [&>:last-child]:mb-0',
  '[&_h2]:mt-8 [&_h2]:mb-3 [&_h2]:text-xl sm:[&_h2]:text-2xl [&_h2]:font-extrabold [&_h2]:text-brand-darker',
  '[&_h3]:mt-6 [&_h3]:mb-3 [&_h3]:text-xl [&_h3]:font-bold [&_h3]:text-brand-dark',
  '[&_h4]:mt-5 [&_h4]:mb-2 [&_h4]:text-lg [&_h4]:font-semibold [&_h4]:text-ink',
  '[&_p]:mb-4 [&_li>p]:mb-1',
  '[&_ul]:mb-4 [&_ul]:list-disc [&_ul]:space-y-1 [&_ul]:pl-6',
  '[&_ol]:mb-4 [&_ol]:list-decimal [&_ol]:space-y-1 [&_ol]:pl-6',
  '[&_li]:pl-1 [&_li]:marker:text-emerald-700',
  '[&_a]:font-semibold [&_a]:text-emerald-800 [&_a]:underline [&_a]:underline-offset-2 [&_a:hover]:text-emerald-950',
  '[&_strong]:font-bold [&_strong]:text-ink [&_em]:italic [&_s]:line-through [&_u]:underline [&_u]:underline-offset-2',
].join(' ');

/** The announcement's HTML: the one place the site renders stored HTML. */
export function AnnouncementContent({ html, className = '' }: { html: string; className?: string }) {
  const clean = useMemo(() => sanitizeRichText(html), [html]);
  if (clean.trim() === '') return null;
  // Safe: the server stored sanitized HTML, and sanitizeRichText rebuilt it from the editor's tag and
  // attribute allowlist (no scripts, no event handlers, links only with the allowed schemes).
  return (
    <div
      data-testid="announcement-content"
      className={`${contentClasses} ${className}`}
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
