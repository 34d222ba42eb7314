import { pageWindow } from '../../../domain/paging.ts';
import { disabledLook } from '../button.tsx';
import { standingsMessages as t } from './standings-messages.ts';

interface PaginationProps {
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
}

const item = `inline-flex min-h-11 min-w-11 items-center justify-center gap-1 rounded-xl px-2 text-sm font-semibold sm:px-3 ${disabledLook}`;

/** Anterior / Următor and up to five page numbers. */
export function LeaderboardPagination({ page, pageCount, onPage }: PaginationProps) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={t.pagination} className="mt-6 flex flex-col items-center gap-2">
      <ul className="flex flex-wrap items-center justify-center gap-0.5 sm:gap-1">
        <li>
          <button
            type="button"
            className={`${item} text-emerald-800 hover:bg-brand-light`}
            disabled={page <= 1}
            onClick={() => onPage(page - 1)}
          >
            <span aria-hidden="true">‹</span> {t.previous}
          </button>
        </li>
        {pageWindow(page, pageCount).map((n) => (
          <li key={n}>
            <button
              type="button"
              aria-current={n === page ? 'page' : undefined}
              aria-label={`${t.page} ${n}`}
              className={`${item} ${n === page ? 'bg-brand text-white' : 'bg-white text-ink ring-1 ring-slate-300 hover:bg-brand-light'}`}
              onClick={() => onPage(n)}
            >
              {n}
            </button>
          </li>
        ))}
        <li>
          <button
            type="button"
            className={`${item} text-emerald-800 hover:bg-brand-light`}
            disabled={page >= pageCount}
            onClick={() => onPage(page + 1)}
          >
            {t.next} <span aria-hidden="true">›</span>
          </button>
        </li>
      </ul>
      <p className="text-sm text-muted">{t.pageOf(page, pageCount)}</p>
    </nav>
  );
}
