import { failureSummary } from '../../form-errors.ts';

/** The one summary format of every form (form-errors.ts): the catalogue's message, then the server's reason. */
export const failureMessage = failureSummary;
