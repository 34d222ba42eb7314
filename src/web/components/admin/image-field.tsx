import { useEffect, useId, useRef, useState } from 'react';
import { AVATAR_MAX_BYTES } from '../../../domain/limits.ts';
import { disabledLook } from '../button.tsx';
import { FilePicker } from '../file-picker.tsx';

export interface ImageChoice {
  /** A newly chosen image, uploaded on save. */
  file: File | null;
  /** The stored image is to be cleared. */
  removed: boolean;
}

/** The field's words: the team's emblem and the user's avatar say different things. */
interface ImageFieldTexts {
  label: string;
  hint: string;
  notImage: string;
  tooLarge: string;
  preview: string;
  none: string;
  remove: string;
  keep: string;
}

interface ImageFieldProps {
  texts: ImageFieldTexts;
  /** A round preview (an avatar), or a square one (an emblem, shown whole). */
  round?: boolean;
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

/** An optional image (≤ 5 MB) with a preview of what will be saved: a team's emblem, a user's avatar. */
export function ImageField({ texts: t, round, currentUrl, value, onChange, disabled }: ImageFieldProps) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [invalid, setInvalid] = useState<string | null>(null);
  const preview = usePreview(value.file);
  const shown = preview ?? (value.removed ? null : currentUrl);

  const choose = (file: File | null) => {
    if (!file) return;
    const error = !file.type.startsWith('image/') ? t.notImage : file.size > AVATAR_MAX_BYTES ? t.tooLarge : null;
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
      <FilePicker
        ref={inputRef}
        label={t.label}
        accept="image/*"
        fileName={value.file?.name ?? null}
        onChoose={choose}
        hint={t.hint}
        describedBy={invalid ? `${id}-error` : undefined}
        invalid={!!invalid}
        disabled={disabled}
      />
      {invalid && (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-danger">
          {invalid}
        </p>
      )}
      <div className="mt-3 flex items-center gap-4">
        <div
          className={`grid shrink-0 place-items-center overflow-hidden bg-slate-100 ring-1 ring-slate-200 ${round ? 'size-16 rounded-full' : 'size-20 rounded-xl'}`}
        >
          {shown ? (
            <img src={shown} alt={t.preview} className={`size-full ${round ? 'object-cover' : 'object-contain'}`} />
          ) : (
            <span className="px-1 text-center text-xs text-muted">{t.none}</span>
          )}
        </div>
        {(value.file || (currentUrl && !value.removed)) && (
          <button
            type="button"
            onClick={clear}
            disabled={disabled}
            className={`min-h-9 rounded-lg px-2 text-sm font-semibold text-danger underline hover:bg-red-50 ${disabledLook}`}
          >
            {t.remove}
          </button>
        )}
        {value.removed && !value.file && (
          <button
            type="button"
            onClick={() => onChange({ file: null, removed: false })}
            disabled={disabled}
            className={`min-h-9 rounded-lg px-2 text-sm font-semibold text-brand underline hover:bg-brand-light ${disabledLook}`}
          >
            {t.keep}
          </button>
        )}
      </div>
    </div>
  );
}
