import { type ChangeEvent, useRef, useState } from 'react';
import { leagueNameProblem } from '../../../domain/league-rules.ts';

/**
 * The league name's rule applied in the form, before anything is sent: `check` shows what is wrong under the field
 * and puts the focus there (false: do not send). Once shown, the message follows what is typed and goes as soon as the
 * name is valid. The server applies the same rule again.
 */
export function useLeagueNameCheck() {
  const [error, setError] = useState<string | null>(null);
  const ref = useRef<HTMLInputElement>(null);
  const check = (name: string) => {
    const problem = leagueNameProblem(name);
    setError(problem);
    if (problem) ref.current?.focus();
    return problem === null;
  };
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    if (error) setError(leagueNameProblem(event.currentTarget.value));
  };
  return { error, check, field: { ref, onChange } };
}
