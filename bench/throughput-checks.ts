import { log } from './support.ts';
import { BENCH_ADMIN, BENCH_PLAYER } from './throughput-data.ts';
import type { Server } from './throughput-load.ts';
import type { Target } from './throughput-targets.ts';

// The throughput bench's accounts (logins, the player's likes) and its checks of the answers before any load.

/** What Chrome sends. */
export const ACCEPT_ENCODING = 'gzip, deflate, br, zstd';

async function login(server: Server, who: { username: string; password: string }): Promise<string> {
  const res = await fetch(`${server.base}/api/auth/local`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ identifier: who.username, password: who.password }),
  });
  if (res.status !== 200) throw new Error(`${who.username} login: HTTP ${res.status} ${await res.text()}`);
  return ((await res.json()) as { jwt: string }).jwt;
}

/** Posts of the feed's first page the player has liked: their answer is then not the visitor's. */
const PLAYER_LIKES = 3;

/**
 * The player's token, once they like the first PLAYER_LIKES posts of the feed's first page (a like is a toggle,
 * so only the posts not liked yet): their feed is then the visitor's page with their likes marked, not the
 * visitor's answer itself, which is what every player who liked nothing there gets.
 */
export async function playerLogin(server: Server): Promise<string> {
  const jwt = await login(server, BENCH_PLAYER);
  const headers = { authorization: `Bearer ${jwt}` };
  const page = (await (await fetch(`${server.base}/api/community-feed?page=1&pageSize=10`, { headers })).json()) as {
    data: { documentId: string; liked: boolean }[];
  };
  for (const post of page.data.slice(0, PLAYER_LIKES).filter((p) => !p.liked)) {
    const res = await fetch(`${server.base}/api/community-feed/${post.documentId}/like`, { method: 'POST', headers });
    if (res.status !== 200) throw new Error(`like: HTTP ${res.status} ${await res.text()}`);
  }
  return jwt;
}

export const headersFor = (t: Target, jwt: string | undefined): Record<string, string> => ({
  accept: 'application/json',
  'accept-encoding': ACCEPT_ENCODING,
  ...(t.loggedIn && jwt ? { authorization: `Bearer ${jwt}` } : {}),
});

/** Every target answers 200 to the client's query; says how each is sent (encoding, ETag, 304). */
export async function checkAnswers(server: Server, targets: Target[], jwt: string) {
  for (const t of targets) {
    const res = await fetch(`${server.base}${t.url}`, { headers: headersFor(t, jwt) });
    const body = Buffer.from(await res.arrayBuffer());
    if (res.status !== 200) throw new Error(`${t.name}: HTTP ${res.status}`);
    const etag = res.headers.get('etag');
    let revalidated = 'no ETag';
    if (etag) {
      const again = await fetch(`${server.base}${t.url}`, {
        headers: { ...headersFor(t, jwt), 'if-none-match': etag },
      });
      revalidated = `ETag ${etag.slice(0, 14)}…, If-None-Match: ${again.status}`;
    }
    log(
      `${t.name}: ${body.length.toLocaleString('en')} bytes as ${res.headers.get('content-encoding') ?? 'identity'}, ${revalidated}`,
    );
  }
}

/** An admin's write is visible in the very next read: the match list shows a changed kickoff at once. */
export async function checkFreshAfterWrite(server: Server, target: Target) {
  const jwt = await login(server, BENCH_ADMIN);
  const list = async () =>
    ((await (await fetch(`${server.base}${target.url}`)).json()) as { data: { documentId: string; date: string }[] })
      .data;
  const match = (await list()).at(-1)!;
  const date = new Date(new Date(match.date).getTime() + 60_000).toISOString();
  const put = await fetch(`${server.base}/api/matches/${match.documentId}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${jwt}` },
    body: JSON.stringify({ data: { date } }),
  });
  if (put.status !== 200) throw new Error(`admin PUT: HTTP ${put.status}`);
  const seen = (await list()).find((m) => m.documentId === match.documentId)?.date;
  if (seen !== date) throw new Error(`after an admin's write the list still shows ${seen}, not ${date}`);
  log(`check: an admin's change of kickoff is in the very next ${target.name} answer`);
}
