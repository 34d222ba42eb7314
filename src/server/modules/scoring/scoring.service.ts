// The scoring module's operations, for the modules that change results, rounds and adjustments. Each runs in the
// caller's transaction, under the scoring lock (holdScoringLock) that serialises every write that moves totals.
export { holdScoringLock, recomputeTotals, scoreMatch, usersTouchingMatch } from './scoring.queries.ts';
