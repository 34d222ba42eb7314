import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { teams } from '../../db/tables/core.table.ts';
import { createTeam } from '../../test/factories.ts';
import { type TestContext, testApp } from '../../test/test-app.ts';
import { readObject } from './storage.adapter.ts';
import { findFile } from './uploads.queries.ts';
import { storeFile, sweepOrphanFiles } from './uploads.service.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await testApp({ now: '2026-11-01T10:00:00Z' });
});
afterAll(() => ctx.close());

const png = () =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: '#123456' } })
    .png()
    .toBuffer();

test('a file attached to nothing for 24 hours is deleted; an attached one stays', async () => {
  const services = ctx.app.services;
  const orphan = await storeFile(services, await png(), 'orfan.png', null);
  const emblem = await storeFile(services, await png(), 'emblema.png', null);
  const team = await createTeam(ctx.db, 'Echipa cu emblemă');
  await ctx.db.update(teams).set({ emblemId: emblem.id }).where(eq(teams.id, team.id));
  // The rows carry the database's own creation time; the sweep compares with the app clock.
  ctx.clock.set(new Date(Date.now() + 23 * 3600_000));
  expect(await sweepOrphanFiles(services)).toBe(0);
  ctx.clock.set(new Date(Date.now() + 25 * 3600_000));
  expect(await sweepOrphanFiles(services)).toBe(1);
  expect(await findFile(ctx.db, orphan.id)).toBeUndefined();
  expect(await readObject(services.storage, orphan.hash + orphan.ext)).toBeNull();
  expect(await findFile(ctx.db, emblem.id)).toBeDefined();
  expect(await readObject(services.storage, emblem.hash + emblem.ext)).not.toBeNull();
});
