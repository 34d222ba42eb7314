import { useQuery } from '@tanstack/react-query';
import { ErrorBanner } from '../../components/admin/error-banner.tsx';
import type { EditorProps } from '../../components/admin/resource-screen.tsx';
import { Spinner } from '../../components/spinner.tsx';
import { DailySlipFields } from './daily-slip-form.tsx';
import { RoundSlipFields, type RoundSlipSubmit } from './round-slip-form.tsx';
import { slipFormTexts } from './slip-form-parts.tsx';
import {
  type AdminDailySlip,
  type AdminRoundSlip,
  type DailySlipPayload,
  roundMatchesQuery,
  slipRoundOptionsQuery,
  slipTeamOptionsQuery,
} from './slips.api.ts';

type DailyEditorProps = EditorProps<AdminDailySlip, DailySlipPayload>;
type RoundEditorProps = EditorProps<AdminRoundSlip, RoundSlipSubmit> & {
  /** Rounds that have a slip already: disabled in the select. */
  takenRounds: ReadonlySet<string>;
};

/** The form of a slip, in its two modes: a daily slip (a date, teams and kickoffs) or a round's (its matches). */
export type SlipEditorProps = ({ mode: 'daily' } & DailyEditorProps) | ({ mode: 'round' } & RoundEditorProps);

export function SlipEditor(props: SlipEditorProps) {
  return props.mode === 'daily' ? <DailyEditor {...props} /> : <RoundEditor {...props} />;
}

/** Waits for the teams, so that prefilled team selects show their values. */
function DailyEditor({ mode: _, ...form }: { mode: 'daily' } & DailyEditorProps) {
  const teams = useQuery(slipTeamOptionsQuery());
  if (teams.isPending) return <Spinner />;
  if (teams.isError) return <ErrorBanner message={slipFormTexts.loadFailed} />;
  return <DailySlipFields {...form} teams={teams.data} />;
}

/** Waits for the rounds (and, when editing, the slip's matches) so that prefilled selects show their values. */
function RoundEditor({ mode: _, ...form }: { mode: 'round' } & RoundEditorProps) {
  const rounds = useQuery(slipRoundOptionsQuery());
  const editMatches = useQuery(roundMatchesQuery(form.item?.round?.documentId ?? ''));
  if (rounds.isPending || (form.item && editMatches.isPending)) return <Spinner />;
  if (rounds.isError) return <ErrorBanner message={slipFormTexts.loadFailed} />;
  return <RoundSlipFields {...form} rounds={rounds.data} />;
}
