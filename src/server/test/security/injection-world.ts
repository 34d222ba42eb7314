import { eq } from 'drizzle-orm';
import { announcements } from '../../db/tables/announcements.table.ts';
import { communityPosts } from '../../db/tables/community.table.ts';
import { files, teams, users } from '../../db/tables/core.table.ts';
import { dataExports } from '../../db/tables/data-exports.table.ts';
import { matches } from '../../db/tables/matches.table.ts';
import { predictions } from '../../db/tables/predictions.table.ts';
import { dailySlips, roundSlips } from '../../db/tables/slips.table.ts';
import { calendarLink } from '../../modules/calendar/calendar.service.ts';
import { createCsvImport } from '../../modules/csv/csv-import.service.ts';
import { createPrivateLeague, createRound, createUser, type TestUser } from '../factories.ts';
import type { TestContext } from '../test-app.ts';

// The world the query-injection suite attacks: one row behind every detail route, and enough rows
// (150 teams, 150 accounts, 1003 predictions of one player) for page-size clamps to show in row counts.

export const NOW = new Date('2026-03-01T10:00:00Z');
export const BULK = 150;
const MATCHES = 334;
const TYPES = [
  { type: 'score', team1: 1, team2: 0 },
  { type: 'cards', team1: 1, team2: 0 },
  { type: 'corners', team1: 0, team2: 0 },
] as const;

export interface World {
  player: TestUser;
  other: TestUser;
  admin: TestUser;
  /** What only the database knows about `other`: the probes aim at it. */
  secrets: { email: string; phone: string; passwordHash: string };
  /** Keys of one row per detail route. */
  keys: {
    team: string;
    match: string;
    prediction: string;
    round: string;
    post: string;
    announcement: string;
    roundSlip: string;
    dailySlip: string;
    userId: number;
    /** An upload's numeric id. */
    file: number;
    /** A private league of the player's (the other account a member) and its invite code. */
    league: string;
    leagueCode: string;
    /** The player's calendar feed token (the player's GET /api/calendar answers its link). */
    calendarToken: string;
    /** A pick shown to all: the player's, on a match whose prediction deadline has passed. */
    pick: { username: string; match: string };
    /** The token of the player's ready data export. */
    exportToken: string;
    /** A CSV import's preview (its rows name unknown teams). */
    csvImport: string;
  };
  predictionCount: number;
}

export async function seedWorld(ctx: TestContext): Promise<World> {
  const player = await createUser(ctx, { username: 'ana', phone: '+40712000001' });
  const other = await createUser(ctx, {
    username: 'maria',
    email: 'maria.secret@test.prezice.ro',
    phone: '+40722000111',
  });
  const admin = await createUser(ctx, { username: 'sef', role: 'admin' });
  const [hashRow] = await ctx.db.select({ h: users.passwordHash }).from(users).where(eq(users.id, other.id));

  const teamRows = await ctx.db
    .insert(teams)
    .values(Array.from({ length: BULK }, (_, i) => ({ name: `Echipa ${String(i).padStart(3, '0')}` })))
    .returning({ id: teams.id, documentId: teams.documentId });
  // Accounts no one logs into: a placeholder hash is enough.
  await ctx.db.insert(users).values(
    Array.from({ length: BULK }, (_, i) => ({
      username: `fan${i}`,
      email: `fan${i}@test.prezice.ro`,
      passwordHash: 'placeholder',
      roleId: 3,
      phoneVerified: true,
    })),
  );

  const round = await createRound(ctx.db, 'Etapa 1', true);
  const matchRows = await ctx.db
    .insert(matches)
    .values(
      Array.from({ length: MATCHES }, (_, i) => ({
        roundId: round.id,
        team1Id: teamRows[i % BULK].id,
        team2Id: teamRows[(i + 1) % BULK].id,
        date: new Date(NOW.getTime() + 3 * 86_400_000 + i * 60_000),
      })),
    )
    .returning({ id: matches.id, documentId: matches.documentId });
  const predictionRows = await ctx.db
    .insert(predictions)
    .values(matchRows.flatMap((m) => TYPES.map((t) => ({ userId: player.id, matchId: m.id, ...t }))))
    .returning({ documentId: predictions.documentId });

  // Kicked off a day ago: its deadline has passed, so the player's pick on it is public.
  const [pastMatch] = await ctx.db
    .insert(matches)
    .values({
      roundId: round.id,
      team1Id: teamRows[0].id,
      team2Id: teamRows[1].id,
      date: new Date(NOW.getTime() - 86_400_000),
    })
    .returning({ id: matches.id, documentId: matches.documentId });
  await ctx.db
    .insert(predictions)
    .values({ userId: player.id, matchId: pastMatch.id, type: 'score', team1: 2, team2: 0 });
  const feed = await calendarLink(ctx.app.services, player.id);
  const csvFile = Buffer.from('etapa,gazde,oaspeti,data\nEtapa 9,Nimeni,Altcineva,20.03.2026 18:00\n');
  const csvImport = await createCsvImport(
    ctx.app.services,
    { kind: 'fixtures', fileName: 'meciuri.csv', bytes: csvFile },
    admin.id,
  );

  const [post] = await ctx.db
    .insert(communityPosts)
    .values({ text: 'Hai FCSB!', userId: other.id, approved: true })
    .returning({ documentId: communityPosts.documentId });
  const [announcement] = await ctx.db
    .insert(announcements)
    .values({ title: 'Câștigătorii etapei', slug: 'castigatorii-etapei', roundId: round.id })
    .returning({ documentId: announcements.documentId });
  const [roundSlip] = await ctx.db
    .insert(roundSlips)
    .values({ roundId: round.id })
    .returning({ documentId: roundSlips.documentId });
  const [dailySlip] = await ctx.db
    .insert(dailySlips)
    .values({ date: '2026-03-04' })
    .returning({ documentId: dailySlips.documentId });

  // A row is enough for the media library's reads; no bytes are served.
  const [file] = await ctx.db
    .insert(files)
    .values({
      name: 'poza.png',
      hash: 'poza_0123456789',
      ext: '.png',
      mime: 'image/png',
      width: 10,
      height: 10,
      size: 1.5,
      sizeInBytes: 1536,
      url: '/uploads/poza_0123456789.png',
      ownerId: player.id,
    })
    .returning({ id: files.id });

  const league = await createPrivateLeague(ctx.db, player.id, [other.id], 'Liga Anei');
  // A ready data export of the player's (a small date.json, no files).
  const exportToken = 'E'.repeat(43);
  await ctx.db.insert(dataExports).values({
    userId: player.id,
    token: exportToken,
    state: 'ready',
    document: Buffer.from('{"site":"Prezice"}'),
    files: [],
    size: 9,
    expiresAt: new Date(ctx.app.services.now().getTime() + 86_400_000),
  });
  // A league of the account whose secrets the probes aim at: the admin's list of leagues shows its owner.
  await createPrivateLeague(ctx.db, other.id, [], 'Liga Mariei');

  return {
    player,
    other,
    admin,
    secrets: { email: other.email, phone: '+40722000111', passwordHash: hashRow.h },
    keys: {
      team: teamRows[0].documentId,
      match: matchRows[0].documentId,
      prediction: predictionRows[0].documentId,
      round: round.documentId,
      post: post.documentId,
      announcement: announcement.documentId,
      roundSlip: roundSlip.documentId,
      dailySlip: dailySlip.documentId,
      userId: other.id,
      file: file.id,
      league: league.documentId,
      leagueCode: league.code,
      calendarToken: feed.url.slice(feed.url.lastIndexOf('/') + 1, -'.ics'.length),
      pick: { username: player.username, match: pastMatch.documentId },
      exportToken,
      csvImport: csvImport.id,
    },
    predictionCount: predictionRows.length + 1, // the past match's pick too
  };
}
