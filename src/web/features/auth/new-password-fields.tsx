import { PASSWORD_MAX_LENGTH } from '../../../domain/password-rules.ts';
import { Input } from '../../components/input.tsx';
import type { FormErrors, LightForm } from '../../light-form.ts';
import { passwordTexts as t } from './password-texts.ts';

interface NewPasswordFieldsProps<V extends { password: string; passwordConfirmation: string }> {
  register: LightForm<V>['register'];
  errors: FormErrors<V>;
}

/** The new password, typed twice: the reset and the change forms share them. */
export function NewPasswordFields<V extends { password: string; passwordConfirmation: string }>({
  register,
  errors,
}: NewPasswordFieldsProps<V>) {
  return (
    <>
      <Input
        label={t.newPassword}
        type="password"
        autoComplete="new-password"
        required
        maxLength={PASSWORD_MAX_LENGTH}
        hint={t.passwordHint}
        error={errors.password?.message}
        {...register('password' as keyof V & string)}
      />
      <Input
        label={t.confirmNewPassword}
        type="password"
        autoComplete="new-password"
        required
        maxLength={PASSWORD_MAX_LENGTH}
        error={errors.passwordConfirmation?.message}
        {...register('passwordConfirmation' as keyof V & string)}
      />
    </>
  );
}
