/** A slip's (or a pick's) result: null unfinalised, true won, false lost. */
export type SlipStatus = boolean | null;

/** The status button's cycle: unset → won → lost → unset. */
export function nextSlipStatus(status: SlipStatus): SlipStatus {
  if (status === null) return true;
  if (status === true) return false;
  return null;
}
