import sharp from 'sharp';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { TEAM_NAME_MAX_LENGTH } from '../../../domain/limits.ts';
import { teamMessages } from '../../../domain/team.schemas.ts';
import { createLeague, createTeam, createUser, type TestUser } from '../../test/factories.ts';
import { type TestContext, testApp } from '../../test/test-app.ts';
import { storeFile } from '../uploads/uploads.service.ts';

let ctx: TestContext;
let admin: TestUser;
const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  ctx.app.inject({ method, url, payload, headers: admin.headers });

beforeAll(async () => {
  ctx = await testApp();
  admin = await createUser(ctx, { username: 'sef', role: 'admin' });
});
afterAll(() => ctx.close());

test('create with an emblem, rename, delete: 201, 200, 204', async () => {
  const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#06c' } })
    .png()
    .toBuffer();
  const emblem = await storeFile(ctx.app.services, png, 'emblema.png', admin.id);
  const created = await send('POST', '/api/teams', { data: { name: '  Sepsi OSK ', emblem: emblem.id } });
  expect(created.statusCode).toBe(201);
  expect(created.json().data).toMatchObject({ name: 'Sepsi OSK', emblem: { id: emblem.id, url: emblem.url } });
  const id = created.json().data.documentId;
  const renamed = await send('PUT', `/api/teams/${id}`, { data: { name: 'Sepsi Sf. Gheorghe' } });
  expect(renamed.json().data).toMatchObject({ name: 'Sepsi Sf. Gheorghe', emblem: { id: emblem.id } });
  expect((await send('PUT', `/api/teams/${id}`, { data: { emblem: null } })).json().data.emblem).toBeNull();
  const removed = await send('DELETE', `/api/teams/${id}`);
  expect(removed.statusCode).toBe(204);
  expect(removed.body).toBe('');
  expect((await ctx.app.inject({ method: 'GET', url: `/api/teams/${id}` })).statusCode).toBe(404);
});

test('a team used by a match or as a favourite cannot be deleted', async () => {
  const league = await createLeague(ctx.db, new Date(), 2);
  const res = await send('DELETE', `/api/teams/${league.teams[0].documentId}`);
  expect(res.statusCode).toBe(400);
  expect(res.json().error.message).toBe(teamMessages.inUse);
  const loved = await createTeam(ctx.db, 'Iubita');
  await createUser(ctx, { username: 'fan', favTeamId: loved.id });
  expect((await send('DELETE', `/api/teams/${loved.documentId}`)).json().error.message).toBe(teamMessages.inUse);
});

test('bad bodies are 400s: name missing or too long, unknown keys, a non-image emblem', async () => {
  for (const data of [
    {},
    { name: '' },
    { name: 'x'.repeat(101) },
    { name: 'A', id: 5 },
    { name: 'A', emblem: 424242 },
  ]) {
    expect((await send('POST', '/api/teams', { data })).statusCode, JSON.stringify(data)).toBe(400);
  }
  expect((await send('POST', '/api/teams', { name: 'fara data' })).json().error.message).toBe(
    'Missing "data" payload in the request body',
  );
});

test('a name past 100 characters is a 400 with its Romanian message, and nothing is stored or cut', async () => {
  const teams = async () =>
    (await ctx.app.inject({ method: 'GET', url: '/api/teams?pagination[pageSize]=100' })).json();
  const before = await teams();
  const long = 'N'.repeat(TEAM_NAME_MAX_LENGTH + 1);
  const res = await send('POST', '/api/teams', { data: { name: long } });
  expect(res.statusCode).toBe(400);
  expect(res.json()).toMatchObject({
    data: null,
    error: {
      status: 400,
      name: 'ValidationError',
      message: teamMessages.nameTooLong,
      details: { errors: [{ path: ['data', 'name'], message: teamMessages.nameTooLong }] },
    },
  });
  expect(await teams()).toEqual(before);
  const existing = before.data[0].documentId;
  expect((await send('PUT', `/api/teams/${existing}`, { data: { name: long } })).json().error.message).toBe(
    teamMessages.nameTooLong,
  );
  expect(await teams()).toEqual(before);
  const exact = await send('POST', '/api/teams', { data: { name: 'E'.repeat(TEAM_NAME_MAX_LENGTH) } });
  expect(exact.json().data.name).toHaveLength(TEAM_NAME_MAX_LENGTH);
});
