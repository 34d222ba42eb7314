import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { checkUserText, commentTextRule } from '../../../domain/community-rules.ts';
import { COMMENT_TEXT_MAX_LENGTH } from '../../../domain/limits.ts';
import { contentMessages } from '../../../domain/messages.ts';
import { maxLengthHint } from '../../../domain/text-limits.ts';
import { Button } from '../../components/button.tsx';
import { addComment, isPhoneNotVerified, updateCachedPost } from './community.api.ts';
import { communityPageMessages as t } from './community-messages.ts';
import { LoginNotice, VerifyPhoneNotice } from './login-notice.tsx';

interface CommentFormProps {
  postId: string;
  /** null for a visitor. */
  viewer: string | null;
}

/** One line to comment on a post; empty or whitespace-only text is not sent. */
export function CommentForm({ postId, viewer }: CommentFormProps) {
  const id = useId();
  const queryClient = useQueryClient();
  const [text, setText] = useState('');
  const [tooLong, setTooLong] = useState<string | null>(null);
  const [notice, setNotice] = useState<{ kind: 'login' | 'verify'; text: string } | null>(null);

  const mutation = useMutation({
    mutationFn: (clean: string) => addComment(postId, clean),
    onSuccess: (post) => {
      updateCachedPost(queryClient, viewer, postId, (p) => ({ ...post, pending: p.pending }));
      setText('');
    },
    onError: (error) => {
      if (isPhoneNotVerified(error) && error instanceof Error) setNotice({ kind: 'verify', text: error.message });
      else window.alert(contentMessages.commentFailed);
    },
  });

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (!viewer) {
      setNotice({ kind: 'login', text: contentMessages.mustLoginToComment });
      return;
    }
    const checked = checkUserText(text, commentTextRule);
    // Empty text is simply not sent; too long is said, never cut.
    setTooLong('error' in checked && checked.error === commentTextRule.tooLong ? checked.error : null);
    if ('error' in checked || mutation.isPending) return;
    setNotice(null);
    mutation.mutate(checked.text);
  };

  return (
    <form onSubmit={onSubmit} noValidate className="mt-3">
      <label htmlFor={id} className="sr-only">
        {t.commentLabel}
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          type="text"
          value={text}
          onChange={(e) => setText(e.target.value)}
          aria-invalid={tooLong ? true : undefined}
          aria-describedby={tooLong ? `${id}-hint ${id}-error` : `${id}-hint`}
          placeholder={t.commentPlaceholder}
          autoComplete="off"
          className="block min-h-11 w-full min-w-0 rounded-xl border border-slate-400 bg-white px-3 py-2 text-base text-ink placeholder:text-slate-500 focus:border-brand"
        />
        <Button type="submit" variant="secondary" size="md" pending={mutation.isPending} className="shrink-0">
          {t.commentSend}
        </Button>
      </div>
      <p id={`${id}-hint`} className="mt-1 text-xs text-muted">
        {maxLengthHint(COMMENT_TEXT_MAX_LENGTH)}
      </p>
      {tooLong && (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-danger">
          {tooLong}
        </p>
      )}
      {notice?.kind === 'login' && <LoginNotice text={notice.text} />}
      {notice?.kind === 'verify' && <VerifyPhoneNotice text={notice.text} />}
    </form>
  );
}
