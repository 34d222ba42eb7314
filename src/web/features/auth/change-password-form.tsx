import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { authMessages } from '../../../domain/messages.ts';
import { type NewPasswordValues, newPasswordMessages, PASSWORD_MAX_LENGTH } from '../../../domain/password-rules.ts';
import { paths } from '../../../domain/paths.ts';
import { isApiError } from '../../api.ts';
import { Button } from '../../components/button.tsx';
import { ErrorMessage } from '../../components/error-message.tsx';
import { Input } from '../../components/input.tsx';
import { fieldsOf, formFailure } from '../../form-errors.ts';
import { useLightForm } from '../../light-form.ts';
import { clearUserSession, saveUserSession } from '../../session.ts';
import { NewPasswordFields } from './new-password-fields.tsx';
import { changePassword } from './password.api.ts';
import { passwordTexts as t } from './password-texts.ts';

type ChangeValues = NewPasswordValues & { currentPassword: string };

const changeFields = fieldsOf(['currentPassword', 'password', 'passwordConfirmation']);

function changeMessages(v: ChangeValues) {
  return {
    currentPassword: v.currentPassword === '' ? authMessages.requiredFields : undefined,
    ...newPasswordMessages(v),
  };
}

/** The current password, then the new one twice. This device stays logged in (with the new token); others end. */
export function ChangePasswordForm() {
  const navigate = useNavigate();
  const doneRef = useRef<HTMLParagraphElement>(null);
  const { register, handleSubmit, setError, setFocus, reset, formState } = useLightForm<ChangeValues>({
    validate: changeMessages,
    defaultValues: { currentPassword: '', password: '', passwordConfirmation: '' },
  });
  const mutation = useMutation({
    mutationFn: changePassword,
    onSuccess: ({ jwt, user }) => {
      saveUserSession({ jwt, documentId: user.documentId, username: user.username });
      reset();
    },
    onError: (error) => {
      // A session the server no longer knows: log in again.
      if (isApiError(error) && error.status === 401) {
        clearUserSession();
        navigate(paths.login, { replace: true });
        return;
      }
      // Refusals that name a field (a wrong current password, the same password again) go under it.
      const { fields } = formFailure(error, t.changeFailed, changeFields);
      const named = Object.entries(fields);
      for (const [name, message] of named) setError(name as keyof ChangeValues, { type: 'server', message });
      if (named.length > 0) setFocus(named[0][0] as keyof ChangeValues);
    },
  });
  const banner = mutation.isError ? formFailure(mutation.error, t.changeFailed, changeFields).summary : null;

  useEffect(() => {
    if (mutation.isSuccess) doneRef.current?.focus();
  }, [mutation.isSuccess]);

  return (
    <form
      noValidate
      onSubmit={handleSubmit((v) => {
        mutation.reset();
        mutation.mutate(v);
      })}
      className="space-y-5"
    >
      {mutation.isSuccess && (
        <p
          ref={doneRef}
          tabIndex={-1}
          role="status"
          className="rounded-xl border border-emerald-200 bg-emerald-50 p-4 font-medium text-emerald-900 focus:outline-none"
        >
          {t.changed}
        </p>
      )}
      {banner && <ErrorMessage text={banner} />}
      <Input
        label={t.currentPassword}
        type="password"
        autoComplete="current-password"
        required
        maxLength={PASSWORD_MAX_LENGTH}
        error={formState.errors.currentPassword?.message}
        {...register('currentPassword')}
      />
      <NewPasswordFields register={register} errors={formState.errors} />
      <Button type="submit" variant="secondary" size="lg" pending={mutation.isPending} className="w-full">
        {t.changeSubmit}
      </Button>
    </form>
  );
}
