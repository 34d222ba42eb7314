import { useEffect, useId, useRef, useState } from 'react';
import { AVATAR_MAX_BYTES } from '../../../domain/limits.ts';
import { teamsTexts as t } from './teams-texts.ts';

export interface ImageChoice {
  /** A newly chosen image, uploaded on save. */
  file: File | null;
  /** The stored image is to be cleared. */
  removed: boolean;
}

interface ImageFieldProps {
  label: string;
  hint: string;
  /** The stored image, when there is one. */
  currentUrl: string | null;
  value: ImageChoice;
  onChange: (value: ImageChoice) => void;
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

/** An optional image (≤ 5 MB) with a preview of what will be saved. */
export function ImageField({ label, hint, currentUrl, value, onChange, disabled }: ImageFieldProps) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [invalid, setInvalid] = useState<string | null>(null);
  const preview = usePreview(value.file);
  const shown = preview ?? (value.removed ? null : currentUrl);

  const choose = (file: File | null) => {
    if (!file) return;
    const error = !file.type.startsWith('image/')
      ? t.emblemNotImage
      : file.size > AVATAR_MAX_BYTES
        ? t.emblemTooLarge
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
        {label}
      </label>
      <div className="flex items-center gap-4">
        <div className="grid size-20 shrink-0 place-items-center overflow-hidden rounded-xl bg-slate-100 ring-1 ring-slate-200">
          {shown ? (
            <img src={shown} alt={t.preview} className="size-full object-contain" />
          ) : (
            <span className="px-1 text-center text-xs text-muted">{t.noEmblem}</span>
          )}
        </div>
        <div className="min-w-0 flex-1 space-y-2">
          <input
            ref={inputRef}
            id={id}
            type="file"
            accept="image/*"
            disabled={disabled}
            aria-invalid={invalid ? true : undefined}
            aria-describedby={`${id}-hint${invalid ? ` ${id}-error` : ''}`}
            onChange={(e) => choose(e.target.files?.[0] ?? null)}
            className="block w-full max-w-full text-sm text-slate-700 file:mr-3 file:min-h-11 file:rounded-xl file:border-0 file:bg-brand-light file:px-4 file:font-semibold file:text-emerald-900 hover:file:bg-emerald-100"
          />
          {(value.file || (currentUrl && !value.removed)) && (
            <button
              type="button"
              onClick={clear}
              disabled={disabled}
              className="min-h-9 rounded-lg px-2 text-sm font-semibold text-danger underline hover:bg-red-50"
            >
              {t.removeEmblem}
            </button>
          )}
          {value.removed && !value.file && (
            <button
              type="button"
              onClick={() => onChange({ file: null, removed: false })}
              disabled={disabled}
              className="min-h-9 rounded-lg px-2 text-sm font-semibold text-brand underline hover:bg-brand-light"
            >
              {t.keepEmblem}
            </button>
          )}
        </div>
      </div>
      <p id={`${id}-hint`} className="mt-1 text-sm text-muted">
        {hint}
      </p>
      {invalid && (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-danger">
          {invalid}
        </p>
      )}
    </div>
  );
}
