import type { Announcement } from '../../../domain/announcement.schemas.ts';
import type { RelationWrite } from '../../../domain/relation.schemas.ts';
import { clampSlug, slugCandidate, slugify } from '../../../domain/slug.ts';
import { type Conn, isUniqueViolation, violatedConstraint } from '../../db/client.ts';
import { toOneTarget } from '../../http/body.ts';
import { applicationError, notFound, validationError } from '../../http/errors.ts';
import { parseListQuery, parseOneQuery } from '../../http/query.ts';
import { checkWritten, type Expected } from '../../http/versions.ts';
import type { Services } from '../../services.ts';
import { findRoundId, winnersOf } from '../rounds/rounds.service.ts';
import { announcementJson } from './announcements.projection.ts';
import {
  type AnnouncementRow,
  type AnnouncementValues,
  announcementListSpec,
  deleteAnnouncementRow,
  findAnnouncement,
  findAnnouncementByAnyKey,
  findAnnouncementRecord,
  insertAnnouncement,
  listAnnouncements,
  slugsLike,
  updateAnnouncement,
} from './announcements.queries.ts';
import { sanitizeAnnouncementHtml } from './announcements-sanitize.service.ts';

export interface AnnouncementWrite {
  title?: string;
  /** Normalised with slugify; '' means derive it from the title, undefined means not sent. */
  slug?: string;
  content?: string;
  round?: RelationWrite;
}

/** The slug of a title with no letters or digits at all (emoji only, punctuation only). */
const FALLBACK_SLUG = 'anunt';
/** Tries before giving up on a slug under heavy concurrency: each failed try means another create won. */
const SLUG_ATTEMPTS = 50;

// ---------- reading ----------

/** Rows as entries, each round with its winners (public user fields only), best first. */
async function toJson(conn: Conn, rows: AnnouncementRow[]): Promise<Announcement[]> {
  const roundIds = [...new Set(rows.flatMap((r) => (r.round ? [r.round.id] : [])))];
  const winners = await winnersOf(conn, roundIds);
  return rows.map((row) => announcementJson(row, winners));
}

export async function announcementList(conn: Conn, query: unknown) {
  const q = parseListQuery(query, announcementListSpec);
  const { rows, total } = await listAnnouncements(conn, q);
  return { data: await toJson(conn, rows), paging: q, total };
}

/** One announcement by documentId; with `anyKey`, also by slug or numeric id (/api/ann/:id). */
export async function announcementOne(
  conn: Conn,
  key: string,
  { query = {}, anyKey = false }: { query?: unknown; anyKey?: boolean } = {},
): Promise<Announcement> {
  parseOneQuery(query, announcementListSpec);
  const row = anyKey ? await findAnnouncementByAnyKey(conn, key) : await findAnnouncement(conn, key);
  if (!row) throw notFound();
  return (await toJson(conn, [row]))[0];
}

// ---------- writing ----------

async function roundIdOf(conn: Conn, write: RelationWrite): Promise<number | null | undefined> {
  const ref = toOneTarget(write);
  if (!ref) return ref;
  const id = await findRoundId(conn, ref);
  if (!id) {
    throw validationError(
      `Document with id "${'documentId' in ref ? ref.documentId : ref.id}", locale "null" not found`,
    );
  }
  return id;
}

/** The first of base, base-2, base-3, … that no other announcement holds. */
async function freeSlug(conn: Conn, base: string, exceptId?: number): Promise<string> {
  const taken = new Set(await slugsLike(conn, base, exceptId));
  for (let n = 1; ; n++) {
    const candidate = slugCandidate(base, n);
    if (!taken.has(candidate)) return candidate;
  }
}

/**
 * Saves with a free slug. The unique index decides races: when a concurrent write took the slug
 * between the look-up and the write, the next free one is tried.
 */
async function withFreeSlug<T>(
  conn: Conn,
  base: string,
  exceptId: number | undefined,
  save: (slug: string) => Promise<T>,
) {
  for (let attempt = 1; ; attempt++) {
    const slug = await freeSlug(conn, base, exceptId);
    try {
      return await save(slug);
    } catch (error) {
      const slugClash = isUniqueViolation(error) && violatedConstraint(error) !== 'announcements_document_id_unique';
      if (!slugClash || attempt >= SLUG_ATTEMPTS) {
        if (isUniqueViolation(error)) throw applicationError('This attribute must be unique', { key: 'slug' });
        throw error;
      }
    }
  }
}

async function resolve(conn: Conn, input: AnnouncementWrite): Promise<AnnouncementValues> {
  const values: AnnouncementValues = {};
  if (input.title !== undefined) values.title = input.title;
  if (input.content !== undefined) values.content = sanitizeAnnouncementHtml(input.content);
  if (input.round !== undefined) {
    const roundId = await roundIdOf(conn, input.round);
    if (roundId !== undefined) values.roundId = roundId;
  }
  return values;
}

export async function createAnnouncement(services: Pick<Services, 'db'>, input: AnnouncementWrite) {
  const { db } = services;
  if (input.title === undefined) throw validationError('title must be defined.');
  const values = await resolve(db, input);
  const base = clampSlug(input.slug || slugify(input.title) || FALLBACK_SLUG);
  const row = await withFreeSlug(db, base, undefined, (slug) =>
    insertAnnouncement(db, { title: input.title!, content: '', ...values, slug }),
  );
  return announcementOne(db, row.documentId);
}

/**
 * Changes the fields sent. The slug changes only when one is sent (a blank one is derived from the
 * title again); links to the page stay valid when only the title is edited.
 */
export async function changeAnnouncement(
  services: Pick<Services, 'db'>,
  documentId: string,
  input: AnnouncementWrite,
  expected?: Expected,
) {
  const { db } = services;
  const existing = await findAnnouncementRecord(db, documentId);
  if (!existing) throw notFound();
  const values = await resolve(db, input);
  const base =
    input.slug === undefined
      ? undefined
      : clampSlug(input.slug || slugify(values.title ?? existing.title) || FALLBACK_SLUG);
  const changed =
    base === undefined || base === existing.slug
      ? await updateAnnouncement(db, existing.id, values, expected)
      : await withFreeSlug(db, base, existing.id, (slug) =>
          updateAnnouncement(db, existing.id, { ...values, slug }, expected),
        );
  checkWritten(changed, expected);
  return announcementOne(db, documentId);
}

export async function removeAnnouncement(services: Pick<Services, 'db'>, documentId: string, expected?: Expected) {
  const existing = await findAnnouncementRecord(services.db, documentId);
  if (!existing) throw notFound();
  checkWritten(await deleteAnnouncementRow(services.db, existing.id, expected), expected);
}
