import { createHash, createHmac, randomBytes } from 'node:crypto';
import { matchCalendar } from '../../../domain/calendar-feed.ts';
import { renderCalendar } from '../../../domain/ical.ts';
import { notFound } from '../../http/errors.ts';
import type { Services } from '../../services.ts';
import { feedMatches, feedOfUser, saveFeed, userOfTokenHash } from './calendar.queries.ts';

// A player's private calendar feed. Its token is 32 bytes (base64url) drawn from a random nonce by an HMAC whose
// key comes from JWT_SECRET: the server can show the link again, while the database keeps only the nonce and the
// token's SHA-256, and so exposes no feed on its own. A new nonce retires the old link at once.

const TOKEN = /^[A-Za-z0-9_-]{43}$/;
const PROD_ID = '-//Prezice//Meciurile tale//RO';

const feedKey = (services: Services) =>
  createHmac('sha256', services.config.jwtSecret).update('prezice calendar feed').digest();
const tokenOf = (services: Services, nonce: string) =>
  createHmac('sha256', feedKey(services)).update(nonce).digest('base64url');
const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** A feed's address, on PUBLIC_URL (never the Host a request came with). */
const feedUrl = (services: Services, token: string) => `${services.config.publicUrl}/api/calendar/${token}.ics`;

async function newFeed(services: Services, userId: number) {
  const nonce = randomBytes(32).toString('base64url');
  const token = tokenOf(services, nonce);
  await saveFeed(services.db, userId, nonce, hashOf(token));
  return token;
}

/** GET /api/calendar: the caller's feed link, made on the first call. */
export async function calendarLink(services: Services, userId: number) {
  const row = await feedOfUser(services.db, userId);
  let token = row ? tokenOf(services, row.nonce) : null;
  // A link made under another JWT_SECRET no longer matches its hash: a new one replaces it.
  if (!token || !row || hashOf(token) !== row.tokenHash) token = await newFeed(services, userId);
  return { url: feedUrl(services, token) };
}

/** POST /api/calendar/token: a new link; the old one answers 404 from now on. */
export async function regenerateCalendarLink(services: Services, userId: number) {
  return { url: feedUrl(services, await newFeed(services, userId)) };
}

export interface CalendarFeed {
  text: string;
  etag: string;
  lastModified: Date;
}

/** GET /api/calendar/{token}.ics: the matches of the current and the next round; an unknown token is a 404. */
export async function calendarFeed(services: Services, token: string): Promise<CalendarFeed> {
  const userId = TOKEN.test(token) ? await userOfTokenHash(services.db, hashOf(token)) : undefined;
  if (userId === undefined) throw notFound();
  const matches = await feedMatches(services.db, services.now());
  const text = renderCalendar(matchCalendar(matches, services.config.publicUrl, PROD_ID));
  const lastChange = Math.max(0, ...matches.map((m) => m.updatedAt.getTime()));
  return {
    text,
    etag: `"${createHash('sha256').update(text).digest('base64url').slice(0, 27)}"`,
    // Whole seconds, as HTTP dates carry them; an empty feed dates from the epoch.
    lastModified: new Date(Math.floor(lastChange / 1000) * 1000),
  };
}

/** True when If-None-Match names this ETag (or is *): the app's copy is current. */
export function isFresh(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}
