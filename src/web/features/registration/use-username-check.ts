import { useQuery } from '@tanstack/react-query';
import { USERNAME_CHECK_DEBOUNCE_MS } from '../../../domain/limits.ts';
import { isValidUsername } from '../../../domain/registration-rules.ts';
import { checkUsernameQuery } from './registration.api.ts';
import { useDebouncedValue } from './use-debounced-value.ts';

export type UsernameStatus = 'idle' | 'checking' | 'available' | 'taken' | 'error';

const checkable = isValidUsername;

/** The availability of `username`, asked 500 ms after the typing stops. */
export function useUsernameCheck(username: string): UsernameStatus {
  const trimmed = username.trim();
  const debounced = useDebouncedValue(trimmed, USERNAME_CHECK_DEBOUNCE_MS);
  const query = useQuery({ ...checkUsernameQuery(debounced), enabled: checkable(debounced) });
  if (!checkable(trimmed)) return 'idle';
  if (debounced !== trimmed || query.isFetching) return 'checking';
  if (query.isError) return 'error';
  if (!query.data) return 'checking';
  return query.data.available ? 'available' : 'taken';
}
