import { useId, useRef } from 'react';
import { Button } from '../../components/button.tsx';
import { communityPageMessages as t } from './community-messages.ts';
import { VerifyPhoneNotice } from './login-notice.tsx';
import { POST_FILE_ACCEPT } from './post-media.ts';
import type { PostFileState } from './use-post-file.ts';

interface PostFileFieldProps {
  state: PostFileState;
  onChoose: (file: File | null) => void;
  onRemove: () => void;
  disabled?: boolean;
}

/** The optional image or video of a post and its upload state. */
export function PostFileField({ state, onChoose, onRemove, disabled }: PostFileFieldProps) {
  const inputId = useId();
  const hintId = useId();
  const inputRef = useRef<HTMLInputElement>(null);

  const remove = () => {
    if (inputRef.current) inputRef.current.value = '';
    onRemove();
    inputRef.current?.focus();
  };

  const percent = state.status === 'uploading' ? Math.round(state.progress * 100) : 0;

  return (
    <div data-file-state={state.status}>
      <label htmlFor={inputId} className="mb-1.5 block text-sm font-semibold text-ink">
        {t.fileLabel}
      </label>
      <div className="flex flex-wrap items-center gap-3">
        <input
          ref={inputRef}
          id={inputId}
          type="file"
          accept={POST_FILE_ACCEPT}
          aria-describedby={hintId}
          aria-invalid={state.status === 'error' ? true : undefined}
          disabled={disabled}
          onChange={(e) => onChoose(e.target.files?.[0] ?? null)}
          className="peer sr-only"
        />
        <label
          htmlFor={inputId}
          aria-hidden="true"
          className="inline-flex min-h-11 cursor-pointer items-center rounded-xl bg-brand-light px-4 text-sm font-semibold text-emerald-900 hover:bg-emerald-100 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand peer-disabled:cursor-not-allowed peer-disabled:opacity-60"
        >
          {t.chooseFile}
        </label>
        {state.status === 'idle' && <span className="text-sm text-muted">{t.noFile}</span>}
      </div>
      <p id={hintId} className="mt-1 text-sm text-muted">
        {t.fileHint}
      </p>

      {state.status !== 'idle' && (
        <div className="mt-3 flex items-start gap-3 rounded-xl bg-slate-50 p-3 ring-1 ring-slate-200">
          {state.preview && !state.isVideo && (
            <img src={state.preview} alt="" className="size-16 shrink-0 rounded-lg bg-slate-200 object-cover" />
          )}
          <div className="min-w-0 flex-1 space-y-2">
            {state.file && <p className="truncate text-sm font-medium text-ink">{state.file.name}</p>}
            {state.status === 'uploading' && (
              <div>
                <progress
                  max={100}
                  value={percent}
                  aria-label={t.uploading}
                  aria-valuemin={0}
                  aria-valuemax={100}
                  aria-valuenow={percent}
                  className="h-3 w-full overflow-hidden rounded-full [&::-moz-progress-bar]:bg-brand [&::-webkit-progress-bar]:bg-slate-200 [&::-webkit-progress-value]:bg-brand"
                />
                <p className="mt-1 text-sm text-muted">
                  {t.uploading}: {percent}%
                </p>
              </div>
            )}
            {state.status === 'success' && (
              <p role="status" className="text-sm font-semibold text-emerald-800">
                {t.uploaded}
              </p>
            )}
            {state.status === 'error' &&
              (state.phoneNotVerified ? (
                <VerifyPhoneNotice text={state.message} />
              ) : (
                <p role="alert" className="text-sm font-semibold text-danger">
                  {state.message}
                </p>
              ))}
            <Button variant="outline" size="sm" onClick={remove} className="min-h-11" disabled={disabled}>
              {t.removeFile}
            </Button>
          </div>
        </div>
      )}
    </div>
  );
}
