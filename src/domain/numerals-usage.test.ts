import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { expect, test } from 'vitest';

// Every count the product writes goes through count() (numerals.ts): a number, or a placeholder, written
// straight before a counted noun in the client's or the server's code is a count that skipped it.

const root = join(import.meta.dirname, '..');
const skipped = [
  /\.test\.tsx?$/,
  /^server\/seed\//,
  /^server\/security\//,
  /^server\/test\//,
  /^domain\/numerals\.ts$/,
];
const counted =
  /(\$\{[^}]*\}|\b\d+)\s+(de\s+)?(puncte|punct|pct|meciuri|meci|predicții|predicție|comentarii|comentariu|aprecieri|apreciere|jucători|jucător|zile|suporteri|suporter)(?![a-zăâîșț])/u;

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The code without its comments, so that examples written in comments do not count. */
const withoutComments = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');

test('no count is written by hand: each goes through count()', () => {
  const found: string[] = [];
  for (const file of sources(root)) {
    const name = relative(root, file);
    if (skipped.some((s) => s.test(name))) continue;
    withoutComments(readFileSync(file, 'utf8'))
      .split('\n')
      .forEach((line, i) => {
        if (counted.test(line) || /['"`]pct['"`]/.test(line)) found.push(`${name}:${i + 1}: ${line.trim()}`);
      });
  }
  expect(found).toEqual([]);
});
