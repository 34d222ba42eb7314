import { type QueryKey, type UseQueryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { readPage, writePage } from '../../../domain/paging.ts';
import { failureText } from '../../api.ts';
import type { FieldOf } from '../../form-errors.ts';
import { useFormFailure } from './server-field-errors.ts';
import type { EditorVersion } from './version-notice.tsx';
import { isGone, isStale } from './versions.ts';

const resourceTexts = {
  gone: 'Înregistrarea a fost ștearsă între timp de altcineva.',
} as const;

/** What a back-office screen says about one kind of record: how to save, delete and reload it, and its messages. */
export interface ResourceConfig<T, P, R> {
  /** Creates (item null) or updates one. */
  save: (item: T | null, payload: P) => Promise<R>;
  remove: (item: T) => Promise<unknown>;
  /** Reloads what a change affects. */
  refresh: () => Promise<unknown>;
  /**
   * Reads one record again as it is stored now (with its version): the form's reload after a save refused because
   * someone else changed the record.
   */
  reload: (item: T) => Promise<T>;
  /** The catalogue's messages of a failed save, and the server's paths that the form shows under a field. */
  saveFailed: { create: string; update: string; fields?: FieldOf };
  /** The banner of a failed delete. */
  deleteFailed: (error: unknown) => string;
  /** The toast after a save (null: none). */
  savedNotice?: (result: R, item: T | null, payload: P) => string | null;
  /** The toast after a delete. */
  deletedNotice?: string;
  /** Reload after a failed save too (a registration whose second step failed still made an account). */
  refreshAfterFailure?: boolean;
}

/**
 * The state of a list/edit/delete screen: the form (closed, adding or editing one), the confirmation of a delete,
 * the toast and the error banner, the save and delete mutations, and the save's failure mapped onto the form.
 */
export function useResource<T, P, R = unknown>(config: ResourceConfig<T, P, R>) {
  const [editing, setEditing] = useState<{ item: T | null } | null>(null);
  const [deleting, setDeleting] = useState<T | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [banner, setBanner] = useState<string | null>(null);

  const save = useMutation({
    mutationFn: ({ item, payload }: { item: T | null; payload: P }) => config.save(item, payload),
    onSuccess: async (result, { item, payload }) => {
      setEditing(null);
      setNotice(config.savedNotice?.(result, item, payload) ?? null);
      await config.refresh();
    },
    // A stale save reloads the list too: the record opened again from it is the stored version.
    onError: (error) => {
      if (config.refreshAfterFailure || isStale(error)) void config.refresh();
    },
  });
  const remove = useMutation({
    mutationFn: (item: T) => config.remove(item),
    onSuccess: async () => {
      setDeleting(null);
      if (config.deletedNotice) setNotice(config.deletedNotice);
      await config.refresh();
    },
    onError: (error) => {
      setDeleting(null);
      setBanner(config.deleteFailed(error));
      // Deleting what someone else just changed is refused: the list shows the new version, to decide again.
      if (isStale(error)) void config.refresh();
    },
  });
  // The stored version replaces the form's record; the form keeps what the admin typed (use-rebase.ts).
  const reload = useMutation({
    mutationFn: (item: T) => config.reload(item),
    onSuccess: (fresh) => {
      save.reset();
      setEditing({ item: fresh });
      void config.refresh();
    },
  });

  const clearMessages = () => {
    setNotice(null);
    setBanner(null);
  };
  const { create, update, fields } = config.saveFailed;
  const stale = isStale(save.error);
  // A stale save is not a failure of the form's fields: the version notice offers the reload instead.
  const failure = useFormFailure(stale ? null : save.error, editing?.item ? update : create, fields);
  const version: EditorVersion = {
    stale,
    reloading: reload.isPending,
    reloadFailed: reload.error ? (isGone(reload.error) ? resourceTexts.gone : failureText(reload.error)) : null,
    reload: () => editing?.item && reload.mutate(editing.item),
  };

  return {
    editing,
    deleting,
    notice,
    banner,
    setBanner,
    clearMessages,
    save,
    remove,
    failure,
    version,
    openForm: (item: T | null) => {
      save.reset();
      reload.reset();
      clearMessages();
      setEditing({ item });
    },
    closeForm: () => setEditing(null),
    /** Saves what the open form holds. */
    submit: (payload: P) => editing && save.mutate({ item: editing.item, payload }),
    askDelete: (item: T) => {
      clearMessages();
      setDeleting(item);
    },
    cancelDelete: () => setDeleting(null),
  };
}

export type Resource<T, P> = ReturnType<typeof useResource<T, P>>;

interface PagedData {
  meta: { pagination: { pageCount: number } };
}

/** How a page change enters the history: a page the admin picks is pushed (Back returns to the one before). */
export interface PageChange {
  /** Replaces the entry instead: a new search or filter starting at its first page, a page that no longer exists. */
  replace?: boolean;
}

/**
 * One page of a paged list. The page is the URL's `?page=` (none for the first), so a reload keeps it and Back
 * returns to the page before; the other parameters (a filter) stay as they are. After a delete (or a filter)
 * empties the last page, it steps back to the last page that exists.
 */
export function usePagedQuery<D extends PagedData, K extends QueryKey>(
  options: (page: number) => UseQueryOptions<D, Error, D, K>,
) {
  const [params, setParams] = useSearchParams();
  const page = readPage(params.get('page'));
  const query = useQuery(options(page));
  const pageCount = query.data?.meta.pagination.pageCount ?? 1;
  // The latest setter behind a stable function: a screen may call it from an effect without re-running it.
  const set = useRef(setParams);
  useEffect(() => {
    set.current = setParams;
  }, [setParams]);
  const onChange = useCallback((next: number, change: PageChange = {}) => {
    set.current((current) => writePage(current, next), {
      replace: change.replace,
      preventScrollReset: change.replace,
    });
  }, []);
  useEffect(() => {
    if (query.data && page > Math.max(1, pageCount)) onChange(Math.max(1, pageCount), { replace: true });
  }, [query.data, page, pageCount, onChange]);
  return { query, paging: { page, pageCount, onChange } };
}
