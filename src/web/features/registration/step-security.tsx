import { useId } from 'react';
import { Input } from '../../components/input.tsx';
import type { LightForm } from '../../light-form.ts';
import { countryLabel, phoneCountries } from './phone-number.ts';
import { registrationTexts } from './registration-texts.ts';
import type { WizardValues } from './wizard-fields.ts';

interface StepProps {
  form: LightForm<WizardValues>;
}

/** Step 2, 'Securitate': phone (country, Romania by default, and national number), password and its confirmation. */
export function StepSecurity({ form }: StepProps) {
  const id = useId();
  const {
    register,
    clearErrors,
    formState: { errors },
  } = form;
  const phoneError = errors.phoneNational?.message;

  return (
    <div className="space-y-5">
      <fieldset>
        <legend className="mb-1.5 text-sm font-semibold text-ink">
          {registrationTexts.phone}
          <span aria-hidden="true" className="ml-0.5 text-danger">
            *
          </span>
        </legend>
        <div className="flex flex-col gap-3 sm:flex-row">
          <div className="sm:w-56 sm:shrink-0">
            <label htmlFor={`${id}-country`} className="mb-1 block text-sm text-muted">
              {registrationTexts.phoneCountry}
            </label>
            <select
              id={`${id}-country`}
              autoComplete="tel-country-code"
              className="block min-h-11 w-full rounded-xl border border-slate-400 bg-white px-3 py-2 text-base text-ink shadow-sm focus:border-brand"
              {...register('phoneCountry', { onChange: () => clearErrors('phoneNational') })}
            >
              {phoneCountries.map((c) => (
                <option key={c.code} value={c.code}>
                  {countryLabel(c)}
                </option>
              ))}
            </select>
          </div>
          <div className="min-w-0 flex-1">
            <label htmlFor={`${id}-number`} className="mb-1 block text-sm text-muted">
              {registrationTexts.phoneNumber}
            </label>
            <input
              id={`${id}-number`}
              type="tel"
              inputMode="tel"
              autoComplete="tel-national"
              required
              placeholder="0722 123 456"
              aria-invalid={phoneError ? true : undefined}
              aria-describedby={`${id}-hint${phoneError ? ` ${id}-error` : ''}`}
              className={
                'block min-h-11 w-full rounded-xl border bg-white px-3.5 py-2 text-base text-ink shadow-sm ' +
                `placeholder:text-slate-500 focus:border-brand ${phoneError ? 'border-danger' : 'border-slate-400'}`
              }
              {...register('phoneNational', { onChange: () => clearErrors('phoneNational') })}
            />
          </div>
        </div>
        <p id={`${id}-hint`} className="mt-1 text-sm text-muted">
          {registrationTexts.phoneHint}
        </p>
        {phoneError && (
          <p id={`${id}-error`} className="mt-1 text-sm font-medium text-danger">
            {phoneError}
          </p>
        )}
      </fieldset>
      <Input
        label={registrationTexts.password}
        type="password"
        autoComplete="new-password"
        required
        error={errors.password?.message}
        {...register('password', { onChange: () => clearErrors(['password', 'confirmPassword']) })}
      />
      <Input
        label={registrationTexts.confirmPassword}
        type="password"
        autoComplete="new-password"
        required
        error={errors.confirmPassword?.message}
        {...register('confirmPassword', { onChange: () => clearErrors('confirmPassword') })}
      />
    </div>
  );
}
