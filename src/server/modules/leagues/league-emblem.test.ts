import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { leagueMessages } from '../../../domain/league-messages.ts';
import { files } from '../../db/tables/core.table.ts';
import type { TestUser } from '../../test/factories.ts';
import { type TestContext, testApp } from '../../test/test-app.ts';
import { storeFile, sweepOrphanFiles } from '../uploads/uploads.service.ts';
import { call, join, newLeague, players } from './leagues.world.ts';

// A league's emblem is a use of its file: the orphan sweep leaves it, and it is released when replaced or when the
// league goes.

// The real time: files are stamped by the database's clock, and the sweep compares with the app's.
const NOW = new Date();
let ctx: TestContext;
let owner: TestUser;
let member: TestUser;
beforeAll(async () => {
  ctx = await testApp({ now: NOW });
  [owner, member] = await players(ctx, 'emblema', 2);
});
afterAll(() => ctx.close());

const image = (shade: number) =>
  sharp({ create: { width: 8, height: 8, channels: 3, background: { r: shade, g: 10, b: 10 } } })
    .png()
    .toBuffer();
const upload = async (user: TestUser, shade: number) =>
  (await storeFile(ctx.app.services, await image(shade), 'e.png', user.id)).id;
const fileExists = async (id: number) =>
  (await ctx.db.select({ id: files.id }).from(files).where(eq(files.id, id))).length === 1;

test('the owner sets an emblem of their own; the sweep of orphan files leaves it; replacing it releases the old', async () => {
  const league = await newLeague(ctx, owner);
  const first = await upload(owner, 10);
  const set = await call(ctx, 'PUT', `/api/leagues/${league.documentId}`, owner, { emblem: first });
  expect(set.statusCode).toBe(200);
  expect(set.json().data.emblem.id).toBe(first);

  ctx.clock.advance(2 * 24 * 3600_000);
  await sweepOrphanFiles(ctx.app.services);
  expect(await fileExists(first)).toBe(true);

  // A member's upload is not the owner's to use, and the member cannot change the emblem at all.
  const theirs = await upload(member, 20);
  const taken = await call(ctx, 'PUT', `/api/leagues/${league.documentId}`, owner, { emblem: theirs });
  expect(taken.statusCode).toBe(400);
  expect(taken.json().error.message).toBe(leagueMessages.emblemNotYours);
  await join(ctx, member, league.code);
  expect((await call(ctx, 'PUT', `/api/leagues/${league.documentId}`, member, { emblem: theirs })).statusCode).toBe(
    403,
  );

  const second = await upload(owner, 30);
  const replaced = await call(ctx, 'PUT', `/api/leagues/${league.documentId}`, owner, { emblem: String(second) });
  expect(replaced.json().data.emblem.id).toBe(second);
  expect(await fileExists(first)).toBe(false);

  expect((await call(ctx, 'DELETE', `/api/leagues/${league.documentId}`, owner)).statusCode).toBe(204);
  expect(await fileExists(second)).toBe(false);
});

test('removing the emblem (null) releases it', async () => {
  const emblem = await upload(owner, 40);
  const res = await call(ctx, 'POST', '/api/leagues', owner, { name: 'Cu emblemă', emblem });
  expect(res.statusCode).toBe(201);
  const cleared = await call(ctx, 'PUT', `/api/leagues/${res.json().data.documentId}`, owner, { emblem: null });
  expect(cleared.json().data.emblem).toBeNull();
  expect(await fileExists(emblem)).toBe(false);
});
