import { useMutation } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { authMessages, commonMessages } from '../../../domain/messages.ts';
import { registrationMessages } from '../../../domain/registration-rules.ts';
import { Button } from '../../components/button.tsx';
import { ErrorMessage } from '../../components/error-message.tsx';
import { Input } from '../../components/input.tsx';
import { useLightForm } from '../../light-form.ts';
import { type PendingVerification, savePendingVerification } from '../../pending-verification.ts';
import {
  ResendError,
  resendSmsCode,
  type SessionResponse,
  verificationFailure,
  verifySmsCode,
} from './registration.api.ts';
import { registrationTexts } from './registration-texts.ts';
import { formatCooldown, secondsLeft } from './resend-cooldown.ts';

/** Six digits (spaces around them are dropped); the server checks the code itself. */
const codeMessages = ({ code }: { code: string }) => ({
  code: /^\d{6}$/.test(code.trim()) ? undefined : registrationMessages.codeFormat,
});

interface VerifyPhoneFormProps {
  pending: PendingVerification;
  onVerified: (session: SessionResponse) => void;
}

/** The current time, refreshed every second while `active`. */
function useClock(active: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    setNow(Date.now());
    if (!active) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [active]);
  return now;
}

/** 'Cod de Verificare' with 'Verifică Codul', and a resend button behind a visible countdown. */
export function VerifyPhoneForm({ pending: initial, onVerified }: VerifyPhoneFormProps) {
  const [pending, setPending] = useState(initial);
  const [resendNote, setResendNote] = useState<{ text: string; error: boolean } | null>(null);
  const [waiting, setWaiting] = useState(() => initial.resendAvailableAt > Date.now());
  const now = useClock(waiting);
  const left = secondsLeft(pending.resendAvailableAt, now);
  useEffect(() => {
    if (waiting && left === 0) setWaiting(false);
  }, [waiting, left]);

  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useLightForm<{ code: string }>({ validate: codeMessages, defaultValues: { code: '' } });

  const verify = useMutation({
    mutationFn: (code: string) => verifySmsCode({ code, userId: pending.userId }),
    onSuccess: onVerified,
  });

  function waitFor(seconds: number) {
    const next = { ...pending, resendAvailableAt: Date.now() + seconds * 1000 };
    setPending(next);
    savePendingVerification(next);
    setWaiting(seconds > 0);
  }

  const resend = useMutation({
    mutationFn: () => resendSmsCode(pending.userId),
    onSuccess: (retryAfter) => {
      waitFor(retryAfter);
      verify.reset();
      setResendNote({ text: registrationTexts.resent, error: false });
    },
    onError: (error) => {
      if (error instanceof ResendError && error.retryAfter !== null) waitFor(error.retryAfter);
      setResendNote({ text: error.message || commonMessages.genericError, error: true });
    },
  });

  return (
    <div className="space-y-6">
      <div className="space-y-1 text-muted">
        <p>{registrationTexts.verifyIntro(pending.phone)}</p>
        <p className="text-sm">{registrationTexts.verifyFor(pending.username)}</p>
      </div>
      <form noValidate onSubmit={handleSubmit(({ code }) => verify.mutate(code.trim()))} className="space-y-5">
        {verify.isError && <ErrorMessage text={verificationFailure(verify.error)} />}
        <Input
          label={authMessages.verificationCode}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          pattern="[0-9]{6}"
          required
          hint={registrationTexts.codeHint}
          error={errors.code?.message}
          className="max-w-xs"
          {...register('code')}
        />
        <Button type="submit" variant="secondary" size="lg" pending={verify.isPending} className="w-full sm:w-auto">
          {authMessages.verifyCode}
        </Button>
      </form>
      <div className="border-t border-slate-200 pt-5">
        <Button
          variant="outline"
          onClick={() => resend.mutate()}
          disabled={left > 0}
          pending={resend.isPending}
          aria-describedby={left > 0 ? 'resend-countdown' : undefined}
        >
          {registrationTexts.resend}
        </Button>
        {left > 0 && (
          <p id="resend-countdown" className="mt-2 text-sm text-muted">
            {registrationTexts.resendIn(formatCooldown(left))}
          </p>
        )}
        <p
          role="status"
          className={`mt-2 text-sm font-medium empty:hidden ${resendNote?.error ? 'text-danger' : 'text-emerald-800'}`}
        >
          {resendNote?.text ?? ''}
        </p>
      </div>
    </div>
  );
}
