// What a spec needs on its worker's fresh server (SEED=none), created through the real HTTP API as the admin:
// players, teams, rounds, matches with results, predictions, announcements and posts. Names carry a tag unique to the
// run, the worker and the call, so that the specs of one worker never collide on the same server.
import { type APIRequestContext, expect } from '@playwright/test';
import type { Match as ApiMatch, Outcome } from '../src/domain/match.schemas.ts';
import type { Team as ApiTeam } from '../src/domain/team.schemas.ts';
import { e2eAdmin } from './e2e-env.ts';

export const bearer = (jwt: string) => ({ authorization: `Bearer ${jwt}` });

let calls = 0;
/** A short tag no other call of the run answers: the time, the worker and a counter. */
export const uniqueTag = () =>
  `${Date.now().toString(36)}${process.env.TEST_PARALLEL_INDEX ?? 0}${(calls++).toString(36)}`;

const HOUR = 3_600_000;

export interface Player {
  id: number;
  documentId: string;
  username: string;
  email: string;
  password: string;
  jwt: string;
}

/** The parts of the API's documents a spec keeps (the shapes are the domain's, read with z.infer). */
export type Team = Pick<ApiTeam, 'id' | 'documentId' | 'name'>;
export type Round = Pick<ApiMatch['round'], 'documentId' | 'name'>;
export type Match = Pick<ApiMatch, 'documentId' | 'date'> & { round: Round; team1: Team; team2: Team };

/** A match's whole result: final score and the 1/X/2 outcomes of cards and corners, all known. */
export type MatchResult = { [K in 'team1_finalScore' | 'team2_finalScore']: number } & {
  [K in 'final_cards' | 'final_corners']: Outcome;
};

async function login(request: APIRequestContext, identifier: string, password: string) {
  const res = await request.post('/api/auth/local', { data: { identifier, password } });
  expect(res.ok(), `login of ${identifier}`).toBe(true);
  return ((await res.json()) as { jwt: string }).jwt;
}

/** The outcome 1, X or 2 as the prediction API stores it (team1, team2). */
const outcomeGoals = { '1': [1, 0], X: [0, 0], '2': [0, 1] } as const;

/** The admin's token on the worker's server (World.asWorkerAdmin), and when it was made. */
let workerAdmin: { jwt: string; since: number } | undefined;

/** The admin's hand on the API: each method creates one thing and answers what the specs need of it. */
export class World {
  private constructor(
    readonly request: APIRequestContext,
    readonly jwt: string,
  ) {}

  static async asAdmin(request: APIRequestContext) {
    return new World(request, await login(request, e2eAdmin.username, e2eAdmin.password));
  }

  /**
   * The admin on this worker's own server, with the token of an earlier test when it still works and is less than
   * five minutes old (a role change or a deletion asks for a login younger than fifteen): a login costs a password
   * hash, and a run makes two hundred worlds.
   */
  static async asWorkerAdmin(request: APIRequestContext) {
    if (
      !workerAdmin ||
      Date.now() - workerAdmin.since >= 5 * 60_000 ||
      !(await request.get('/api/users/me', { headers: bearer(workerAdmin.jwt) })).ok()
    ) {
      workerAdmin = { jwt: await login(request, e2eAdmin.username, e2eAdmin.password), since: Date.now() };
    }
    return new World(request, workerAdmin.jwt);
  }

  /** A write that must succeed; answers the body's `data` (or the plain body of the auth routes). */
  async send(method: 'POST' | 'PUT' | 'DELETE', url: string, data?: unknown, jwt = this.jwt) {
    const res = await this.request.fetch(url, { method, headers: bearer(jwt), data });
    expect(res.status(), `${method} ${url}: ${await res.text()}`).toBeLessThan(300);
    const body = (await res.json()) as { data?: unknown };
    return (body.data ?? body) as Record<string, unknown>;
  }

  /** A new verified predictor (the admin's POST /api/auth/local/register), logged in. */
  async player(prefix = 'jucator'): Promise<Player> {
    const username = `${prefix}_${uniqueTag()}`.slice(0, 30);
    const password = 'parola-jucator-1';
    const email = `${username}@exemplu.ro`;
    const created = (await this.send('POST', '/api/auth/local/register', { username, email, password })) as {
      user: { id: number; documentId: string };
    };
    const jwt = await login(this.request, username, password);
    return { id: created.user.id, documentId: created.user.documentId, username, email, password, jwt };
  }

  async team(name = `Echipa ${uniqueTag()}`): Promise<Team> {
    const team = (await this.send('POST', '/api/teams', { data: { name } })) as unknown as Team;
    return { id: team.id, documentId: team.documentId, name: team.name };
  }

  async teams(count: number, prefix = 'Echipa'): Promise<Team[]> {
    const teams: Team[] = [];
    for (let i = 0; i < count; i++) teams.push(await this.team(`${prefix} ${uniqueTag()}`));
    return teams;
  }

  /** A round; `current` makes it the only current one (the server demotes the one before). */
  async round(name = `Etapa ${uniqueTag()}`, current = false): Promise<Round> {
    const round = await this.send('POST', '/api/rounds', { data: { name, current, winners: [] } });
    return { documentId: round.documentId as string, name };
  }

  async makeCurrent(round: Round, current = true) {
    await this.send('PUT', `/api/rounds/${round.documentId}`, { data: { current } });
  }

  /** A match of `round` kicking off at `date` (open for predictions until 2 hours before). */
  async match(round: Round, team1: Team, team2: Team, date: Date): Promise<Match> {
    const match = await this.send('POST', '/api/matches', {
      data: {
        team1: { connect: [team1.documentId] },
        team2: { connect: [team2.documentId] },
        round: { connect: [round.documentId] },
        date: date.toISOString(),
      },
    });
    return { documentId: match.documentId as string, date: date.toISOString(), round, team1, team2 };
  }

  /**
   * Sets (or corrects) a match's result; the server scores its predictions. Changing a stored result is a correction:
   * it needs its reason, which the public log of corrections shows.
   */
  async result(match: Match, result: MatchResult, correctionReason?: string) {
    const data = correctionReason === undefined ? result : { ...result, correction_reason: correctionReason };
    await this.send('PUT', `/api/matches/${match.documentId}`, { data });
  }

  /** The player's prediction: a score, or the 1/X/2 outcome of cards or corners. */
  async predict(
    player: Player,
    match: Match,
    prediction: { score: [number, number] } | { cards: '1' | 'X' | '2' } | { corners: '1' | 'X' | '2' },
  ) {
    const [type, [team1, team2]] =
      'score' in prediction
        ? (['score', prediction.score] as const)
        : 'cards' in prediction
          ? (['cards', outcomeGoals[prediction.cards]] as const)
          : (['corners', outcomeGoals[prediction.corners]] as const);
    await this.send(
      'POST',
      '/api/predictions',
      {
        data: {
          type,
          team1,
          team2,
          match: { connect: [match.documentId] },
          user: { connect: [player.documentId] },
        },
      },
      player.jwt,
    );
  }

  /** The player's favourite team (the bonus when it wins a match they predicted on). */
  async favourite(player: Player, team: Team) {
    await this.send('PUT', `/api/users/${player.id}`, { favTeam: { connect: [team.documentId] } });
  }

  /** The round's winners, best first, with the points and the prize the round's announcement shows. */
  async winners(round: Round, winners: { player: Player; points: number; prize: string }[]) {
    await this.send('PUT', `/api/rounds/${round.documentId}`, {
      data: {
        winners: winners.map((w) => ({
          user: { connect: [w.player.documentId] },
          currentPoints: w.points,
          prize: w.prize,
        })),
      },
    });
  }

  /** Season points given (or taken) by the admin, with a reason: totals that differ from player to player. */
  async adjust(player: Player, points: number, reason = 'Ajustare de test') {
    await this.send('POST', `/api/users/${player.id}/adjustments`, { points, reason });
  }

  /** The round's slip: one pick per match, with the result expected and its odd; won: null while open. */
  async roundSlip(
    round: Round,
    picks: { match: Match; expectedResult: string; odd: number }[],
    won: boolean | null = null,
  ) {
    const slip = await this.send('POST', '/api/round-slips', {
      data: {
        round: { connect: [round.documentId] },
        predictions: picks.map((p) => ({
          expectedResult: p.expectedResult,
          odd: p.odd,
          matches: { connect: [p.match.documentId] },
        })),
        won,
      },
    });
    return { documentId: slip.documentId as string };
  }

  /** A daily slip of `date` (YYYY-MM-DD): picks of two teams each, with their own results. */
  async dailySlip(
    date: string,
    picks: { team1: Team; team2: Team; expectedResult: string; odd: number; matchDate: Date; won: boolean | null }[],
    won: boolean | null = null,
  ) {
    const slip = await this.send('POST', '/api/daily-slips', {
      data: {
        date,
        won,
        predictions: picks.map((p) => ({
          team1Id: p.team1.documentId,
          team2Id: p.team2.documentId,
          expectedResult: p.expectedResult,
          odd: p.odd,
          match_date: p.matchDate.toISOString(),
          match_won: p.won,
        })),
      },
    });
    return { documentId: slip.documentId as string };
  }

  /** An announcement (HTML content, sanitized by the server; the server makes its slug), of a round or of none. */
  async announcement(title: string, content: string, round?: Round) {
    const created = await this.send('POST', '/api/announcements', {
      data: { title, content, ...(round ? { round: { connect: [round.documentId] } } : {}) },
    });
    return { documentId: created.documentId as string, slug: created.slug as string, title };
  }

  /** A community post of the player; approved by the admin unless `approved` is false. */
  async post(player: Player, text: string, approved = true) {
    const post = await this.send('POST', '/api/community-feed', { data: { text } }, player.jwt);
    if (approved) await this.send('PUT', `/api/community-posts/${post.documentId}`, { data: { approved: true } });
    return { documentId: post.documentId as string, text };
  }

  /** The player's comment on a post. */
  async comment(player: Player, post: { documentId: string }, text: string) {
    await this.send('POST', `/api/community-feed/${post.documentId}/comments`, { data: { text } }, player.jwt);
  }
}

/**
 * A current round of fresh teams: `open` matches open for predictions (kickoffs a day apart from tomorrow on) and
 * `closed` ones past their deadline that have not started (kickoff within the next 2 hours).
 */
export async function currentRound(world: World, { open = 3, closed = 1 } = {}) {
  const round = await world.round(undefined, true);
  const teams = await world.teams(2 * (open + closed));
  const now = Date.now();
  const closedMatches: Match[] = [];
  for (let i = 0; i < closed; i++) {
    closedMatches.push(await world.match(round, teams[2 * i], teams[2 * i + 1], new Date(now + HOUR + i * 60_000)));
  }
  const openMatches: Match[] = [];
  for (let i = 0; i < open; i++) {
    const [a, b] = [teams[2 * (closed + i)], teams[2 * (closed + i) + 1]];
    openMatches.push(await world.match(round, a, b, new Date(now + (24 + 24 * i) * HOUR)));
  }
  return { round, teams, open: openMatches, closed: closedMatches };
}

/**
 * A round made current, whose one match the players predicted and which then got its result (1-1): the first has
 * the exact score (100 points), the second one team's goals and the corners (70), the others one team's goals (30).
 * Only the current round's matches take predictions.
 */
export async function playedRound(world: World, players: Player[], name?: string) {
  const round = await world.round(name, true);
  const [a, b] = await world.teams(2);
  const match = await world.match(round, a, b, new Date(Date.now() + 72 * HOUR));
  for (const [i, p] of players.entries()) {
    await world.predict(p, match, { score: [1, i + 1] });
    if (i === 1) await world.predict(p, match, { corners: '1' });
  }
  await world.result(match, { team1_finalScore: 1, team2_finalScore: 1, final_cards: 'X', final_corners: '1' });
  return { round, match };
}

/** A played round (playedRound) with three winners, and its announcement: 'Câștigătorii din <round>'. */
export async function winnersAnnouncement(world: World) {
  const players = [await world.player(), await world.player(), await world.player()];
  const { round } = await playedRound(world, players, `Etapa ${uniqueTag()}`);
  await world.winners(
    round,
    players.map((player, i) => ({ player, points: [100, 70, 30][i], prize: ['Tricou oficial', 'Minge', 'Fular'][i] })),
  );
  const title = `Câștigătorii din ${round.name}`;
  const announcement = await world.announcement(title, '<p>Felicitări câștigătorilor etapei!</p>', round);
  return { round, ...announcement };
}
