import { type FormEvent, useId, useRef, useState } from 'react';
import type { League } from '../../../domain/league.schemas.ts';
import { leagueMessages } from '../../../domain/league-messages.ts';
import { AVATAR_MAX_BYTES } from '../../../domain/limits.ts';
import { Button } from '../../components/button.tsx';
import { ErrorMessage } from '../../components/error-message.tsx';
import { FilePicker } from '../../components/file-picker.tsx';
import { Input } from '../../components/input.tsx';
import { fieldsOf, formFailure } from '../../form-errors.ts';
import { ConfirmDialog } from './league-confirm.tsx';
import { LeagueEmblem } from './league-emblem.tsx';
import { useNewCode, useSetEmblem, useUpdateLeague } from './league-owner.api.ts';
import { leagueToolsMessages as t } from './league-tools-messages.ts';
import { useLeagueNameCheck } from './use-league-name-check.ts';

// The owner's settings of a league: its name and description, its emblem, and a new invite code.

const subTitle = 'mb-3 text-lg font-bold text-ink';
const saved = 'text-sm font-semibold text-emerald-800';
const settingsFields = fieldsOf(['name', 'description']);

export function LeagueNameForm({ league }: { league: League }) {
  const update = useUpdateLeague(league.documentId);
  const nameCheck = useLeagueNameCheck();
  const failure = update.isError ? formFailure(update.error, t.settingsFailed, settingsFields) : null;
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const name = String(form.get('name') ?? '').trim();
    if (!nameCheck.check(name)) {
      update.reset();
      return;
    }
    const description = String(form.get('description') ?? '').trim();
    update.mutate({ name, description: description || null });
  };
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-3" aria-labelledby="league-settings">
      <h3 id="league-settings" className={subTitle}>
        {t.settingsTitle}
      </h3>
      {failure && <ErrorMessage text={failure.summary} />}
      <Input
        label={t.nameLabel}
        name="name"
        defaultValue={league.name}
        hint={t.nameHint}
        error={nameCheck.error ?? failure?.fields.name}
        required
        {...nameCheck.field}
      />
      <Input
        label={t.descriptionLabel}
        name="description"
        defaultValue={league.description ?? ''}
        error={failure?.fields.description}
      />
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" variant="secondary" pending={update.isPending}>
          {t.settingsSave}
        </Button>
        <p role="status" className={saved}>
          {update.isSuccess ? t.settingsSaved : ''}
        </p>
      </div>
    </form>
  );
}

/** The client's check of a chosen emblem (the server checks again): null when it may be sent. */
function emblemFileError(file: File): string | null {
  if (!file.type.startsWith('image/')) return leagueMessages.emblemNotImage;
  if (file.size > AVATAR_MAX_BYTES) return leagueMessages.emblemTooLarge;
  return null;
}

export function LeagueEmblemForm({ league }: { league: League }) {
  const errorId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [invalid, setInvalid] = useState<string | null>(null);
  const [progress, setProgress] = useState(0);
  const setEmblem = useSetEmblem(league.documentId, setProgress);
  const uploading = setEmblem.isPending && setEmblem.variables !== null;

  const onChoose = (chosen: File | null) => {
    setEmblem.reset();
    const error = chosen ? emblemFileError(chosen) : null;
    setInvalid(error);
    setFile(chosen && !error ? chosen : null);
    // A refused file is not kept, so that choosing it again after a fix is seen as a change.
    if (error && inputRef.current) inputRef.current.value = '';
  };
  const send = (chosen: File | null) => {
    setProgress(0);
    setEmblem.mutate(chosen, {
      onSuccess: () => {
        setFile(null);
        if (inputRef.current) inputRef.current.value = '';
      },
    });
  };

  return (
    <form
      noValidate
      className="space-y-3"
      aria-labelledby="league-emblem"
      onSubmit={(event) => {
        event.preventDefault();
        if (file) send(file);
      }}
    >
      <h3 id="league-emblem" className={subTitle}>
        {t.emblemTitle}
      </h3>
      <div className="flex flex-wrap items-start gap-4">
        <LeagueEmblem emblem={league.emblem} className="size-16" px={64} />
        <div className="min-w-0 flex-1">
          <FilePicker
            ref={inputRef}
            label={t.emblemLabel}
            accept="image/*"
            fileName={file?.name ?? null}
            onChoose={onChoose}
            hint={t.emblemHint}
            describedBy={invalid ? errorId : undefined}
            invalid={!!invalid}
            disabled={setEmblem.isPending}
            progress={uploading ? progress : null}
            progressLabel={t.uploading}
          />
        </div>
      </div>
      {invalid && (
        <div id={errorId}>
          <ErrorMessage text={invalid} />
        </div>
      )}
      {setEmblem.isError && <ErrorMessage text={formFailure(setEmblem.error, t.emblemFailed).summary} />}
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" variant="secondary" disabled={!file} pending={uploading}>
          {t.emblemSave}
        </Button>
        {league.emblem && (
          <Button
            variant="outline"
            disabled={setEmblem.isPending}
            pending={setEmblem.isPending && !uploading}
            onClick={() => send(null)}
          >
            {t.emblemRemove}
          </Button>
        )}
        <p role="status" className={saved}>
          {setEmblem.isSuccess ? (setEmblem.variables ? t.emblemSaved : t.emblemRemoved) : ''}
        </p>
      </div>
    </form>
  );
}

/** The invite code and "Cod nou": after a confirmation, the old link and code stop working. */
export function LeagueCode({ league, onDone }: { league: League; onDone: (notice: string) => void }) {
  const [asking, setAsking] = useState(false);
  const newCode = useNewCode(league.documentId);
  const close = () => {
    setAsking(false);
    newCode.reset();
  };
  return (
    <section aria-labelledby="league-code">
      <h3 id="league-code" className={subTitle}>
        {t.codeTitle}
      </h3>
      <p className="mb-3 text-slate-700">
        {t.codeCurrent} <strong className="font-mono text-lg tracking-wider text-ink">{league.code}</strong>
      </p>
      <Button variant="outline" onClick={() => setAsking(true)}>
        {t.newCode}
      </Button>
      <ConfirmDialog
        title={asking ? t.newCodeConfirmTitle : null}
        message={t.newCodeConfirm}
        confirmLabel={t.newCode}
        pending={newCode.isPending}
        error={newCode.isError ? formFailure(newCode.error, t.newCodeFailed).summary : null}
        onCancel={close}
        onConfirm={() =>
          newCode.mutate(undefined, {
            onSuccess: () => {
              close();
              onDone(t.newCodeDone);
            },
          })
        }
      />
    </section>
  );
}
