import { type Api, inBatches, type Json, type Tally, tryAll } from './xss-api.ts';
import { shortPayloads, urlPayloads, xssCorpus } from './xss-corpus.ts';

// Stores the XSS corpus through every user-writable text of the real API, as the admin and as verified
// probe accounts, and removes it all again (xss-cleanup in the spec's afterAll): the worker's e2e server is
// shared by the files that run on that worker after it.

interface Stored {
  documentId: string;
  text: string;
}

interface Probe {
  id: number;
  documentId: string;
  username: string;
  jwt: string;
}

export interface XssWorld {
  probes: Probe[];
  /** Accounts a payload username or e-mail created (none while the schema holds). */
  otherUsers: number[];
  teams: (Stored & { id: number })[];
  matches: (Stored & { names: [string, string] })[];
  rounds: Stored[];
  announcements: (Stored & { slug: string; title: string })[];
  /** The announcement whose content holds the whole corpus (the editor is opened on it). */
  corpusAnnouncement: { documentId: string; slug: string; title: string } | null;
  approvedPosts: Stored[];
  pendingPosts: Stored[];
  comments: Stored[];
  dailySlips: string[];
  /** The current round's slip: its original picks come back at the end, or it goes if the suite made it. */
  roundSlip: { documentId: string; original: unknown[] | null } | null;
  /** The picks' texts on the slips, as the server stored them. */
  slipTexts: string[];
  tally: Tally;
}

const PROBES = 5;
const PASSWORD = 'parola-xss-probe';
const DAY = 86_400_000;

/** What the suite stored so far: filled as it goes, so a failed seed is cleaned up too. */
export function emptyWorld(): XssWorld {
  return {
    probes: [],
    otherUsers: [],
    teams: [],
    matches: [],
    rounds: [],
    announcements: [],
    corpusAnnouncement: null,
    approvedPosts: [],
    pendingPosts: [],
    comments: [],
    dailySlips: [],
    roundSlip: null,
    slipTexts: [],
    tally: {},
  };
}

export async function seedXss(api: Api, world: XssWorld) {
  const tag = Date.now().toString(36);
  const { tally, probes, teams, rounds } = world;
  const texts = xssCorpus.map((p) => p.text);

  // Probe accounts (verified: the admin path), with payload profile links.
  // One after another: the order of `probes` is the order of their names.
  for (let i = 0; i < PROBES; i++) {
    const username = `xss-${tag}-${i}`;
    const created = (await api.must('POST', '/api/auth/local/register', {
      username,
      email: `${username}@example.com`,
      password: PASSWORD,
    })) as { user: { id: number; documentId: string } };
    probes.push({ id: created.user.id, documentId: created.user.documentId, username, jwt: '' });
  }
  await inBatches(probes, async (probe) => {
    const login = await api.must('POST', '/api/auth/local', { identifier: probe.username, password: PASSWORD }, '');
    probe.jwt = login.jwt as string;
  });

  await seedAccountTexts(api, world, texts, tag);
  await tryAll(tally, 'profile links', urlPayloads, async (url, i) => {
    const field = i % 2 === 0 ? 'youtubeAccount' : 'instagramAccount';
    const res = await api.send('PUT', `/api/users/${probes[Math.floor(i / 2) % PROBES].id}`, { [field]: url });
    return res.status < 300;
  });

  // Team names (100 characters at most), then matches of the current round between them.
  await tryAll(tally, 'team name', texts, async (text) => {
    const res = await api.send('POST', '/api/teams', { data: { name: text } });
    if (res.status >= 300) return false;
    const team = res.json.data as { id: number; documentId: string; name: string };
    teams.push({ id: team.id, documentId: team.documentId, text: team.name });
    return true;
  });
  await inBatches(probes, (p, i) =>
    api.must('PUT', `/api/users/${p.id}`, { favTeam: { connect: [teams[i].documentId] } }),
  );

  const current = await api.send('GET', '/api/rounds?filters[current][$eq]=true');
  const currentRound = (current.json.data as { documentId: string }[])[0];
  const kickoff = Date.now() + 3 * DAY;
  const pairs = Array.from({ length: Math.ceil(teams.length / 2) }, (_, i) => [
    teams[2 * i],
    teams[(2 * i + 1) % teams.length],
  ]);
  await inBatches(pairs, async ([a, b], i) => {
    const match = await api.must('POST', '/api/matches', {
      data: {
        team1: { connect: [a.documentId] },
        team2: { connect: [b.documentId] },
        round: { connect: [currentRound.documentId] },
        date: new Date(kickoff + i * 60_000).toISOString(),
      },
    });
    world.matches.push({ documentId: match.documentId as string, text: a.text, names: [a.text, b.text] });
  });

  // Rounds: the name, and a winner's prize (shown with an announcement of that round).
  await tryAll(tally, 'round name + prize', sample(texts), async (text) => {
    const res = await api.send('POST', '/api/rounds', {
      data: {
        name: text,
        current: false,
        winners: [{ user: { connect: [probes[1].documentId] }, currentPoints: 1, prize: text }],
      },
    });
    if (res.status >= 300) return false;
    rounds.push({ documentId: (res.json.data as Json).documentId as string, text });
    return true;
  });

  await seedAnnouncements(api, world, texts);
  world.corpusAnnouncement = (await api.must('POST', '/api/announcements', {
    data: { title: `XSS corpus ${tag}`, content: texts.map((t) => `<p>${t}</p>${t}`).join('\n') },
  })) as { documentId: string; slug: string; title: string };

  await seedCommunity(api, world, texts);
  await seedSlips(api, world, currentRound.documentId);
}

/** Every tenth payload: for the texts whose screen is already covered by the full corpus elsewhere. */
const sample = (texts: readonly string[]) => texts.filter((_, i) => i % 10 === 0);

/**
 * Usernames and e-mails through the wizard (one request tries both: the answer names each field it
 * refused). The wizard also wants a captcha, so a field that passed is stored through the admin path.
 */
async function seedAccountTexts(api: Api, world: XssWorld, texts: string[], tag: string) {
  const passed = { username: 0, email: 0 };
  await inBatches(texts, async (text, i) => {
    const body = {
      username: text,
      email: text,
      password: PASSWORD,
      phone: '+40722000000',
      favTeam: 'x'.repeat(24),
      youtubeAccount: '',
      instagramAccount: '',
      recaptchaToken: 'x',
    };
    const res = await api.send('POST', '/api/auth/register', body, '');
    if (res.status < 300) world.otherUsers.push((res.json.user as { id: number }).id);
    const errors = ((res.json.error as Json | undefined)?.details as { errors?: { path: string[] }[] } | undefined)
      ?.errors;
    const refused = new Set((errors ?? []).map((e) => e.path[0]));
    if (res.status < 300 || (refused.has('username') && refused.has('email'))) return;
    if (!refused.has('username')) passed.username++;
    if (!refused.has('email')) passed.email++;
    const created = await api.must('POST', '/api/auth/local/register', {
      username: refused.has('username') ? `xss-${tag}-a${i}` : text,
      email: refused.has('email') ? `xss-${tag}-a${i}@example.com` : text,
      password: PASSWORD,
    });
    world.otherUsers.push((created.user as { id: number }).id);
  });
  world.tally.username = { tried: texts.length, stored: passed.username };
  world.tally.email = { tried: texts.length, stored: passed.email };
  // The admin's own form shares the rule: a sample, on a probe.
  await tryAll(world.tally, 'username (admin edit)', sample(texts), async (text) => {
    const res = await api.send('PUT', `/api/users/${world.probes[0].id}`, { username: text });
    // Taken: the probe is shown under it from now on.
    if (res.status < 300) world.probes[0].username = (res.json as { username: string }).username;
    return res.status < 300;
  });
}

/** One announcement per payload: title, slug and content (and the round whose name and prize are payloads). */
async function seedAnnouncements(api: Api, world: XssWorld, texts: string[]) {
  await tryAll(world.tally, 'announcement title + slug + content', texts, async (text, i) => {
    const round = world.rounds.find((r) => r.text === text) ?? world.rounds[i % world.rounds.length];
    const content = `<p>${text}</p>${text}<ul><li>${text}</li></ul>`;
    const fields = { title: text.slice(0, 200), content, round: { connect: [round.documentId] } };
    let res = await api.send('POST', '/api/announcements', { data: { ...fields, slug: text.slice(0, 200) } });
    // A slug that normalises to nothing is refused: the title gives one instead.
    if (res.status === 400) res = await api.send('POST', '/api/announcements', { data: fields });
    if (res.status >= 300) return false;
    const a = res.json.data as { documentId: string; slug: string; title: string };
    world.announcements.push({ documentId: a.documentId, slug: a.slug, title: a.title, text });
    return true;
  });
}

/** Posts by the probes (approved, plus a pending copy for the moderation screen) and a comment on each. */
async function seedCommunity(api: Api, world: XssWorld, texts: string[]) {
  const { probes, tally } = world;
  const post = async (text: string, i: number, into: Stored[]) => {
    const res = await api.send('POST', '/api/community-feed', { data: { text } }, probes[i % probes.length].jwt);
    if (res.status >= 300) return null;
    const p = res.json.data as { documentId: string; text: string };
    into.push({ documentId: p.documentId, text: p.text });
    return p;
  };
  await tryAll(tally, 'post', texts, async (text, i) => {
    const created = await post(text, i, world.approvedPosts);
    if (!created) return false;
    await api.must('PUT', `/api/community-posts/${created.documentId}`, { data: { approved: true } });
    const url = `/api/community-feed/${created.documentId}/comments`;
    const res = await api.send('POST', url, { data: { text } }, probes[(i + 1) % probes.length].jwt);
    if (res.status < 300) world.comments.push({ documentId: created.documentId, text: created.text });
    return true;
  });
  tally.comment = { tried: world.approvedPosts.length, stored: world.comments.length };
  await tryAll(tally, 'post (pending)', sample(texts), async (text, i) => !!(await post(text, i, world.pendingPosts)));
}

/** Short payloads as picks' expected results: on the current round's slip and on two daily slips. */
async function seedSlips(api: Api, world: XssWorld, roundId: string) {
  const { matches, teams } = world;
  const picks = [...shortPayloads, ...xssCorpus.map((p) => p.text.slice(0, 20))].slice(0, 28);

  const existing = await api.send('GET', '/api/round-slips?filters[round][current][$eq]=true');
  const slip = (existing.json.data as { documentId: string; predictions: Json[] }[])[0];
  const original =
    slip?.predictions.map((p) => ({
      expectedResult: p.expectedResult,
      odd: p.odd,
      matches: { connect: [(p.matches as { documentId: string }[])[0].documentId] },
    })) ?? [];
  const ours = picks.slice(0, 30 - original.length).map((text, i) => ({
    expectedResult: text,
    odd: 1.5,
    matches: { connect: [matches[i].documentId] },
  }));
  // Added to the slip's own picks: those may stay even when their match has started, so they come back.
  if (slip) {
    world.roundSlip = { documentId: slip.documentId, original };
    await api.must('PUT', `/api/round-slips/${slip.documentId}`, { data: { predictions: [...original, ...ours] } });
  } else {
    const created = await api.must('POST', '/api/round-slips', {
      data: { round: { connect: [roundId] }, predictions: ours },
    });
    world.roundSlip = { documentId: created.documentId as string, original: null };
  }
  world.slipTexts.push(...ours.map((p) => p.expectedResult.trim()));

  for (const [d, date] of ['2099-01-02', '2099-01-01'].entries()) {
    const chunk = picks.slice(d * 14, d * 14 + 14);
    const created = await api.must('POST', '/api/daily-slips', {
      data: {
        date,
        predictions: chunk.map((text, i) => ({
          expectedResult: text,
          odd: 2,
          team1Id: teams[(d * 28 + 2 * i) % teams.length].documentId,
          team2Id: teams[(d * 28 + 2 * i + 1) % teams.length].documentId,
          match_date: `${date}T18:00:00.000Z`,
        })),
      },
    });
    world.dailySlips.push(created.documentId as string);
    world.slipTexts.push(...chunk.map((t) => t.trim()));
  }
  world.tally['slip expected result'] = { tried: ours.length + 28, stored: ours.length + 28 };
}

/** Removes everything seedXss stored (also after a failed seed); the round slip gets its own picks back. */
export async function cleanupXss(api: Api, world: XssWorld) {
  const { roundSlip } = world;
  if (roundSlip?.original) {
    await api.must('PUT', `/api/round-slips/${roundSlip.documentId}`, { data: { predictions: roundSlip.original } });
  } else if (roundSlip) await api.must('DELETE', `/api/round-slips/${roundSlip.documentId}`);
  for (const id of world.dailySlips) await api.must('DELETE', `/api/daily-slips/${id}`);
  await inBatches(world.announcements, (a) => api.must('DELETE', `/api/announcements/${a.documentId}`));
  if (world.corpusAnnouncement) await api.must('DELETE', `/api/announcements/${world.corpusAnnouncement.documentId}`);
  await inBatches(world.matches, (m) => api.must('DELETE', `/api/matches/${m.documentId}`));
  await inBatches(world.rounds, (r) => api.must('DELETE', `/api/rounds/${r.documentId}`));
  // Deleting an account deletes its posts, comments and likes.
  const users = [...world.probes.map((p) => p.id), ...world.otherUsers];
  await inBatches(users, (id) => api.must('DELETE', `/api/users/${id}`));
  await inBatches(world.teams, (t) => api.must('DELETE', `/api/teams/${t.documentId}`));
}
