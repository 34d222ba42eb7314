import { useId, useRef } from 'react';
import { Button } from '../../components/button.tsx';
import { FilePicker } from '../../components/file-picker.tsx';
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
  const errorId = useId();
  const inputRef = useRef<HTMLInputElement>(null);

  const remove = () => {
    if (inputRef.current) inputRef.current.value = '';
    onRemove();
    inputRef.current?.focus();
  };

  return (
    <div data-file-state={state.status}>
      <FilePicker
        ref={inputRef}
        label={t.fileLabel}
        accept={POST_FILE_ACCEPT}
        fileName={state.status === 'idle' ? null : (state.file?.name ?? null)}
        onChoose={onChoose}
        hint={t.fileHint}
        describedBy={state.status === 'error' ? errorId : undefined}
        invalid={state.status === 'error'}
        disabled={disabled}
        progress={state.status === 'uploading' ? state.progress : null}
        progressLabel={t.uploading}
      />

      {state.status !== 'idle' && (
        <div className="mt-3 flex items-start gap-3 rounded-xl bg-slate-50 p-3 ring-1 ring-slate-200">
          {state.preview && !state.isVideo && (
            <img src={state.preview} alt="" className="size-16 shrink-0 rounded-lg bg-slate-200 object-cover" />
          )}
          <div className="min-w-0 flex-1 space-y-2">
            {state.status === 'success' && (
              <p role="status" className="text-sm font-semibold text-emerald-800">
                {t.uploaded}
              </p>
            )}
            {state.status === 'error' && (
              <div id={errorId}>
                {state.phoneNotVerified ? (
                  <VerifyPhoneNotice text={state.message} />
                ) : (
                  <p role="alert" className="text-sm font-semibold text-danger">
                    {state.message}
                  </p>
                )}
              </div>
            )}
            <Button variant="outline" size="sm" onClick={remove} className="min-h-11" disabled={disabled}>
              {t.removeFile}
            </Button>
          </div>
        </div>
      )}
    </div>
  );
}
