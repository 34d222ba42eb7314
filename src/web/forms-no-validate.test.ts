import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';

// No form of the product may let the browser validate it: its native bubbles speak the browser's language ('Please
// fill out this field'). Every <form> carries noValidate, and our own Romanian messages do the checking.

const webRoot = join(import.meta.dirname);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.tsx') && !entry.name.endsWith('.test.tsx') ? [path] : [];
  });
}

/** The opening tags of the JSX <form> elements of a source: from '<form' to its '>', past braces and strings. */
function formTags(source: string): string[] {
  const tags: string[] = [];
  for (const match of source.matchAll(/<form(?=[\s>])/g)) {
    let depth = 0;
    let quote: string | null = null;
    let end = match.index + 5;
    for (; end < source.length; end++) {
      const c = source[end];
      if (quote) {
        if (c === quote && source[end - 1] !== '\\') quote = null;
      } else if (c === '"' || c === "'" || c === '`') quote = c;
      else if (c === '{') depth++;
      else if (c === '}') depth--;
      else if (c === '>' && depth === 0) break;
    }
    tags.push(source.slice(match.index, end + 1));
  }
  return tags;
}

test('the tag reader finds each form, past arrows and strings inside braces', () => {
  const tags = formTags(
    `<div><form onSubmit={(e) => go(e > 1, '>')} noValidate className="a">x</form><form>y</form></div>`,
  );
  expect(tags).toEqual([`<form onSubmit={(e) => go(e > 1, '>')} noValidate className="a">`, '<form>']);
});

test('every <form> of the client is noValidate', () => {
  const files = sourceFiles(webRoot);
  const forms = files.flatMap((file) =>
    formTags(readFileSync(file, 'utf8')).map((tag) => ({ file: file.slice(webRoot.length + 1), tag })),
  );
  // The login, the wizard, the SMS code, predictions, posts, comments, the avatar and the back office's forms.
  expect(forms.length).toBeGreaterThanOrEqual(14);
  const without = forms.filter((f) => !/\snoValidate(?=[\s>=])/.test(f.tag)).map((f) => `${f.file}: ${f.tag}`);
  expect(without).toEqual([]);
});
