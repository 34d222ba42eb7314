import type { FastifyRequest } from 'fastify';
import { tooLargeMessages } from '../../../domain/messages.ts';
import type { FileFormat } from '../../db/tables/core.table.ts';
import type { AuthUser } from '../../http/auth-user.ts';
import { forbidden, HttpError, notFound, payloadTooLarge, validationError } from '../../http/errors.ts';
import { parseOneQuery, parsePlainListQuery } from '../../http/query.ts';
import { accountAndIpQuotas, giveBack, type Quota, requireRoom, spend } from '../../http/rate-limit.ts';
import { tooLargeOf } from '../../http/reply-errors.ts';
import type { Services } from '../../services.ts';
import { fileJson } from './uploads.projection.ts';
import {
  deleteFileIfUnattached,
  deleteFileRow,
  fileListSpec,
  findFile,
  findOrphanFiles,
  insertFile,
  isFileAttached,
  listFiles,
} from './uploads.queries.ts';
import { kb, writeUpload } from './uploads-encode.service.ts';

/** Decides the type from the bytes (uploads-encode.service.ts), stores the bytes, then the row. */
export async function storeFile(
  services: Services,
  input: Buffer,
  originalName: string,
  ownerId: number | null,
  options: { imagesOnly?: boolean } = {},
) {
  const stored = await writeUpload(services.storage, input, originalName, options);
  const keys = storedKeys(stored);
  try {
    return await insertFile(services.db, {
      name: stored.name,
      hash: stored.hash,
      ext: stored.ext,
      mime: stored.mime,
      width: stored.width,
      height: stored.height,
      formats: stored.formats,
      size: kb(stored.bytes),
      sizeInBytes: stored.bytes,
      url: stored.url,
      ownerId,
    });
  } catch (error) {
    await services.storage.delete(keys).catch(() => {});
    throw error;
  }
}

/** The store's keys of a file: its own and its resized formats'. */
const storedKeys = (file: { hash: string; ext: string; formats: Record<string, FileFormat> | null }) => [
  file.hash + file.ext,
  ...Object.values(file.formats ?? {}).map((f) => f.hash + f.ext),
];

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** A player's upload budgets (files received; bytes kept), per account and per IP; none for an admin. */
function uploadQuotas(services: Services, owner: AuthUser, ip: string): { files: Quota[]; bytes: Quota[] } | null {
  if (owner.roleType === 'admin') return null;
  const l = services.config.rateLimits;
  return {
    files: [
      ...accountAndIpQuotas('upload-files-hour', HOUR_MS, l.uploads, owner.id, ip),
      ...accountAndIpQuotas('upload-files-day', DAY_MS, l.uploadsDay, owner.id, ip),
    ],
    bytes: [
      ...accountAndIpQuotas('upload-bytes-hour', HOUR_MS, l.uploadBytes, owner.id, ip),
      ...accountAndIpQuotas('upload-bytes-day', DAY_MS, l.uploadBytesDay, owner.id, ip),
    ],
  };
}

/** Every byte a stored file takes on disk: the file and its resized formats. */
const storedBytes = (file: { sizeInBytes: number; formats: Record<string, FileFormat> | null }) =>
  file.sizeInBytes + Object.values(file.formats ?? {}).reduce((sum, f) => sum + f.sizeInBytes, 0);

/** POST /api/upload: every part named files; 201 with the list, as Strapi answers. */
export async function receiveUploads({
  req,
  services,
  owner,
}: {
  req: FastifyRequest;
  services: Services;
  owner: AuthUser;
}) {
  if (!req.isMultipart()) throw validationError('Files are empty');
  // ?accept=image (the emblem, avatar and league pictures): pictures only, and a refusal that names them alone.
  const imagesOnly = (req.query as Record<string, unknown> | undefined)?.accept === 'image';
  const quotas = uploadQuotas(services, owner, req.ip);
  // Over a budget already: refused before a byte of the body is read.
  if (quotas) await requireRoom(services.rateLimits, [...quotas.files, ...quotas.bytes]);
  const created = [];
  let bytesKept = 0;
  // Errors while reading the parts come from the body (busboy throws plain Errors for bad framing); while storing, from us.
  let storing = false;
  try {
    for await (const part of req.parts()) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== 'files') {
        part.file.resume();
        continue;
      }
      // Every file received counts (the work of reading it is done whether or not it is kept).
      if (quotas) await spend(services.rateLimits, quotas.files, 1);
      const buffer = await part.toBuffer();
      if (part.file.truncated) throw payloadTooLarge(tooLargeMessages.file);
      if (buffer.length === 0) continue;
      storing = true;
      const file = await storeFile(services, buffer, part.filename || 'file', owner.id, { imagesOnly });
      created.push(file);
      // Bytes count as kept on disk; the file that goes over is removed below with the others.
      if (quotas) await spend(services.rateLimits, quotas.bytes, storedBytes(file));
      bytesKept += storedBytes(file);
      storing = false;
    }
  } catch (error) {
    // Files stored before a later part failed are removed, so a refused request leaves nothing behind.
    for (const f of created) await removeFile(services, f).catch(() => {});
    if (quotas && bytesKept > 0) await giveBack(services.rateLimits, quotas.bytes, bytesKept).catch(() => {});
    const code = (error as { code?: string }).code;
    const tooLarge = tooLargeOf(code);
    if (tooLarge) throw payloadTooLarge(tooLarge);
    if (error instanceof HttpError) throw error;
    if (code?.startsWith('FST_') || !storing) throw validationError('Invalid multipart body');
    throw error;
  }
  if (created.length === 0) throw validationError('Files are empty');
  return created.map(fileJson);
}

async function removeFile(services: Services, file: NonNullable<Awaited<ReturnType<typeof findFile>>>) {
  // The row first: a file whose row is gone is never served a broken link; its objects follow.
  await deleteFileRow(services.db, file.id);
  await services.storage.delete(storedKeys(file));
}

/** GET /api/upload/files: a plain array, as Strapi's upload plugin answers. */
export async function filesAnswer(services: Services, query: unknown) {
  return (await listFiles(services.db, parsePlainListQuery(query, fileListSpec))).map(fileJson);
}

/** GET /api/upload/files/:id. */
export async function fileAnswer(services: Services, id: number, query: unknown = {}) {
  parseOneQuery(query, fileListSpec);
  const file = await findFile(services.db, id);
  if (!file) throw notFound('file.notFound');
  return fileJson(file);
}

/** DELETE /api/upload/files/:id: an admin, or the owner of a file that nothing uses yet. */
export async function deleteUpload({ services, caller, id }: { services: Services; caller: AuthUser; id: number }) {
  const file = await findFile(services.db, id);
  if (!file) throw notFound('file.notFound');
  if (caller.roleType !== 'admin') {
    if (file.ownerId !== caller.id || (await isFileAttached(services.db, id))) throw forbidden();
  }
  await removeFile(services, file);
  // It may have been a team's emblem, shown in every match list.
  await services.changes.announce('fixtures');
  return fileJson(file);
}

/** Removes the stored bytes and row of a file, for services that delete what owns it. */
export async function deleteStoredFile(services: Services, id: number | null | undefined) {
  if (!id) return;
  const file = await findFile(services.db, id);
  if (file) await removeFile(services, file);
}

/** A replaced avatar or emblem: its row and objects go at once, unless something else still uses the file. */
export async function releaseFile(services: Services, id: number | null | undefined) {
  if (!id) return;
  const file = await deleteFileIfUnattached(services.db, id);
  if (file) await services.storage.delete(storedKeys(file));
}

const ORPHAN_FILE_AGE_MS = 24 * 60 * 60 * 1000;

/** Deletes files attached to nothing for 24 hours (uploads whose post or avatar never came). */
export async function sweepOrphanFiles(services: Services): Promise<number> {
  const orphans = await findOrphanFiles(services.db, new Date(services.now().getTime() - ORPHAN_FILE_AGE_MS));
  for (const file of orphans) await removeFile(services, file);
  return orphans.length;
}

// What other modules may read and do through this module (its queries stay its own).
export { findFile } from './uploads.queries.ts';
