import { type ReactNode, type Ref, type SelectHTMLAttributes, useId } from 'react';

interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  label: string;
  error?: string;
  hint?: string;
  ref?: Ref<HTMLSelectElement>;
  children: ReactNode;
}

/** A labelled select; react-hook-form's register() spreads straight into it. */
export function SelectField({ label, error, hint, className = '', ref, children, ...rest }: SelectFieldProps) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-ink">
        {label}
        {rest.required && (
          <span aria-hidden="true" className="ml-0.5 text-danger">
            *
          </span>
        )}
      </label>
      <select
        id={id}
        ref={ref}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={
          'block min-h-11 w-full min-w-0 rounded-xl border bg-white px-3 py-2 text-base text-ink shadow-sm ' +
          'focus:border-brand disabled:bg-slate-100 disabled:text-slate-700 ' +
          (error ? 'border-danger' : 'border-slate-400')
        }
        {...rest}
      >
        {children}
      </select>
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-sm text-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
