import type { LoginInput } from '../../../domain/auth.schemas.ts';
import { authMessages, webMessages } from '../../../domain/messages.ts';
import { Button } from '../../components/button.tsx';
import { ErrorMessage } from '../../components/error-message.tsx';
import { Input } from '../../components/input.tsx';
import { type Messages, useLightForm } from '../../light-form.ts';

// The fields of POST /api/auth/local (domain/auth.schemas.ts), with the screen's Romanian message; the server checks
// the lengths again. No Zod here: the login page stays within the bundle budget.
function credentialsMessages({ identifier, password }: LoginInput): Messages<LoginInput> {
  return {
    identifier: identifier.trim() === '' ? authMessages.requiredFields : undefined,
    password: password === '' ? authMessages.requiredFields : undefined,
  };
}

interface CredentialsFormProps {
  onSubmit: (values: LoginInput) => void;
  pending: boolean;
  /** The failure of the last attempt. */
  error: string | null;
}

/** Identifier (e-mail or username) and password: the login form of the site and of the back office. */
export function CredentialsForm({ onSubmit, pending, error }: CredentialsFormProps) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useLightForm<LoginInput>({ validate: credentialsMessages, defaultValues: { identifier: '', password: '' } });

  return (
    <form
      noValidate
      onSubmit={handleSubmit((v) => onSubmit({ identifier: v.identifier.trim(), password: v.password }))}
      className="space-y-5"
    >
      {error && <ErrorMessage text={error} />}
      <Input
        label={webMessages.identifierLabel}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        required
        error={errors.identifier?.message}
        {...register('identifier')}
      />
      <Input
        label={webMessages.passwordLabel}
        type="password"
        autoComplete="current-password"
        required
        error={errors.password?.message}
        {...register('password')}
      />
      <Button type="submit" variant="secondary" size="lg" pending={pending} className="w-full">
        {webMessages.loginSubmit}
      </Button>
    </form>
  );
}
