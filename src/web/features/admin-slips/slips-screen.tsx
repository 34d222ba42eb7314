import { type QueryKey, type UseQueryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { adminMessages } from '../../../domain/admin-messages.ts';
import { nextSlipStatus, type SlipStatus } from '../../../domain/slip-status.ts';
import { isApiError } from '../../api.ts';
import { type EditorProps, ResourceScreen } from '../../components/admin/resource-screen.tsx';
import { useResource } from '../../components/admin/use-resource.ts';
import { isStale } from '../../components/admin/versions.ts';
import { Button } from '../../components/button.tsx';
import { type FieldOf, type FormFailure, failureSummary } from '../../form-errors.ts';
import { dailySlipFields } from './daily-slip-form.tsx';
import { type RoundSlipSubmit, roundSlipFields } from './round-slip-form.tsx';
import { SlipCard, type SlipOf, slipName } from './slip-card.tsx';
import { SlipEditor } from './slip-editor.tsx';
import {
  type AdminDailySlip,
  type AdminRoundSlip,
  createDailySlip,
  createRoundSlip,
  type DailySlipPayload,
  dailySlipsQuery,
  deleteDailySlip,
  deleteRoundSlip,
  fetchDailySlip,
  fetchRoundSlip,
  roundSlipsQuery,
  type slipKeys,
  updateDailySlip,
  updateRoundSlip,
} from './slips.api.ts';

const slipsTexts = {
  add: 'Adaugă Bilet',
  addTitle: 'Adaugă bilet',
  editTitle: 'Editează biletul',
  deleteTitle: 'Șterge biletul',
  empty: 'Nu există bilete.',
  loadFailed: adminMessages.dataLoadFailed,
} as const;

/** What differs between the daily slips and the round slips. */
interface SlipMode<S extends { documentId: string; won: SlipStatus; updatedAt: string }, P, K extends QueryKey> {
  list: () => UseQueryOptions<S[], Error, S[], K>;
  /** One slip as it is stored now. */
  reload: (slip: S) => Promise<S>;
  save: (slip: S | null, payload: P) => Promise<unknown>;
  setStatus: (slip: S, won: SlipStatus) => Promise<unknown>;
  remove: (slip: S) => Promise<unknown>;
  fields: FieldOf;
  deleteConfirm: (slip: S) => string;
  card: (slip: S) => SlipOf;
  editor: (form: EditorProps<S, P>, slips: S[]) => ReactNode;
  /** A failed save's message of the mode's own. */
  failure?: (error: unknown) => FormFailure | null;
}

const daily: SlipMode<AdminDailySlip, DailySlipPayload, typeof slipKeys.dailySlips> = {
  list: dailySlipsQuery,
  reload: (slip) => fetchDailySlip(slip.documentId),
  save: (slip, values) => (slip ? updateDailySlip(slip, values) : createDailySlip(values)),
  setStatus: (slip, won) => updateDailySlip(slip, { won }),
  remove: deleteDailySlip,
  fields: dailySlipFields,
  deleteConfirm: (slip) => `Sigur vrei să ștergi biletul din ${slipName({ mode: 'daily', slip })}?`,
  card: (slip) => ({ mode: 'daily', slip }),
  editor: (form) => <SlipEditor mode="daily" {...form} />,
};

const round: SlipMode<AdminRoundSlip, RoundSlipSubmit, typeof slipKeys.roundSlips> = {
  list: roundSlipsQuery,
  reload: (slip) => fetchRoundSlip(slip.documentId),
  save: (slip, values) =>
    slip
      ? updateRoundSlip(slip, { predictions: values.predictions })
      : createRoundSlip({ round: { connect: [values.round] }, predictions: values.predictions, won: null }),
  setStatus: (slip, won) => updateRoundSlip(slip, { won }),
  remove: deleteRoundSlip,
  fields: roundSlipFields,
  deleteConfirm: (slip) => `Sigur vrei să ștergi biletul etapei „${slip.round?.name ?? ''}”?`,
  card: (slip) => ({ mode: 'round', slip }),
  editor: (form, slips) => (
    <SlipEditor
      mode="round"
      {...form}
      takenRounds={new Set(slips.flatMap((s) => (s.round ? [s.round.documentId] : [])))}
    />
  ),
  // The specification's own text for a second slip of a round, alone.
  failure: (error) =>
    isApiError(error) && error.message === adminMessages.duplicateRoundSlip
      ? { summary: adminMessages.duplicateRoundSlip, fields: {} }
      : null,
};

function SlipsOf<S extends { documentId: string; won: SlipStatus; updatedAt: string }, P, K extends QueryKey>({
  mode,
}: {
  mode: SlipMode<S, P, K>;
}) {
  const queryClient = useQueryClient();
  const options = mode.list();
  const list = useQuery(options);
  const refresh = () => queryClient.invalidateQueries({ queryKey: options.queryKey });
  const slips = useResource({
    save: mode.save,
    remove: mode.remove,
    refresh,
    reload: mode.reload,
    saveFailed: { create: adminMessages.slipCreateFailed, update: adminMessages.slipUpdateFailed, fields: mode.fields },
    deleteFailed: (error) => failureSummary(adminMessages.slipDeleteFailed, error),
  });
  // The status cycles at a click.
  const cycle = useMutation({
    mutationFn: (slip: S) => mode.setStatus(slip, nextSlipStatus(slip.won)),
    onMutate: () => slips.setBanner(null),
    onSuccess: refresh,
    onError: (error) => {
      // Changed meanwhile by someone else: said so, and the list shows the slip as it is now.
      if (isStale(error)) {
        slips.setBanner(failureSummary(adminMessages.statusUpdateFailed, error));
        void refresh();
      } else slips.setBanner(adminMessages.statusUpdateFailed);
    },
  });

  return (
    <ResourceScreen
      resource={slips}
      list={list}
      texts={{ ...slipsTexts, deleteConfirm: mode.deleteConfirm }}
      toolbar={
        <div className="flex justify-end">
          <Button variant="secondary" onClick={() => slips.openForm(null)} disabled={list.isPending}>
            {slipsTexts.add}
          </Button>
        </div>
      }
      cards={{
        keyOf: (slip) => slip.documentId,
        render: (slip) => (
          <SlipCard
            {...mode.card(slip)}
            statusPending={cycle.isPending && cycle.variables?.documentId === slip.documentId}
            onCycle={() => cycle.mutate(slip)}
            onEdit={() => slips.openForm(slip)}
            onDelete={() => slips.askDelete(slip)}
          />
        ),
      }}
      wide
      renderForm={(form) =>
        mode.editor({ ...form, failure: mode.failure?.(slips.save.error) ?? form.failure }, list.data ?? [])
      }
    />
  );
}

/** Bilete zilnice (daily: newest date first) or Bilete de Pariuri (round: one per round); the status cycles at a click. */
export function SlipsScreen({ mode }: { mode: 'daily' | 'round' }) {
  return mode === 'daily' ? <SlipsOf key="daily" mode={daily} /> : <SlipsOf key="round" mode={round} />;
}
