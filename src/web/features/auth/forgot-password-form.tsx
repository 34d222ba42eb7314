import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { EMAIL_MAX_LENGTH, emailMessage } from '../../../domain/password-rules.ts';
import { paths } from '../../../domain/paths.ts';
import { Button } from '../../components/button.tsx';
import { ErrorMessage } from '../../components/error-message.tsx';
import { Input } from '../../components/input.tsx';
import { formFailure } from '../../form-errors.ts';
import { useLightForm } from '../../light-form.ts';
import { requestPasswordReset } from './password.api.ts';
import { passwordTexts as t } from './password-texts.ts';

const linkClass = 'font-semibold text-emerald-800 underline underline-offset-2 hover:text-emerald-950';

/** The address of the account: the server answers the same whether or not it has one, and so does this screen. */
export function ForgotPasswordForm() {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const sentRef = useRef<HTMLDivElement>(null);
  const mutation = useMutation({ mutationFn: requestPasswordReset, onSuccess: (_answer, email) => setSentTo(email) });
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useLightForm<{ email: string }>({
    validate: ({ email }) => ({ email: emailMessage(email) }),
    defaultValues: { email: '' },
  });

  // The form gives way to the confirmation: the focus follows, so it is read out.
  useEffect(() => {
    if (sentTo) sentRef.current?.focus();
  }, [sentTo]);

  if (sentTo) {
    return (
      <div ref={sentRef} tabIndex={-1} role="status" className="space-y-4 focus:outline-none">
        <p className="rounded-xl border border-emerald-200 bg-emerald-50 p-4 font-medium text-emerald-900">
          {t.forgotSent(sentTo)}
        </p>
        <p className="text-muted">{t.forgotSpam}</p>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <Button
            variant="outline"
            onClick={() => {
              mutation.reset();
              setSentTo(null);
            }}
          >
            {t.forgotAgain}
          </Button>
          <Link to={paths.login} className={linkClass}>
            {t.backToLogin}
          </Link>
        </div>
      </div>
    );
  }

  return (
    <form noValidate onSubmit={handleSubmit(({ email }) => mutation.mutate(email.trim()))} className="space-y-5">
      {mutation.isError && <ErrorMessage text={formFailure(mutation.error, t.forgotFailed).summary} />}
      <Input
        label={t.emailLabel}
        type="email"
        autoComplete="email"
        autoCapitalize="none"
        spellCheck={false}
        required
        maxLength={EMAIL_MAX_LENGTH}
        error={errors.email?.message}
        {...register('email')}
      />
      <Button type="submit" variant="secondary" size="lg" pending={mutation.isPending} className="w-full">
        {t.forgotSubmit}
      </Button>
      <p className="text-center">
        <Link to={paths.login} className={linkClass}>
          {t.backToLogin}
        </Link>
      </p>
    </form>
  );
}
