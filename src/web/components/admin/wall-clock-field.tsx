import { useEffect, useId, useState } from 'react';
import { type Control, type FieldPathByValue, type FieldValues, useController } from 'react-hook-form';
import { formatRoDate, parseRoDate, wallClockOf, wallClockParts } from '../../../domain/ro-format.ts';

// The back office's date and time inputs: text in ro-RO (ZZ.LL.AAAA, HH:MM on 24 hours), never the browser's own
// pickers, whose look follows the browser's language ('12:00 PM'). The form keeps the value as Romania's wall-clock
// time ('AAAA-LL-ZZTHH:MM', or 'AAAA-LL-ZZ'); what cannot be read is kept as typed behind '?', so the form's rule
// refuses it with its message.

const wallClockTexts = {
  date: 'Data',
  time: 'Ora',
  datePlaceholder: 'ZZ.LL.AAAA',
  timePlaceholder: 'HH:MM',
  dateTimeHint: 'Data ZZ.LL.AAAA și ora HH:MM (24 de ore), ora României.',
  dateHint: 'ZZ.LL.AAAA',
} as const;

const inputClass = (error?: string) =>
  'block min-h-11 w-full rounded-xl border bg-white px-3.5 py-2 text-base text-ink shadow-sm tabular-nums ' +
  'placeholder:text-slate-500 focus:border-brand ' +
  (error ? 'border-danger' : 'border-slate-400');

interface FieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: string;
  hint?: string;
  required?: boolean;
  name?: string;
}

function Described({ id, hint, error }: { id: string; hint?: string; error?: string }) {
  return (
    <>
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-sm text-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-danger">
          {error}
        </p>
      )}
    </>
  );
}

const describedBy = (id: string, hint?: string, error?: string) =>
  [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;

const Star = () => (
  <span aria-hidden="true" className="ml-0.5 text-danger">
    *
  </span>
);

/** The date or the time of a WallClockField, labelled for screen readers only. */
function PartInput({
  label,
  placeholder,
  onChange,
  error,
  ...props
}: Omit<FieldProps, 'required' | 'hint'> & { placeholder: string }) {
  return (
    <label className="block">
      <span className="sr-only">{label}</span>
      <input
        type="text"
        inputMode="numeric"
        autoComplete="off"
        placeholder={placeholder}
        aria-invalid={error ? true : undefined}
        onChange={(e) => onChange(e.target.value)}
        className={inputClass(error)}
        {...props}
      />
    </label>
  );
}

/** A date and a 24-hour time, Romania's wall-clock time: two text fields under one label. */
function WallClockField({ label, value, onChange, onBlur, error, hint, required, name }: FieldProps) {
  const id = useId();
  const [parts, setParts] = useState(() => wallClockParts(value));
  // A value set from outside (a prefill, the slip date moving its picks to 12:00) shows in the fields.
  useEffect(() => {
    if (value && !value.startsWith('?') && wallClockOf(parts.date, parts.time) !== value)
      setParts(wallClockParts(value));
  }, [value, parts.date, parts.time]);

  const change = (next: { date: string; time: string }) => {
    setParts(next);
    const both = next.date.trim() === '' && next.time.trim() === '';
    onChange(both ? '' : (wallClockOf(next.date, next.time) ?? `?${next.date} ${next.time}`));
  };
  const help = hint ?? wallClockTexts.dateTimeHint;
  const described = describedBy(id, help, error);
  return (
    <fieldset aria-describedby={described} data-field={name}>
      <legend className="mb-1.5 block text-sm font-semibold text-ink">
        {label}
        {required && <Star />}
      </legend>
      <div className="grid grid-cols-[minmax(0,3fr)_minmax(0,2fr)] gap-2">
        <PartInput
          label={wallClockTexts.date}
          name={name && `${name}-date`}
          placeholder={wallClockTexts.datePlaceholder}
          error={error}
          value={parts.date}
          onChange={(date) => change({ ...parts, date })}
          onBlur={onBlur}
        />
        <PartInput
          label={wallClockTexts.time}
          name={name && `${name}-time`}
          placeholder={wallClockTexts.timePlaceholder}
          error={error}
          value={parts.time}
          onChange={(time) => change({ ...parts, time })}
          onBlur={onBlur}
        />
      </div>
      <Described id={id} hint={help} error={error} />
    </fieldset>
  );
}

/** A date in ro-RO (ZZ.LL.AAAA); the form keeps 'AAAA-LL-ZZ'. */
function RoDateField({ label, value, onChange, onBlur, error, hint, required, name }: FieldProps) {
  const id = useId();
  const [text, setText] = useState(() => formatRoDate(value));
  useEffect(() => {
    if (value && !value.startsWith('?') && parseRoDate(text) !== value) setText(formatRoDate(value));
  }, [value, text]);
  const help = hint ? `${wallClockTexts.dateHint}. ${hint}` : wallClockTexts.dateHint;
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-ink">
        {label}
        {required && <Star />}
      </label>
      <input
        id={id}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        name={name}
        placeholder={wallClockTexts.datePlaceholder}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, help, error)}
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          const t = e.target.value.trim();
          onChange(t === '' ? '' : (parseRoDate(t) ?? `?${t}`));
        }}
        onBlur={onBlur}
        className={inputClass(error)}
      />
      <Described id={id} hint={help} error={error} />
    </div>
  );
}

type ControlledProps<V extends FieldValues> = Omit<FieldProps, 'value' | 'onChange' | 'onBlur' | 'name'> & {
  control: Control<V>;
  name: FieldPathByValue<V, string>;
  /** A date alone (RoDateField) rather than a date and time. */
  dateOnly?: boolean;
  /** Called after the form has the new value. */
  onValueChange?: (value: string) => void;
};

/** A date (and time) field of a React Hook Form form. */
export function ControlledWallClock<V extends FieldValues>({
  control,
  name,
  dateOnly,
  onValueChange,
  ...props
}: ControlledProps<V>) {
  const { field } = useController({ control, name });
  const Field = dateOnly ? RoDateField : WallClockField;
  return (
    <Field
      {...props}
      name={field.name}
      value={field.value}
      onBlur={field.onBlur}
      onChange={(value) => {
        field.onChange(value);
        onValueChange?.(value);
      }}
    />
  );
}
