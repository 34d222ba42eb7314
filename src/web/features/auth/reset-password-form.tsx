import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { type NewPasswordValues, newPasswordMessages, passwordMessages } from '../../../domain/password-rules.ts';
import { paths } from '../../../domain/paths.ts';
import { isApiError } from '../../api.ts';
import { Button, ButtonLink } from '../../components/button.tsx';
import { ErrorMessage } from '../../components/error-message.tsx';
import { fieldsOf, formFailure } from '../../form-errors.ts';
import { useLightForm } from '../../light-form.ts';
import { keepLogin } from './keep-login.ts';
import { NewPasswordFields } from './new-password-fields.tsx';
import { resetPassword } from './password.api.ts';
import { passwordTexts as t } from './password-texts.ts';

/** The new password for the e-mail's code; the player is then logged in and sent to the profile. */
const passwordFields = fieldsOf(['password', 'passwordConfirmation']);

export function ResetPasswordForm({ code }: { code: string }) {
  const navigate = useNavigate();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useLightForm<NewPasswordValues>({
    validate: newPasswordMessages,
    defaultValues: { password: '', passwordConfirmation: '' },
  });
  const mutation = useMutation({
    mutationFn: resetPassword,
    onSuccess: (answer) => navigate(keepLogin(answer, paths.user), { replace: true }),
    onError: (error) => {
      const { fields } = formFailure(error, t.resetFailed, passwordFields);
      for (const [name, message] of Object.entries(fields)) {
        setError(name as keyof NewPasswordValues, { type: 'server', message });
      }
    },
  });
  const message = mutation.isError ? formFailure(mutation.error, t.resetFailed, passwordFields).summary : null;
  const codeRefused = isApiError(mutation.error) && mutation.error.message === passwordMessages.invalidCode;

  return (
    <form noValidate onSubmit={handleSubmit((v) => mutation.mutate({ code, ...v }))} className="space-y-5">
      {message && (
        <ErrorMessage text={message}>
          {codeRefused && (
            <ButtonLink to={paths.forgotPassword} variant="outline" size="sm" className="mt-3">
              {t.requestNewLink}
            </ButtonLink>
          )}
        </ErrorMessage>
      )}
      <NewPasswordFields register={register} errors={errors} />
      <Button type="submit" variant="secondary" size="lg" pending={mutation.isPending} className="w-full">
        {t.resetSubmit}
      </Button>
    </form>
  );
}
