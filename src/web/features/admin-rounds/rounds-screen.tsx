import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { adminMessages, currentRoundTexts } from '../../../domain/admin-messages.ts';
import { Button } from '../../components/button.tsx';
import { EmptyState } from '../../components/empty-state.tsx';
import { failureSummary } from '../../form-errors.ts';
import { AdminModal } from '../admin-ui/admin-modal.tsx';
import { ConfirmDialog } from '../admin-ui/confirm-dialog.tsx';
import { ErrorBanner } from '../admin-ui/error-banner.tsx';
import { SkeletonCards } from '../admin-ui/skeleton-cards.tsx';
import { type CurrentRoundChange, currentRoundChange } from './current-round-change.ts';
import { RoundCard } from './round-card.tsx';
import { RoundForm } from './round-form.tsx';
import {
  type AdminRound,
  createRound,
  deleteRound,
  type RoundPayload,
  roundKeys,
  roundsQuery,
  updateRound,
} from './rounds.api.ts';

const roundsScreenTexts = {
  add: 'Adaugă Etapă',
  addTitle: 'Adaugă etapă',
  editTitle: 'Editează etapa',
  deleteTitle: 'Șterge etapa',
  deleteConfirm: (name: string) => `Sigur vrei să ștergi etapa „${name}”?`,
  empty: 'Nu există etape.',
} as const;

type Editing = { round: AdminRound | null } | null;
type SaveArgs = { round: AdminRound | null; payload: RoundPayload };
/** A save held back until the admin confirms what it does to the current round. */
type Asking = SaveArgs & { change: CurrentRoundChange };

function confirmTexts(change: CurrentRoundChange) {
  return change.kind === 'switch'
    ? {
        title: currentRoundTexts.switchTitle,
        message: currentRoundTexts.switchMessage(change.from, change.to),
        confirmLabel: currentRoundTexts.switchConfirm,
      }
    : {
        title: currentRoundTexts.clearTitle,
        message: currentRoundTexts.clearMessage(change.name),
        confirmLabel: currentRoundTexts.clearConfirm,
      };
}

/** Etape: the rounds, newest first, with their winners; add, edit and delete. */
export function RoundsScreen() {
  const queryClient = useQueryClient();
  const rounds = useQuery(roundsQuery());
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<AdminRound | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const [asking, setAsking] = useState<Asking | null>(null);

  const refresh = () => queryClient.invalidateQueries({ queryKey: roundKeys.all });

  const save = useMutation({
    mutationFn: ({ round, payload }: SaveArgs) =>
      round ? updateRound(round.documentId, payload) : createRound(payload),
    onSuccess: async () => {
      setEditing(null);
      await refresh();
    },
    // A refusal shows in the form, which is still open under the confirmation.
    onSettled: () => setAsking(null),
  });

  /** Demoting the current round, or leaving none, is asked first; anything else saves at once. */
  const submit = (args: SaveArgs) => {
    const change = currentRoundChange(rounds.data ?? [], args.round, args.payload);
    if (change) setAsking({ ...args, change });
    else save.mutate(args);
  };
  const asked = asking ? confirmTexts(asking.change) : null;
  const remove = useMutation({
    mutationFn: (round: AdminRound) => deleteRound(round.documentId),
    onSuccess: async () => {
      setDeleting(null);
      await refresh();
    },
    onError: (error) => {
      setDeleting(null);
      setDeleteError(failureSummary(adminMessages.roundDeleteFailed, error));
    },
  });

  const openForm = (round: AdminRound | null) => {
    save.reset();
    setDeleteError(null);
    setEditing({ round });
  };

  const saveError = save.isError
    ? failureSummary(editing?.round ? adminMessages.roundUpdateFailed : adminMessages.roundCreateFailed, save.error)
    : null;

  return (
    <div className="space-y-4">
      <div className="flex justify-end">
        <Button variant="secondary" onClick={() => openForm(null)}>
          {roundsScreenTexts.add}
        </Button>
      </div>
      {deleteError && <ErrorBanner message={deleteError} />}
      {rounds.isPending ? (
        <SkeletonCards count={3} />
      ) : rounds.isError ? (
        <ErrorBanner message={adminMessages.roundsLoadFailed} />
      ) : rounds.data.length === 0 ? (
        <EmptyState text={roundsScreenTexts.empty} />
      ) : (
        <ul className="space-y-4">
          {rounds.data.map((round) => (
            <li key={round.documentId}>
              <RoundCard
                round={round}
                onEdit={() => openForm(round)}
                onDelete={() => {
                  setDeleteError(null);
                  setDeleting(round);
                }}
              />
            </li>
          ))}
        </ul>
      )}

      <AdminModal
        open={editing !== null}
        wide
        title={editing?.round ? roundsScreenTexts.editTitle : roundsScreenTexts.addTitle}
        onClose={() => setEditing(null)}
      >
        {editing && (
          <RoundForm
            key={editing.round?.documentId ?? 'new'}
            round={editing.round}
            pending={save.isPending}
            error={saveError}
            onSubmit={(payload) => submit({ round: editing.round, payload })}
            onCancel={() => setEditing(null)}
          />
        )}
      </AdminModal>
      <ConfirmDialog
        open={deleting !== null}
        title={roundsScreenTexts.deleteTitle}
        message={deleting ? roundsScreenTexts.deleteConfirm(deleting.name) : ''}
        pending={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting)}
        onCancel={() => setDeleting(null)}
      />
      <ConfirmDialog
        open={asking !== null}
        title={asked?.title ?? ''}
        message={asked?.message ?? ''}
        confirmLabel={asked?.confirmLabel}
        pending={save.isPending}
        onConfirm={() => asking && save.mutate({ round: asking.round, payload: asking.payload })}
        onCancel={() => setAsking(null)}
      />
    </div>
  );
}
