import sanitizeHtml from 'sanitize-html';
import {
  ALLOWED_LINK_SCHEMES,
  isAllowedLink,
  LINK_REL,
  LINK_TARGET,
  RICH_TEXT_ATTRIBUTES,
  RICH_TEXT_TAGS,
} from '../../../domain/rich-text.ts';

const allowedAttributes = Object.fromEntries(
  Object.entries(RICH_TEXT_ATTRIBUTES).map(([tag, attributes]) => [tag, [...attributes]]),
);

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...RICH_TEXT_TAGS],
  allowedAttributes,
  allowedClasses: {},
  allowedStyles: {},
  allowedSchemes: [...ALLOWED_LINK_SCHEMES],
  allowedSchemesByTag: {},
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  // Tags outside the list go, their text stays; these go with their content.
  disallowedTagsMode: 'discard',
  nonTextTags: ['script', 'style', 'textarea', 'option', 'xmp', 'noscript', 'noembed', 'noframes', 'template', 'title'],
  transformTags: {
    // Every link opens in a new tab with rel="noopener noreferrer nofollow"; an href that is not an
    // allowed link (isAllowedLink: the spec's schemes or a site path) is dropped, the text kept.
    a: (_tagName, attribs) => {
      const out: Record<string, string> = { target: LINK_TARGET, rel: LINK_REL };
      if (typeof attribs.href === 'string' && isAllowedLink(attribs.href)) out.href = attribs.href.trim();
      return { tagName: 'a', attribs: out };
    },
  },
};

/**
 * Announcement HTML as it may be stored: only the editor's tags (rich-text.ts), only href, target and
 * rel on links, only the allowed link schemes, no comments, no script or style content.
 */
export function sanitizeAnnouncementHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}
