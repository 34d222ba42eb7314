import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { TEAM_NAME_MAX_LENGTH } from '../../../domain/limits.ts';
import { teamNameSchema } from '../../../domain/team.schemas.ts';
import { maxLengthHint } from '../../../domain/text-limits.ts';
import { FormActions } from '../../components/admin/form-actions.tsx';
import { type ImageChoice, ImageField } from '../../components/admin/image-field.tsx';
import type { EditorProps } from '../../components/admin/resource-screen.tsx';
import { useServerFieldErrors } from '../../components/admin/server-field-errors.ts';
import { useRebase } from '../../components/admin/use-rebase.ts';
import { VersionNotice } from '../../components/admin/version-notice.tsx';
import { ErrorMessage } from '../../components/error-message.tsx';
import { Input } from '../../components/input.tsx';
import { fieldsOf } from '../../form-errors.ts';
import type { AdminTeam, TeamSave } from './teams.api.ts';
import { teamsTexts as t } from './teams-texts.ts';

export const teamFields = fieldsOf(['name']);

const teamFormSchema = z.object({ name: teamNameSchema });
type TeamFormValues = z.input<typeof teamFormSchema>;

const emblemTexts = {
  label: t.emblem,
  hint: t.emblemHint,
  notImage: t.emblemNotImage,
  tooLarge: t.emblemTooLarge,
  preview: t.preview,
  none: t.noEmblem,
  remove: t.removeEmblem,
  keep: t.keepEmblem,
};

/** Add (empty) or edit (prefilled) a team: name and an optional emblem. */
const defaultsOf = (team: AdminTeam | null): TeamFormValues => ({ name: team?.name ?? '' });

export function TeamForm({
  item: team,
  pending,
  failure,
  version,
  onSubmit,
  onCancel,
}: EditorProps<AdminTeam, TeamSave>) {
  const [image, setImage] = useState<ImageChoice>({ file: null, removed: false });
  const form = useForm<TeamFormValues>({ resolver: zodResolver(teamFormSchema), defaultValues: defaultsOf(team) });
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = form;
  useServerFieldErrors(failure, setError);
  const { rebased } = useRebase(form, team, defaultsOf);

  return (
    <form
      onSubmit={handleSubmit((v) => onSubmit({ name: v.name.trim(), file: image.file, removeEmblem: image.removed }))}
      noValidate
      className="space-y-5"
    >
      <VersionNotice version={version} rebased={rebased} labels={{ name: t.name }} show={{ name: (v) => v }} />
      {failure && <ErrorMessage text={failure.summary} />}
      <Input
        label={t.name}
        required
        autoComplete="off"
        hint={maxLengthHint(TEAM_NAME_MAX_LENGTH)}
        error={errors.name?.message}
        {...register('name')}
      />
      <ImageField
        texts={emblemTexts}
        currentUrl={team?.emblem?.url ?? null}
        value={image}
        onChange={setImage}
        disabled={pending}
      />
      <FormActions pending={pending} onCancel={onCancel} layout="stacked" />
    </form>
  );
}
