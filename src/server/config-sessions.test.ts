import { describe, expect, test } from 'vitest';
import { loadConfig } from './config.ts';
import { ConfigError } from './config-errors.ts';

// ADMIN_SESSION_IDLE_MINUTES, ADMIN_SESSION_MAX_HOURS, ADMIN_REAUTH_MINUTES: read once at start; a bad value
// refuses the start with one line naming the variable.

const problemsOf = (env: Record<string, string>) => {
  try {
    loadConfig({ NODE_ENV: 'test', ...env });
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as ConfigError).problems;
  }
  return [];
};

describe("the administrators' session settings", () => {
  test('30 minutes idle, 12 hours in all, a password within 15 minutes by default', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).adminSessions).toEqual({
      idleMs: 30 * 60_000,
      maxMs: 12 * 3_600_000,
      reauthMs: 15 * 60_000,
    });
  });

  test('decimals are taken (seconds, for the browser tests)', () => {
    const config = loadConfig({
      NODE_ENV: 'test',
      ADMIN_SESSION_IDLE_MINUTES: '0.1',
      ADMIN_SESSION_MAX_HOURS: '0.5',
      ADMIN_REAUTH_MINUTES: '0.05',
    });
    expect(config.adminSessions).toEqual({ idleMs: 6_000, maxMs: 1_800_000, reauthMs: 3_000 });
  });

  test('a bad value is one line naming its variable', () => {
    const problems = problemsOf({
      ADMIN_SESSION_IDLE_MINUTES: '0',
      ADMIN_SESSION_MAX_HOURS: 'doisprezece',
      ADMIN_REAUTH_MINUTES: '-5',
    });
    expect(problems).toHaveLength(3);
    expect(problems[0]).toBe(
      'ADMIN_SESSION_IDLE_MINUTES="0" is not valid: set a number from 0.01 to 1440, or leave it unset for 30.',
    );
    expect(problems[1]).toMatch(/^ADMIN_SESSION_MAX_HOURS="doisprezece" is not valid/);
    expect(problems[2]).toMatch(/^ADMIN_REAUTH_MINUTES="-5" is not valid/);
  });
});
