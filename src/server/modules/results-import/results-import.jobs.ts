import type { Services } from '../../services.ts';
import { runImport } from './results-import.service.ts';

// The poll's schedule: each instance's clock queues one 'results-poll' job (one pending at most, by its dedupe
// key); whichever runner claims it polls only if the turn is due (RESULTS_POLL_MS since the last, taken once
// across instances in import_state), within the request budget.

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
  const tick = () => {
    services.jobs.enqueue({ kind: POLL_JOB, dedupeKey: POLL_JOB }).catch(onError);
  };
  const clock = setInterval(tick, Math.min(settings.pollMs, 60_000));
  clock.unref();
  tick();
  return () => clearInterval(clock);
}
