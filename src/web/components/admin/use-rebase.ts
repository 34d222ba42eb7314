import { useEffect, useRef, useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { type Rebased, rebaseValues } from './rebase.ts';

/**
 * Keeps a back-office form in step with its record's version: when the record it edits is replaced by a newer
 * version (the reload after a refused save), the form takes the stored values and keeps the fields the admin
 * changed. Answers what the reload found (null before any).
 */
export function useRebase<V extends FieldValues, T extends { updatedAt: string }>(
  form: Pick<UseFormReturn<V>, 'getValues' | 'reset'>,
  item: T | null,
  defaultsOf: (item: T | null) => V,
): { rebased: Rebased<V> | null; base: V } {
  const base = useRef<V>(defaultsOf(item));
  const version = useRef(item?.updatedAt);
  const [rebased, setRebased] = useState<Rebased<V> | null>(null);
  const { getValues, reset } = form;
  useEffect(() => {
    if (!item || item.updatedAt === version.current) return;
    version.current = item.updatedAt;
    const fresh = defaultsOf(item);
    const next = rebaseValues(base.current, getValues() as V, fresh);
    base.current = fresh;
    reset(next.values);
    setRebased(next);
  }, [item, defaultsOf, getValues, reset]);
  return { rebased, base: base.current };
}
