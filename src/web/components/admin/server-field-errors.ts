import { useEffect, useMemo } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { type FieldOf, type FormFailure, formFailure } from '../../form-errors.ts';

/** The failure of a back-office form's action (null while none), computed once per error (fieldOf is fixed per form). */
export function useFormFailure(error: unknown, catalogue: string, fieldOf?: FieldOf): FormFailure | null {
  return useMemo(() => (error ? formFailure(error, catalogue, fieldOf) : null), [error, catalogue]);
}

/** Puts the server's messages under their fields (React Hook Form), and the focus on the first of them. */
export function useServerFieldErrors<V extends FieldValues>(failure: FormFailure | null, setError: UseFormSetError<V>) {
  useEffect(() => {
    if (!failure) return;
    Object.entries(failure.fields).forEach(([name, message], i) => {
      setError(name as Path<V>, { type: 'server', message }, { shouldFocus: i === 0 });
    });
  }, [failure, setError]);
}
