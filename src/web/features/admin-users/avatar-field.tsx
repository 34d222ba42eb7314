import { useEffect, useId, useRef, useState } from 'react';
import { AVATAR_MAX_BYTES } from '../../../domain/limits.ts';
import { usersTexts as t } from './users-texts.ts';

export interface AvatarChoice {
  /** A newly chosen image, uploaded on save. */
  file: File | null;
  /** The stored avatar is to be cleared. */
  removed: boolean;
}

interface AvatarFieldProps {
  currentUrl: string | null;
  value: AvatarChoice;
  onChange: (value: AvatarChoice) => void;
  disabled?: boolean;
}

/** The object URL of a chosen file, revoked when it changes. */
function usePreview(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) {
      setUrl(null);
      return;
    }
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file]);
  return url;
}

const linkButton = 'min-h-9 rounded-lg px-2 text-sm font-semibold underline';

/** An optional avatar image (≤ 5 MB) with a round preview of what will be saved. */
export function AvatarField({ currentUrl, value, onChange, disabled }: AvatarFieldProps) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [invalid, setInvalid] = useState<string | null>(null);
  const preview = usePreview(value.file);
  const shown = preview ?? (value.removed ? null : currentUrl);

  const choose = (file: File | undefined) => {
    if (!file) return;
    const error = !file.type.startsWith('image/')
      ? t.avatarNotImage
      : file.size > AVATAR_MAX_BYTES
        ? t.avatarTooLarge
        : null;
    setInvalid(error);
    if (error) {
      if (inputRef.current) inputRef.current.value = '';
      return;
    }
    onChange({ file, removed: false });
  };

  const clear = () => {
    if (inputRef.current) inputRef.current.value = '';
    setInvalid(null);
    onChange({ file: null, removed: !!currentUrl });
  };

  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-ink">
        {t.avatar}
      </label>
      <div className="flex items-center gap-4">
        <div className="grid size-16 shrink-0 place-items-center overflow-hidden rounded-full bg-slate-100 ring-1 ring-slate-200">
          {shown ? (
            <img src={shown} alt={t.avatarPreview} className="size-full object-cover" />
          ) : (
            <span className="px-1 text-center text-xs text-muted">{t.noAvatar}</span>
          )}
        </div>
        <div className="min-w-0 flex-1 space-y-1">
          <input
            ref={inputRef}
            id={id}
            type="file"
            accept="image/*"
            disabled={disabled}
            aria-invalid={invalid ? true : undefined}
            aria-describedby={`${id}-hint${invalid ? ` ${id}-error` : ''}`}
            onChange={(e) => choose(e.target.files?.[0])}
            className="block w-full max-w-full text-sm text-slate-700 file:mr-3 file:min-h-11 file:rounded-xl file:border-0 file:bg-brand-light file:px-4 file:font-semibold file:text-emerald-900 hover:file:bg-emerald-100"
          />
          {(value.file || (currentUrl && !value.removed)) && (
            <button type="button" onClick={clear} disabled={disabled} className={`${linkButton} text-danger`}>
              {t.removeAvatar}
            </button>
          )}
          {value.removed && !value.file && (
            <button
              type="button"
              onClick={() => onChange({ file: null, removed: false })}
              disabled={disabled}
              className={`${linkButton} text-brand`}
            >
              {t.keepAvatar}
            </button>
          )}
        </div>
      </div>
      <p id={`${id}-hint`} className="mt-1 text-sm text-muted">
        {t.avatarHint}
      </p>
      {invalid && (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-danger">
          {invalid}
        </p>
      )}
    </div>
  );
}
