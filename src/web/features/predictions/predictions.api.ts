import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { MAX_PAGE_SIZE } from '../../../domain/limits.ts';
import type { OneOf } from '../../../domain/media.schemas.ts';
import { authMessages, gameMessages, predictMessages } from '../../../domain/messages.ts';
import type { Prediction, PredictionInput } from '../../../domain/prediction.schemas.ts';
import { predictionWindowMessages } from '../../../domain/prediction-window.ts';
import { api, isApiError } from '../../api.ts';
import { matchKeys } from '../../query-keys.ts';

const predictionsPath = '/api/predictions';

const predictionKeys = {
  all: ['predictions'] as const,
  currentRound: (userId: string) => [...predictionKeys.all, userId, 'current'] as const,
  forMatch: (userId: string, matchId: string) => [...predictionKeys.all, userId, 'match', matchId] as const,
};

/** The user's predictions for the whole current round, in one call (the matches list groups them by match). */
const currentRoundPredictions = (userId: string) =>
  queryOptions({
    queryKey: predictionKeys.currentRound(userId),
    queryFn: async ({ signal }) => {
      const res = await api.get<OneOf<Prediction[]>>(predictionsPath, {
        query: {
          filters: { user: { documentId: { $eq: userId } }, match: { round: { current: { $eq: true } } } },
          populate: { match: true },
          pagination: { pageSize: MAX_PAGE_SIZE },
        },
        signal,
      });
      return res.data;
    },
  });

/** Null when logged out: the list then shows every match as open to predictions. */
export const useCurrentRoundPredictions = (userId: string | null) =>
  useQuery({ ...currentRoundPredictions(userId ?? ''), enabled: userId !== null });

/** The user's predictions for one match (at most one per type). */
const matchPredictions = (userId: string, matchId: string) =>
  queryOptions({
    queryKey: predictionKeys.forMatch(userId, matchId),
    queryFn: async ({ signal }) => {
      const res = await api.get<OneOf<Prediction[]>>(predictionsPath, {
        query: {
          filters: { user: { documentId: { $eq: userId } }, match: { documentId: { $eq: matchId } } },
          pagination: { pageSize: MAX_PAGE_SIZE },
        },
        signal,
      });
      return res.data;
    },
  });

export const useMatchPredictions = (userId: string, matchId: string) => useQuery(matchPredictions(userId, matchId));

interface SavePredictionsArgs {
  userId: string;
  matchId: string;
  predictions: readonly PredictionInput[];
}

/** One POST per category, one after the other: the first refusal stops the rest. */
async function savePredictions({ userId, matchId, predictions }: SavePredictionsArgs): Promise<Prediction[]> {
  const saved: Prediction[] = [];
  for (const p of predictions) {
    const res = await api.post<OneOf<Prediction>>(predictionsPath, {
      data: { ...p, match: { connect: [matchId] }, user: { connect: [userId] } },
    });
    saved.push(res.data);
  }
  return saved;
}

/** Saves the predictions; whatever happens, the lists are read again (a partial save shows as made). */
export function useSavePredictions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePredictions,
    onSettled: () => queryClient.invalidateQueries({ queryKey: predictionKeys.all }),
    // The match closed meanwhile (a result, another round, the deadline): read it again so the page shows it closed.
    onError: (error) => {
      if (isApiError(error) && closedMessages.has(error.message))
        return queryClient.invalidateQueries({ queryKey: matchKeys.all });
    },
  });
}

/** The refusals that mean the match is closed (src/domain/prediction-window.ts). */
const closedMessages = new Set<string>(Object.values(predictionWindowMessages));

/** The server's refusals that the form shows as they are; any other failure reads 'Eroare la salvarea predicțiilor.'. */
const knownSaveMessages = new Set<string>([
  ...closedMessages,
  predictMessages.duplicate,
  authMessages.phoneNotVerified,
]);

export interface SaveFailure {
  message: string;
  /** The account must verify its phone first (403 PHONE_NOT_VERIFIED). */
  phoneNotVerified: boolean;
}

export function saveFailure(error: unknown): SaveFailure {
  if (!isApiError(error)) return { message: gameMessages.saveFailed, phoneNotVerified: false };
  const phoneNotVerified = error.details.code === 'PHONE_NOT_VERIFIED';
  if (phoneNotVerified) return { message: authMessages.phoneNotVerified, phoneNotVerified };
  return {
    message: knownSaveMessages.has(error.message) ? error.message : gameMessages.saveFailed,
    phoneNotVerified: false,
  };
}
