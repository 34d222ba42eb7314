import { count, nouns } from '../../../domain/numerals.ts';
import { htmlToText } from '../../../domain/rich-text.ts';
import type { Services } from '../../services.ts';
import { announcementForPreview, playerForPreview } from './seo.queries.ts';

export interface PagePreview {
  title: string;
  description: string;
  image?: string;
  type: 'article' | 'profile';
}

const DESCRIPTION_LENGTH = 180;

function clip(text: string, n: number) {
  const t = text.replace(/\s+/g, ' ').trim();
  return t.length > n ? `${t.slice(0, n - 1).trimEnd()}…` : t;
}

/** What a shared link shows (WhatsApp, Facebook): the announcement or the player behind the path. */
export async function previewFor(services: Services, path: string): Promise<PagePreview | undefined> {
  const site = services.config.siteName;
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
    ['name', 'twitter:card', preview.image ? 'summary' : 'summary'],
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
  return {
    title: escapeAttr(preview.title),
    meta: tags.map(([attr, key, value]) => `<meta ${attr}="${key}" content="${escapeAttr(value)}">`).join('\n    '),
  };
}
