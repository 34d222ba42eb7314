/** The page of ?page=N: a positive whole number, 1 otherwise. */
export function readSlipPage(params: URLSearchParams): number {
  const raw = params.get('page');
  if (raw === null || !/^\d{1,6}$/.test(raw)) return 1;
  const n = Number(raw);
  return Math.max(n, 1);
}

/** The search of a page: page 1 keeps the URL clean. */
export function writeSlipPage(page: number): URLSearchParams {
  return new URLSearchParams(page > 1 ? { page: String(page) } : {});
}
