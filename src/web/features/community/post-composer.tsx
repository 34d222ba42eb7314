import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { checkUserText, cleanUserText, postTextRule } from '../../../domain/community-rules.ts';
import { POST_TEXT_MAX_LENGTH } from '../../../domain/limits.ts';
import { contentMessages } from '../../../domain/messages.ts';
import { maxLengthHint } from '../../../domain/text-limits.ts';
import { Button } from '../../components/button.tsx';
import { ErrorMessage } from '../../components/error-message.tsx';
import { useLightForm } from '../../light-form.ts';
import { createPost, isPhoneNotVerified, prependCachedPost } from './community.api.ts';
import { communityPageMessages as t } from './community-messages.ts';
import { VerifyPhoneNotice } from './login-notice.tsx';
import { PostFileField } from './post-file-field.tsx';
import { usePostFile } from './use-post-file.ts';

type ComposerInput = { text: string };

const composerMessages = ({ text }: ComposerInput) => {
  const checked = checkUserText(text, postTextRule);
  return { text: 'error' in checked ? checked.error : undefined };
};

type Notice = { kind: 'created' | 'wait' | 'failed' } | { kind: 'verify'; text: string } | null;

/** The logged-in user's new post: text and an optional file uploaded as soon as it is chosen. */
export function PostComposer({ viewer }: { viewer: string }) {
  const textId = useId();
  const errorId = useId();
  const hintId = useId();
  const queryClient = useQueryClient();
  const file = usePostFile();
  const [notice, setNotice] = useState<Notice>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useLightForm<ComposerInput>({ validate: composerMessages, defaultValues: { text: '' } });

  const mutation = useMutation({
    mutationFn: createPost,
    onSuccess: (post) => {
      prependCachedPost(queryClient, viewer, post);
      reset({ text: '' });
      file.remove();
      setNotice({ kind: 'created' });
    },
    onError: (error) => {
      if (isPhoneNotVerified(error) && error instanceof Error) {
        setNotice({ kind: 'verify', text: error.message });
        return;
      }
      window.alert(contentMessages.postFailed);
      setNotice({ kind: 'failed' });
    },
  });

  const send = handleSubmit((values) => {
    // Valid by now (composerMessages): send it cleaned, as the schema's transform did.
    const text = cleanUserText(values.text);
    const current = file.state;
    let image: number | undefined;
    if (current.status === 'success') image = current.fileId;
    if (current.status === 'error') {
      if (!window.confirm(t.continueWithoutFile)) return;
      file.remove();
    }
    setNotice(null);
    mutation.mutate(image === undefined ? { text } : { text, image });
  });

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    if (file.state.status === 'uploading') {
      e.preventDefault();
      setNotice({ kind: 'wait' });
      return;
    }
    void send(e);
  };

  const textError = errors.text?.message;

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label={t.composerTitle}
      className="space-y-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5"
    >
      <h2 className="text-lg font-bold text-brand-darker">{t.composerTitle}</h2>
      <div>
        <label htmlFor={textId} className="mb-1.5 block text-sm font-semibold text-ink">
          {t.textLabel}
          <span aria-hidden="true" className="ml-0.5 text-danger">
            *
          </span>
        </label>
        <textarea
          id={textId}
          rows={4}
          required
          placeholder={t.composerPlaceholder}
          aria-invalid={textError ? true : undefined}
          aria-describedby={textError ? `${hintId} ${errorId}` : hintId}
          className={
            'block w-full resize-y rounded-xl border bg-white px-3.5 py-2 text-base text-ink shadow-sm placeholder:text-slate-500 focus:border-brand ' +
            (textError ? 'border-danger' : 'border-slate-400')
          }
          {...register('text')}
        />
        <p id={hintId} className="mt-1 text-sm text-muted">
          {maxLengthHint(POST_TEXT_MAX_LENGTH)}
        </p>
        {textError && (
          <p id={errorId} className="mt-1 text-sm font-medium text-danger">
            {textError}
          </p>
        )}
      </div>

      <PostFileField state={file.state} onChoose={file.choose} onRemove={file.remove} disabled={mutation.isPending} />

      {notice?.kind === 'wait' && <ErrorMessage text={contentMessages.waitForUpload} />}
      {notice?.kind === 'failed' && <ErrorMessage text={contentMessages.postFormFailed} />}
      {notice?.kind === 'verify' && <VerifyPhoneNotice text={notice.text} />}
      {notice?.kind === 'created' && (
        <p
          role="status"
          className="rounded-xl bg-emerald-50 p-3 font-semibold text-emerald-900 ring-1 ring-emerald-200"
        >
          {contentMessages.postCreated}
        </p>
      )}

      <Button type="submit" variant="secondary" pending={mutation.isPending} className="w-full sm:w-auto">
        {t.publish}
      </Button>
    </form>
  );
}
