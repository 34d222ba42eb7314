import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A built client's folder as small as the server's page rendering needs: an index.html with its config marker. */
export function fakeWebRoot(): string {
  const webRoot = mkdtempSync(join(tmpdir(), 'prezice-web-'));
  mkdirSync(join(webRoot, 'assets'));
  writeFileSync(
    join(webRoot, 'index.html'),
    '<!doctype html><html><head><title>Prezice</title><!--app-config--></head><body><div id="root"></div></body></html>',
  );
  return webRoot;
}
