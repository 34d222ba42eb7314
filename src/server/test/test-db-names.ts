/** A project's template database of the run on PostgreSQL; its test databases are named after it. */
export const templateName = (pid: number, project: string) => `prezice_t${pid}_${project.replace(/\W/g, '')}`;

/** The same server URL, on another database. */
export function adminUrl(url: string, database?: string) {
  const u = new URL(url);
  if (database) u.pathname = `/${database}`;
  return u.toString();
}
