import type { Services } from '../../services.ts';
import { type CacheArea, cachedRead } from '../matches/matches.cache.ts';

// The feed as a visitor sees it (approved posts, newest first, with comments), kept per query: every visitor asks
// the same first page, and players' pages are built from it (community-feed.service.ts). Kept until a post,
// comment or like is written, approved or deleted, or an author's name or avatar changes, on any instance (the
// change bus tells them all).

/** A post, comment or like was written, approved or deleted: every instance's next feed read asks the database. */
export function feedChanged(services: Pick<Services, 'changes'>): Promise<void> {
  return services.changes.publish('feed');
}

export function cachedFeedRead<T>(
  services: Pick<Services, 'db' | 'changes'>,
  key: string,
  compute: () => Promise<T>,
): Promise<T> {
  return cachedRead(services, `feed:${key}`, compute, ['feed', 'players']);
}

/**
 * Players' pages, kept per page and like pattern (the posts of the page the player liked), not per player: the
 * many players who liked nothing there get the visitor's page itself, and those who liked the same posts share one
 * answer. Bounded on their own, so that many patterns never push the match list or the visitor's pages out.
 */
const PLAYER_PAGES: CacheArea = { name: 'feed-liked', maxEntries: 1_000 };

export function cachedLikedFeedRead<T>(
  services: Pick<Services, 'db' | 'changes'>,
  key: string,
  compute: () => Promise<T>,
): Promise<T> {
  return cachedRead(services, `feed-liked:${key}`, compute, ['feed', 'players'], PLAYER_PAGES);
}
