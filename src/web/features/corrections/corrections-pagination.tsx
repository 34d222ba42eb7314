import { Link, useSearchParams } from 'react-router';
import { correctionsMessages as t } from './corrections-messages.ts';

const link =
  'inline-flex min-h-11 min-w-28 items-center justify-center gap-1 rounded-xl bg-white px-4 font-semibold ' +
  'text-emerald-800 ring-1 ring-slate-300 hover:bg-brand-light';
const off = 'inline-flex min-h-11 min-w-28 items-center justify-center gap-1 rounded-xl px-4 text-slate-500';

/** Newer and older pages as links (the page is in the URL, beside the filters); nothing for a single page. */
export function CorrectionsPagination({ page, pageCount }: { page: number; pageCount: number }) {
  const [params] = useSearchParams();
  if (pageCount <= 1) return null;
  const to = (n: number) => {
    const next = new URLSearchParams(params);
    if (n === 1) next.delete('page');
    else next.set('page', String(n));
    const query = next.toString();
    return query ? `?${query}` : '?';
  };
  return (
    <nav aria-label={t.pagination} className="mt-8 flex flex-col items-center gap-3">
      <div className="flex items-center gap-3">
        {page > 1 ? (
          <Link to={to(page - 1)} className={link}>
            <span aria-hidden="true">‹</span> {t.previous}
          </Link>
        ) : (
          <span className={off} aria-hidden="true">
            ‹ {t.previous}
          </span>
        )}
        {page < pageCount ? (
          <Link to={to(page + 1)} className={link}>
            {t.next} <span aria-hidden="true">›</span>
          </Link>
        ) : (
          <span className={off} aria-hidden="true">
            {t.next} ›
          </span>
        )}
      </div>
      <p className="text-sm text-muted">{t.pageOf(page, pageCount)}</p>
    </nav>
  );
}
