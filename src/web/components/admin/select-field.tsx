import type { ReactNode, Ref, SelectHTMLAttributes } from 'react';
import { FieldFrame, fieldBorder } from '../field-frame.tsx';

interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  label: string;
  error?: string;
  hint?: string;
  ref?: Ref<HTMLSelectElement>;
  children: ReactNode;
}

/** A labelled select; react-hook-form's register() spreads straight into it. */
export function SelectField({ label, error, hint, className = '', ref, children, ...rest }: SelectFieldProps) {
  return (
    <FieldFrame label={label} error={error} hint={hint} required={rest.required} className={className}>
      {(control) => (
        <select
          {...control}
          ref={ref}
          className={
            'block min-h-11 w-full min-w-0 rounded-xl border bg-white px-3 py-2 text-base text-ink shadow-sm ' +
            `focus:border-brand disabled:bg-slate-100 disabled:text-slate-700 ${fieldBorder(error)}`
          }
          {...rest}
        >
          {children}
        </select>
      )}
    </FieldFrame>
  );
}
