// Announcement slugs: an announcement's address, made from its title.
import { ANNOUNCEMENT_SLUG_MAX_LENGTH } from './limits.ts';

/** What a stored slug looks like: lowercase words of letters and digits joined by single hyphens. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * A title as a URL slug. Diacritics are stripped first (NFKD splits every Romanian letter, in its comma and its
 * cedilla form alike, and 'é', into its base letter and a mark; 'ﬁ' becomes 'fi'); then the rule: lowercase, drop what is not a word
 * character, whitespace or hyphen, turn whitespace runs into one hyphen, collapse repeated hyphens.
 * Two additions keep every result within SLUG_PATTERN: '_' (a word character) counts as whitespace,
 * and leading and trailing hyphens are trimmed. A title with no letters or digits gives ''.
 */
export function slugify(title: string): string {
  return title
    .toLowerCase()
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\w\s-]/g, '')
    .replace(/[\s_]+/g, '-')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '');
}

/** Room for a '-NN' suffix under the router's 200-character path parameter (/api/ann/:slug). */
export const SLUG_BASE_MAX_LENGTH = ANNOUNCEMENT_SLUG_MAX_LENGTH;

/** A slug derived from a long title, cut to SLUG_BASE_MAX_LENGTH, without a trailing hyphen (a typed one is refused). */
export const clampSlug = (slug: string) => slug.slice(0, SLUG_BASE_MAX_LENGTH).replace(/-+$/, '');

/** The n-th candidate for a slug that clashes: base, base-2, base-3, … */
export const slugCandidate = (base: string, n: number) => (n <= 1 ? base : `${base}-${n}`);
