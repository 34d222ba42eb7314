import { pageWindow } from '../../../domain/paging.ts';
import { disabledLook } from '../../components/button.tsx';

interface AdminPaginationProps {
  page: number;
  pageCount: number;
  onChange: (page: number) => void;
}

/** Previous, up to 5 page numbers, next. */
export function AdminPagination({ page, pageCount, onChange }: AdminPaginationProps) {
  if (pageCount <= 1) return null;
  const item = `min-h-10 min-w-10 rounded-lg px-3 font-semibold ${disabledLook}`;
  return (
    <nav aria-label="Paginare" className="mt-6 flex flex-wrap items-center justify-center gap-2">
      <button
        type="button"
        className={`${item} bg-white ring-1 ring-slate-300`}
        disabled={page <= 1}
        onClick={() => onChange(page - 1)}
      >
        Anterior
      </button>
      {pageWindow(page, pageCount).map((p) => (
        <button
          key={p}
          type="button"
          aria-current={p === page ? 'page' : undefined}
          className={`${item} ${p === page ? 'bg-brand text-white' : 'bg-white ring-1 ring-slate-300'}`}
          onClick={() => onChange(p)}
        >
          {p}
        </button>
      ))}
      <button
        type="button"
        className={`${item} bg-white ring-1 ring-slate-300`}
        disabled={page >= pageCount}
        onClick={() => onChange(page + 1)}
      >
        Următor
      </button>
    </nav>
  );
}
