import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { authMessages } from '../../../domain/messages.ts';
import { Button } from '../../components/button.tsx';
import { ErrorMessage } from '../../components/error-message.tsx';
import { savePendingVerification } from './pending-verification.ts';
import {
  checkUsernameQuery,
  type RegisterBody,
  registerAccount,
  registrationFailure,
  type SessionResponse,
  type TeamOption,
} from './registration.api.ts';
import { registrationTexts } from './registration-texts.ts';
import { RESEND_COOLDOWN_SECONDS } from './resend-cooldown.ts';
import type { RobotCheckHandle } from './robot-check.tsx';
import { StepPersonal } from './step-personal.tsx';
import { StepPreferences } from './step-preferences.tsx';
import { StepSecurity } from './step-security.tsx';
import {
  type FieldErrors,
  registerBody,
  type StepIndex,
  serverFieldMessages,
  stepErrors,
  stepFields,
  stepOf,
  type WizardValues,
  wizardDefaults,
} from './wizard-form.ts';
import { WizardProgress } from './wizard-progress.tsx';

interface RegistrationWizardProps {
  /** After the account is created (unverified) and the SMS is sent. */
  onRegistered: () => void;
}

/** The three-step registration wizard; each step is kept mounted (hidden) so its values and widgets survive. */
export function RegistrationWizard({ onRegistered }: RegistrationWizardProps) {
  const queryClient = useQueryClient();
  const form = useForm<WizardValues>({ defaultValues: wizardDefaults, shouldUnregister: false });
  const [step, setStep] = useState<StepIndex>(0);
  const [reached, setReached] = useState<StepIndex>(0);
  const [team, setTeam] = useState<TeamOption | null>(null);
  const [checking, setChecking] = useState(false);
  const headings = useRef<(HTMLHeadingElement | null)[]>([]);
  const robot = useRef<RobotCheckHandle>(null);

  const mutation = useMutation<SessionResponse, unknown, RegisterBody>({
    mutationFn: registerAccount,
    onSuccess: ({ user }, body) => {
      savePendingVerification({
        userId: user.documentId,
        username: user.username,
        phone: body.phone,
        resendAvailableAt: Date.now() + RESEND_COOLDOWN_SECONDS * 1000,
      });
      onRegistered();
    },
    onError: (error) => {
      // A solved challenge is accepted once: the next attempt needs a new one.
      robot.current?.reset();
      const message = registrationFailure(error);
      const field = serverFieldMessages[message];
      if (field) showErrors({ [field]: message }, stepOf(field));
    },
  });

  function goTo(next: StepIndex) {
    setStep(next);
    if (next > reached) setReached(next);
    requestAnimationFrame(() => headings.current[next]?.focus());
  }

  function showErrors(errors: FieldErrors, at: StepIndex = step) {
    let first: keyof WizardValues | null = null;
    for (const field of stepFields[at]) {
      const message = errors[field];
      if (!message) continue;
      form.setError(field, { type: 'validate', message });
      first ??= field;
    }
    if (at !== step) goTo(at);
    if (first && first !== 'recaptchaToken' && first !== 'favTeam') {
      const name = first;
      requestAnimationFrame(() => form.setFocus(name));
    }
    return first === null;
  }

  async function usernameAvailable(username: string): Promise<string | null> {
    setChecking(true);
    try {
      const result = await queryClient.fetchQuery(checkUsernameQuery(username.trim()));
      return result.available ? null : authMessages.usernameTaken;
    } catch {
      return authMessages.usernameCheckError;
    } finally {
      setChecking(false);
    }
  }

  async function onSubmit(values: WizardValues) {
    form.clearErrors(stepFields[step]);
    const errors = stepErrors(step, values);
    if (step === 0 && !errors.username) {
      const taken = await usernameAvailable(values.username);
      if (taken) errors.username = taken;
    }
    if (!showErrors(errors)) return;
    if (step < 2) {
      goTo((step + 1) as StepIndex);
      return;
    }
    const result = registerBody(values);
    if ('error' in result) {
      showErrors({ [result.field]: result.error }, stepOf(result.field));
      return;
    }
    mutation.mutate(result.body);
  }

  const failure = mutation.isError ? registrationFailure(mutation.error) : null;
  const steps = [
    <StepPersonal key="personal" form={form} />,
    <StepSecurity key="security" form={form} />,
    reached === 2 ? (
      <StepPreferences key="preferences" form={form} team={team} onTeam={setTeam} robotRef={robot} />
    ) : null,
  ];

  return (
    <form
      noValidate
      onSubmit={(e) => {
        // Not handleSubmit: the steps validate themselves, and errors they set must not block the next try.
        e.preventDefault();
        if (!mutation.isPending && !checking) void onSubmit(form.getValues());
      }}
    >
      <WizardProgress current={step} />
      {steps.map((content, i) => (
        <section key={registrationTexts.steps[i]} hidden={i !== step} aria-labelledby={`wizard-step-${i}`}>
          <h2
            id={`wizard-step-${i}`}
            ref={(el) => {
              headings.current[i] = el;
            }}
            tabIndex={-1}
            className="mb-4 text-xl font-bold text-brand-dark outline-none"
          >
            {registrationTexts.steps[i]}
          </h2>
          {content}
        </section>
      ))}
      {failure && step === 2 && <ErrorMessage text={failure} className="mt-5" />}
      <div className="mt-8 flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
        {step > 0 ? (
          <Button variant="outline" size="lg" onClick={() => goTo((step - 1) as StepIndex)}>
            {registrationTexts.back}
          </Button>
        ) : (
          <span className="hidden sm:block" />
        )}
        <Button type="submit" variant="secondary" size="lg" pending={mutation.isPending || checking}>
          {step === 2 ? registrationTexts.finish : registrationTexts.next}
        </Button>
      </div>
    </form>
  );
}
