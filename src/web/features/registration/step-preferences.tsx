import { type Ref, useId } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../domain/paths.ts';
import { Input } from '../../components/input.tsx';
import type { LightForm } from '../../light-form.ts';
import type { TeamOption } from './registration.api.ts';
import { registrationTexts } from './registration-texts.ts';
import { RobotCheck, type RobotCheckHandle } from './robot-check.tsx';
import { TeamCombobox } from './team-combobox.tsx';
import type { WizardValues } from './wizard-fields.ts';

interface StepPreferencesProps {
  form: LightForm<WizardValues>;
  team: TeamOption | null;
  onTeam: (team: TeamOption | null) => void;
  robotRef: Ref<RobotCheckHandle>;
}

/** Step 3, 'Preferințe': favourite team, optional social links, the robot check and the terms. */
export function StepPreferences({ form, team, onTeam, robotRef }: StepPreferencesProps) {
  const id = useId();
  const {
    register,
    setValue,
    clearErrors,
    formState: { errors },
  } = form;
  const termsError = errors.terms?.message;

  return (
    <div className="space-y-5">
      <TeamCombobox
        value={team}
        onChange={(t) => {
          onTeam(t);
          setValue('favTeam', t?.documentId ?? '');
          if (t) clearErrors('favTeam');
        }}
        error={errors.favTeam?.message}
      />
      <Input
        label={registrationTexts.youtube}
        type="url"
        inputMode="url"
        autoComplete="url"
        // Short examples: they fit the field on a 360 px phone.
        placeholder="https://youtube.com/@canal"
        error={errors.youtubeAccount?.message}
        {...register('youtubeAccount', { onChange: () => clearErrors('youtubeAccount') })}
      />
      <Input
        label={registrationTexts.instagram}
        type="url"
        inputMode="url"
        placeholder="https://instagram.com/profil"
        error={errors.instagramAccount?.message}
        {...register('instagramAccount', { onChange: () => clearErrors('instagramAccount') })}
      />
      <RobotCheck
        ref={robotRef}
        error={errors.recaptchaToken?.message}
        onToken={(token) => {
          setValue('recaptchaToken', token);
          if (token) clearErrors('recaptchaToken');
        }}
      />
      <div>
        <div className="flex items-start gap-3">
          <input
            id={`${id}-terms`}
            type="checkbox"
            aria-invalid={termsError ? true : undefined}
            aria-describedby={termsError ? `${id}-terms-error` : undefined}
            className="mt-0.5 size-6 shrink-0 accent-emerald-800"
            {...register('terms', { onChange: () => clearErrors('terms') })}
          />
          <label htmlFor={`${id}-terms`} className="text-base text-ink">
            {registrationTexts.termsBefore}
            <Link
              to={paths.terms}
              target="_blank"
              rel="noreferrer"
              className="font-semibold text-emerald-800 underline underline-offset-2 hover:text-emerald-950"
            >
              {registrationTexts.termsLink}
            </Link>
          </label>
        </div>
        {termsError && (
          <p id={`${id}-terms-error`} className="mt-1 text-sm font-medium text-danger">
            {termsError}
          </p>
        )}
      </div>
    </div>
  );
}
