import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { adminMessages, currentRoundTexts } from '../../../domain/admin-messages.ts';
import { ConfirmDialog } from '../../components/admin/confirm-dialog.tsx';
import { ResourceScreen } from '../../components/admin/resource-screen.tsx';
import { useResource } from '../../components/admin/use-resource.ts';
import { Button } from '../../components/button.tsx';
import { failureSummary } from '../../form-errors.ts';
import { type CurrentRoundChange, currentRoundChange } from './current-round-change.ts';
import { RoundCard } from './round-card.tsx';
import { RoundForm } from './round-form.tsx';
import {
  type AdminRound,
  createRound,
  deleteRound,
  fetchRound,
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
  deleteConfirm: (round: AdminRound) => `Sigur vrei să ștergi etapa „${round.name}”?`,
  empty: 'Nu există etape.',
  loadFailed: adminMessages.roundsLoadFailed,
} as const;

type SaveArgs = { item: AdminRound | null; payload: RoundPayload };
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
  const list = useQuery(roundsQuery());
  const [asking, setAsking] = useState<Asking | null>(null);
  const rounds = useResource({
    save: (round: AdminRound | null, payload: RoundPayload) =>
      round ? updateRound(round, payload) : createRound(payload),
    remove: deleteRound,
    refresh: () => queryClient.invalidateQueries({ queryKey: roundKeys.all }),
    reload: (round) => fetchRound(round.documentId),
    saveFailed: { create: adminMessages.roundCreateFailed, update: adminMessages.roundUpdateFailed },
    deleteFailed: (error) => failureSummary(adminMessages.roundDeleteFailed, error),
  });
  // A refusal shows in the form, which is still open under the confirmation.
  const save = (args: SaveArgs) => rounds.save.mutate(args, { onSettled: () => setAsking(null) });

  /** Demoting the current round, or leaving none, is asked first; anything else saves at once. */
  const submit = (args: SaveArgs) => {
    const change = currentRoundChange(list.data ?? [], args.item, args.payload);
    if (change) setAsking({ ...args, change });
    else save(args);
  };
  const asked = asking ? confirmTexts(asking.change) : null;

  return (
    <ResourceScreen
      resource={rounds}
      list={list}
      texts={roundsScreenTexts}
      toolbar={
        <div className="flex justify-end">
          <Button variant="secondary" onClick={() => rounds.openForm(null)}>
            {roundsScreenTexts.add}
          </Button>
        </div>
      }
      cards={{
        keyOf: (round) => round.documentId,
        render: (round) => (
          <RoundCard round={round} onEdit={() => rounds.openForm(round)} onDelete={() => rounds.askDelete(round)} />
        ),
      }}
      wide
      renderForm={({ item, failure, ...form }) => (
        <RoundForm
          {...form}
          round={item}
          error={failure?.summary ?? null}
          onSubmit={(payload) => submit({ item, payload })}
        />
      )}
    >
      <ConfirmDialog
        open={asking !== null}
        title={asked?.title ?? ''}
        message={asked?.message ?? ''}
        confirmLabel={asked?.confirmLabel}
        pending={rounds.save.isPending}
        onConfirm={() => asking && save({ item: asking.item, payload: asking.payload })}
        onCancel={() => setAsking(null)}
      />
    </ResourceScreen>
  );
}
