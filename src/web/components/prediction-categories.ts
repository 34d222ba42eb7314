import type { Outcome } from '../../domain/match.schemas.ts';
import { gameMessages } from '../../domain/messages.ts';
import type { PredictionInput } from '../../domain/prediction.schemas.ts';
import {
  encodePick,
  PREDICTION_TYPES,
  type PredictionType,
  type PredictionValues,
  pickOf,
} from '../../domain/scoring.ts';

/** 'Scor Corect', 'Cartonașe 1X2', 'Cornere 1X2'. */
export const categoryLabels: Record<PredictionType, string> = {
  score: gameMessages.scoreLabel,
  cards: gameMessages.cardsLabel,
  corners: gameMessages.cornersLabel,
};

/** The categories (in the order score, cards, corners) that have no prediction yet. */
export function missingCategories(predictions: readonly Pick<PredictionValues, 'type'>[]): PredictionType[] {
  const made = new Set(predictions.map((p) => p.type));
  return PREDICTION_TYPES.filter((t) => !made.has(t));
}

/** Predictions grouped by their match's documentId; those without a match are left out. */
export function predictionsByMatch<P extends { match?: { documentId: string } | null }>(
  predictions: readonly P[],
): Map<string, P[]> {
  const byMatch = new Map<string, P[]>();
  for (const p of predictions) {
    const id = p.match?.documentId;
    if (!id) continue;
    const list = byMatch.get(id);
    if (list) list.push(p);
    else byMatch.set(id, [p]);
  }
  return byMatch;
}

/** How a made prediction reads: '2 - 1' for the score, '1', 'X' or '2' for cards and corners. */
export function formatPrediction(p: PredictionValues): string {
  return p.type === 'score' ? `${p.team1} - ${p.team2}` : pickOf(p);
}

/** The form's raw values: goal inputs as typed, picks as chosen ('' when not). */
export interface PredictionFormValues {
  team1Goals: string;
  team2Goals: string;
  cards: Outcome | '';
  corners: Outcome | '';
}

export const emptyFormValues: PredictionFormValues = { team1Goals: '', team2Goals: '', cards: '', corners: '' };

/**
 * What to send: one prediction per missing category that the form fills. The score goes only when
 * both goal inputs are non-empty; a category already predicted is never sent again.
 */
export function toPredictionInputs(
  values: PredictionFormValues,
  missing: readonly PredictionType[],
): PredictionInput[] {
  const out: PredictionInput[] = [];
  const open = new Set(missing);
  const g1 = values.team1Goals.trim();
  const g2 = values.team2Goals.trim();
  if (open.has('score') && g1 !== '' && g2 !== '') {
    out.push({ type: 'score', team1: Number(g1), team2: Number(g2) });
  }
  if (open.has('cards') && values.cards !== '') out.push({ type: 'cards', ...encodePick(values.cards) });
  if (open.has('corners') && values.corners !== '') out.push({ type: 'corners', ...encodePick(values.corners) });
  return out;
}
