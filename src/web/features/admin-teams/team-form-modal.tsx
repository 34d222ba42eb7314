import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { adminMessages } from '../../../domain/admin-messages.ts';
import { TEAM_NAME_MAX_LENGTH } from '../../../domain/limits.ts';
import { teamNameSchema } from '../../../domain/team.schemas.ts';
import { maxLengthHint } from '../../../domain/text-limits.ts';
import { ErrorMessage } from '../../components/error-message.tsx';
import { Input } from '../../components/input.tsx';
import { fieldsOf } from '../../form-errors.ts';
import { AdminModal } from '../admin-ui/admin-modal.tsx';
import { FormActions } from '../admin-ui/form-actions.tsx';
import { type ImageChoice, ImageField } from '../admin-ui/image-field.tsx';
import { useFormFailure, useServerFieldErrors } from '../admin-ui/server-field-errors.ts';
import { type AdminTeam, saveTeam, teamsKey } from './teams.api.ts';
import { teamsTexts as t } from './teams-texts.ts';

const teamFields = fieldsOf(['name']);

const teamFormSchema = z.object({ name: teamNameSchema });
type TeamFormValues = z.input<typeof teamFormSchema>;

interface TeamFormModalProps {
  open: boolean;
  /** null to add a team. */
  team: AdminTeam | null;
  onClose: () => void;
  onSaved: () => void;
}

/** Add (empty) or edit (prefilled) a team: name and an optional emblem. */
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

export function TeamFormModal({ open, team, onClose, onSaved }: TeamFormModalProps) {
  return (
    <AdminModal open={open} title={team ? t.editTitle : adminMessages.addTeam} onClose={onClose}>
      <TeamForm key={team?.documentId ?? 'new'} team={team} onClose={onClose} onSaved={onSaved} />
    </AdminModal>
  );
}

function TeamForm({ team, onClose, onSaved }: Omit<TeamFormModalProps, 'open'>) {
  const queryClient = useQueryClient();
  const [image, setImage] = useState<ImageChoice>({ file: null, removed: false });
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<TeamFormValues>({
    resolver: zodResolver(teamFormSchema),
    defaultValues: { name: team?.name ?? '' },
  });
  const mutation = useMutation({
    mutationFn: (values: TeamFormValues) =>
      saveTeam({
        documentId: team?.documentId ?? null,
        name: values.name.trim(),
        file: image.file,
        removeEmblem: image.removed,
      }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: teamsKey });
      onSaved();
    },
  });
  const catalogue = team ? adminMessages.teamUpdateFailed : adminMessages.teamCreateFailed;
  const failure = useFormFailure(mutation.error, catalogue, teamFields);
  useServerFieldErrors(failure, setError);

  return (
    <form onSubmit={handleSubmit((v) => mutation.mutate(v))} noValidate className="space-y-5">
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
        disabled={mutation.isPending}
      />
      <FormActions pending={mutation.isPending} onCancel={onClose} layout="stacked" />
    </form>
  );
}
