import type { Env } from './config-env.ts';

/** RESULTS_*: the results import (modules/results-import); undefined when RESULTS_PROVIDER is unset (off). */
export interface ResultsImportSettings {
  provider: 'api-football';
  key: string;
  baseUrl: string;
  leagueId: number;
  season: number;
  pollMs: number;
  perMinute: number;
  perDay: number;
  timeoutMs: number;
  /** RESULTS_MAX_BYTES: an answer past it is cut (its Content-Length refused before reading). */
  maxBytes: number;
}

/** What RESULTS_PROVIDER needs beside it: one line per missing variable, saying what to set. */
export function resultsImportChecks(source: NodeJS.ProcessEnv): string[] {
  if (!source.RESULTS_PROVIDER) return [];
  const needs: [string, string][] = [
    ['RESULTS_PROVIDER_KEY', "the provider's API key (x-apisports-key)"],
    ['RESULTS_LEAGUE_ID', 'the league id at the provider (Liga 1 is 283 at API-Football)'],
    ['RESULTS_SEASON', 'the season year, such as 2025'],
  ];
  return needs
    .filter(([name]) => !source[name])
    .map(
      ([name, what]) =>
        `${name} is missing: RESULTS_PROVIDER=${source.RESULTS_PROVIDER} needs ${what}; set it, or leave RESULTS_PROVIDER unset to turn the import off.`,
    );
}

export function resultsImportSettings(env: Env): ResultsImportSettings | undefined {
  if (!env.RESULTS_PROVIDER || !env.RESULTS_PROVIDER_KEY || !env.RESULTS_LEAGUE_ID || !env.RESULTS_SEASON)
    return undefined;
  return {
    provider: env.RESULTS_PROVIDER,
    key: env.RESULTS_PROVIDER_KEY,
    baseUrl: env.RESULTS_PROVIDER_URL.replace(/\/+$/, ''),
    leagueId: env.RESULTS_LEAGUE_ID,
    season: env.RESULTS_SEASON,
    pollMs: env.RESULTS_POLL_MS,
    perMinute: env.RESULTS_REQUESTS_PER_MINUTE,
    perDay: env.RESULTS_REQUESTS_PER_DAY,
    timeoutMs: env.RESULTS_TIMEOUT_MS,
    maxBytes: env.RESULTS_MAX_BYTES,
  };
}
