import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useDeferredValue, useId, useState } from 'react';
import { adminMessages } from '../../../domain/admin-messages.ts';
import { Button } from '../../components/button.tsx';
import { EmptyState } from '../../components/empty-state.tsx';
import { failureSummary } from '../../form-errors.ts';
import { ConfirmDialog } from '../admin-ui/confirm-dialog.tsx';
import { ErrorBanner } from '../admin-ui/error-banner.tsx';
import { SkeletonCards } from '../admin-ui/skeleton-cards.tsx';
import { AdjustPointsModal } from './adjust-points-modal.tsx';
import { UserFormModal } from './user-form-modal.tsx';
import { type AdminUser, deleteUser, usersKey, usersQuery } from './users.api.ts';
import { UsersTable } from './users-table.tsx';
import { usersTexts as t } from './users-texts.ts';

const matches = (user: AdminUser, search: string) =>
  user.username.toLowerCase().includes(search) || user.email.toLowerCase().includes(search);

/** Utilizatori: the table of accounts, with add, edit, points adjustment and delete. */
export function UsersScreen() {
  const queryClient = useQueryClient();
  const searchId = useId();
  const [search, setSearch] = useState('');
  const deferredSearch = useDeferredValue(search.trim().toLowerCase());
  const [editing, setEditing] = useState<{ user: AdminUser | null } | null>(null);
  const [adjusting, setAdjusting] = useState<AdminUser | null>(null);
  const [toDelete, setToDelete] = useState<AdminUser | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const { data, isPending, isError } = useQuery(usersQuery());

  const removal = useMutation({
    mutationFn: (user: AdminUser) => deleteUser(user.id),
    onSuccess: async () => {
      setNotice(t.deleted);
      await queryClient.invalidateQueries({ queryKey: usersKey });
    },
    onSettled: () => setToDelete(null),
  });

  const start = () => {
    removal.reset();
    setNotice(null);
  };
  const shown = data?.filter((u) => !deferredSearch || matches(u, deferredSearch)) ?? [];

  return (
    <div className="space-y-5">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <Button
          type="button"
          variant="secondary"
          onClick={() => {
            start();
            setEditing({ user: null });
          }}
        >
          <span aria-hidden="true">+</span> {t.add}
        </Button>
        <div className="sm:w-80">
          <label htmlFor={searchId} className="mb-1 block text-sm font-semibold text-ink">
            {t.search}
          </label>
          <input
            id={searchId}
            type="search"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            className="block min-h-11 w-full rounded-xl border border-slate-400 bg-white px-3.5 py-2 text-base text-ink shadow-sm focus:border-brand"
          />
        </div>
      </div>
      {removal.isError && <ErrorBanner message={failureSummary(adminMessages.userDeleteFailed, removal.error)} />}
      {notice && (
        <p role="status" className="rounded-xl bg-emerald-50 px-4 py-3 font-medium text-emerald-900">
          {notice}
        </p>
      )}
      {isPending ? (
        <SkeletonCards count={3} />
      ) : isError ? (
        <ErrorBanner message={adminMessages.dataLoadFailed} />
      ) : shown.length === 0 ? (
        <EmptyState text={data.length === 0 ? t.empty : t.noMatch} />
      ) : (
        <UsersTable
          users={shown}
          onEdit={(user) => {
            start();
            setEditing({ user });
          }}
          onAdjust={(user) => {
            start();
            setAdjusting(user);
          }}
          onDelete={(user) => {
            start();
            setToDelete(user);
          }}
        />
      )}
      <UserFormModal
        open={editing !== null}
        user={editing?.user ?? null}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          setNotice(t.saved);
        }}
      />
      <AdjustPointsModal user={adjusting} onClose={() => setAdjusting(null)} />
      <ConfirmDialog
        open={toDelete !== null}
        title={t.deleteTitle}
        message={toDelete ? t.deleteConfirm(toDelete.username) : ''}
        pending={removal.isPending}
        onConfirm={() => toDelete && removal.mutate(toDelete)}
        onCancel={() => setToDelete(null)}
      />
    </div>
  );
}
