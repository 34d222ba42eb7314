import { describe, expect, test } from 'vitest';
import { loadConfig } from './config.ts';
import { ConfigError } from './config-errors.ts';

// RESULTS_*: the import is off unless RESULTS_PROVIDER is set; set, it needs its key, league and season, and a bad
// value is refused at start with one clear line per variable (the key never printed).

const problemsOf = (env: Record<string, string>) => {
  try {
    loadConfig({ NODE_ENV: 'test', ...env });
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as ConfigError).problems;
  }
  return [];
};

describe('the results import configuration', () => {
  test('off by default', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).results).toBeUndefined();
    expect(loadConfig({ NODE_ENV: 'test', RESULTS_PROVIDER: '' }).results).toBeUndefined();
  });

  test('on with everything it needs, defaults for the rest', () => {
    const config = loadConfig({
      NODE_ENV: 'test',
      RESULTS_PROVIDER: 'api-football',
      RESULTS_PROVIDER_KEY: 'secret-key-123',
      RESULTS_LEAGUE_ID: '283',
      RESULTS_SEASON: '2025',
    });
    expect(config.results).toEqual({
      provider: 'api-football',
      key: 'secret-key-123',
      baseUrl: 'https://v3.football.api-sports.io',
      leagueId: 283,
      season: 2025,
      pollMs: 600_000,
      perMinute: 10,
      perDay: 100,
      timeoutMs: 10_000,
      maxBytes: 5 * 1024 * 1024,
    });
  });

  test('a provider without its key, league and season is refused, one line each', () => {
    const problems = problemsOf({ RESULTS_PROVIDER: 'api-football' });
    expect(problems).toHaveLength(3);
    expect(problems[0]).toMatch(/^RESULTS_PROVIDER_KEY is missing: RESULTS_PROVIDER=api-football needs/);
    expect(problems[1]).toMatch(/^RESULTS_LEAGUE_ID is missing/);
    expect(problems[2]).toMatch(/^RESULTS_SEASON is missing/);
  });

  test('bad values are named, the key never shown', () => {
    const problems = problemsOf({
      RESULTS_PROVIDER: 'sportmonks',
      RESULTS_PROVIDER_KEY: 'short',
      RESULTS_PROVIDER_URL: 'not a url',
      RESULTS_POLL_MS: '10',
      RESULTS_LEAGUE_ID: '283',
      RESULTS_SEASON: '2025',
    });
    expect(problems.join('\n')).toContain('RESULTS_PROVIDER="sportmonks" is not valid: set one of api-football');
    expect(problems.join('\n')).toContain('RESULTS_PROVIDER_URL="not a url" is not valid: set a full URL');
    expect(problems.join('\n')).toContain(
      'RESULTS_POLL_MS="10" is not valid: set a whole number from 1000 to 86400000',
    );
    expect(problems.find((p) => p.startsWith('RESULTS_PROVIDER_KEY'))).toMatch(/^RESULTS_PROVIDER_KEY is not valid/);
    expect(problems.join('\n')).not.toContain('short');
  });

  test('RESULTS_MAX_BYTES: bytes of one answer, refused at start outside 1 KB to 64 MB', () => {
    const on = {
      RESULTS_PROVIDER: 'api-football',
      RESULTS_PROVIDER_KEY: 'secret-key-123',
      RESULTS_LEAGUE_ID: '283',
      RESULTS_SEASON: '2025',
    };
    expect(loadConfig({ NODE_ENV: 'test', ...on, RESULTS_MAX_BYTES: '65536' }).results?.maxBytes).toBe(65_536);
    for (const bad of ['0', '5MB', String(65 * 1024 * 1024)])
      expect(problemsOf({ ...on, RESULTS_MAX_BYTES: bad })).toEqual([
        `RESULTS_MAX_BYTES="${bad}" is not valid: set a whole number from 1024 to 67108864, or leave it unset for 5242880.`,
      ]);
  });
});
