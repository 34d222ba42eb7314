import { commonMessages } from '../domain/messages.ts';
import { isApiError } from './api.ts';

// One format for the failures of every form, public and back office: each field's message under its field, and one
// summary line at the top. A refusal of the server (Strapi's error shape) is turned into both here: the messages of
// details.errors whose path names a field of the form go under that field; the others, or the message of a refusal
// without paths, go into the summary. No Zod here: public forms use it too.

export const formErrorTexts = {
  /** The summary's reason when every message went under its field. */
  checkFields: 'Corectează câmpurile marcate.',
} as const;

export interface FormFailure {
  /** The one line shown at the top of the form: the action's message, then the reason ('…: reason'). */
  summary: string;
  /** Messages shown under fields, by the form's field name. */
  fields: Record<string, string>;
}

/** Maps a server path ('email', 'predictions.0.odd', without the leading 'data') to a field of the form. */
export type FieldOf = (path: string) => string | undefined;

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;
const sentence = (s: string) => (/[.!?…]$/.test(s) ? s : `${s}.`);

/**
 * The failure of a form's action. `catalogue` is the action's message ('Eroare la crearea echipei'); a server refusal
 * (4xx) adds its reason, a failure of the server or of the network shows the catalogue alone.
 */
export function formFailure(error: unknown, catalogue: string, fieldOf: FieldOf = () => undefined): FormFailure {
  const fields: Record<string, string> = {};
  if (!isApiError(error) || error.status < 400 || error.status >= 500) return { summary: catalogue, fields };
  const loose: string[] = [];
  const listed = Array.isArray(error.details.errors) ? error.details.errors : [];
  for (const item of listed) {
    if (!isRecord(item) || typeof item.message !== 'string' || item.message === '') continue;
    const path = Array.isArray(item.path) ? item.path.map(String) : [];
    const key = (path[0] === 'data' ? path.slice(1) : path).join('.');
    const field = key ? fieldOf(key) : undefined;
    if (field) fields[field] ??= item.message;
    else loose.push(item.message);
  }
  if (listed.length === 0 && error.message && error.message !== commonMessages.genericError) loose.push(error.message);
  const title = catalogue.replace(/\.$/, '');
  const reasons = [...new Set(loose.map(sentence))].filter((r) => r !== sentence(title));
  const reason =
    reasons.length > 0 ? reasons.join(' ') : Object.keys(fields).length > 0 ? formErrorTexts.checkFields : '';
  return { summary: reason ? `${title}: ${reason}` : catalogue, fields };
}

/** The summary line alone, for an action without fields (a delete, a status toggle). */
export const failureSummary = (catalogue: string, error: unknown) => formFailure(error, catalogue).summary;

/** A field map from a list of the form's fields, with renames of server names ({phone: 'phoneNational'}). */
export function fieldsOf(names: readonly string[], renames: Record<string, string> = {}): FieldOf {
  const known = new Set(names);
  return (path) => {
    const name = renames[path] ?? path;
    return known.has(name) ? name : undefined;
  };
}
