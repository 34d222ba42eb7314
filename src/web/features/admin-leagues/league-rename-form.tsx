import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { LEAGUE_DESCRIPTION_MAX_LENGTH, leagueCreateShape } from '../../../domain/league.schemas.ts';
import { LEAGUE_NAME_MAX_LENGTH } from '../../../domain/league-rules.ts';
import { maxLengthHint } from '../../../domain/text-limits.ts';
import { FormActions } from '../../components/admin/form-actions.tsx';
import type { EditorProps } from '../../components/admin/resource-screen.tsx';
import { useServerFieldErrors } from '../../components/admin/server-field-errors.ts';
import { useRebase } from '../../components/admin/use-rebase.ts';
import { VersionNotice } from '../../components/admin/version-notice.tsx';
import { ErrorMessage } from '../../components/error-message.tsx';
import { Input } from '../../components/input.tsx';
import { fieldsOf } from '../../form-errors.ts';
import type { AdminLeague, LeagueRename } from './leagues.api.ts';
import { leaguesTexts as t } from './leagues-texts.ts';

/** The server's paths the form shows under a field. */
export const leagueRenameFields = fieldsOf(['name', 'description']);

// The rules of the league's own schema, so the form and the server say the same thing.
const renameSchema = z.object({
  name: leagueCreateShape.name,
  description: leagueCreateShape.description.unwrap().unwrap(),
  removeEmblem: z.boolean(),
});
type RenameValues = z.input<typeof renameSchema>;

const defaultsOf = (league: AdminLeague | null): RenameValues => ({
  name: league?.name ?? '',
  description: league?.description ?? '',
  removeEmblem: false,
});

/** Rename a league: its name and description, and, when it has an emblem, the choice to remove it. */
export function LeagueRenameForm({
  item: league,
  pending,
  failure,
  version,
  onSubmit,
  onCancel,
}: EditorProps<AdminLeague, LeagueRename>) {
  const form = useForm<RenameValues, unknown, z.output<typeof renameSchema>>({
    resolver: zodResolver(renameSchema),
    defaultValues: defaultsOf(league),
  });
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = form;
  useServerFieldErrors(failure, setError);
  const { rebased } = useRebase(form, league, defaultsOf);

  return (
    <form onSubmit={handleSubmit((v) => onSubmit(v))} noValidate className="space-y-5">
      <VersionNotice
        version={version}
        rebased={rebased}
        labels={{ name: t.name, description: t.description }}
        show={{ name: (v) => v, description: (v) => v }}
      />
      {failure && <ErrorMessage text={failure.summary} />}
      <Input
        label={t.name}
        required
        autoComplete="off"
        hint={maxLengthHint(LEAGUE_NAME_MAX_LENGTH)}
        error={errors.name?.message}
        {...register('name')}
      />
      <Input
        label={t.description}
        autoComplete="off"
        hint={maxLengthHint(LEAGUE_DESCRIPTION_MAX_LENGTH)}
        error={errors.description?.message}
        {...register('description')}
      />
      {league?.emblem && (
        <label className="flex min-h-11 items-center gap-3 font-medium text-ink">
          <img src={league.emblem.url} alt="" className="size-10 rounded-lg object-cover ring-1 ring-slate-200" />
          <input type="checkbox" className="size-5 accent-brand" {...register('removeEmblem')} />
          {t.removeEmblem}
        </label>
      )}
      <FormActions pending={pending} onCancel={onCancel} layout="stacked" />
    </form>
  );
}
