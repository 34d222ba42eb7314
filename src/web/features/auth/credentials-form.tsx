import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import type { LoginInput } from '../../../domain/auth.schemas.ts';
import { authMessages, webMessages } from '../../../domain/messages.ts';
import { Button } from '../../components/button.tsx';
import { ErrorMessage } from '../../components/error-message.tsx';
import { Input } from '../../components/input.tsx';

// The fields of POST /api/auth/local (domain/auth.schemas.ts), with the screen's Romanian message.
const credentialsSchema = z.object({
  identifier: z.string().trim().min(1, authMessages.requiredFields).max(254),
  password: z.string().min(1, authMessages.requiredFields).max(200),
});

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
  } = useForm<LoginInput>({
    resolver: zodResolver(credentialsSchema),
    defaultValues: { identifier: '', password: '' },
  });

  return (
    <form onSubmit={handleSubmit(onSubmit)} className="space-y-5">
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
