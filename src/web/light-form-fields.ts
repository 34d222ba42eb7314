// How a form field's value is read and written: the DOM side of light-form.ts, kept apart so it can be tested alone.

/** The parts of an input, select or textarea that a form reads and writes. */
export interface FieldLike {
  type: string;
  value: string;
  checked?: boolean;
}

/** A checkbox gives true or false, a radio its value once checked (the group keeps its value otherwise), others text. */
export function readField(el: FieldLike, previous: unknown): unknown {
  if (el.type === 'checkbox') return Boolean(el.checked);
  if (el.type === 'radio') return el.checked ? el.value : previous;
  return el.value;
}

/** Shows a value in a field; text is written only when it differs, so the caret stays where the user typed. */
export function writeField(el: FieldLike, value: unknown): void {
  if (el.type === 'checkbox') {
    el.checked = Boolean(value);
    return;
  }
  if (el.type === 'radio') {
    el.checked = el.value === value;
    return;
  }
  // A file input only takes an empty value; its files are not form values here.
  if (el.type === 'file') return;
  const text = value === null || value === undefined ? '' : String(value);
  if (el.value !== text) el.value = text;
}

/** The first field that has a message, or null when there is none. */
export function firstErrorField(messages: Record<string, string | undefined>): string | null {
  for (const [field, message] of Object.entries(messages)) if (message) return field;
  return null;
}

/** A field's shown message and where it came from: 'validate' (the form's own check) or another source (the server). */
export interface ShownError {
  type?: string;
  message?: string;
}

/**
 * The messages once `name` has changed, given what the form's check says of the values now: a message the check put
 * under that field follows the value (gone as soon as it is valid, replaced when another rule fails). Other fields,
 * and messages of the server, stay until the next submit. The same object when nothing changes.
 */
export function revalidatedErrors<E extends Partial<Record<string, ShownError>>>(
  errors: E,
  name: string,
  messages: Partial<Record<string, string>>,
): E {
  const shown = errors[name];
  if (shown?.type !== 'validate') return errors;
  const message = messages[name];
  if (message === shown.message) return errors;
  const next: Partial<Record<string, ShownError>> = { ...errors };
  if (message) next[name] = { type: 'validate', message };
  else delete next[name];
  return next as E;
}
