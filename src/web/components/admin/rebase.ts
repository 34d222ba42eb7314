// A form refused because its record changed meanwhile reloads the stored record and keeps what the admin typed:
// every field the admin changed keeps the admin's value; every other field takes the value stored now. What
// someone else changed is named, so the admin sees it before saving again.

type Values = Record<string, unknown>;

export interface Rebased<V extends Values> {
  /** The form's values after the reload. */
  values: V;
  /** The stored record's values now. */
  stored: V;
  /** Fields that someone else changed since the form opened. */
  theirs: (keyof V & string)[];
  /** Of those, the ones the admin changed too, to another value: the admin's value stays in the form. */
  both: (keyof V & string)[];
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * `base`: the values the form opened with; `typed`: what it holds now; `fresh`: the stored record's values now.
 * Fields compare whole (a list of picks is one field).
 */
export function rebaseValues<V extends Values>(base: V, typed: V, fresh: V): Rebased<V> {
  const values = { ...fresh };
  const theirs: (keyof V & string)[] = [];
  const both: (keyof V & string)[] = [];
  for (const key of Object.keys(fresh) as (keyof V & string)[]) {
    const mine = !same(typed[key], base[key]);
    if (mine) values[key] = typed[key];
    if (same(fresh[key], base[key])) continue;
    theirs.push(key);
    if (mine && !same(typed[key], fresh[key])) both.push(key);
  }
  return { values, stored: fresh, theirs, both };
}
