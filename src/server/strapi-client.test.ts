import type { AddressInfo } from 'node:net';
import {
  type API,
  HTTPAuthorizationError,
  HTTPBadRequestError,
  HTTPForbiddenError,
  HTTPNotFoundError,
  strapi,
} from '@strapi/client';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createLeague, createUser, type TestUser } from './test/factories.ts';
import { type TestContext, testApp } from './test/test-app.ts';

// @strapi/client, the official Strapi client, as an outside program would use it: over HTTP against the app
// listening on a port, with the JWT of a real account. It sends `Content-Type: application/json` on every
// request, a DELETE's empty body included.

let ctx: TestContext;
let baseURL: string;
let admin: TestUser;
let player: TestUser;
let league: Awaited<ReturnType<typeof createLeague>>;

beforeAll(async () => {
  ctx = await testApp();
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  baseURL = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}/api`;
  admin = await createUser(ctx, { username: 'sef', role: 'admin' });
  player = await createUser(ctx, { username: 'jucator' });
  league = await createLeague(ctx.db, new Date());
});
afterAll(() => ctx.close());

const clientOf = (user?: TestUser) => strapi({ baseURL, auth: user?.jwt });

/** The Strapi error a client call was refused with. */
async function refusal(call: Promise<unknown>) {
  const error = await call.then(
    () => {
      throw new Error('expected a refusal');
    },
    (e: unknown) => e,
  );
  const body = await (error as HTTPBadRequestError).response.json();
  return { error, body };
}

describe('a collection: teams, as an admin', () => {
  test('create, find with filters, sort and pagination, findOne, update, delete', async () => {
    const teams = clientOf(admin).collection('teams');
    const created: API.Document[] = [];
    for (const name of ['Client Gamma', 'Client Alfa', 'Client Beta']) {
      const res = await teams.create({ name });
      expect(res.data).toMatchObject({ name, emblem: null });
      expect(res.meta).toEqual({});
      created.push(res.data);
    }

    const query = { filters: { name: { $startsWith: 'Client' } }, sort: 'name:desc' };
    const page1 = await teams.find({ ...query, pagination: { page: 1, pageSize: 2 } });
    expect(page1.data.map((t) => t.name)).toEqual(['Client Gamma', 'Client Beta']);
    expect(page1.meta.pagination).toEqual({ page: 1, pageSize: 2, pageCount: 2, total: 3 });
    const page2 = await teams.find({ ...query, pagination: { page: 2, pageSize: 2 } });
    expect(page2.data.map((t) => t.name)).toEqual(['Client Alfa']);
    expect(page2.meta.pagination).toEqual({ page: 2, pageSize: 2, pageCount: 2, total: 3 });
    const offset = await teams.find({ ...query, sort: ['name:asc'], pagination: { start: 1, limit: 1 } });
    expect(offset.data.map((t) => t.name)).toEqual(['Client Beta']);
    expect(offset.meta.pagination).toEqual({ start: 1, limit: 1, total: 3 });

    const [gamma] = created;
    expect((await teams.findOne(gamma.documentId)).data).toMatchObject({ id: gamma.id, name: 'Client Gamma' });
    const renamed = await teams.update(gamma.documentId, { name: 'Client Delta' });
    expect(renamed.data).toMatchObject({ documentId: gamma.documentId, name: 'Client Delta' });

    for (const team of created) await teams.delete(team.documentId);
    const { error } = await refusal(teams.findOne(gamma.documentId));
    expect(error).toBeInstanceOf(HTTPNotFoundError);
    expect((await teams.find(query)).meta.pagination?.total).toBe(0);
  });

  test('refusals reach the client in the Strapi error shape', async () => {
    const teams = clientOf(admin).collection('teams');
    const bad = await refusal(teams.create({ name: 'x'.repeat(101) }));
    expect(bad.error).toBeInstanceOf(HTTPBadRequestError);
    expect(bad.body).toMatchObject({ data: null, error: { status: 400, name: 'ValidationError' } });
    const key = await refusal(teams.find({ filters: { passwordHash: { $eq: 'x' } } }));
    expect(key.body.error).toMatchObject({ status: 400, message: 'Invalid key passwordHash' });
    const asPlayer = await refusal(clientOf(player).collection('teams').delete(league.teams[0].documentId));
    expect(asPlayer.error).toBeInstanceOf(HTTPForbiddenError);
    const asVisitor = await refusal(clientOf().collection('teams').create({ name: 'Intrus' }));
    expect(asVisitor.error).toBeInstanceOf(HTTPAuthorizationError);
  });
});

describe('a collection: rounds, as an admin', () => {
  test('create, filter on a boolean, update, delete', async () => {
    const rounds = clientOf(admin).collection('rounds');
    const created = (await rounds.create({ name: 'Etapa client' })).data;
    expect(created).toMatchObject({ name: 'Etapa client', current: false, winners: [], matches: [] });
    const current = await rounds.find({ filters: { current: { $eq: true } } });
    expect(current.data.map((r) => r.documentId)).toEqual([league.current.documentId]);
    const notCurrent = await rounds.find({ filters: { current: false }, sort: ['createdAt:desc', 'id:desc'] });
    expect(notCurrent.data[0].documentId).toBe(created.documentId);
    expect((await rounds.update(created.documentId, { name: 'Etapa redenumită' })).data).toMatchObject({
      name: 'Etapa redenumită',
    });
    await rounds.delete(created.documentId);
    expect((await refusal(rounds.findOne(created.documentId))).error).toBeInstanceOf(HTTPNotFoundError);
  });
});

describe("a collection: a player's predictions", () => {
  test('create, find own with filters, findOne; hidden from a visitor', async () => {
    const predictions = clientOf(player).collection('predictions');
    const match = league.currentMatches[0];
    const created = await predictions.create({
      type: 'score',
      team1: 2,
      team2: 1,
      match: { connect: [match.documentId] },
    });
    expect(created.data).toMatchObject({ type: 'score', team1: 2, team2: 1, points: null });
    const mine = await predictions.find({
      filters: { user: { documentId: { $eq: player.documentId } }, match: { documentId: { $eq: match.documentId } } },
      populate: { match: { populate: { team1: true, team2: true } } },
    });
    expect(mine.data).toHaveLength(1);
    expect(mine.data[0]).toMatchObject({ documentId: created.data.documentId });
    const one = await predictions.findOne(created.data.documentId);
    expect(one.data).toMatchObject({ type: 'score', team1: 2, team2: 1 });
    const second = await refusal(
      predictions.create({ type: 'score', team1: 0, team2: 0, match: { connect: [match.documentId] } }),
    );
    expect(second.body.error.status).toBe(400);
    const visitor = await refusal(clientOf().collection('predictions').find());
    expect(visitor.error).toBeInstanceOf(HTTPAuthorizationError);
  });
});

describe('a single type', () => {
  test("GET /api/site-stats through single('site-stats').find()", async () => {
    const res = await clientOf().single('site-stats').find();
    expect(res.meta).toEqual({});
    expect(res.data).toMatchObject({
      players: expect.any(Number),
      round: { documentId: league.current.documentId, name: league.current.name },
    });
  });
});

describe('files', () => {
  const png = () =>
    sharp({ create: { width: 32, height: 24, channels: 3, background: '#0a6' } })
      .png()
      .toBuffer();

  test('a player uploads; an admin finds the file, reads it and deletes it', async () => {
    const [uploaded] = await clientOf(player).files.upload(await png(), {
      filename: 'fotografie client.png',
      mimetype: 'image/png',
    });
    expect(uploaded).toMatchObject({ name: 'fotografie_client.png', mime: 'image/png', width: 32, height: 24 });
    const served = await fetch(new URL(uploaded.url, baseURL));
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');

    const files = clientOf(admin).files;
    const found = await files.find({ filters: { mime: { $contains: 'image' } }, sort: 'id:desc' });
    expect(Array.isArray(found)).toBe(true);
    expect(found[0]).toMatchObject({ id: uploaded.id, url: uploaded.url });
    expect(await files.find({ filters: { name: { $eq: 'nu-exista.png' } } })).toEqual([]);
    expect(await files.findOne(uploaded.id)).toEqual(uploaded);

    expect(await files.delete(uploaded.id)).toMatchObject({ id: uploaded.id });
    expect((await fetch(new URL(uploaded.url, baseURL))).status).toBe(404);
    const gone = await refusal(files.findOne(uploaded.id));
    expect(gone.error).toBeInstanceOf(HTTPNotFoundError);
    expect((gone.error as Error).name).toBe('FileNotFoundError');
  });

  test('a player deletes an own unattached file, and may not list files', async () => {
    const files = clientOf(player).files;
    const [uploaded] = await files.upload(new Blob([await png()], { type: 'image/png' }));
    expect((await refusal(files.find())).error).toBeInstanceOf(HTTPForbiddenError);
    expect((await refusal(files.findOne(uploaded.id))).error).toBeInstanceOf(HTTPForbiddenError);
    expect(await files.delete(uploaded.id)).toMatchObject({ id: uploaded.id });
    expect((await refusal(clientOf().files.find())).error).toBeInstanceOf(HTTPAuthorizationError);
  });
});
