import type { Database } from '../../db/client.ts';
import type { Services } from '../../services.ts';
import type { JobRunner } from '../jobs/jobs-runner.service.ts';
import { vacuumUsers } from './scoring.queries.ts';

/** A change of points that moves this many accounts or more is followed by a VACUUM of users. */
export const VACUUM_AFTER_ACCOUNTS = 10_000;
export const RANKINGS_VACUUM_JOB = 'rankings-vacuum';

/** After a committed change of points that moved `accounts` accounts: queues the vacuum when they are many. */
export function queueVacuumAfter(services: Pick<Services, 'jobs'>, accounts: number): void {
  if (accounts >= VACUUM_AFTER_ACCOUNTS)
    void services.jobs.enqueue({ kind: RANKINGS_VACUUM_JOB, dedupeKey: RANKINGS_VACUUM_JOB }).catch(() => {});
}

/**
 * A page walks the board's index (index-only) and a scoring that rewrites many accounts clears the visibility map
 * of nearly every users page: until a vacuum sets it again, every entry walked costs a visit to the table. At
 * 1,000,000 accounts, after a result that moved 250,000 of them, reads stayed slow for more than 8 s at
 * autovacuum's pace and were back to normal 4 s after the commit with this job (bench/README.md, the leaderboard benchmark).
 * Queued once (dedupe key) and run by one instance.
 *
 * On PostgreSQL it runs on a connection of its own: the pool's client pipelines queries onto busy connections,
 * and reads queued behind a vacuum of several seconds waited for all of it. No truncation of the table's empty
 * end either: that takes an exclusive lock on users, which every read would wait behind.
 */
export function defineScoringJobs(jobs: JobRunner, database: Database): void {
  jobs.define(RANKINGS_VACUUM_JOB, {
    handler: async () => {
      if (!database.url) {
        await vacuumUsers(database.db);
        return;
      }
      const { default: postgres } = await import('postgres');
      const own = postgres(database.url, {
        max: 1,
        onnotice: () => {},
        connection: { application_name: 'prezice-vacuum' },
      });
      try {
        await own`vacuum (truncate false) users`;
      } finally {
        await own.end({ timeout: 5 });
      }
    },
    timeoutMs: 10 * 60_000,
    maxAttempts: 2,
  });
}
