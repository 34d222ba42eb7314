import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { type DataExportStatus, EXPORT_TTL_HOURS, EXPORTS_PER_DAY, gdprMessages } from '../../../domain/gdpr.ts';
import { gameMessages } from '../../../domain/messages.ts';
import type { ArchiveFile } from '../../db/tables/data-exports.table.ts';
import type { AuthUser } from '../../http/auth-user.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import type { Services } from '../../services.ts';
import { type CurrentSession, requireRecentPassword } from '../sessions/sessions.service.ts';
import { findAccountState } from './gdpr-deletion.queries.ts';
import {
  collectPlayerData,
  exportLoad,
  findByToken,
  findExport,
  insertExport,
  latestExport,
  markFailed,
  saveExport,
  sweepExports,
} from './gdpr-export.queries.ts';
import { archiveSize, archiveStream } from './gdpr-export-zip.service.ts';

// "Descarcă datele mele": an export is asked (by the player, or by an admin on their behalf), a job any instance
// takes gathers the data (date.json and the list of uploaded files), and its link works 24 hours for the owner or an
// admin, each download streaming the ZIP (gdpr-export-zip.service.ts).

const HOUR_MS = 3_600_000;
const EXPORT_KIND = 'data-export';
const exportUrl = (token: string) => `/api/data-exports/${token}`;

const tooMany = (message: string) => new HttpError(429, 'RateLimitError', message);

/** POST /api/me/data-export and POST /api/users/:id/data-export: queues the archive of `userId`. */
export async function requestExport(
  services: Services,
  userId: number,
  admin: { user: AuthUser; session: CurrentSession } | null,
) {
  const account = await findAccountState(services.db, userId);
  if (!account || account.deletedAt) throw notFound(gameMessages.userNotFound);
  // An admin taking a player's data: with a recent password entry in the admin's session.
  if (admin) requireRecentPassword(services, admin.session);
  const load = await exportLoad(services.db, userId, new Date(services.now().getTime() - 24 * HOUR_MS));
  if (load.pending > 0) throw tooMany(gdprMessages.exportPending);
  if (!admin && load.recent >= EXPORTS_PER_DAY) throw tooMany(gdprMessages.exportLimit);
  const token = randomBytes(32).toString('base64url');
  const id = await insertExport(services.db, {
    userId,
    requestedBy: admin?.user.id ?? null,
    token,
    createdAt: services.now(),
  });
  await services.jobs.enqueue({ kind: EXPORT_KIND, payload: { exportId: id }, dedupeKey: `${EXPORT_KIND}:${id}` });
  return exportStatus(services, userId);
}

/** What the profile (or the back office) shows of the account's latest export. */
export async function exportStatus(services: Services, userId: number): Promise<DataExportStatus> {
  const row = await latestExport(services.db, userId);
  if (!row) return { state: 'none', url: null, createdAt: null, expiresAt: null, size: null };
  const lapsed = row.state === 'ready' && row.expiresAt !== null && row.expiresAt <= services.now();
  const state = lapsed ? 'expired' : (row.state as DataExportStatus['state']);
  return {
    state,
    url: state === 'ready' ? exportUrl(row.token) : null,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt?.toISOString() ?? null,
    size: state === 'ready' ? row.size : null,
  };
}

/** A file name safe in any unzip tool: letters, digits, dot, dash and underscore. */
const safeName = (name: string) => name.replace(/[^\w.-]+/g, '_').slice(-80) || 'fisier';

/**
 * Builds one export (the job): date.json with everything stored about the account, and the list of its uploaded
 * files still in the store (under fisiere/ in the ZIP). The ZIP itself is written at each download.
 */
async function buildExport(services: Services, exportId: number) {
  const row = await findExport(services.db, exportId);
  if (row?.state !== 'pending') return;
  const data = await collectPlayerData(services.db, row.userId);
  const archived: ArchiveFile[] = [];
  const files = [];
  for (const file of data.files) {
    const key = `${file.hash}${file.ext}`;
    const stored = await services.storage.head(key);
    const path = stored ? `fisiere/${file.id}-${safeName(String(file.name))}` : null;
    if (stored && path) archived.push({ key, path, size: stored.size });
    files.push({ ...file, pathInArchive: path });
  }
  const document = Buffer.from(
    JSON.stringify(
      {
        exportedAt: services.now().toISOString(),
        site: 'Prezice',
        note: 'Toate datele păstrate despre contul tău. Fișierele încărcate sunt în dosarul fisiere/.',
        ...data,
        files,
      },
      null,
      2,
    ),
  );
  await saveExport(services.db, exportId, {
    document,
    files: archived,
    size: archiveSize(document, archived),
    expiresAt: new Date(services.now().getTime() + EXPORT_TTL_HOURS * HOUR_MS),
  });
}

const exportPayload = z.object({ exportId: z.number().int().positive() });

export function defineExportJobs(services: Services) {
  services.jobs.define(EXPORT_KIND, {
    timeoutMs: 5 * 60_000,
    maxAttempts: 3,
    handler: async (raw) => {
      const { exportId } = exportPayload.parse(raw);
      try {
        await buildExport(services, exportId);
      } catch (error) {
        // The profile then shows the failure, and the player may ask again.
        await markFailed(services.db, exportId);
        throw error;
      }
    },
  });
}

/** GET /api/data-exports/:token: the ZIP, for its owner or an admin, while its 24 hours last. */
export async function downloadExport(services: Services, caller: AuthUser, session: CurrentSession, token: string) {
  const row = await findByToken(services.db, token);
  if (!row || (row.userId !== caller.id && caller.roleType !== 'admin')) throw notFound(gdprMessages.exportNotFound);
  // An admin downloading a player's archive: with a recent password entry, as for asking it.
  if (row.userId !== caller.id) requireRecentPassword(services, session);
  if (row.state === 'expired' || (row.expiresAt && row.expiresAt <= services.now())) {
    throw new HttpError(410, 'GoneError', gdprMessages.exportExpired);
  }
  if (row.state !== 'ready' || !row.document) throw notFound(gdprMessages.exportNotReady);
  return {
    archive: archiveStream(services.storage, row.document, row.files ?? [], row.createdAt),
    fileName: `prezice-datele-mele-${row.createdAt.toISOString().slice(0, 10)}.zip`,
  };
}

/** The hourly sweep: archives past their 24 hours are dropped. */
export function sweepExpiredExports(services: Services) {
  return sweepExports(services.db, services.now());
}
