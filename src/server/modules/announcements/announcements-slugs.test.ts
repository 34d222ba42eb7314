import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  ANNOUNCEMENT_SLUG_MAX_LENGTH,
  announcementMessages,
  announcementSchema,
} from '../../../domain/announcement.schemas.ts';
import { oneOf } from '../../../domain/media.schemas.ts';
import { createUser, type TestUser } from '../../test/factories.ts';
import { type TestContext, testApp } from '../../test/test-app.ts';

// Slugs: derived or explicit, normalised, and unique (-2, -3, …), also under concurrent creates.
let ctx: TestContext;
let admin: TestUser;

beforeAll(async () => {
  ctx = await testApp();
  admin = await createUser(ctx, { username: 'sef', role: 'admin' });
});
afterAll(() => ctx.close());

type Body = Record<string, unknown>;
const create = (data: Body) =>
  ctx.app.inject({ method: 'POST', url: '/api/announcements', payload: { data }, headers: admin.headers });

async function created(data: Body) {
  const res = await create(data);
  expect(res.statusCode, res.body).toBe(201);
  return oneOf(announcementSchema).parse(res.json()).data;
}

describe('slugs', () => {
  test('a clashing slug gets -2, then -3', async () => {
    const a = await created({ title: 'Premii lunare' });
    const b = await created({ title: 'Premii   lunare!' });
    const c = await created({ title: 'premii-lunare', slug: '' });
    expect([a.slug, b.slug, c.slug]).toEqual(['premii-lunare', 'premii-lunare-2', 'premii-lunare-3']);
  });

  test('an explicit slug is normalised, and clashes get a suffix too', async () => {
    const a = await created({ title: 'Orice', slug: '  Regulament Nou_2025 ' });
    expect(a.slug).toBe('regulament-nou-2025');
    const b = await created({ title: 'Altceva', slug: 'regulament-nou-2025' });
    expect(b.slug).toBe('regulament-nou-2025-2');
  });

  test('a title with no letters or digits gets a fallback slug', async () => {
    expect((await created({ title: '🏆🎉' })).slug).toMatch(/^anunt(-\d+)?$/);
  });

  test('10 concurrent creates of the same title get 10 distinct slugs', async () => {
    const results = await Promise.all(Array.from({ length: 10 }, () => create({ title: 'Ediție specială' })));
    expect(results.map((r) => r.statusCode)).toEqual(Array(10).fill(201));
    const slugs = results.map((r) => r.json().data.slug as string);
    expect(new Set(slugs).size).toBe(10);
    expect(slugs.sort()).toEqual(
      ['editie-speciala', ...Array.from({ length: 9 }, (_, i) => `editie-speciala-${i + 2}`)].sort(),
    );
  });

  test('a 200-character title gives a slug that, with its suffix, still reaches /api/ann/:slug', async () => {
    const title = `${'Etapa '.repeat(33)}xx`;
    expect(title).toHaveLength(200);
    const a = await created({ title });
    const b = await created({ title });
    expect(b.slug).toBe(`${a.slug}-2`);
    expect(b.slug.length).toBeLessThanOrEqual(200);
    const res = await ctx.app.inject({ method: 'GET', url: `/api/ann/${b.slug}` });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.documentId).toBe(b.documentId);
  });

  test('a typed slug past its limit is refused with its message, never cut; at the limit it is kept whole', async () => {
    const count = async () =>
      (await ctx.app.inject({ method: 'GET', url: '/api/announcements?pagination[pageSize]=1' })).json().meta.pagination
        .total;
    const before = await count();
    const res = await create({ title: 'Slug prea lung', slug: 's'.repeat(ANNOUNCEMENT_SLUG_MAX_LENGTH + 1) });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(announcementMessages.slugTooLong);
    expect(await count()).toBe(before);
    const kept = await created({ title: 'Slug lung', slug: 'l'.repeat(ANNOUNCEMENT_SLUG_MAX_LENGTH) });
    expect(kept.slug).toBe('l'.repeat(ANNOUNCEMENT_SLUG_MAX_LENGTH));
  });
});
