import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { adminMessages } from '../../../domain/admin-messages.ts';
import { nextSlipStatus } from '../../../domain/slip-status.ts';
import { isApiError } from '../../api.ts';
import { Button } from '../../components/button.tsx';
import { EmptyState } from '../../components/empty-state.tsx';
import { failureSummary } from '../../form-errors.ts';
import { AdminModal } from '../admin-ui/admin-modal.tsx';
import { ConfirmDialog } from '../admin-ui/confirm-dialog.tsx';
import { ErrorBanner } from '../admin-ui/error-banner.tsx';
import { useFormFailure } from '../admin-ui/server-field-errors.ts';
import { SkeletonCards } from '../admin-ui/skeleton-cards.tsx';
import { RoundSlipCard } from './round-slip-card.tsx';
import { RoundSlipForm, type RoundSlipSubmit, roundSlipFields } from './round-slip-form.tsx';
import {
  type AdminRoundSlip,
  createRoundSlip,
  deleteRoundSlip,
  roundSlipsQuery,
  slipKeys,
  updateRoundSlip,
} from './slips.api.ts';

const roundSlipsTexts = {
  add: 'Adaugă Bilet',
  addTitle: 'Adaugă bilet',
  editTitle: 'Editează biletul',
  deleteTitle: 'Șterge biletul',
  deleteConfirm: (name: string) => `Sigur vrei să ștergi biletul etapei „${name}”?`,
  empty: 'Nu există bilete.',
} as const;

type Editing = { slip: AdminRoundSlip | null } | null;

/** Bilete de Pariuri: one slip per round; its status cycles at a click. */
export function RoundSlipsScreen() {
  const queryClient = useQueryClient();
  const slips = useQuery(roundSlipsQuery());
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<AdminRoundSlip | null>(null);
  const [banner, setBanner] = useState<string | null>(null);

  const refresh = () => queryClient.invalidateQueries({ queryKey: slipKeys.roundSlips });

  const save = useMutation({
    mutationFn: ({ slip, values }: { slip: AdminRoundSlip | null; values: RoundSlipSubmit }) =>
      slip
        ? updateRoundSlip(slip.documentId, { predictions: values.predictions })
        : createRoundSlip({ round: { connect: [values.round] }, predictions: values.predictions, won: null }),
    onSuccess: async () => {
      setEditing(null);
      await refresh();
    },
  });
  const cycle = useMutation({
    mutationFn: (slip: AdminRoundSlip) => updateRoundSlip(slip.documentId, { won: nextSlipStatus(slip.won) }),
    onMutate: () => setBanner(null),
    onSuccess: refresh,
    onError: () => setBanner(adminMessages.statusUpdateFailed),
  });
  const remove = useMutation({
    mutationFn: (slip: AdminRoundSlip) => deleteRoundSlip(slip.documentId),
    onSuccess: async () => {
      setDeleting(null);
      await refresh();
    },
    onError: (error) => {
      setDeleting(null);
      setBanner(failureSummary(adminMessages.slipDeleteFailed, error));
    },
  });

  const openForm = (slip: AdminRoundSlip | null) => {
    save.reset();
    setBanner(null);
    setEditing({ slip });
  };
  const failure = useFormFailure(
    save.error,
    editing?.slip ? adminMessages.slipUpdateFailed : adminMessages.slipCreateFailed,
    roundSlipFields,
  );
  // The specification's own text for a second slip of a round, alone.
  const saveFailure =
    isApiError(save.error) && save.error.message === adminMessages.duplicateRoundSlip
      ? { summary: adminMessages.duplicateRoundSlip, fields: {} }
      : failure;
  const takenRounds = new Set((slips.data ?? []).flatMap((s) => (s.round ? [s.round.documentId] : [])));

  return (
    <div className="space-y-4">
      <div className="flex justify-end">
        <Button variant="secondary" onClick={() => openForm(null)} disabled={slips.isPending}>
          {roundSlipsTexts.add}
        </Button>
      </div>
      {banner && <ErrorBanner message={banner} />}
      {slips.isPending ? (
        <SkeletonCards count={3} />
      ) : slips.isError ? (
        <ErrorBanner message={adminMessages.dataLoadFailed} />
      ) : slips.data.length === 0 ? (
        <EmptyState text={roundSlipsTexts.empty} />
      ) : (
        <ul className="space-y-4">
          {slips.data.map((slip) => (
            <li key={slip.documentId}>
              <RoundSlipCard
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
        title={editing?.slip ? roundSlipsTexts.editTitle : roundSlipsTexts.addTitle}
        onClose={() => setEditing(null)}
      >
        {editing && (
          <RoundSlipForm
            key={editing.slip?.documentId ?? 'new'}
            slip={editing.slip}
            takenRounds={takenRounds}
            pending={save.isPending}
            failure={saveFailure}
            onSubmit={(values) => save.mutate({ slip: editing.slip, values })}
            onCancel={() => setEditing(null)}
          />
        )}
      </AdminModal>
      <ConfirmDialog
        open={deleting !== null}
        title={roundSlipsTexts.deleteTitle}
        message={deleting ? roundSlipsTexts.deleteConfirm(deleting.round?.name ?? '') : ''}
        pending={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting)}
        onCancel={() => setDeleting(null)}
      />
    </div>
  );
}
