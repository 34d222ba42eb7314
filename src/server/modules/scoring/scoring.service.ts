// The scoring engine's one entry, for every caller (results, rounds, adjustments, imports, the demo data, the crash
// checks): score a match's predictions and move the totals, derive every total again, and the lock that serialises
// every write that moves totals. Each runs in the caller's transaction, under that lock (holdScoringLock); after
// the commit, a write that moved many accounts queues a vacuum of users (queueVacuumAfter, scoring.jobs.ts). The
// statements themselves, the game's central ones, are in scoring.queries.ts; the point rules in src/domain/scoring.ts.
export { queueVacuumAfter } from './scoring.jobs.ts';
export { holdScoringLock, recomputeTotals, scoreMatch, usersTouchingMatch } from './scoring.queries.ts';
