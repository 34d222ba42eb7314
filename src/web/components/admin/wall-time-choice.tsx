import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { wallTimeMessages } from '../../../domain/wall-time.ts';

interface WallTimeChoiceProps {
  /** The question (wallTimeMessages.repeated): the time typed exists twice. */
  question: string;
  /** register() of the fold field ('' | 'earlier' | 'later'). */
  field: UseFormRegisterReturn;
  error?: string;
}

/** Under a date-time field whose time Romania's clock shows twice: which of the two, as two radios. */
export function WallTimeChoice({ question, field, error }: WallTimeChoiceProps) {
  const id = useId();
  return (
    <fieldset
      className="rounded-xl border border-amber-300 bg-amber-50 p-3 sm:col-span-2"
      aria-describedby={error ? `${id}-error` : undefined}
    >
      {/* Floated, so that the long question sits inside the box rather than across its border. */}
      <legend className="float-left w-full text-sm font-semibold text-amber-950">{question}</legend>
      <div className="clear-both flex flex-col gap-1 pt-1 sm:flex-row sm:flex-wrap sm:gap-x-6">
        {(['earlier', 'later'] as const).map((fold) => (
          <label key={fold} className="inline-flex min-h-11 items-center gap-2 text-ink">
            <input type="radio" value={fold} className="size-5 accent-brand" {...field} />
            {wallTimeMessages[fold]}
          </label>
        ))}
      </div>
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-danger">
          {error}
        </p>
      )}
    </fieldset>
  );
}
