import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { adminMessages } from '../../../domain/admin-messages.ts';
import { formatDate } from '../../../domain/dates.ts';
import { nextSlipStatus } from '../../../domain/slip-status.ts';
import { Button } from '../../components/button.tsx';
import { EmptyState } from '../../components/empty-state.tsx';
import { failureSummary } from '../../form-errors.ts';
import { AdminModal } from '../admin-ui/admin-modal.tsx';
import { ConfirmDialog } from '../admin-ui/confirm-dialog.tsx';
import { ErrorBanner } from '../admin-ui/error-banner.tsx';
import { useFormFailure } from '../admin-ui/server-field-errors.ts';
import { SkeletonCards } from '../admin-ui/skeleton-cards.tsx';
import { DailySlipCard } from './daily-slip-card.tsx';
import { DailySlipForm, dailySlipFields } from './daily-slip-form.tsx';
import {
  type AdminDailySlip,
  createDailySlip,
  type DailySlipPayload,
  dailySlipsQuery,
  deleteDailySlip,
  slipKeys,
  updateDailySlip,
} from './slips.api.ts';

const dailySlipsTexts = {
  add: 'Adaugă Bilet',
  addTitle: 'Adaugă bilet',
  editTitle: 'Editează biletul',
  deleteTitle: 'Șterge biletul',
  deleteConfirm: (name: string) => `Sigur vrei să ștergi biletul din ${name}?`,
  empty: 'Nu există bilete.',
} as const;

type Editing = { slip: AdminDailySlip | null } | null;

/** Bilete zilnice: the daily slips, newest date first; the status cycles at a click. */
export function DailySlipsScreen() {
  const queryClient = useQueryClient();
  const slips = useQuery(dailySlipsQuery());
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<AdminDailySlip | null>(null);
  const [banner, setBanner] = useState<string | null>(null);

  const refresh = () => queryClient.invalidateQueries({ queryKey: slipKeys.dailySlips });

  const save = useMutation({
    mutationFn: ({ slip, values }: { slip: AdminDailySlip | null; values: DailySlipPayload }) =>
      slip ? updateDailySlip(slip.documentId, values) : createDailySlip(values),
    onSuccess: async () => {
      setEditing(null);
      await refresh();
    },
  });
  const cycle = useMutation({
    mutationFn: (slip: AdminDailySlip) => updateDailySlip(slip.documentId, { won: nextSlipStatus(slip.won) }),
    onMutate: () => setBanner(null),
    onSuccess: refresh,
    onError: () => setBanner(adminMessages.statusUpdateFailed),
  });
  const remove = useMutation({
    mutationFn: (slip: AdminDailySlip) => deleteDailySlip(slip.documentId),
    onSuccess: async () => {
      setDeleting(null);
      await refresh();
    },
    onError: (error) => {
      setDeleting(null);
      setBanner(failureSummary(adminMessages.slipDeleteFailed, error));
    },
  });

  const openForm = (slip: AdminDailySlip | null) => {
    save.reset();
    setBanner(null);
    setEditing({ slip });
  };
  const saveFailure = useFormFailure(
    save.error,
    editing?.slip ? adminMessages.slipUpdateFailed : adminMessages.slipCreateFailed,
    dailySlipFields,
  );

  return (
    <div className="space-y-4">
      <div className="flex justify-end">
        <Button variant="secondary" onClick={() => openForm(null)} disabled={slips.isPending}>
          {dailySlipsTexts.add}
        </Button>
      </div>
      {banner && <ErrorBanner message={banner} />}
      {slips.isPending ? (
        <SkeletonCards count={3} />
      ) : slips.isError ? (
        <ErrorBanner message={adminMessages.dataLoadFailed} />
      ) : slips.data.length === 0 ? (
        <EmptyState text={dailySlipsTexts.empty} />
      ) : (
        <ul className="space-y-4">
          {slips.data.map((slip) => (
            <li key={slip.documentId}>
              <DailySlipCard
                slip={slip}
                statusPending={cycle.isPending && cycle.variables?.documentId === slip.documentId}
                onCycle={() => cycle.mutate(slip)}
                onEdit={() => openForm(slip)}
                onDelete={() => {
                  setBanner(null);
                  setDeleting(slip);
                }}
              />
            </li>
          ))}
        </ul>
      )}

      <AdminModal
        open={editing !== null}
        wide
        title={editing?.slip ? dailySlipsTexts.editTitle : dailySlipsTexts.addTitle}
        onClose={() => setEditing(null)}
      >
        {editing && (
          <DailySlipForm
            key={editing.slip?.documentId ?? 'new'}
            slip={editing.slip}
            pending={save.isPending}
            failure={saveFailure}
            onSubmit={(values) => save.mutate({ slip: editing.slip, values })}
            onCancel={() => setEditing(null)}
          />
        )}
      </AdminModal>
      <ConfirmDialog
        open={deleting !== null}
        title={dailySlipsTexts.deleteTitle}
        message={deleting ? dailySlipsTexts.deleteConfirm(formatDate(`${deleting.date}T12:00:00Z`)) : ''}
        pending={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting)}
        onCancel={() => setDeleting(null)}
      />
    </div>
  );
}
