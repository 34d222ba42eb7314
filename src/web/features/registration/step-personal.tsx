import { useId, useState } from 'react';
import { authMessages } from '../../../domain/messages.ts';
import { registrationMessages } from '../../../domain/registration-rules.ts';
import { Input } from '../../components/input.tsx';
import type { LightForm } from '../../light-form.ts';
import { registrationTexts } from './registration-texts.ts';
import { type UsernameStatus, useUsernameCheck } from './use-username-check.ts';
import { filterUsernameInput } from './username-input.ts';
import type { WizardValues } from './wizard-fields.ts';

interface StepProps {
  form: LightForm<WizardValues>;
}

const statusText: Record<UsernameStatus, string | null> = {
  idle: null,
  checking: registrationTexts.usernameChecking,
  available: registrationMessages.usernameAvailable,
  taken: authMessages.usernameTaken,
  error: authMessages.usernameCheckError,
};

/** Step 1, 'Date Personale': username (filtered as typed, checked for availability) and e-mail. */
export function StepPersonal({ form }: StepProps) {
  const id = useId();
  const [rejected, setRejected] = useState(false);
  const {
    register,
    watch,
    clearErrors,
    formState: { errors },
  } = form;
  const status = useUsernameCheck(watch('username'));
  const field = register('username');

  const fieldError = rejected ? authMessages.usernameChars : errors.username?.message;
  const statusError = status === 'taken' || status === 'error';
  const invalid = Boolean(fieldError) || statusError;
  const status_ = fieldError ? null : statusText[status];
  const describedBy = [`${id}-hint`, fieldError ? `${id}-error` : null, `${id}-status`].filter(Boolean).join(' ');

  return (
    <div className="space-y-5">
      <div>
        <label htmlFor={`${id}-username`} className="mb-1.5 block text-sm font-semibold text-ink">
          {registrationTexts.username}
          <span aria-hidden="true" className="ml-0.5 text-danger">
            *
          </span>
        </label>
        <input
          id={`${id}-username`}
          type="text"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={30}
          required
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          className={
            'block min-h-11 w-full rounded-xl border bg-white px-3.5 py-2 text-base text-ink shadow-sm ' +
            `focus:border-brand ${invalid ? 'border-danger' : 'border-slate-400'}`
          }
          {...field}
          onChange={(e) => {
            const input = e.target;
            const filtered = filterUsernameInput(input.value, input.selectionStart ?? input.value.length);
            if (filtered.rejected) {
              input.value = filtered.value;
              input.setSelectionRange(filtered.caret, filtered.caret);
            }
            setRejected(filtered.rejected);
            clearErrors('username');
            return field.onChange(e);
          }}
        />
        <p id={`${id}-hint`} className="mt-1 text-sm text-muted">
          {registrationTexts.usernameHint}
        </p>
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-danger empty:hidden">
          {fieldError ?? ''}
        </p>
        <p
          id={`${id}-status`}
          aria-live="polite"
          className={`text-sm font-medium empty:hidden ${
            statusError ? 'text-danger' : status === 'available' ? 'text-emerald-800' : 'text-muted'
          }`}
        >
          {status_ ?? ''}
        </p>
      </div>
      <Input
        label={registrationTexts.email}
        type="email"
        autoComplete="email"
        autoCapitalize="none"
        spellCheck={false}
        required
        error={errors.email?.message}
        {...register('email', { onChange: () => clearErrors('email') })}
      />
    </div>
  );
}
