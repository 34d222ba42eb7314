import { pageWindow } from '../../../domain/paging.ts';
import { disabledLook } from '../button.tsx';

export const paginationTexts = {
  label: 'Paginare',
  first: 'Prima',
  firstLabel: 'Prima pagină',
  previous: 'Anterior',
  next: 'Următor',
  last: 'Ultima',
  lastLabel: 'Ultima pagină',
} as const;

const t = paginationTexts;

interface AdminPaginationProps {
  page: number;
  pageCount: number;
  onChange: (page: number) => void;
}

const item =
  'inline-flex min-h-11 min-w-11 items-center justify-center whitespace-nowrap rounded-lg px-2.5 text-sm ' +
  `font-semibold @2xl:px-3 @2xl:text-base ${disabledLook}`;
const plain = `${item} bg-white ring-1 ring-slate-300 hover:bg-brand-light`;

/**
 * First, previous, up to 5 page numbers, next, last. In one row where the list is at least 42rem wide; narrower (a
 * phone, or a tablet beside the sidebar) the numbers take the first row and the four words the second, since nine
 * controls of a comfortable size do not fit 360 px side by side. The list keeps the reading order either way:
 * Prima, Anterior, the numbers, Următor, Ultima.
 */
export function AdminPagination({ page, pageCount, onChange }: AdminPaginationProps) {
  if (pageCount <= 1) return null;
  const word = 'row-start-2 @2xl:row-auto';
  return (
    <nav aria-label={t.label} className="@container mt-6">
      <ul className="grid grid-cols-[repeat(4,auto)] justify-center gap-x-1.5 gap-y-2 @2xl:flex @2xl:items-center @2xl:gap-2">
        <li className={word}>
          <button
            type="button"
            aria-label={t.firstLabel}
            className={plain}
            disabled={page <= 1}
            onClick={() => onChange(1)}
          >
            {t.first}
          </button>
        </li>
        <li className={word}>
          <button type="button" className={plain} disabled={page <= 1} onClick={() => onChange(page - 1)}>
            {t.previous}
          </button>
        </li>
        <li className="col-span-4 row-start-1 @2xl:row-auto">
          <ul className="flex justify-center gap-1.5 @2xl:gap-2">
            {pageWindow(page, pageCount).map((p) => (
              <li key={p}>
                <button
                  type="button"
                  aria-current={p === page ? 'page' : undefined}
                  className={p === page ? `${item} bg-brand text-white` : plain}
                  onClick={() => onChange(p)}
                >
                  {p}
                </button>
              </li>
            ))}
          </ul>
        </li>
        <li className={word}>
          <button type="button" className={plain} disabled={page >= pageCount} onClick={() => onChange(page + 1)}>
            {t.next}
          </button>
        </li>
        <li className={word}>
          <button
            type="button"
            aria-label={t.lastLabel}
            className={plain}
            disabled={page >= pageCount}
            onClick={() => onChange(pageCount)}
          >
            {t.last}
          </button>
        </li>
      </ul>
    </nav>
  );
}
