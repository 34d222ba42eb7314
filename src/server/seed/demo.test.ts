import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PREDICTION_DEADLINE_MS } from '../../domain/limits.ts';
import type { Config } from '../config.ts';
import { type Database, rowsOf } from '../db/client.ts';
import { verifyPassword } from '../http/password.ts';
import { sanitizeAnnouncementHtml } from '../modules/announcements/announcements-sanitize.service.ts';
import { formDrift } from '../modules/form/form.queries.ts';
import { histogramDrift } from '../modules/leaderboard/points-histogram.queries.ts';
import { recomputeTotals } from '../modules/scoring/scoring.service.ts';
import { readObject } from '../modules/uploads/storage.adapter.ts';
import { databaseStorage } from '../modules/uploads/storage-db.adapter.ts';
import { createTestDatabase } from '../test/test-db.ts';
import { type DemoSeedResult, seedDemo } from './demo.ts';
import { bettingWords, clientRoutes } from './demo-text-checks.ts';

const NOW = new Date('2025-10-16T09:17:00Z');
let database: Database;
let dataDir: string;
let result: DemoSeedResult;

const q = <T = Record<string, unknown>>(query: ReturnType<typeof sql>) => rowsOf<T>(database.db, query);
const stored = (url: string) => readObject(databaseStorage(database.db), url.replace('/uploads/', ''));
const count = async (query: ReturnType<typeof sql>) => Number((await q<{ n: number }>(query))[0].n);

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'prezice-seed-'));
  // A migrated database of its own: PGlite, or a copy of the template on PostgreSQL when DATABASE_URL is set.
  database = await createTestDatabase();
  result = await seedDemo({ db: database.db, config: { dataDir } as Config, now: NOW });
}, 60_000);

afterAll(async () => {
  await database?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe('demo seed', () => {
  it('returns the demo account, which logs in with that password', async () => {
    expect(result.demoUser.username).toBe('demo');
    const [user] = await q<{ email: string; password_hash: string; role_id: number; phone_verified: boolean }>(
      sql`select email, password_hash, role_id, phone_verified from users where username = 'demo'`,
    );
    expect(user.email).toBe('demo@demo.prezice.ro');
    expect(user.role_id).toBe(3);
    expect(user.phone_verified).toBe(true);
    expect(await verifyPassword(result.demoUser.password, user.password_hash)).toBe(true);
  });

  it('has the 16 teams, each with an emblem file on disk', async () => {
    const teams = await q<{ name: string; url: string; mime: string; width: number }>(
      sql`select t.name, f.url, f.mime, f.width from teams t join files f on f.id = t.emblem_id`,
    );
    expect(teams).toHaveLength(16);
    expect(await count(sql`select count(*)::int as n from teams`)).toBe(16);
    for (const team of teams) {
      // Drawn as SVG, stored as PNG: an SVG is never stored nor served.
      expect(team.mime).toBe('image/png');
      expect(team.width).toBe(128);
      expect(team.url).toMatch(/^\/uploads\/[a-z0-9_]+_[0-9a-f]{10}\.png$/);
      expect(await stored(team.url)).not.toBeNull();
    }
  });

  it('has exactly one current round with 8 matches, one closed and the others open', async () => {
    const current = await q<{ id: number; name: string }>(sql`select id, name from rounds where current`);
    expect(current).toHaveLength(1);
    const matches = await q<{ date: Date | string; team1_final_score: number | null }>(
      sql`select date, team1_final_score from matches where round_id = ${current[0].id} order by date`,
    );
    expect(matches).toHaveLength(8);
    const ms = matches.map((m) => new Date(m.date).getTime() - NOW.getTime());
    expect(ms.filter((d) => d > 0 && d < PREDICTION_DEADLINE_MS).length).toBeGreaterThanOrEqual(1);
    expect(ms.filter((d) => d > PREDICTION_DEADLINE_MS).length).toBeGreaterThanOrEqual(6);
    expect(matches.every((m) => m.team1_final_score === null)).toBe(true);
  });

  it('has two finished rounds in the past with full results', async () => {
    const rows = await q<{
      round_id: number;
      date: Date | string;
      s1: number | null;
      s2: number | null;
      cards: string;
      corners: string;
    }>(
      sql`select m.round_id, m.date, m.team1_final_score as s1, m.team2_final_score as s2, m.final_cards as cards,
                 m.final_corners as corners
          from matches m join rounds r on r.id = m.round_id where not r.current`,
    );
    expect(new Set(rows.map((r) => r.round_id)).size).toBe(2);
    expect(rows).toHaveLength(16);
    for (const r of rows) {
      expect(r.s1).not.toBeNull();
      expect(r.s2).not.toBeNull();
      expect(['1', 'X', '2']).toContain(r.cards);
      expect(['1', 'X', '2']).toContain(r.corners);
      expect(new Date(r.date).getTime()).toBeLessThan(NOW.getTime());
    }
  });

  it('plays each team at most once per round', async () => {
    const clashes = await count(sql`
      select count(*)::int as n from (
        select round_id, team from (
          select round_id, team1_id as team from matches union all select round_id, team2_id from matches
        ) x group by round_id, team having count(*) > 1
      ) y`);
    expect(clashes).toBe(0);
  });

  it('has about 30 verified demo players with avatars, favourite teams and unique phones', async () => {
    const users = await q<{
      username: string;
      email: string;
      phone: string;
      avatar_id: number | null;
      fav_team_id: number | null;
    }>(sql`select username, email, phone, avatar_id, fav_team_id from users where email like '%@demo.prezice.ro'`);
    expect(users.length).toBeGreaterThanOrEqual(25);
    expect(users.length).toBeLessThanOrEqual(35);
    expect(new Set(users.map((u) => u.phone)).size).toBe(users.length);
    for (const u of users) {
      expect(u.username).toMatch(/^[A-Za-z0-9_-]{3,30}$/);
      expect(u.email).toBe(`${u.username.toLowerCase()}@demo.prezice.ro`);
      expect(u.phone).toMatch(/^\+407\d{8}$/);
      expect(u.avatar_id).not.toBeNull();
      expect(u.fav_team_id).not.toBeNull();
    }
    const avatars = await q<{ url: string }>(sql`select f.url from users u join files f on f.id = u.avatar_id`);
    for (const a of avatars) expect(await stored(a.url)).not.toBeNull();
  });

  it('scores the finished rounds with the engine: totals equal a full recomputation, and the ranks count every player', async () => {
    expect(await count(sql`select count(*)::int as n from users where points > 0`)).toBeGreaterThan(10);
    expect(await recomputeTotals(database.db)).toBe(0);
    expect(await histogramDrift(database.db)).toBe(0);
    // The form's points per round and their histograms (migration 0016) too.
    expect(await formDrift(database.db)).toBe(0);
  });

  it('has unique predictions, scored on finished matches and open on the current round', async () => {
    const total = await count(sql`select count(*)::int as n from predictions`);
    const distinct = await count(sql`select count(distinct (user_id, match_id, type))::int as n from predictions`);
    expect(total).toBeGreaterThan(500);
    expect(distinct).toBe(total);
    expect(
      await count(sql`select count(*)::int as n from predictions p join matches m on m.id = p.match_id
        where m.team1_final_score is null and p.points is not null`),
    ).toBe(0);
    expect(
      await count(sql`select count(*)::int as n from predictions p join matches m on m.id = p.match_id
        where m.team1_final_score is not null and p.type = 'score' and p.points is null`),
    ).toBe(0);
    const onCurrent = await count(sql`
      select count(*)::int as n from predictions p join matches m on m.id = p.match_id join rounds r on r.id = m.round_id
      where r.current and m.date > ${new Date(NOW.getTime() + PREDICTION_DEADLINE_MS).toISOString()}`);
    expect(onCurrent).toBeGreaterThan(0);
    // No prediction was made after its deadline.
    const late = await count(sql`
      select count(*)::int as n from predictions p join matches m on m.id = p.match_id
      where p.created_at >= m.date - interval '2 hours'`);
    expect(late).toBe(0);
  });

  it('keeps every post like count equal to its likes, and has a pending post', async () => {
    const mismatched = await count(sql`
      select count(*)::int as n from community_posts p
      where p.likes <> (select count(*) from post_likes l where l.post_id = p.id)`);
    expect(mismatched).toBe(0);
    expect(await count(sql`select count(*)::int as n from community_posts where not approved`)).toBeGreaterThanOrEqual(
      1,
    );
    expect(await count(sql`select count(*)::int as n from community_posts where approved`)).toBeGreaterThanOrEqual(5);
    expect(await count(sql`select count(*)::int as n from comments`)).toBeGreaterThan(0);
    const images = await q<{ url: string }>(sql`select f.url from community_posts p join files f on f.id = p.image_id`);
    expect(images.length).toBeGreaterThanOrEqual(1);
    for (const i of images) expect(await stored(i.url)).not.toBeNull();
  });

  it('has an announcement linked to a round that has winners', async () => {
    const linked = await q<{ round_id: number; content: string }>(
      sql`select round_id, content from announcements where round_id is not null`,
    );
    expect(linked).toHaveLength(1);
    const winners = await q<{ username: string; prize: string }>(
      sql`select u.username, w.prize from round_winners w join users u on u.id = w.user_id where w.round_id = ${linked[0].round_id}`,
    );
    expect(winners.length).toBeGreaterThan(0);
    for (const w of winners) {
      expect(linked[0].content).toContain(w.username);
      expect(w.prize).not.toBe('');
    }
    const [round] = await q<{ current: boolean }>(sql`select current from rounds where id = ${linked[0].round_id}`);
    expect(round.current).toBe(false);
    const all = await q<{ title: string; content: string }>(sql`select title, content from announcements`);
    expect(all.length).toBeGreaterThanOrEqual(3);
    for (const a of all) {
      expect(a.title + a.content).not.toMatch(/[\u015F\u0163\u015E\u0162]/);
      const tags = [...a.content.matchAll(/<\/?([a-z0-9]+)/g)].map((m) => m[1]);
      for (const tag of tags)
        expect(['h1', 'h2', 'h3', 'p', 'strong', 'em', 's', 'u', 'ul', 'ol', 'li', 'a']).toContain(tag);
    }
  });

  it('has the round slip on the current round and daily slips with picks', async () => {
    const slips = await q<{ current: boolean; picks: number }>(
      sql`select r.current, (select count(*)::int from round_slip_picks p where p.slip_id = s.id) as picks
          from round_slips s join rounds r on r.id = s.round_id`,
    );
    expect(slips).toHaveLength(1);
    expect(slips[0].current).toBe(true);
    expect(slips[0].picks).toBeGreaterThanOrEqual(3);
    const daily = await q<{ won: boolean | null; picks: number; lost: number }>(
      sql`select s.won, (select count(*)::int from daily_slip_picks p where p.slip_id = s.id) as picks,
                 (select count(*)::int from daily_slip_picks p where p.slip_id = s.id and p.match_won = false) as lost
          from daily_slips s`,
    );
    expect(daily.length).toBeGreaterThanOrEqual(3);
    for (const d of daily) {
      expect(d.picks).toBeGreaterThanOrEqual(2);
      if (d.won === true) expect(d.lost).toBe(0);
      if (d.won === false) expect(d.lost).toBeGreaterThan(0);
    }
    expect(new Set(daily.map((d) => d.won)).size).toBe(3);
  });
});

// Prezice is a free prediction game, not a betting service: no demo text speaks of bets, odds or betting slips (the
// editorial slips keep their own screens), and every link inside the site goes to a screen the client has.

describe('demo texts fit a free prediction game', () => {
  /** Every text of the demo a visitor reads: announcements, posts, comments, prizes, picture captions. */
  const demoTexts = async () => {
    const rows = await q<{ what: string; text: string }>(sql`
      select 'announcement ' || slug as what, title || ' ' || content as text from announcements
      union all select 'post ' || id, text from community_posts
      union all select 'comment ' || id, comment_text from comments
      union all select 'prize ' || id, prize from round_winners
      union all select 'picture ' || id, coalesce(alternative_text, '') || ' ' || coalesce(caption, '') from files`);
    expect(rows.filter((r) => r.what.startsWith('announcement')).length).toBeGreaterThanOrEqual(3);
    return rows;
  };

  it('no demo text speaks of bets, odds or slips', async () => {
    for (const { what, text } of await demoTexts()) expect(bettingWords(text), what).toEqual([]);
  });

  it('every link inside the site points to a client route; announcements are stored as the editor would', async () => {
    const routes = clientRoutes();
    const announcements = await q<{ slug: string; content: string }>(sql`select slug, content from announcements`);
    let internal = 0;
    for (const a of announcements) {
      expect(sanitizeAnnouncementHtml(a.content), a.slug).toBe(a.content);
      for (const [, href] of a.content.matchAll(/<a [^>]*href="([^"]*)"/g)) {
        if (/^(https?:|mailto:|tel:)/.test(href)) continue;
        internal++;
        const path = href.replace(/[?#].*$/, '');
        expect(
          routes.some((r) => r.test(path)),
          `${a.slug}: ${href}`,
        ).toBe(true);
      }
    }
    expect(internal, 'the demo links to the site itself').toBeGreaterThan(0);
  });
});
