import type { Ref, TextareaHTMLAttributes } from 'react';
import { FieldFrame, fieldBorder } from '../field-frame.tsx';

interface TextAreaProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  label: string;
  /** A validation message shown under the field. */
  error?: string;
  hint?: string;
  ref?: Ref<HTMLTextAreaElement>;
}

/** A labelled multi-line text field of the back office; react-hook-form's register() spreads straight into it. */
export function TextArea({ label, error, hint, className = '', ref, ...rest }: TextAreaProps) {
  return (
    <FieldFrame label={label} error={error} hint={hint} required={rest.required} className={className}>
      {(control) => (
        <textarea
          {...control}
          ref={ref}
          className={`block w-full rounded-xl border bg-white px-3.5 py-2 text-base text-ink shadow-sm focus:border-brand ${fieldBorder(error)}`}
          {...rest}
        />
      )}
    </FieldFrame>
  );
}
