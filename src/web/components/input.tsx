import type { InputHTMLAttributes, Ref } from 'react';
import { FieldFrame, fieldBorder } from './field-frame.tsx';

interface InputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  /** A validation message shown under the field. */
  error?: string;
  hint?: string;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled text input; react-hook-form's register() spreads straight into it. */
export function Input({ label, error, hint, className = '', ref, ...rest }: InputProps) {
  return (
    <FieldFrame label={label} error={error} hint={hint} required={rest.required} className={className}>
      {(control) => (
        <input
          {...control}
          ref={ref}
          className={
            'block min-h-11 w-full rounded-xl border bg-white px-3.5 py-2 text-base text-ink shadow-sm ' +
            `placeholder:text-slate-500 focus:border-brand ${fieldBorder(error)}`
          }
          {...rest}
        />
      )}
    </FieldFrame>
  );
}
