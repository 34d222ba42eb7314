import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { formatDate } from '../../../domain/dates.ts';
import { failureText } from '../../api.ts';
import { AdminModal } from '../../components/admin/admin-modal.tsx';
import { Button } from '../../components/button.tsx';
import { ErrorMessage } from '../../components/error-message.tsx';
import { Input } from '../../components/input.tsx';
import { adminUsersKey } from '../../query-keys.ts';
import { ExportPanel } from './export-panel.tsx';
import { requestDeletionFor } from './your-data.api.ts';
import { yourDataMessages as y } from './your-data-messages.ts';

/** The account the back office opened (its list's row: an administrator's data is exported, never deleted here). */
interface DataOwner {
  id: number;
  username: string;
  role?: { type: string } | null;
}

export interface UserDataModalProps {
  user: DataOwner | null;
  onClose: () => void;
}

/** 'Date GDPR': on a player's request, the archive of their data (built, then downloaded here) or their deletion. */
export function UserDataModal({ user, onClose }: UserDataModalProps) {
  return (
    <AdminModal open={user !== null} title={user ? `${y.adminTitle}: ${user.username}` : ''} onClose={onClose}>
      {user && (
        <div key={user.id} className="space-y-6">
          <p className="text-slate-700">{y.adminIntro}</p>
          <section className="space-y-2">
            <h3 className="font-semibold">{y.adminExportTitle}</h3>
            <ExportPanel userId={user.id} />
          </section>
          {user.role?.type !== 'admin' && <AdminDeletionForm user={user} />}
        </div>
      )}
    </AdminModal>
  );
}

function AdminDeletionForm({ user }: { user: DataOwner }) {
  const queryClient = useQueryClient();
  const [confirmation, setConfirmation] = useState('');
  const mutation = useMutation({
    mutationFn: () => requestDeletionFor(user.id, confirmation),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminUsersKey }),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    mutation.mutate();
  };
  return (
    <section className="space-y-3 border-t border-slate-200 pt-4">
      <h3 className="font-semibold text-danger">{y.deleteTitle}</h3>
      <p className="text-sm text-slate-700">{y.adminDeleteIntro}</p>
      {mutation.isSuccess ? (
        <p role="status" className="rounded-xl bg-emerald-50 px-4 py-3 font-medium text-emerald-900">
          {y.adminScheduled(formatDate(mutation.data.deleteAfter))}
        </p>
      ) : (
        <form onSubmit={submit} noValidate className="space-y-3">
          <Input
            label={y.adminConfirmLabel(user.username)}
            autoComplete="off"
            required
            value={confirmation}
            onChange={(e) => setConfirmation(e.target.value)}
          />
          {mutation.isError && <ErrorMessage text={failureText(mutation.error)} />}
          <Button type="submit" variant="danger" pending={mutation.isPending}>
            {y.adminDeleteSubmit}
          </Button>
        </form>
      )}
    </section>
  );
}
