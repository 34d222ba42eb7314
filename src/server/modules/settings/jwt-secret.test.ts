import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeEach, describe, expect, test } from 'vitest';
import type { Database } from '../../db/client.ts';
import { tokenService } from '../../http/jwt.ts';
import { createTestDatabase } from '../../test/test-db.ts';
import { JWT_SECRET_KEY, resolveJwtSecret } from './jwt-secret.service.ts';
import { readSetting } from './settings.queries.ts';

// The token secret that every instance of one database agrees on, checked on PGlite and PostgreSQL.

const dirs: string[] = [];
const tmp = () => {
  const dir = mkdtempSync(join(tmpdir(), 'prezice-secret-'));
  dirs.push(dir);
  return dir;
};
const databases: Database[] = [];
afterAll(async () => {
  for (const d of databases) await d.close();
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

describe('resolveJwtSecret', () => {
  let database: Database;
  beforeEach(async () => {
    database = await createTestDatabase();
    databases.push(database);
  });

  test('without JWT_SECRET, two instances with data dirs of their own get one secret, generated once', async () => {
    // Started at once, as two processes starting together would.
    const [a, b] = await Promise.all([
      resolveJwtSecret(database.db, { dataDir: tmp() }),
      resolveJwtSecret(database.db, { dataDir: tmp() }),
    ]);
    expect(a.secret.length).toBeGreaterThanOrEqual(32);
    expect(b.secret).toBe(a.secret);
    expect([a.source, b.source].sort()).toEqual(['database', 'generated']);
    expect(await readSetting(database.db, JWT_SECRET_KEY)).toBe(a.secret);
    // A later start, anywhere, reads it again; a token signed by A verifies on B.
    const later = await resolveJwtSecret(database.db, { dataDir: tmp() });
    expect(later).toEqual({ secret: a.secret, source: 'database' });
    const token = await tokenService(a.secret).sign({
      id: 7,
      v: 0,
      sid: 'abcdefghijklmnopqrstuv',
      expiresAt: new Date(Date.now() + 60_000),
    });
    expect(await tokenService(later.secret).verify(token)).toMatchObject({ id: 7 });
  });

  test('an installation with DATA_DIR/jwt-secret carries it into the database, so its tokens stay valid', async () => {
    const dir = tmp();
    writeFileSync(join(dir, 'jwt-secret'), 'the-secret-an-older-version-wrote\n', { mode: 0o600 });
    const first = await resolveJwtSecret(database.db, { dataDir: dir });
    expect(first).toEqual({ secret: 'the-secret-an-older-version-wrote', source: 'carried' });
    // A second instance, with an empty data dir of its own, now gets the carried secret.
    expect(await resolveJwtSecret(database.db, { dataDir: tmp() })).toEqual({
      secret: 'the-secret-an-older-version-wrote',
      source: 'database',
    });
  });

  test('JWT_SECRET wins over the database and writes nothing there', async () => {
    const dir = tmp();
    writeFileSync(join(dir, 'jwt-secret'), 'the-secret-an-older-version-wrote');
    expect(await resolveJwtSecret(database.db, { jwtSecret: 'given-secret-of-enough-length', dataDir: dir })).toEqual({
      secret: 'given-secret-of-enough-length',
      source: 'env',
    });
    expect(await readSetting(database.db, JWT_SECRET_KEY)).toBeUndefined();
    await resolveJwtSecret(database.db, { dataDir: tmp() });
    expect(
      await resolveJwtSecret(database.db, { jwtSecret: 'given-secret-of-enough-length', dataDir: tmp() }),
    ).toMatchObject({
      secret: 'given-secret-of-enough-length',
    });
  });
});

test('tokenService refuses an unresolved (empty) secret', () => {
  expect(() => tokenService('')).toThrow(/resolved secret/);
});
