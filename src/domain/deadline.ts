import { PREDICTION_DEADLINE_MS } from './limits.ts';

const ms = (d: Date | string | number) => (d instanceof Date ? d.getTime() : new Date(d).getTime());

/** Predictions close 2 hours before kickoff. */
export const predictionDeadline = (kickoff: Date | string | number) => new Date(ms(kickoff) - PREDICTION_DEADLINE_MS);

/** Open while now is strictly before kickoff - 2 h; instants, so DST changes cannot move it. */
export const isPredictionOpen = (kickoff: Date | string | number, now: Date | number = Date.now()) =>
  ms(now) < predictionDeadline(kickoff).getTime();

/** A match has started when its kickoff is not in the future. */
export const hasStarted = (kickoff: Date | string | number, now: Date | number = Date.now()) => ms(kickoff) <= ms(now);
