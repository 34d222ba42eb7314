import { useId } from 'react';
import type { Outcome } from '../../../domain/match.schemas.ts';
import type { FieldRegistration } from '../../light-form.ts';

const picks: readonly Outcome[] = ['1', 'X', '2'];

interface PickFieldProps {
  legend: string;
  hint: string;
  /** register('cards') or register('corners'); the same props go on each radio. */
  field: FieldRegistration;
}

/** A 1 / X / 2 choice: a fieldset with a legend and three labelled radios, drawn as a segmented control. */
export function PickField({ legend, hint, field }: PickFieldProps) {
  const hintId = useId();
  return (
    <fieldset aria-describedby={hintId} className="min-w-0">
      <legend className="text-lg font-bold text-brand-darker">{legend}</legend>
      <p id={hintId} className="mt-1 text-sm text-muted">
        {hint}
      </p>
      <div className="mt-3 grid grid-cols-3 gap-2">
        {picks.map((pick) => (
          <label key={pick} className="relative block">
            {/* Invisible but on top of its drawing, so a tap or a click lands on the radio itself. */}
            <input
              type="radio"
              value={pick}
              className="peer absolute inset-0 z-10 m-0 size-full cursor-pointer appearance-none opacity-0 disabled:cursor-not-allowed"
              {...field}
            />
            <span
              className={
                'flex min-h-12 items-center justify-center rounded-xl border-2 border-slate-400 bg-white text-lg font-bold text-ink ' +
                'peer-hover:border-brand peer-checked:border-brand peer-checked:bg-brand peer-checked:text-white ' +
                'peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-emerald-900 ' +
                // Disabled (past the deadline): grey and readable; a chosen pick stays marked, in dark grey.
                'peer-disabled:cursor-not-allowed peer-disabled:border-slate-300 peer-disabled:bg-slate-200 peer-disabled:text-slate-700 ' +
                'peer-checked:peer-disabled:border-slate-600 peer-checked:peer-disabled:bg-slate-600 peer-checked:peer-disabled:text-white'
              }
            >
              {pick}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
