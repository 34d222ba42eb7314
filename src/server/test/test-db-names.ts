/** The run's template database on PostgreSQL; test databases are named after it. */
export const templateName = (pid: number) => `prezice_t${pid}`;

/** The same server URL, on another database. */
export function adminUrl(url: string, database?: string) {
  const u = new URL(url);
  if (database) u.pathname = `/${database}`;
  return u.toString();
}
