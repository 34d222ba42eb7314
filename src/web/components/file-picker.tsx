import { type Ref, useId } from 'react';

export const filePickerTexts = {
  choose: 'Alege fișierul',
  none: 'Niciun fișier ales',
} as const;

interface FilePickerProps {
  label: string;
  accept: string;
  /** The chosen file's name; null reads 'Niciun fișier ales'. */
  fileName: string | null;
  onChoose: (file: File | null) => void;
  hint?: string;
  /** Ids of further messages about the field (an error). */
  describedBy?: string;
  invalid?: boolean;
  disabled?: boolean;
  /** The upload's progress (0..1) while it runs; null or absent hides the bar. */
  progress?: number | null;
  progressLabel?: string;
  ref?: Ref<HTMLInputElement>;
}

/**
 * A file field in Romanian: the native input is visually hidden but keeps the keyboard focus (Enter or Space
 * opens the chooser) and its label; what shows is a Romanian button (a label of the input, so a click
 * opens the chooser), the chosen file's name and, during an upload, its progress.
 */
export function FilePicker({
  label,
  accept,
  fileName,
  onChoose,
  hint,
  describedBy,
  invalid,
  disabled,
  progress,
  progressLabel,
  ref,
}: FilePickerProps) {
  const id = useId();
  const percent = progress == null ? null : Math.round(Math.min(1, Math.max(0, progress)) * 100);
  const described = [`${id}-name`, hint ? `${id}-hint` : '', describedBy ?? ''].filter(Boolean).join(' ');
  return (
    <div>
      <label id={`${id}-label`} htmlFor={id} className="mb-1.5 block text-sm font-semibold text-ink">
        {label}
      </label>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1.5">
        <input
          ref={ref}
          id={id}
          type="file"
          accept={accept}
          aria-labelledby={`${id}-label`}
          aria-describedby={described}
          aria-invalid={invalid || undefined}
          disabled={disabled}
          onChange={(e) => onChoose(e.target.files?.[0] ?? null)}
          className="peer sr-only"
        />
        <label
          htmlFor={id}
          aria-hidden="true"
          className={
            'inline-flex min-h-11 shrink-0 cursor-pointer items-center gap-2 rounded-xl border-2 border-brand bg-white px-4 ' +
            'text-sm font-semibold text-brand hover:bg-brand-light peer-focus-visible:outline-3 ' +
            'peer-focus-visible:outline-offset-2 peer-focus-visible:outline-(--focus-ring) peer-disabled:cursor-not-allowed ' +
            'peer-disabled:border-slate-300 peer-disabled:bg-slate-200 peer-disabled:text-slate-700'
          }
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5 fill-none stroke-current stroke-2">
            <path d="M12 16V4m0 0L7 9m5-5 5 5M5 14v4a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2v-4" strokeLinecap="round" />
          </svg>
          {filePickerTexts.choose}
        </label>
        <span
          id={`${id}-name`}
          className={`min-w-0 text-sm break-all ${fileName ? 'font-medium text-ink' : 'text-muted'}`}
        >
          {fileName ?? filePickerTexts.none}
        </span>
      </div>
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-sm text-muted">
          {hint}
        </p>
      )}
      {percent !== null && (
        <div className="mt-2">
          <progress
            max={100}
            value={percent}
            aria-label={progressLabel}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            className="h-3 w-full overflow-hidden rounded-full [&::-moz-progress-bar]:bg-brand [&::-webkit-progress-bar]:bg-slate-200 [&::-webkit-progress-value]:bg-brand"
          />
          <p className="mt-1 text-sm text-muted">
            {progressLabel}: {percent}%
          </p>
        </div>
      )}
    </div>
  );
}
