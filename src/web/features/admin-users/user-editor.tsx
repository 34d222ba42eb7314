import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { adminMessages } from '../../../domain/admin-messages.ts';
import { EMAIL_MAX_LENGTH } from '../../../domain/limits.ts';
import { registrationMessages } from '../../../domain/registration-rules.ts';
import { maxLengthHint } from '../../../domain/text-limits.ts';
import { FormActions } from '../../components/admin/form-actions.tsx';
import { type ImageChoice, ImageField } from '../../components/admin/image-field.tsx';
import type { EditorProps } from '../../components/admin/resource-screen.tsx';
import { SelectField } from '../../components/admin/select-field.tsx';
import { useServerFieldErrors } from '../../components/admin/server-field-errors.ts';
import { useRebase } from '../../components/admin/use-rebase.ts';
import { VersionNotice } from '../../components/admin/version-notice.tsx';
import { ErrorMessage } from '../../components/error-message.tsx';
import { Input } from '../../components/input.tsx';
import { fieldsOf } from '../../form-errors.ts';
import { PhoneField } from './phone-field.tsx';
import {
  type RoleValue,
  toUserWrite,
  type UserFormInput,
  type UserFormOutput,
  userFormDefaults,
  userFormSchema,
} from './user-form.ts';
import { type AdminUser, teamOptionsQuery, type UserWrite } from './users.api.ts';
import { usersTexts as t } from './users-texts.ts';

const avatarTexts = {
  label: t.avatar,
  hint: t.avatarHint,
  notImage: t.avatarNotImage,
  tooLarge: t.avatarTooLarge,
  preview: t.avatarPreview,
  none: t.noAvatar,
  remove: t.removeAvatar,
  keep: t.keepAvatar,
};

/** The server's field paths that the form shows (the phone is typed in its national part). */
export const userFields = fieldsOf(
  ['username', 'email', 'password', 'phoneNational', 'youtubeAccount', 'instagramAccount', 'favTeam', 'role'],
  { phone: 'phoneNational' },
);

/** Add (empty) or edit (prefilled) an account. */
export function UserEditor({
  item: user,
  pending,
  failure,
  version,
  onSubmit,
  onCancel,
}: EditorProps<AdminUser, UserWrite>) {
  const creating = user === null;
  const teams = useQuery(teamOptionsQuery());
  const [avatar, setAvatar] = useState<ImageChoice>({ file: null, removed: false });
  const phoneOptional = !creating && !user.phone;
  const schema = useMemo(() => userFormSchema({ creating, phoneOptional }), [creating, phoneOptional]);
  const form = useForm<UserFormInput, unknown, UserFormOutput>({
    resolver: zodResolver(schema),
    defaultValues: userFormDefaults(user),
  });
  const {
    register,
    handleSubmit,
    watch,
    setValue,
    setError,
    clearErrors,
    formState: { errors },
  } = form;
  const role = watch('role');

  useServerFieldErrors(failure, setError);
  const { rebased } = useRebase(form, user, userFormDefaults);
  const favTeam = user?.favTeam;
  // The account's team stays choosable while the list loads (or if it is missing from it).
  const teamMissing = favTeam && !teams.data?.some((team) => team.documentId === favTeam.documentId);

  return (
    <form onSubmit={handleSubmit((v) => onSubmit(toUserWrite(v, avatar)))} noValidate className="space-y-5">
      <VersionNotice
        version={version}
        rebased={rebased}
        labels={{
          username: t.username,
          email: t.email,
          phoneNational: t.phone,
          youtubeAccount: t.youtube,
          instagramAccount: t.instagram,
          favTeam: t.favTeam,
          role: t.role,
        }}
        show={{ username: (v) => v, email: (v) => v }}
      />
      {failure && <ErrorMessage text={failure.summary} />}
      <div className="grid gap-5 sm:grid-cols-2">
        <Input
          label={t.username}
          required
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          hint={registrationMessages.usernameLength}
          error={errors.username?.message}
          {...register('username')}
        />
        <Input
          label={t.email}
          type="email"
          required
          autoComplete="off"
          spellCheck={false}
          hint={maxLengthHint(EMAIL_MAX_LENGTH)}
          error={errors.email?.message}
          {...register('email')}
        />
      </div>
      <Input
        label={t.password}
        type="password"
        required={creating}
        autoComplete="new-password"
        hint={creating ? t.passwordNew : t.passwordKeep}
        error={errors.password?.message}
        {...register('password')}
      />
      <PhoneField
        country={register('phoneCountry', { onChange: () => clearErrors('phoneNational') })}
        number={register('phoneNational')}
        error={errors.phoneNational?.message}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <Input
          label={t.youtube}
          type="url"
          inputMode="url"
          placeholder="https://youtube.com/@canal"
          hint={t.socialHint}
          error={errors.youtubeAccount?.message}
          {...register('youtubeAccount')}
        />
        <Input
          label={t.instagram}
          type="url"
          inputMode="url"
          placeholder="https://instagram.com/cont"
          hint={t.socialHint}
          error={errors.instagramAccount?.message}
          {...register('instagramAccount')}
        />
      </div>
      <ImageField
        texts={avatarTexts}
        round
        currentUrl={user?.avatar?.url ?? null}
        value={avatar}
        onChange={setAvatar}
        disabled={pending}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField
          label={t.favTeam}
          hint={teams.isPending ? t.teamsLoading : teams.isError ? adminMessages.teamsLoadFailed : undefined}
          name="favTeam"
          value={watch('favTeam')}
          onChange={(e) => setValue('favTeam', e.target.value, { shouldDirty: true })}
        >
          <option value="">{t.noFavTeam}</option>
          {teamMissing && <option value={favTeam.documentId}>{favTeam.name}</option>}
          {teams.data?.map((team) => (
            <option key={team.documentId} value={team.documentId}>
              {team.name}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t.role}
          name="role"
          value={role === '4' ? '4' : '3'}
          onChange={(e) => setValue('role', e.target.value as RoleValue, { shouldDirty: true })}
        >
          <option value="3">{t.predictor}</option>
          <option value="4">{t.admin}</option>
        </SelectField>
      </div>
      <FormActions pending={pending} onCancel={onCancel} layout="stacked" />
    </form>
  );
}
