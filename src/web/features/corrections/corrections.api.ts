import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Correction } from '../../../domain/corrections.schemas.ts';
import type { ListOf } from '../../../domain/media.schemas.ts';
import { api } from '../../api.ts';

/** Entries per page of the public log. */
const CORRECTIONS_PAGE_SIZE = 20;

export interface CorrectionsFilter {
  page: number;
  /** A round's documentId, or null for every round. */
  round: string | null;
  /** A match's documentId, or null for every match. */
  match: string | null;
}

const correctionsQuery = (f: CorrectionsFilter) =>
  queryOptions({
    queryKey: ['result-corrections', f.page, f.round, f.match],
    queryFn: ({ signal }) =>
      api.get<ListOf<Correction>>('/api/result-corrections', {
        query: {
          page: f.page,
          pageSize: CORRECTIONS_PAGE_SIZE,
          ...(f.round ? { round: f.round } : {}),
          ...(f.match ? { match: f.match } : {}),
        },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

/** A page of the log, newest first. */
export const useCorrections = (f: CorrectionsFilter) => useQuery(correctionsQuery(f));
