import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useRef, useState } from 'react';
import { authMessages, gameMessages } from '../../../domain/messages.ts';
import { isApiError } from '../../api.ts';
import { Button } from '../../components/button.tsx';
import { ErrorMessage } from '../../components/error-message.tsx';
import { FilePicker } from '../../components/file-picker.tsx';
import { avatarFileError } from './avatar-file.ts';
import { setAvatar } from './profile.api.ts';
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
  const errorId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [invalid, setInvalid] = useState<string | null>(null);
  const [progress, setProgress] = useState(0);

  const mutation = useMutation({
    mutationFn: async (chosen: File) => {
      setProgress(0);
      // The upload code is downloaded when it is needed, not with the page.
      const { uploadFile } = await import('../../upload-file.ts');
      const uploaded = await uploadFile(chosen, {
        onProgress: setProgress,
        failedMessage: gameMessages.avatarUploadFailed,
        badResponseMessage: gameMessages.uploadBadResponse,
        imagesOnly: true,
      });
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
    // A refused file is not kept, so that choosing it again after a fix is seen as a change.
    if (error && inputRef.current) inputRef.current.value = '';
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (file) mutation.mutate(file);
  };

  const failure = mutation.isError ? failureText(mutation.error) : null;

  return (
    <form onSubmit={onSubmit} className="space-y-3" noValidate>
      <h2 className="text-lg font-bold text-brand-dark">{t.avatarTitle}</h2>
      <FilePicker
        ref={inputRef}
        label={t.avatarLabel}
        accept="image/*"
        fileName={file?.name ?? null}
        onChoose={onChange}
        hint={t.avatarHint}
        describedBy={invalid ? errorId : undefined}
        invalid={!!invalid}
        disabled={mutation.isPending}
        progress={mutation.isPending ? progress : null}
        progressLabel={t.uploading}
      />
      {invalid && (
        <div id={errorId}>
          <ErrorMessage text={invalid} />
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
