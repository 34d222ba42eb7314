import { type ComponentType, useId } from 'react';
import { formatDateTime } from '../../../domain/dates.ts';
import { isPredictionOpen } from '../../../domain/deadline.ts';
import type { LiveState } from '../../../domain/live.schemas.ts';
import type { Match } from '../../../domain/match.schemas.ts';
import { gameMessages, predictMessages } from '../../../domain/messages.ts';
import { paths } from '../../../domain/paths.ts';
import { matchFacts, type PredictionWindow, predictionWindow } from '../../../domain/prediction-window.ts';
import { PREDICTION_TYPES, type PredictionType } from '../../../domain/scoring.ts';
import { Button, ButtonLink } from '../../components/button.tsx';
import { LiveBadge } from '../../components/live/live-badge.tsx';
import { liveMessages } from '../../components/live/live-messages.ts';
import { categoryLabels } from '../../components/prediction-categories.ts';
import { ClosedNotice } from './closed-notice.tsx';
import { CorrectedLink } from './corrected-link.tsx';
import { TeamBadge } from './team-badge.tsx';

interface MatchCardProps {
  match: Match;
  now: number;
  /** The categories still to predict; null when unknown (a visitor, or the user's predictions did not load). */
  missing: readonly PredictionType[] | null;
  /** The live score while the match is under way (GET /api/live). */
  live?: LiveState | null;
  /** The share button of a closed match the player predicted (the page brings it from the picks feature). */
  Share?: ShareSlot;
}

/** What shares a player's picks of one match. */
export type ShareSlot = ComponentType<{ matchId: string; summary: string }>;

const score = (goals: number | null) => (goals === null ? '?' : String(goals));

/** One match of the round: teams, deadline, kickoff, score and what is left to predict. */
export function MatchCard({ match, now, missing, live = null, Share }: MatchCardProps) {
  const titleId = useId();
  const state = predictionWindow(matchFacts(match), now);
  return (
    <article
      aria-labelledby={titleId}
      className="flex flex-col gap-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5"
    >
      <h2 id={titleId} className="sr-only">
        {match.team1.name} – {match.team2.name}
      </h2>
      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 text-sm">
        <span className="rounded-full bg-brand-light px-2.5 py-0.5 font-semibold text-brand-dark">
          {match.round.name}
        </span>
        <span className="text-muted">
          {predictMessages.deadline} <time dateTime={match.deadline}>{formatDateTime(match.deadline)}</time>
        </span>
      </div>

      {live && (
        <p className="-mb-2 text-center" data-testid="live-badge">
          <LiveBadge live={live} />
        </p>
      )}
      <div className="grid grid-cols-[1fr_auto_1fr] items-start gap-2">
        <TeamBadge team={match.team1} />
        {live ? (
          <p
            className="mt-2 px-1 text-2xl font-extrabold tabular-nums text-red-800 sm:mt-1 sm:text-3xl"
            aria-live="polite"
          >
            <span className="sr-only">{liveMessages.liveScore}: </span>
            {live.homeGoals} - {live.awayGoals}
          </p>
        ) : (
          <p className="mt-2 px-1 text-2xl font-extrabold tabular-nums text-brand-darker sm:mt-1 sm:text-3xl">
            <span className="sr-only">Scor: </span>
            {score(match.team1_finalScore)} - {score(match.team2_finalScore)}
          </p>
        )}
        <TeamBadge team={match.team2} />
      </div>
      {match.correctedAt && (
        <CorrectedLink
          matchId={match.documentId}
          title={`${match.team1.name} – ${match.team2.name}`}
          className="-mt-2"
        />
      )}

      <p className="text-center text-sm text-muted">
        {predictMessages.kickoff} <time dateTime={match.date}>{formatDateTime(match.date)}</time>
      </p>

      <MatchAction matchId={match.documentId} state={state} missing={missing} />
      {Share && missing !== null && missing.length < PREDICTION_TYPES.length && !isPredictionOpen(match.date, now) && (
        <Share matchId={match.documentId} summary={`${match.team1.name} – ${match.team2.name}`} />
      )}
    </article>
  );
}

function MatchAction({
  matchId,
  state,
  missing,
}: {
  matchId: string;
  state: PredictionWindow;
  missing: readonly PredictionType[] | null;
}) {
  // A closed match never offers a button: only why it is closed.
  if (state !== 'open') return <ClosedNotice state={state} className="py-2.5 text-center" />;
  if (missing !== null && missing.length === 0) {
    return (
      <Button variant="outline" disabled className="w-full">
        {gameMessages.allPredictionsDone}
      </Button>
    );
  }
  return (
    <ButtonLink to={paths.predict(matchId)} variant="primary" className="w-full flex-col gap-0 text-center">
      <span>{gameMessages.completePredictions}</span>
      {missing !== null && (
        <span className="text-sm font-medium">
          {predictMessages.missing} {missing.map((t) => categoryLabels[t]).join(', ')}
        </span>
      )}
    </ButtonLink>
  );
}
