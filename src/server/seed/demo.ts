// SEED=demo: fills an empty database with a playable Liga 1 season slice, in one transaction.
import { ROLE_IDS } from '../../domain/limits.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { newDocumentId } from '../db/columns.ts';
import { hashPassword } from '../http/password.ts';
import { roundLeaderboard } from '../modules/leaderboard/leaderboard.queries.ts';
import { scoreMatch } from '../modules/scoring/scoring.service.ts';
import { createUploadStorage } from '../modules/uploads/storage-open.service.ts';
import {
  insertAnnouncements,
  insertComments,
  insertDailySlips,
  insertFiles,
  insertMatches,
  insertPostLikes,
  insertPosts,
  insertPredictions,
  insertRoundSlip,
  insertRounds,
  insertRoundWinners,
  insertTeams,
  insertUsers,
} from './demo.queries.ts';
import {
  DEMO_ANNOUNCEMENTS,
  DEMO_EMAIL_DOMAIN,
  DEMO_PASSWORD,
  DEMO_PRIZES,
  DEMO_RANDOM_SEED,
  DEMO_SOCIAL,
  DEMO_USERNAMES,
  winnersAnnouncement,
} from './demo-data.ts';
import { avatarPicture, emblemPicture, fileRow, type Picture, postPicture, writePictures } from './demo-pictures.ts';
import { DAY, HOUR, planPredictions, planSchedule } from './demo-plan.ts';
import { createRng, type Rng } from './demo-random.ts';
import { planDailySlips, planPosts, planRoundSlip } from './demo-social.ts';
import teamsFile from './teams.json' with { type: 'json' };

export interface DemoSeedResult {
  demoUser: { username: string; password: string };
}

interface TeamData {
  name: string;
  city: string;
  colors: string[];
}

/** createdAt, updatedAt and publishedAt at one instant. */
const stamped = (at: Date) => ({ createdAt: at, updatedAt: at, publishedAt: at });

function uniquePhones(rng: Rng, count: number): string[] {
  const phones = new Set<string>();
  while (phones.size < count) phones.add(`+407${rng.int(20, 99)}${rng.int(100_000, 999_999)}`);
  return [...phones];
}

export async function seedDemo(args: { db: Db; config: Config; now?: Date }): Promise<DemoSeedResult> {
  const now = args.now ?? new Date();
  const t = now.getTime();
  const rng = createRng(DEMO_RANDOM_SEED);
  const teamData = (teamsFile as { teams: TeamData[] }).teams;
  const usernames = [...DEMO_USERNAMES];

  // Plan everything first: plain values, no I/O.
  const schedule = planSchedule(rng, now, teamData.length);
  const favTeams = usernames.map(() => rng.int(0, teamData.length - 1));
  const phones = uniquePhones(rng, usernames.length);
  const userCreatedAt = usernames.map(
    (_, i) => new Date(t - (i === 0 ? 60 : rng.int(25, 150)) * DAY - rng.int(0, 23) * HOUR),
  );
  const plannedPredictions = planPredictions(rng, now, usernames.length, schedule.matches, schedule.rounds);
  const roundSlipPicks = planRoundSlip(rng, now, schedule.matches, schedule.currentRound);
  const plannedDaily = planDailySlips(rng, now, teamData.length);
  const plannedPosts = planPosts(rng, now, usernames.length);

  // The winners of the latest finished round come from the scoring engine, inside the transaction.
  const winnersRound = schedule.currentRound - 1;
  const winnersRoundEnd = Math.max(
    ...schedule.matches.filter((m) => m.round === winnersRound).map((m) => m.date.getTime()),
  );

  // Pictures: generated, put in the upload store before the transaction and removed again if it fails.
  const emblems = await Promise.all(teamData.map((team) => emblemPicture(team.name, team.colors)));
  const avatars = await Promise.all(usernames.map(avatarPicture));
  const postPictures = new Map<number, Picture>();
  await Promise.all(
    plannedPosts.map(async (post, i) => {
      if (post.image) postPictures.set(i, await postPicture(post.image));
    }),
  );
  const pictures = [...emblems, ...avatars, ...postPictures.values()];
  const storage = await createUploadStorage(args.config, args.db);
  const [passwordHash, removePictures] = await Promise.all([
    hashPassword(DEMO_PASSWORD),
    writePictures(storage, pictures),
  ]);

  try {
    await args.db.transaction(async (tx) => {
      const fileIds = new Map((await insertFiles(tx, pictures.map(fileRow))).map((r) => [r.hash, r.id]));
      const teamIds = new Map(
        (
          await insertTeams(
            tx,
            teamData.map((team, i) => ({ name: team.name, emblemId: fileIds.get(emblems[i].hash) })),
          )
        ).map((r) => [r.name, r.id]),
      );
      const teamId = (i: number) => teamIds.get(teamData[i].name)!;

      const userRows = await insertUsers(
        tx,
        usernames.map((username, i) => ({
          username,
          email: `${username.toLowerCase()}@${DEMO_EMAIL_DOMAIN}`,
          phone: phones[i],
          passwordHash,
          roleId: ROLE_IDS.predictor,
          favTeamId: teamId(favTeams[i]),
          avatarId: fileIds.get(avatars[i].hash),
          youtubeAccount: DEMO_SOCIAL[username]?.youtube ?? '',
          instagramAccount: DEMO_SOCIAL[username]?.instagram ?? '',
          phoneVerified: true,
          createdAt: userCreatedAt[i],
          updatedAt: userCreatedAt[i],
        })),
      );
      const userIdByName = new Map(userRows.map((r) => [r.username, r.id]));
      const userId = (i: number) => userIdByName.get(usernames[i])!;

      const roundIdByName = new Map(
        (
          await insertRounds(
            tx,
            schedule.rounds.map((r) => ({ name: r.name, current: r.current, ...stamped(r.createdAt) })),
          )
        ).map((r) => [r.name, r.id]),
      );
      const roundId = (i: number) => roundIdByName.get(schedule.rounds[i].name)!;

      const matchDocIds = schedule.matches.map(() => newDocumentId());
      const matchIdByDoc = new Map(
        (
          await insertMatches(
            tx,
            schedule.matches.map((m, i) => ({
              documentId: matchDocIds[i],
              date: m.date,
              team1Id: teamId(m.home),
              team2Id: teamId(m.away),
              roundId: roundId(m.round),
              team1FinalScore: m.score?.[0] ?? null,
              team2FinalScore: m.score?.[1] ?? null,
              finalCards: m.cards,
              finalCorners: m.corners,
              ...stamped(new Date(schedule.rounds[m.round].createdAt.getTime() + i * 1000)),
            })),
          )
        ).map((r) => [r.documentId, r.id]),
      );
      const matchId = (i: number) => matchIdByDoc.get(matchDocIds[i])!;

      // Points start null; the scoring engine fills them below, as it does when an admin enters a result.
      await insertPredictions(
        tx,
        plannedPredictions.map((p) => ({
          userId: userId(p.user),
          matchId: matchId(p.match),
          type: p.type,
          team1: p.team1,
          team2: p.team2,
          points: null,
          createdAt: p.createdAt,
          updatedAt: p.createdAt,
        })),
      );

      for (const [i, m] of schedule.matches.entries()) if (m.score) await scoreMatch(tx, matchId(i));
      const userIndex = new Map(usernames.map((_, i) => [userId(i), i]));
      const winners = (await roundLeaderboard(tx, roundId(winnersRound), 0, DEMO_PRIZES.length))
        .filter((r) => r.roundPoints > 0)
        .map((r, i) => ({ user: userIndex.get(r.id)!, points: r.roundPoints, prize: DEMO_PRIZES[i] }));

      await insertRoundWinners(
        tx,
        winners.map((w, i) => ({
          roundId: roundId(winnersRound),
          userId: userId(w.user),
          position: i + 1,
          currentPoints: w.points,
          prize: w.prize,
        })),
      );

      await insertRoundSlip(
        tx,
        { roundId: roundId(schedule.currentRound), won: null, ...stamped(new Date(t - 1.5 * DAY)) },
        roundSlipPicks.map((p, i) => ({
          matchId: matchId(p.match),
          position: i,
          expectedResult: p.expectedResult,
          odd: p.odd,
        })),
      );

      await insertDailySlips(
        tx,
        plannedDaily.map((s) => ({
          slip: { documentId: newDocumentId(), date: s.date, won: s.won, ...stamped(s.createdAt) },
          picks: s.picks.map((p, i) => ({
            position: i,
            team1Id: teamId(p.team1),
            team2Id: teamId(p.team2),
            matchDate: p.matchDate,
            expectedResult: p.expectedResult,
            odd: p.odd,
            matchWon: p.matchWon,
          })),
        })),
      );

      const winnersNews = winnersAnnouncement(
        schedule.rounds[winnersRound].name,
        winners.map((w) => ({ username: usernames[w.user], points: w.points, prize: w.prize })),
        (t - winnersRoundEnd - 20 * HOUR) / DAY,
      );
      await insertAnnouncements(tx, [
        ...DEMO_ANNOUNCEMENTS.map((a) => ({
          title: a.title,
          slug: a.slug,
          content: a.content,
          ...stamped(new Date(t - a.daysAgo * DAY)),
        })),
        {
          title: winnersNews.title,
          slug: winnersNews.slug,
          content: winnersNews.content,
          roundId: roundId(winnersRound),
          ...stamped(new Date(t - winnersNews.daysAgo * DAY)),
        },
      ]);

      const postDocIds = plannedPosts.map(() => newDocumentId());
      const postIdByDoc = new Map(
        (
          await insertPosts(
            tx,
            plannedPosts.map((p, i) => ({
              documentId: postDocIds[i],
              text: p.text,
              imageId: postPictures.has(i) ? fileIds.get(postPictures.get(i)!.hash) : null,
              userId: userId(p.user),
              approved: p.approved,
              likes: p.likes.length,
              ...stamped(p.createdAt),
            })),
          )
        ).map((r) => [r.documentId, r.id]),
      );
      const postId = (i: number) => postIdByDoc.get(postDocIds[i])!;
      await insertPostLikes(
        tx,
        plannedPosts.flatMap((p, i) =>
          p.likes.map((l) => ({ postId: postId(i), userId: userId(l.user), createdAt: l.createdAt })),
        ),
      );
      await insertComments(
        tx,
        plannedPosts.flatMap((p, i) =>
          p.comments.map((c) => ({
            postId: postId(i),
            userId: userId(c.user),
            commentText: c.text,
            commentedAt: c.commentedAt,
          })),
        ),
      );
    });
  } catch (error) {
    await removePictures();
    throw error;
  } finally {
    await storage.close();
  }
  return { demoUser: { username: usernames[0], password: DEMO_PASSWORD } };
}
