import { useMutation, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { authMessages } from '../../../domain/messages.ts';
import { Button } from '../../components/button.tsx';
import { ErrorMessage } from '../../components/error-message.tsx';
import { Spinner } from '../../components/spinner.tsx';
import { useLightForm } from '../../light-form.ts';
import { savePendingVerification } from '../../pending-verification.ts';
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
import {
  type FieldErrors,
  type StepIndex,
  stepFields,
  stepOf,
  type WizardValues,
  wizardDefaults,
} from './wizard-fields.ts';
import { WizardProgress } from './wizard-progress.tsx';

// The first screen is step 1. The later steps (the phone field and its country codes, the team search, the robot
// check) and the validation (the server's Zod schemas, libphonenumber) are downloaded once the user starts typing,
// so they are there by the time the first step is submitted, and not in the page's initial JavaScript.
const loadValidation = () => import('./wizard-form.ts');
const loadSecurity = () => import('./step-security.tsx');
const loadPreferences = () => import('./step-preferences.tsx');
const StepSecurity = lazy(() => loadSecurity().then((m) => ({ default: m.StepSecurity })));
const StepPreferences = lazy(() => loadPreferences().then((m) => ({ default: m.StepPreferences })));

let prefetched = false;
function prefetchLaterSteps() {
  if (prefetched) return;
  prefetched = true;
  // A failed prefetch is retried by the real import when the step or the validation is needed.
  for (const load of [loadValidation, loadSecurity, loadPreferences]) load().catch(() => {});
}

interface RegistrationWizardProps {
  /** After the account is created (unverified) and the SMS is sent. */
  onRegistered: () => void;
}

/** The three-step registration wizard; each step is kept mounted (hidden) so its values and widgets survive. */
export function RegistrationWizard({ onRegistered }: RegistrationWizardProps) {
  const queryClient = useQueryClient();
  const form = useLightForm<WizardValues>({ defaultValues: wizardDefaults });
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
    onError: async (error) => {
      // A solved challenge is accepted once: the next attempt needs a new one.
      robot.current?.reset();
      const message = registrationFailure(error);
      // Loaded already: the submit that led here validated with it.
      const { serverFieldMessages } = await loadValidation();
      const field = serverFieldMessages[message];
      if (field) showErrors({ [field]: message }, stepOf(field));
    },
  });

  // Where the focus goes once a step is shown (its heading, or the first field in error): after the commit,
  // not in a frame that may run before it, while the section is still hidden and focus() does nothing.
  const focusAfterStep = useRef<{ step: StepIndex; field?: keyof WizardValues } | null>(null);
  useEffect(() => {
    const target = focusAfterStep.current;
    if (target?.step !== step) return;
    focusAfterStep.current = null;
    if (target.field) form.setFocus(target.field);
    else headings.current[step]?.focus();
  }, [step, form]);

  function goTo(next: StepIndex, field?: keyof WizardValues) {
    focusAfterStep.current = { step: next, field };
    setStep(next);
    if (next > reached) setReached(next);
  }

  function showErrors(errors: FieldErrors, at: StepIndex = step) {
    let first: keyof WizardValues | null = null;
    for (const field of stepFields[at]) {
      const message = errors[field];
      if (!message) continue;
      form.setError(field, { type: 'validate', message });
      first ??= field;
    }
    const focusable = first && first !== 'recaptchaToken' && first !== 'favTeam' ? first : undefined;
    if (at !== step) goTo(at, focusable);
    else if (focusable) requestAnimationFrame(() => form.setFocus(focusable));
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
    setChecking(true);
    const { stepErrors, registerBody } = await loadValidation().finally(() => setChecking(false));
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
  // A step is mounted once reached and then kept (hidden), so its widgets survive; the values live in the form.
  const steps = [
    <StepPersonal key="personal" form={form} />,
    reached >= 1 ? <StepSecurity key="security" form={form} /> : null,
    reached === 2 ? (
      <StepPreferences key="preferences" form={form} team={team} onTeam={setTeam} robotRef={robot} />
    ) : null,
  ];

  return (
    <form
      noValidate
      onFocus={prefetchLaterSteps}
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
          <Suspense fallback={<Spinner className="min-h-40" />}>{content}</Suspense>
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
