import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useRef, useState } from 'react';
import { authMessages, gameMessages } from '../../../domain/messages.ts';
import { isApiError } from '../../api.ts';
import { Button } from '../../components/button.tsx';
import { ErrorMessage } from '../../components/error-message.tsx';
import { avatarFileError } from './avatar-file.ts';
import { setAvatar, uploadFile } from './profile.api.ts';
import { profileMessages as t } from './profile-messages.ts';

/** Server messages worth showing as they are; any other failure reads as the spec's upload failure. */
const shownAsIs = new Set<string>([
  gameMessages.avatarTooLarge,
  gameMessages.avatarNotImage,
  gameMessages.uploadBadResponse,
  authMessages.phoneNotVerified,
]);

function failureText(error: unknown): { text: string; detail?: string } {
  if (isApiError(error) && shownAsIs.has(error.message)) {
    return error.message === gameMessages.uploadBadResponse
      ? { text: gameMessages.avatarUploadFailed, detail: error.message }
      : { text: error.message };
  }
  return { text: gameMessages.avatarUploadFailed };
}

/** The owner's avatar change: choose an image, Save uploads it with a progress bar, then sets it. */
export function AvatarForm() {
  const queryClient = useQueryClient();
  const inputId = useId();
  const hintId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [invalid, setInvalid] = useState<string | null>(null);
  const [progress, setProgress] = useState(0);

  const mutation = useMutation({
    mutationFn: async (chosen: File) => {
      setProgress(0);
      const uploaded = await uploadFile(chosen, setProgress);
      return setAvatar(uploaded.id);
    },
    onSuccess: async () => {
      setFile(null);
      if (inputRef.current) inputRef.current.value = '';
      await queryClient.invalidateQueries({ queryKey: ['profile'] });
      await queryClient.invalidateQueries({ queryKey: ['leaderboard'] });
    },
  });

  const onChange = (chosen: File | null) => {
    mutation.reset();
    const error = chosen ? avatarFileError(chosen) : null;
    setInvalid(error);
    setFile(chosen && !error ? chosen : null);
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (file) mutation.mutate(file);
  };

  const failure = mutation.isError ? failureText(mutation.error) : null;
  const percent = Math.round(progress * 100);

  return (
    <form onSubmit={onSubmit} className="space-y-3" noValidate>
      <h2 className="text-lg font-bold text-brand-dark">{t.avatarTitle}</h2>
      <div>
        <label htmlFor={inputId} className="mb-1.5 block text-sm font-semibold text-ink">
          {t.avatarLabel}
        </label>
        <input
          ref={inputRef}
          id={inputId}
          type="file"
          accept="image/*"
          aria-describedby={hintId}
          aria-invalid={invalid ? true : undefined}
          disabled={mutation.isPending}
          onChange={(e) => onChange(e.target.files?.[0] ?? null)}
          className="block w-full max-w-full text-sm text-slate-700 file:mr-3 file:min-h-11 file:rounded-xl file:border-0 file:bg-brand-light file:px-4 file:font-semibold file:text-emerald-900 hover:file:bg-emerald-100"
        />
        <p id={hintId} className="mt-1 text-sm text-muted">
          {t.avatarHint}
        </p>
      </div>
      {invalid && <ErrorMessage text={invalid} />}
      {mutation.isPending && (
        <div>
          <progress
            max={100}
            value={percent}
            aria-label={t.uploading}
            className="h-3 w-full overflow-hidden rounded-full [&::-webkit-progress-bar]:bg-slate-200 [&::-webkit-progress-value]:bg-brand [&::-moz-progress-bar]:bg-brand"
          />
          <p className="mt-1 text-sm text-muted" aria-live="polite">
            {t.uploading}: {percent}%
          </p>
        </div>
      )}
      {failure && (
        <ErrorMessage text={failure.text}>{failure.detail && <p className="text-sm">{failure.detail}</p>}</ErrorMessage>
      )}
      {mutation.isSuccess && (
        <p role="status" className="text-sm font-semibold text-emerald-800">
          {t.avatarSaved}
        </p>
      )}
      <Button type="submit" variant="secondary" disabled={!file} pending={mutation.isPending}>
        {t.avatarSave}
      </Button>
    </form>
  );
}
