import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ComponentType, useDeferredValue, useId, useState } from 'react';
import { adminMessages } from '../../../domain/admin-messages.ts';
import { foldForSearch } from '../../../domain/search-fold.ts';
import { ResourceScreen } from '../../components/admin/resource-screen.tsx';
import { useResource } from '../../components/admin/use-resource.ts';
import { Button } from '../../components/button.tsx';
import { failureSummary } from '../../form-errors.ts';
import { AdjustPointsModal } from './adjust-points-modal.tsx';
import { UserEditor, userFields } from './user-editor.tsx';
import {
  type AdminUser,
  createUser,
  deleteUser,
  fetchUser,
  type UserWrite,
  updateUser,
  usersKey,
  usersQuery,
} from './users.api.ts';
import { UsersTable } from './users-table.tsx';
import { usersTexts as t } from './users-texts.ts';

/** The server's search rule, on the accounts already loaded: `search` is folded, so "stefan" finds "Ștefan". */
const matches = (user: AdminUser, search: string) =>
  foldForSearch(user.username).includes(search) || foldForSearch(user.email).includes(search);

/** Utilizatori: the table of accounts, with add, edit, points adjustment and delete. */
/** The modal of a player's data (export, deletion), which the page brings from the your-data feature. */
export type DataModal = ComponentType<{ user: AdminUser | null; onClose: () => void }>;

/** The back office's accounts. */
export function UsersScreen({ DataModal }: { DataModal: DataModal }) {
  const queryClient = useQueryClient();
  const searchId = useId();
  const [search, setSearch] = useState('');
  const deferredSearch = useDeferredValue(foldForSearch(search.trim()));
  const [adjusting, setAdjusting] = useState<AdminUser | null>(null);
  const [dataOf, setDataOf] = useState<AdminUser | null>(null);
  const list = useQuery(usersQuery());
  const users = useResource({
    save: (user: AdminUser | null, input: UserWrite) => (user ? updateUser(user, input) : createUser(input)),
    remove: deleteUser,
    refresh: () => queryClient.invalidateQueries({ queryKey: usersKey }),
    reload: (user) => fetchUser(user.id),
    saveFailed: { create: adminMessages.userCreateFailed, update: adminMessages.userUpdateFailed, fields: userFields },
    deleteFailed: (error) => failureSummary(adminMessages.userDeleteFailed, error),
    savedNotice: () => t.saved,
    deletedNotice: t.deleted,
    refreshAfterFailure: true,
  });
  const shown = list.data?.filter((u) => !deferredSearch || matches(u, deferredSearch));

  return (
    <ResourceScreen
      resource={users}
      className="space-y-5"
      list={{ ...list, data: shown }}
      texts={{
        ...t,
        loadFailed: adminMessages.dataLoadFailed,
        empty: list.data?.length === 0 ? t.empty : t.noMatch,
        deleteConfirm: (user) => t.deleteConfirm(user.username),
      }}
      toolbar={
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
          <Button type="button" variant="secondary" onClick={() => users.openForm(null)}>
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
      }
      renderList={(items) => (
        <UsersTable
          users={items}
          onEdit={users.openForm}
          onAdjust={(user) => {
            users.clearMessages();
            setAdjusting(user);
          }}
          onData={(user) => {
            users.clearMessages();
            setDataOf(user);
          }}
          onDelete={users.askDelete}
        />
      )}
      wide
      renderForm={(form) => <UserEditor {...form} />}
    >
      <AdjustPointsModal user={adjusting} onClose={() => setAdjusting(null)} />
      <DataModal user={dataOf} onClose={() => setDataOf(null)} />
    </ResourceScreen>
  );
}
