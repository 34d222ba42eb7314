import type { Services } from '../../services.ts';
import { runImport } from './results-import.service.ts';
import { pollDue } from './results-state.queries.ts';

// The poll's schedule: each instance's clock looks every minute (or RESULTS_POLL_MS if shorter) and, when a poll
// is due, queues one 'results-poll' job (one pending at most, by its dedupe key); whichever runner claims it
// polls only if the turn is still due (RESULTS_POLL_MS since the last, taken once across instances in
// import_state), within the request budget.

const POLL_JOB = 'results-poll';
/** A poll that takes longer has failed this attempt (the turn passes on after its own hold). */
const POLL_TIMEOUT_MS = 5 * 60_000;

export function defineResultsImportJobs(services: Services): void {
  services.jobs.define(POLL_JOB, {
    handler: async () => {
      await runImport(services, false);
    },
    timeoutMs: POLL_TIMEOUT_MS,
    maxAttempts: 1,
  });
}

/** Starts this instance's clock (nothing when the import is off); the function returned stops it. */
export function startResultsClock(services: Services, onError: (err: unknown) => void): () => void {
  const settings = services.config.results;
  if (!settings) return () => {};
  // A cheap read first: the job is queued only when a poll is due and none is under way.
  const tick = () => {
    pollDue(services.db)
      .then((due) => (due ? services.jobs.enqueue({ kind: POLL_JOB, dedupeKey: POLL_JOB }) : undefined))
      .catch(onError);
  };
  const clock = setInterval(tick, Math.min(settings.pollMs, 60_000));
  clock.unref();
  tick();
  return () => clearInterval(clock);
}
