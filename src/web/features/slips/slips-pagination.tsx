import { contentMessages } from '../../../domain/messages.ts';
import { disabledLook } from '../../components/button.tsx';
import { slipPageMessages as t } from './slip-messages.ts';

interface SlipsPaginationProps {
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
}

const button =
  'inline-flex min-h-11 min-w-28 items-center justify-center gap-1 rounded-xl bg-white px-4 font-semibold ' +
  `text-emerald-800 ring-1 ring-slate-300 hover:bg-brand-light ${disabledLook}`;

/** 'Anterior' / 'Următor' and 'Pagina X din Y'; nothing when there is a single page. */
export function SlipsPagination({ page, pageCount, onPage }: SlipsPaginationProps) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={t.pagination} className="mt-8 flex flex-col items-center gap-3">
      <div className="flex items-center gap-3">
        <button type="button" className={button} disabled={page <= 1} onClick={() => onPage(page - 1)}>
          <span aria-hidden="true">‹</span> {contentMessages.previous}
        </button>
        <button type="button" className={button} disabled={page >= pageCount} onClick={() => onPage(page + 1)}>
          {contentMessages.next} <span aria-hidden="true">›</span>
        </button>
      </div>
      <p className="text-sm text-muted" aria-live="polite">
        {t.pageOf(page, pageCount)}
      </p>
    </nav>
  );
}
