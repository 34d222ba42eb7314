import type { Sql } from 'postgres';

// Drizzle sends every query to postgres.js unprepared, and postgres.js then takes two round trips for a query with
// parameters (Parse and Describe, then Bind and Execute), and PostgreSQL parses and plans it each time. A hot
// read (a leaderboard page, a profile) repeats the same few texts thousands of times a second, so they are
// prepared: one round trip and no parse once a connection has seen them. PostgreSQL still plans custom plans while
// they are cheaper than the generic one (plan_cache_mode = auto), so a skewed query keeps its good plan.
//
// Prepared statements live in every connection of the pool and every backend, so their number is bounded: a text
// is prepared once it has run a few times (a hot path, not a one-off filter shape), and at most MAX_PREPARED texts
// are; the rest run unnamed as before.

/** Distinct statement texts a process prepares; beyond them, queries run unnamed. */
export const MAX_PREPARED = 200;
/** Runs of a text before it is prepared. */
const RUNS_BEFORE_PREPARE = 3;
/** The counts of texts not (yet) prepared are forgotten past this many, so they cannot grow without bound. */
const MAX_COUNTED = 5_000;

type UnsafeOptions = Parameters<Sql['unsafe']>[2];

/** The pool with hot statements prepared; transactions and savepoints opened through it get the same. */
export function preparingClient(client: Sql): Sql {
  const prepared = new Set<string>();
  const runs = new Map<string, number>();
  const shouldPrepare = (text: string) => {
    if (prepared.has(text)) return true;
    if (prepared.size >= MAX_PREPARED) return false;
    const n = (runs.get(text) ?? 0) + 1;
    if (n < RUNS_BEFORE_PREPARE) {
      if (runs.size >= MAX_COUNTED) runs.clear();
      runs.set(text, n);
      return false;
    }
    runs.delete(text);
    prepared.add(text);
    return true;
  };
  const wrap = <T extends object>(sql: T): T =>
    new Proxy(sql, {
      get(target, prop, receiver) {
        const value = Reflect.get(target, prop, receiver);
        if (prop === 'unsafe') {
          return (text: string, args?: unknown[], options?: UnsafeOptions) =>
            (value as Sql['unsafe'])(
              text,
              args as never,
              args?.length && shouldPrepare(text) ? { ...options, prepare: true } : options,
            );
        }
        if (prop === 'begin' || prop === 'savepoint') {
          return (...params: unknown[]) => {
            const fn = params.pop() as (tx: object) => unknown;
            return (value as (...a: unknown[]) => unknown)(...params, (tx: object) => fn(wrap(tx)));
          };
        }
        return value;
      },
    });
  return wrap(client);
}
