/** The page numbers to show: at most `max` (5 in the back office), centred on the current page when possible. */
export function pageWindow(current: number, pageCount: number, max = 5): number[] {
  if (pageCount <= 0) return [];
  const size = Math.min(max, pageCount);
  const page = Math.min(Math.max(current, 1), pageCount);
  const start = Math.min(Math.max(page - Math.floor(size / 2), 1), pageCount - size + 1);
  return Array.from({ length: size }, (_, i) => start + i);
}

/** The page a URL asks for (`?page=`): digits from 1 up; anything else (missing, 0, -2, 1.5, 'abc') is page 1. */
export function readPage(value: string | null): number {
  return value && /^[1-9]\d{0,8}$/.test(value) ? Number(value) : 1;
}

/** The `?page=` a URL carries for a page: none for the first, so a list's plain address is its first page. */
export function writePage(params: URLSearchParams, page: number): URLSearchParams {
  const next = new URLSearchParams(params);
  if (page > 1) next.set('page', String(page));
  else next.delete('page');
  return next;
}
