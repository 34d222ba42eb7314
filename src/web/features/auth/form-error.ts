import { commonMessages } from '../../../domain/messages.ts';
import { isApiError } from '../../api.ts';

/** The server's own message for a refusal it explains (400, 429), the generic one for anything else. */
export function formErrorMessage(error: unknown): string {
  if (isApiError(error) && (error.status === 400 || error.status === 429) && error.message) return error.message;
  return commonMessages.genericError;
}
