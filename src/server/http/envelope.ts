export interface Pagination {
  page: number;
  pageSize: number;
  pageCount: number;
  total: number;
}

export const envelope = <T>(data: T, meta: Record<string, unknown> = {}) => ({ data, meta });

export const pageOf = (page: number, pageSize: number, total: number): Pagination => ({
  page,
  pageSize,
  pageCount: Math.ceil(total / pageSize),
  total,
});

export interface Paging {
  page: number;
  pageSize: number;
  offset: number;
  limit: number;
  offsetStyle: boolean;
}

/** {data, meta: {pagination}}: page style, or {start, limit, total} when start/limit were asked for. */
export function listEnvelope<T>(data: T[], q: Paging, total: number | undefined) {
  const pagination = q.offsetStyle
    ? { start: q.offset, limit: q.limit, ...(total === undefined ? {} : { total }) }
    : total === undefined
      ? { page: q.page, pageSize: q.pageSize, pageCount: null }
      : pageOf(q.page, q.pageSize, total);
  return { data, meta: { pagination } };
}

/** ISO strings for dates, as Strapi answers them. */
export const iso = (d: Date | string | null | undefined) =>
  d == null ? null : d instanceof Date ? d.toISOString() : new Date(d).toISOString();
