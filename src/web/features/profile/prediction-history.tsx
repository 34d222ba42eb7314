import { Link } from 'react-router';
import { rescoredMark } from '../../../domain/correction-labels.ts';
import { formatShortDateTime } from '../../../domain/dates.ts';
import { gameMessages } from '../../../domain/messages.ts';
import { count, nouns } from '../../../domain/numerals.ts';
import { paths } from '../../../domain/paths.ts';
import type { Prediction } from '../../../domain/prediction.schemas.ts';
import type { Adjustment } from '../../../domain/profile.schemas.ts';
import { pickOf } from '../../../domain/scoring.ts';
import { TeamEmblem } from '../../components/user-avatar.tsx';
import type { HistoryMatch, MatchHistory, RoundHistory } from './history.ts';
import { scoreText } from './history.ts';
import { profileMessages as t } from './profile-messages.ts';

const categoryLabel: Record<Prediction['type'], string> = {
  score: gameMessages.scoreLabel,
  cards: gameMessages.cardsLabel,
  corners: gameMessages.cornersLabel,
};

function finalOf(type: Prediction['type'], m: HistoryMatch): string | null {
  if (type === 'score') {
    return m.team1_finalScore === null || m.team2_finalScore === null
      ? null
      : scoreText(m.team1_finalScore, m.team2_finalScore);
  }
  const value = type === 'cards' ? m.final_cards : m.final_corners;
  return value === '' ? null : value;
}

/** '+30 de puncte', '-20 de puncte'. */
const signed = (n: number) => `${n > 0 ? '+' : ''}${count(n, nouns.points)}`;

function Points({ points }: { points: number | null }) {
  if (points === null) {
    return (
      <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-700">
        {gameMessages.matchNotFinal}
      </span>
    );
  }
  return (
    <span
      className={`rounded-full px-2 py-0.5 text-sm font-bold tabular-nums ${points > 0 ? 'bg-emerald-100 text-emerald-900' : 'bg-slate-100 text-slate-700'}`}
    >
      {count(points, nouns.points)}
    </span>
  );
}

/** 'Recalculat': a correction of the match's result changed these points; links to the match's corrections. */
function RescoredMark({ matchId, title }: { matchId: string; title: string }) {
  return (
    <Link
      to={paths.matchCorrections(matchId)}
      aria-label={rescoredMark.label(title)}
      title={rescoredMark.label(title)}
      className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-bold text-amber-950 underline-offset-2 ring-1 ring-amber-300 hover:underline"
    >
      {rescoredMark.text}
    </Link>
  );
}

function MatchLines({ entry }: { entry: MatchHistory }) {
  const m = entry.match;
  return (
    <li className="rounded-xl bg-slate-50 p-3 ring-1 ring-slate-200">
      <p className="flex flex-wrap items-center gap-x-2 gap-y-1 font-semibold text-ink">
        <span className="inline-flex items-center gap-1.5">
          <TeamEmblem emblem={m.team1.emblem} name={m.team1.name} className="size-5" />
          {m.team1.name}
        </span>
        <span aria-hidden="true" className="text-muted">
          –
        </span>
        <span className="sr-only">vs</span>
        <span className="inline-flex items-center gap-1.5">
          <TeamEmblem emblem={m.team2.emblem} name={m.team2.name} className="size-5" />
          {m.team2.name}
        </span>
      </p>
      <p className="text-xs text-muted">{formatShortDateTime(m.date)}</p>
      <ul className="mt-2 divide-y divide-slate-200">
        {entry.predictions.map((p) => {
          const pick = p.type === 'score' ? scoreText(p.team1, p.team2) : pickOf(p);
          const final = finalOf(p.type, m);
          return (
            <li key={p.documentId} className="flex flex-wrap items-center justify-between gap-2 py-1.5 text-sm">
              <span className="min-w-0">
                <span className="font-medium text-slate-700">{categoryLabel[p.type]}:</span>{' '}
                <strong className="text-ink">{pick}</strong>
                {final !== null && (
                  <span className="text-muted">
                    {' '}
                    ({t.result}: {final})
                  </span>
                )}
              </span>
              <span className="flex flex-wrap items-center gap-1.5">
                {p.rescoredAt && <RescoredMark matchId={m.documentId} title={`${m.team1.name} – ${m.team2.name}`} />}
                <Points points={p.points} />
              </span>
            </li>
          );
        })}
      </ul>
    </li>
  );
}

function AdjustmentLine({ a }: { a: Adjustment }) {
  const label = a.kind === 'bonus' ? t.bonus : t.adjustment;
  const about = a.match ? `${a.match.team1} – ${a.match.team2}` : null;
  const reason = a.kind === 'admin' && a.reason ? a.reason : about;
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 rounded-xl bg-yellow-50 px-3 py-2 text-sm ring-1 ring-yellow-200">
      <span>
        <strong className="text-ink">
          {label}: {signed(a.points)}
        </strong>
        {reason && <span className="text-slate-700"> ({reason})</span>}
      </span>
    </li>
  );
}

/** The history, one section per round: the current round first. */
export function PredictionHistory({ groups }: { groups: RoundHistory[] }) {
  return (
    <div className="space-y-6">
      {groups.map((g) => {
        const name = g.round?.name ?? t.noRound;
        const empty = g.matches.length === 0 && g.adjustments.length === 0;
        return (
          <section key={g.round?.documentId ?? (g.current ? 'current' : 'none')} aria-label={name}>
            <h3 className="mb-2 flex flex-wrap items-baseline justify-between gap-2 text-base font-bold text-brand-dark">
              <span>
                {name}
                {g.current && (
                  <span className="ml-2 rounded-full bg-yellow-300 px-2 py-0.5 text-xs font-bold text-yellow-950">
                    {t.currentRound}
                  </span>
                )}
              </span>
              {!empty && (
                <span className="text-sm font-semibold text-slate-700 tabular-nums">
                  {count(g.points, nouns.points)}
                </span>
              )}
            </h3>
            {empty ? (
              <p className="rounded-xl bg-slate-50 p-3 text-sm text-muted ring-1 ring-slate-200">
                {g.current ? gameMessages.noRoundPredictions : t.noHistory}
              </p>
            ) : (
              <ul className="space-y-2">
                {g.matches.map((m) => (
                  <MatchLines key={m.match.documentId} entry={m} />
                ))}
                {g.adjustments.map((a) => (
                  <AdjustmentLine key={a.documentId} a={a} />
                ))}
              </ul>
            )}
          </section>
        );
      })}
    </div>
  );
}
