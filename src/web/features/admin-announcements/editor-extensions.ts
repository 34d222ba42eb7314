import type { Extensions } from '@tiptap/core';
import StarterKit from '@tiptap/starter-kit';
import { isAllowedLink, LINK_REL, LINK_TARGET } from '../../../domain/rich-text.ts';

/** Undo history of the editor: 100 steps, edits less than half a second apart undone together. */
const UNDO_DEPTH = 100;
const UNDO_GROUP_DELAY_MS = 500;

/**
 * Exactly the features the server keeps (domain/rich-text.ts RICH_TEXT_TAGS): headings 1-3, bold,
 * italic, strike, underline, bullet and ordered lists, links. StarterKit 3 brings Link and Underline
 * itself, so they are configured here and not added a second time.
 */
export const editorExtensions: Extensions = [
  StarterKit.configure({
    heading: { levels: [1, 2, 3] },
    blockquote: false,
    code: false,
    codeBlock: false,
    horizontalRule: false,
    // No empty paragraph appended to every document.
    trailingNode: false,
    undoRedo: { depth: UNDO_DEPTH, newGroupDelay: UNDO_GROUP_DELAY_MS },
    link: {
      openOnClick: false,
      autolink: true,
      linkOnPaste: true,
      defaultProtocol: 'https',
      HTMLAttributes: { target: LINK_TARGET, rel: LINK_REL, class: null },
      // The spec's schemes only, for typed, pasted and loaded links alike (the server checks again).
      isAllowedUri: (url) => isAllowedLink(url),
    },
  }),
];
