import { isApiError } from '../../api.ts';

/** The catalogue's message for the action, followed by the server's reason when it gave one (a refusal). */
export function failureMessage(catalogue: string, error: unknown): string {
  if (isApiError(error) && error.status >= 400 && error.status < 500 && error.message && error.message !== catalogue) {
    return `${catalogue}: ${error.message}`;
  }
  return catalogue;
}
