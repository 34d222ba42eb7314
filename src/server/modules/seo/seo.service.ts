import type { FastifyRequest } from 'fastify';
import { normalizeLeagueCode } from '../../../domain/league.schemas.ts';
import { leagueMessages } from '../../../domain/league-messages.ts';
import { count, nouns } from '../../../domain/numerals.ts';
import { htmlToText } from '../../../domain/rich-text.ts';
import { enforceRateLimits } from '../../http/rate-limit.ts';
import type { Services } from '../../services.ts';
import { CARD_HEIGHT, CARD_WIDTH } from '../leagues/league-card.service.ts';
import { codeFailures } from '../leagues/leagues-rate-limits.service.ts';
import { pickPreview } from '../picks/picks-preview.service.ts';
import { announcementForPreview, leagueForPreview, playerForPreview } from './seo.queries.ts';

export interface PagePreview {
  title: string;
  description: string;
  /** A path of this site or an absolute URL. */
  image?: string;
  /** Given for a picture made for link previews (1200×630): Twitter then shows it large. */
  imageSize?: { width: number; height: number };
  imageAlt?: string;
  type: 'article' | 'profile' | 'website';
}

const DESCRIPTION_LENGTH = 180;

function clip(text: string, n: number) {
  const t = text.replace(/\s+/g, ' ').trim();
  return t.length > n ? `${t.slice(0, n - 1).trimEnd()}…` : t;
}

/**
 * An invite's preview: the league's name, owner and size, and its card; the code appears only in the card's URL,
 * beside the page's own. A wrong code counts against the caller's invite-code tries (a right one does not: the
 * page's preview call counts it), and once they are spent the page keeps the plain shell.
 */
async function invitePreview(services: Services, code: string, req: FastifyRequest): Promise<PagePreview | undefined> {
  let succeeded: () => Promise<void>;
  try {
    succeeded = await enforceRateLimits(services.rateLimits, services.config.rateLimits, codeFailures, req);
  } catch {
    return undefined;
  }
  const normalized = normalizeLeagueCode(code);
  const row = await leagueForPreview(services.db, normalized);
  if (!row) return undefined;
  await succeeded();
  return {
    title: `${row.name} | ${services.config.siteName}`,
    description: leagueMessages.shareDescription(row.owner, row.members),
    image: `/api/leagues/join/${encodeURIComponent(normalized)}/card.png`,
    imageSize: { width: CARD_WIDTH, height: CARD_HEIGHT },
    imageAlt: leagueMessages.cardAlt(row.name, row.members),
    type: 'website',
  };
}

/** What a shared link shows (WhatsApp, Facebook): the announcement, the player or the league behind the path. */
export async function previewFor(
  services: Services,
  path: string,
  req: FastifyRequest,
): Promise<PagePreview | undefined> {
  const site = services.config.siteName;
  const invite = /^\/leagues\/join\/([A-Za-z0-9-]{1,64})\/?$/.exec(path);
  if (invite) return invitePreview(services, invite[1], req);
  const announcement = /^\/announcement\/([a-z0-9-]{1,200})\/?$/.exec(path);
  if (announcement) {
    const row = await announcementForPreview(services.db, announcement[1]);
    if (!row) return undefined;
    return {
      title: `${row.title} | ${site}`,
      description: clip(htmlToText(row.content), DESCRIPTION_LENGTH),
      type: 'article',
    };
  }
  const pick = /^\/picks\/([^/]{1,200})\/([a-z0-9]{1,64})\/?$/.exec(path);
  if (pick) return pickPreview(services, decodeURIComponent(pick[1]), pick[2]);
  const profile = /^\/user\/([a-z0-9]{24})\/?$/.exec(path);
  if (profile) {
    const row = await playerForPreview(services.db, profile[1]);
    if (!row) return undefined;
    return {
      title: `${row.username} | ${site}`,
      description: `${row.username} are ${count(row.points, nouns.points)} în ${site}, jocul gratuit de predicții pentru Liga 1.`,
      image: row.url ?? undefined,
      type: 'profile',
    };
  }
  return undefined;
}

const escapeAttr = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Open Graph and Twitter tags, and the page title, written into index.html. */
export function previewTags(preview: PagePreview, absoluteUrl: (path: string) => string, pageUrl: string) {
  const tags: [string, string, string][] = [
    ['property', 'og:title', preview.title],
    ['property', 'og:description', preview.description],
    ['property', 'og:type', preview.type],
    ['property', 'og:url', pageUrl],
    ['name', 'twitter:card', preview.imageSize && preview.imageSize.width >= 600 ? 'summary_large_image' : 'summary'],
    ['name', 'twitter:title', preview.title],
    ['name', 'twitter:description', preview.description],
    ['name', 'description', preview.description],
  ];
  if (preview.image) {
    tags.push(
      ['property', 'og:image', absoluteUrl(preview.image)],
      ['name', 'twitter:image', absoluteUrl(preview.image)],
    );
  }
  if (preview.image && preview.imageSize) {
    tags.push(
      ['property', 'og:image:width', String(preview.imageSize.width)],
      ['property', 'og:image:height', String(preview.imageSize.height)],
    );
  }
  if (preview.image && preview.imageAlt) {
    tags.push(['property', 'og:image:alt', preview.imageAlt], ['name', 'twitter:image:alt', preview.imageAlt]);
  }
  return {
    title: escapeAttr(preview.title),
    meta: tags.map(([attr, key, value]) => `<meta ${attr}="${key}" content="${escapeAttr(value)}">`).join('\n    '),
  };
}
