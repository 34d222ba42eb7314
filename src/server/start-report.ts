import { isAbsolute, join, relative } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { paths } from '../domain/paths.ts';
import type { AdminResult } from './bootstrap.ts';
import type { Config } from './config.ts';

// What a start tells: where the site answers, the admin's credentials on the start that created the account, the
// demo player on the start that seeded it, and where the outbox files are. On a terminal one block a person reads;
// otherwise (a pipe, a file, a log collector) the JSON lines the server always wrote, one fact each.

export interface StartFacts {
  url: string;
  database: 'pglite' | 'postgres';
  ms: number;
  /** Where the embedded database lives, as shown (PGlite only). */
  pgliteDir: string | null;
  admin: AdminResult;
  /** The demo account, on the start that filled the empty database with the demo data. */
  demo?: { username: string; password: string };
  /** The files mails and SMS go to instead of SMTP or a gateway, as shown; null when the real one is used. */
  outbox: { mail: string | null; sms: string | null };
  /** The production warning while PUBLIC_URL is unset (config-site.ts), or null. */
  publicUrlWarning: string | null;
}

/** A path under the working directory as typed from it (data/outbox/mail.jsonl), another one whole. */
function shown(path: string, cwd: string) {
  const rel = relative(cwd, path);
  return rel && !rel.startsWith('..') && !isAbsolute(rel) ? rel : path;
}

/** The facts of a start that come from the configuration: the outbox files and the embedded database's folder. */
export function configuredFacts(
  config: Pick<Config, 'dataDir' | 'databaseUrl' | 'smtpUrl' | 'smsProvider'>,
  cwd = process.cwd(),
): Pick<StartFacts, 'pgliteDir' | 'outbox'> {
  const outbox = join(config.dataDir, 'outbox');
  return {
    pgliteDir: config.databaseUrl ? null : shown(join(config.dataDir, 'pglite'), cwd),
    outbox: {
      mail: config.smtpUrl ? null : shown(join(outbox, 'mail.jsonl'), cwd),
      sms: config.smsProvider === 'outbox' ? shown(join(outbox, 'sms.jsonl'), cwd) : null,
    },
  };
}

const LABEL_WIDTH = 16;
const row = (label: string, value: string) => `  ${label.padEnd(LABEL_WIDTH)}${value}`;
const more = (value: string) => `  ${' '.repeat(LABEL_WIDTH)}${value}`;

/** The block a terminal shows once the server listens: plain text, one fact a line, no colours. */
export function startBanner(f: StartFacts): string {
  const seconds = (f.ms / 1000).toLocaleString('ro-RO', { maximumFractionDigits: 1 });
  const lines = ['', `  Prezice ascultă pe ${f.url}  (pornit în ${seconds} s)`, ''];
  lines.push(row('Baza de date', f.database === 'pglite' ? `PGlite, în ${f.pgliteDir}` : 'PostgreSQL (DATABASE_URL)'));
  if (f.admin.created) {
    lines.push(
      f.admin.generatedPassword
        ? row('Administrator', `${f.admin.username} / ${f.admin.generatedPassword}`)
        : row('Administrator', `${f.admin.username}, cu parola din ADMIN_PASSWORD`),
    );
    if (f.admin.generatedPassword) lines.push(more('cont creat acum: parola nu va mai fi afișată, noteaz-o'));
    lines.push(more(`${f.url}${paths.admin.login}`));
  }
  if (f.demo) {
    lines.push(row('Jucător demo', `${f.demo.username} / ${f.demo.password}`));
    lines.push(more(`${f.url}${paths.login}`));
  }
  if (f.outbox.mail) lines.push(row('E-mailuri în', f.outbox.mail));
  if (f.outbox.sms) lines.push(row('SMS-uri în', f.outbox.sms));
  if (f.publicUrlWarning) lines.push('', `  ${f.publicUrlWarning}`);
  lines.push('', '');
  return lines.join('\n');
}

/**
 * Tells the start: the block on a terminal, else one JSON line per fact through the app's logger (the lines log
 * collectors have always read: the URL, the PUBLIC_URL warning, the admin's generated password, the demo player).
 */
export function reportStart(
  out: { isTTY?: boolean; write(text: string): unknown },
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>,
  f: StartFacts,
) {
  if (out.isTTY) {
    out.write(startBanner(f));
    return;
  }
  log.info({ url: f.url, database: f.database, ms: f.ms }, `Prezice ascultă pe ${f.url}`);
  if (f.publicUrlWarning) log.warn(f.publicUrlWarning);
  if (f.admin.generatedPassword) {
    log.warn(
      { username: f.admin.username, password: f.admin.generatedPassword },
      `Cont de administrator creat: ${f.admin.username} / ${f.admin.generatedPassword} (parola nu va mai fi afișată)`,
    );
  }
  if (f.demo) {
    log.info(
      { username: f.demo.username, password: f.demo.password },
      `Date demo încărcate. Jucător demo: ${f.demo.username} / ${f.demo.password}`,
    );
  }
}
