import type { ReactNode } from 'react';
import type { FormFailure } from '../../form-errors.ts';
import { EmptyState } from '../empty-state.tsx';
import { AdminModal } from './admin-modal.tsx';
import { AdminPagination } from './admin-pagination.tsx';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { ErrorBanner } from './error-banner.tsx';
import { SkeletonCards } from './skeleton-cards.tsx';
import type { Resource } from './use-resource.ts';
import type { EditorVersion } from './version-notice.tsx';

/** What the kit gives a screen's form: the record (null to add one), the save's state, and where to send it. */
export interface EditorProps<T, P> {
  item: T | null;
  pending: boolean;
  failure: FormFailure | null;
  /** A save refused because the record changed meanwhile, and its reload (see version-notice.tsx). */
  version: EditorVersion;
  onSubmit: (payload: P) => void;
  onCancel: () => void;
}

interface ResourceTexts<T> {
  loadFailed: string;
  empty: string;
  addTitle: string;
  editTitle: string;
  deleteTitle: string;
  deleteConfirm: (item: T) => string;
}

/** The usual list: one card per item, each in its <li>. */
interface Cards<T> {
  keyOf: (item: T) => string;
  render: (item: T) => ReactNode;
  className?: string;
  itemClassName?: string;
}

interface ResourceScreenProps<T, P> {
  resource: Resource<T, P>;
  /** The list's query, its items already picked (filtered) from the answer. */
  list: { isPending: boolean; isError: boolean; data: T[] | undefined };
  texts: ResourceTexts<T>;
  /** The buttons above the list. */
  toolbar?: ReactNode;
  className?: string;
  skeleton?: { count: number; grid?: boolean };
  /** Either cards, or a list of the screen's own (a table). */
  cards?: Cards<T>;
  renderList?: (items: T[]) => ReactNode;
  paging?: { page: number; pageCount: number; onChange: (page: number) => void };
  /** A wide modal for the longer forms. */
  wide?: boolean;
  renderForm: (form: EditorProps<T, P>) => ReactNode;
  /** The screen's own dialogs. */
  children?: ReactNode;
}

function CardList<T>({ items, keyOf, render, className = 'space-y-4', itemClassName }: Cards<T> & { items: T[] }) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={keyOf(item)} className={itemClassName}>
          {render(item)}
        </li>
      ))}
    </ul>
  );
}

/**
 * A back-office list with its add, edit and delete: the toolbar, the toast and the error banner, the skeleton while
 * it loads, the list (or its empty state), the pages, the form's modal and the delete's confirmation.
 */
export function ResourceScreen<T, P>({
  resource: r,
  list,
  texts,
  toolbar,
  className = 'space-y-4',
  skeleton = { count: 3 },
  cards,
  renderList,
  paging,
  wide,
  renderForm,
  children,
}: ResourceScreenProps<T, P>) {
  const { editing, deleting } = r;
  return (
    <div className={className}>
      {toolbar}
      <div role="status" aria-live="polite">
        {r.notice && (
          <p className="rounded-xl border border-emerald-300 bg-emerald-50 px-4 py-3 font-medium text-emerald-900">
            {r.notice}
          </p>
        )}
      </div>
      {r.banner && <ErrorBanner message={r.banner} />}
      {list.isPending ? (
        <SkeletonCards {...skeleton} />
      ) : list.isError || !list.data ? (
        <ErrorBanner message={texts.loadFailed} />
      ) : list.data.length === 0 ? (
        <EmptyState text={texts.empty} />
      ) : cards ? (
        <CardList items={list.data} {...cards} />
      ) : (
        renderList?.(list.data)
      )}
      {paging && <AdminPagination {...paging} />}

      <AdminModal
        open={editing !== null}
        wide={wide}
        title={editing?.item ? texts.editTitle : texts.addTitle}
        onClose={r.closeForm}
      >
        {editing &&
          renderForm({
            item: editing.item,
            pending: r.save.isPending,
            failure: r.failure,
            version: r.version,
            onSubmit: r.submit,
            onCancel: r.closeForm,
          })}
      </AdminModal>
      <ConfirmDialog
        open={deleting !== null}
        title={texts.deleteTitle}
        message={deleting ? texts.deleteConfirm(deleting) : ''}
        pending={r.remove.isPending}
        onConfirm={() => deleting && r.remove.mutate(deleting)}
        onCancel={r.cancelDelete}
      />
      {children}
    </div>
  );
}
