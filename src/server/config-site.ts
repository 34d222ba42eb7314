import type { Env } from './config-env.ts';

// PUBLIC_URL: the one origin of every link the server writes (page previews, calendar feeds, mails). A request's
// Host or X-Forwarded-Host is never used: anyone can send one, and a page or feed cached under it would carry
// another site's links to everyone.

/** What PUBLIC_URL must look like: one line per problem (an origin, maybe with a path; no query, hash or login). */
export function publicUrlChecks(source: NodeJS.ProcessEnv): string[] {
  const raw = source.PUBLIC_URL;
  if (!raw) return [];
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return []; // the schema's own line says it is not a URL
  }
  const ok = (url.protocol === 'https:' || url.protocol === 'http:') && !url.search && !url.hash;
  if (ok && !url.username && !url.password && !raw.includes('?') && !raw.includes('#')) return [];
  return [
    `PUBLIC_URL=${JSON.stringify(raw)} is not valid: set the site's address as players open it (such as https://prezice.ro), http or https, without a query, a #fragment or a login, or leave it unset for http://localhost:PORT.`,
  ];
}

/** The origin (and path, if any) links start with, without a trailing slash; and whether PUBLIC_URL gave it. */
export function publicUrlOf(env: Pick<Env, 'PUBLIC_URL' | 'PORT'>) {
  return {
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ''),
    publicUrlSet: env.PUBLIC_URL !== undefined,
  };
}

/** The one line logged at start in production while PUBLIC_URL is unset, or null. */
export function publicUrlWarning(config: { env: string; publicUrl: string; publicUrlSet: boolean }): string | null {
  if (config.env !== 'production' || config.publicUrlSet) return null;
  return `PUBLIC_URL is not set: links in pages, calendar feeds and e-mails point to ${config.publicUrl}; set PUBLIC_URL to the site's address (such as https://prezice.ro).`;
}
