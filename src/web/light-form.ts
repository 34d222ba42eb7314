import { type ChangeEvent, type FormEvent, useReducer, useRef, useState } from 'react';
import { firstErrorField, readField, revalidatedErrors, writeField } from './light-form-fields.ts';

// The public forms (login, registration, predictions, posts, the SMS code) need a small part of react-hook-form:
// uncontrolled fields, a few error messages and a submit. Its 13 KB gzip would push those pages past the bundle
// budget, so they use this hook, shaped like the part of react-hook-form they used; the back office keeps the library.

type FieldElement = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;
type Key<V> = keyof V & string;
/** A field's key, or 'root' for a message about the whole form. */
type ErrorKey<V> = Key<V> | 'root';

interface FieldError {
  /** 'validate' for the form's own check, which a change of the field checks again; anything else stays. */
  type?: string;
  message?: string;
}
export type FormErrors<V> = Partial<Record<ErrorKey<V>, FieldError>>;
/** The messages a validation found, field by field, in the order they are shown (the first gets the focus). */
export type Messages<V> = Partial<Record<Key<V>, string>>;

/** What register() spreads into an input, select or textarea. */
export interface FieldRegistration {
  name: string;
  ref: (el: FieldElement | null) => (() => void) | undefined;
  onChange: (event: ChangeEvent<FieldElement>) => void;
  onBlur: () => void;
}

interface RegisterOptions {
  onChange?: (event: ChangeEvent<FieldElement>) => void;
}

export interface LightForm<V extends object> {
  register: (name: Key<V>, options?: RegisterOptions) => FieldRegistration;
  /** Validates (when the form has a validate function), then calls onValid with the values; errors block it. */
  handleSubmit: (onValid: (values: V) => void | Promise<void>) => (event?: FormEvent) => void;
  getValues: () => V;
  setValue: <K extends Key<V>>(name: K, value: V[K]) => void;
  /** The field's value; the form renders again whenever it changes. */
  watch: <K extends Key<V>>(name: K) => V[K];
  setError: (name: ErrorKey<V>, error: FieldError) => void;
  clearErrors: (name?: ErrorKey<V> | ErrorKey<V>[]) => void;
  setFocus: (name: Key<V>) => void;
  reset: (values?: Partial<V>) => void;
  formState: { errors: FormErrors<V> };
}

interface LightFormOptions<V> {
  defaultValues: V;
  validate?: (values: V) => Messages<V>;
}

/** A form whose values live in its fields (and a copy here), with react-hook-form's names for what it does. */
export function useLightForm<V extends object>({ defaultValues, validate }: LightFormOptions<V>): LightForm<V> {
  const [errors, setErrors] = useState<FormErrors<V>>({});
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  const state = useRef<{
    values: V;
    elements: Map<string, Set<FieldElement>>;
    watched: Set<string>;
    options: Map<string, RegisterOptions | undefined>;
    registrations: Map<string, FieldRegistration>;
    /** This render's errors and check, for the handlers registered once. */
    errors: FormErrors<V>;
    validate: LightFormOptions<V>['validate'];
  }>({
    values: { ...defaultValues },
    elements: new Map(),
    watched: new Set(),
    options: new Map(),
    registrations: new Map(),
    errors: {},
    validate,
  }).current;
  state.errors = errors;
  state.validate = validate;

  const currentValue = (name: string) => (state.values as Record<string, unknown>)[name];
  const syncElements = (name: string) => {
    for (const el of state.elements.get(name) ?? []) writeField(el, currentValue(name));
  };

  const setError = (name: ErrorKey<V>, error: FieldError) => setErrors((e) => ({ ...e, [name]: error }));

  const clearErrors = (name?: ErrorKey<V> | ErrorKey<V>[]) =>
    setErrors((e) => {
      if (name === undefined) return Object.keys(e).length ? {} : e;
      const names = Array.isArray(name) ? name : [name];
      if (!names.some((n) => n in e)) return e;
      const next = { ...e };
      for (const n of names) delete next[n];
      return next;
    });

  const setFocus = (name: Key<V>) => {
    const [first] = state.elements.get(name) ?? [];
    first?.focus();
  };

  // Stable per field: React keeps the same ref and handlers from one render to the next.
  const register = (name: Key<V>, options?: RegisterOptions): FieldRegistration => {
    state.options.set(name, options);
    const known = state.registrations.get(name);
    if (known) return known;
    const registration: FieldRegistration = {
      name,
      ref: (el) => {
        if (!el) return undefined;
        const set = state.elements.get(name) ?? new Set();
        state.elements.set(name, set.add(el));
        writeField(el, currentValue(name));
        return () => {
          set.delete(el);
        };
      },
      onChange: (event) => {
        (state.values as Record<string, unknown>)[name] = readField(event.target, currentValue(name));
        state.options.get(name)?.onChange?.(event);
        // A message of the form's check under this field follows the value: it goes once the value is valid.
        if (state.validate && state.errors[name]?.type === 'validate') {
          const messages = state.validate({ ...state.values });
          setErrors((e) => revalidatedErrors(e, name, messages));
        }
        if (state.watched.has(name)) rerender();
      },
      onBlur: () => {},
    };
    state.registrations.set(name, registration);
    return registration;
  };

  return {
    register,
    handleSubmit: (onValid) => (event) => {
      event?.preventDefault();
      const values = { ...state.values };
      const messages = validate?.(values) ?? {};
      const first = firstErrorField(messages);
      if (first) {
        const next: FormErrors<V> = {};
        for (const [k, message] of Object.entries(messages)) {
          if (message) next[k as Key<V>] = { type: 'validate', message: message as string };
        }
        setErrors(next);
        setFocus(first as Key<V>);
        return;
      }
      setErrors((e) => (Object.keys(e).length ? {} : e));
      void onValid(values);
    },
    getValues: () => ({ ...state.values }),
    setValue: (name, value) => {
      state.values[name] = value;
      syncElements(name);
      if (state.watched.has(name)) rerender();
    },
    watch: (name) => {
      state.watched.add(name);
      return state.values[name];
    },
    setError,
    clearErrors,
    setFocus,
    reset: (values) => {
      state.values = { ...defaultValues, ...values };
      for (const name of state.elements.keys()) syncElements(name);
      setErrors({});
      rerender();
    },
    formState: { errors },
  };
}
