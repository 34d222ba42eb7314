import { type AnyColumn, or, type SQL, sql } from 'drizzle-orm';
import type { Expected } from '../http/versions.ts';

// The SQL side of document versions (http/versions.ts): the condition a versioned write adds to its WHERE, and
// the new version it stores. Versions are compared to the millisecond (what the API shows of updatedAt).

/** The row is at one of the expected versions (no condition when none is expected). */
export function atVersion(column: AnyColumn, expected: Expected): SQL | undefined {
  if (!expected) return undefined;
  return or(...expected.map((d) => sql`date_trunc('milliseconds', ${column}) = ${d.toISOString()}::timestamptz`));
}

/**
 * A new version for the row: now, and always later than the stored one, even for two writes within one
 * millisecond or a clock that went back, so that a tab holding the old version is refused. `now` is the
 * writer's clock (the server's, or a test's).
 */
export function nextVersion(column: AnyColumn, now: Date = new Date()): SQL {
  const at = now.toISOString();
  return sql`date_trunc('milliseconds', greatest(${at}::timestamptz, ${column} + interval '1 millisecond'))`;
}
