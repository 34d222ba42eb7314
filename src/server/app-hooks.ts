/**
 * Points where a harness steps into the app's own work. The product provides none: only the crash tests' entry
 * (src/server/test/paused-scoring-main.ts) does, so nothing test-only is decided inside a service.
 */
export interface AppHooks {
  /** Runs inside a result's scoring transaction, after the predictions are scored and before the commit. */
  beforeScoringCommit?(matchId: number): Promise<void>;
}
