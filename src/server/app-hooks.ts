/**
 * Points where a harness steps into the app's own work. The product provides none: only test harnesses do (the
 * crash tests' entry, src/server/test/paused-scoring-main.ts, and testApp's `hooks`), so nothing test-only is
 * decided inside a service.
 */
export interface AppHooks {
  /** Runs inside a result's scoring transaction, after the predictions are scored and before the commit. */
  beforeScoringCommit?(matchId: number): Promise<void>;
  /** Runs in a login once the password is found right, before the account is locked and the session opened. */
  afterLoginPassword?(userId: number): Promise<void>;
}
