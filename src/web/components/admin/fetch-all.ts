import { adminApi } from '../../api.ts';
import type { QueryParams } from '../../query-string.ts';

interface Paged<T> {
  data: T[];
  meta: { pagination: { page: number; pageCount: number } };
}

/** A list that feeds a select: 100 a page, and the following pages until none is left. */
export async function fetchAllPages<T>(path: string, query: QueryParams = {}): Promise<T[]> {
  const all: T[] = [];
  for (let page = 1; ; page++) {
    const res = await adminApi.get<Paged<T>>(path, { query: { ...query, pagination: { page, pageSize: 100 } } });
    all.push(...res.data);
    if (page >= res.meta.pagination.pageCount || res.data.length === 0) return all;
  }
}

/** The users list is a plain array: it pages with start and limit. */
export async function fetchAllUsers<T>(query: QueryParams = {}): Promise<T[]> {
  const all: T[] = [];
  for (let start = 0; ; start += 100) {
    const rows = await adminApi.get<T[]>('/api/users', { query: { ...query, start, limit: 100 } });
    all.push(...rows);
    if (rows.length < 100) return all;
  }
}
