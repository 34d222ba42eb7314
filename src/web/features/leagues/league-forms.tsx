import type { FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../domain/paths.ts';
import { Button } from '../../components/button.tsx';
import { ErrorMessage } from '../../components/error-message.tsx';
import { Input } from '../../components/input.tsx';
import { formFailure } from '../../form-errors.ts';
import { useCreateLeague, useJoinLeague } from './league-join.api.ts';
import { leaguesMessages as t } from './leagues-messages.ts';
import { useLeagueNameCheck } from './use-league-name-check.ts';

const field = (event: FormEvent<HTMLFormElement>, name: string) =>
  String(new FormData(event.currentTarget).get(name) ?? '').trim();

/** The server's paths that name a field of the create form. */
const createField = (path: string) => (path === 'name' || path === 'description' ? path : undefined);

const cardClass = 'rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200';

export function CreateLeagueForm() {
  const navigate = useNavigate();
  const create = useCreateLeague();
  const nameCheck = useLeagueNameCheck();
  const failure = create.isError ? formFailure(create.error, t.createFailed, createField) : null;
  return (
    <section aria-labelledby="create-league" className={cardClass}>
      <h2 id="create-league" className="mb-3 text-lg font-bold text-ink">
        {t.createTitle}
      </h2>
      <form
        noValidate
        className="space-y-3"
        onSubmit={(event) => {
          event.preventDefault();
          const name = field(event, 'name');
          // A name the server would refuse is not sent: its message shows at once.
          if (!nameCheck.check(name)) {
            create.reset();
            return;
          }
          const description = field(event, 'description');
          create.mutate(
            { name, description: description || null },
            { onSuccess: (league) => navigate(paths.league(league.documentId)) },
          );
        }}
      >
        {failure && <ErrorMessage text={failure.summary} />}
        <Input
          label={t.nameLabel}
          name="name"
          hint={t.nameHint}
          error={nameCheck.error ?? failure?.fields.name}
          required
          {...nameCheck.field}
        />
        <Input label={t.descriptionLabel} name="description" error={failure?.fields.description} />
        <Button type="submit" pending={create.isPending}>
          {t.createSubmit}
        </Button>
      </form>
    </section>
  );
}

export function JoinLeagueForm() {
  const navigate = useNavigate();
  const join = useJoinLeague();
  const failure = join.isError
    ? formFailure(join.error, t.joinFailed, (path) => (path === 'code' ? path : undefined))
    : null;
  return (
    <section aria-labelledby="join-league" className={cardClass}>
      <h2 id="join-league" className="mb-3 text-lg font-bold text-ink">
        {t.joinTitle}
      </h2>
      <form
        noValidate
        className="space-y-3"
        onSubmit={(event) => {
          event.preventDefault();
          join.mutate(field(event, 'code'), { onSuccess: (league) => navigate(paths.league(league.documentId)) });
        }}
      >
        {failure && <ErrorMessage text={failure.summary} />}
        <Input label={t.codeLabel} name="code" autoComplete="off" error={failure?.fields.code} required />
        <Button type="submit" variant="secondary" pending={join.isPending}>
          {t.joinSubmit}
        </Button>
      </form>
    </section>
  );
}
