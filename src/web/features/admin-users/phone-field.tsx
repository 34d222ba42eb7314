import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { phoneCountryOptions } from './phone.ts';
import { usersTexts as t } from './users-texts.ts';

interface PhoneFieldProps {
  country: UseFormRegisterReturn;
  number: UseFormRegisterReturn;
  error?: string;
  /** Marked required on the form; an edit of an account without a phone may leave it empty. */
  required?: boolean;
}

const control =
  'block min-h-11 w-full rounded-xl border bg-white px-3 py-2 text-base text-ink shadow-sm focus:border-brand';

/** The phone: a country (Romania, +40, by default) and the national number; the form sends E.164. */
export function PhoneField({ country, number, error, required = true }: PhoneFieldProps) {
  const id = useId();
  return (
    <fieldset>
      <legend className="mb-1.5 text-sm font-semibold text-ink">
        {t.phone}
        {required && (
          <span aria-hidden="true" className="ml-0.5 text-danger">
            *
          </span>
        )}
      </legend>
      <div className="flex flex-col gap-3 sm:flex-row">
        <div className="sm:w-48 sm:shrink-0">
          <label htmlFor={`${id}-country`} className="mb-1 block text-sm text-muted">
            {t.phoneCountry}
          </label>
          <select id={`${id}-country`} autoComplete="off" className={`${control} border-slate-400`} {...country}>
            {phoneCountryOptions.map((c) => (
              <option key={c.code} value={c.code}>
                {c.label}
              </option>
            ))}
          </select>
        </div>
        <div className="min-w-0 flex-1">
          <label htmlFor={`${id}-number`} className="mb-1 block text-sm text-muted">
            {t.phoneNumber}
          </label>
          <input
            id={`${id}-number`}
            type="tel"
            inputMode="tel"
            autoComplete="off"
            aria-required={required || undefined}
            placeholder="0722 123 456"
            aria-invalid={error ? true : undefined}
            aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
            className={`${control} placeholder:text-slate-500 ${error ? 'border-danger' : 'border-slate-400'}`}
            {...number}
          />
        </div>
      </div>
      <p id={`${id}-hint`} className="mt-1 text-sm text-muted">
        {t.phoneHint}
      </p>
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-danger">
          {error}
        </p>
      )}
    </fieldset>
  );
}
