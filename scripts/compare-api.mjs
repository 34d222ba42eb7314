// Compares the API answers of two checkouts, byte for byte: both servers run on one fresh PostgreSQL database
// (seeded with the demo data by the first), and every GET below is asked of both, as a visitor, a player and the
// admin. A refactoring that claims "behaviour unchanged" shows it here.
// Run: node scripts/compare-api.mjs <other checkout>   (the other checkout needs node_modules; this one is the
//      second server; TEST_DATABASE_URL names the PostgreSQL server, the local one by default)
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import postgres from 'postgres';

const otherDir = process.argv[2];
if (!otherDir) {
  console.error('usage: node scripts/compare-api.mjs <other checkout>');
  process.exit(2);
}
const serverUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const dbName = `compare_api_${process.pid}`;
const databaseUrl = serverUrl.replace(/\/[^/]*$/, `/${dbName}`);
const admin = { username: 'admin', password: 'compare-api-admin-password' };
const demo = { username: 'demo', password: 'prezice-demo' };

function start(dir, port) {
  const dataDir = mkdtempSync(join(tmpdir(), 'prezice-compare-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: resolve(dir),
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      JWT_SECRET: 'compare-api-secret-0123456789abcdef',
      SEED: 'demo',
      ADMIN_USERNAME: admin.username,
      ADMIN_PASSWORD: admin.password,
      LOG_LEVEL: 'warn',
      REDIS_URL: '',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return { child, base: `http://127.0.0.1:${port}`, dataDir };
}

async function ready(server) {
  const t0 = Date.now();
  for (;;) {
    if (server.child.exitCode !== null) throw new Error(`${server.base} exited`);
    if (Date.now() - t0 > 120_000) throw new Error(`${server.base} did not start`);
    const ok = await fetch(`${server.base}/readyz`).then(
      (r) => r.status === 200,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 200));
  }
}

async function login(base, who) {
  const res = await fetch(`${base}/api/auth/local`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ identifier: who.username, password: who.password }),
  });
  if (res.status !== 200) throw new Error(`${who.username}: login ${res.status}`);
  return (await res.json()).jwt;
}

const sql = postgres(serverUrl, { max: 1, onnotice: () => {} });
await sql.unsafe(`create database ${dbName}`);
const servers = [];
try {
  // The other checkout migrates and seeds; this one then starts on what it made.
  servers.push(start(otherDir, 4611));
  await ready(servers[0]);
  servers.push(start('.', 4612));
  await ready(servers[1]);
  const [a, b] = servers;
  const tokens = { visitor: null, player: await login(a.base, demo), admin: await login(a.base, admin) };
  const get = async (base, url, who) => {
    const res = await fetch(base + url, {
      headers: { accept: 'application/json', ...(tokens[who] ? { authorization: `Bearer ${tokens[who]}` } : {}) },
    });
    return { status: res.status, type: res.headers.get('content-type'), body: await res.text() };
  };
  const ids = async (url, who = 'admin', key = 'documentId') => {
    const body = JSON.parse((await get(a.base, url, who)).body);
    return (Array.isArray(body) ? body : body.data).slice(0, 3).map((x) => x[key]);
  };

  const urls = [
    '/api/matches',
    '/api/matches?populate=*&sort=date:asc&pagination[pageSize]=100',
    '/api/matches?filters[round][current][$eq]=true&populate[team1][populate]=emblem&populate[team2][populate]=emblem&populate=round&sort=date:asc',
    '/api/matches?filters[team1][name][$containsi]=a&fields[0]=date&pagination[start]=0&pagination[limit]=5',
    '/api/matches?filters[nope][$eq]=1',
    '/api/rounds?populate=*',
    '/api/rounds?sort=name:desc&pagination[page]=1&pagination[pageSize]=2',
    '/api/teams?populate=emblem&pagination[pageSize]=100',
    '/api/teams?filters[name][$containsi]=rapid',
    '/api/leaderboard',
    '/api/leaderboard?sortBy=currentPoints&page=1',
    '/api/leaderboard?sortBy=nope',
    '/api/round-stats',
    '/api/site-stats',
    '/api/announcements?populate=*&sort=createdAt:desc',
    '/api/ann?pagination[pageSize]=3',
    '/api/round-slips?populate[predictions][populate][matches][populate]=*&populate=round',
    '/api/daily-slips?populate[predictions][populate]=*',
    '/api/daily-slips?page=2&pageSize=2',
    '/api/community-feed',
    '/api/community-feed?page=1&pageSize=5',
    '/api/community-posts?filters[approved][$eq]=false&populate=*',
    '/api/predictions?populate[match][populate]=*&pagination[pageSize]=50',
    '/api/private-profile',
    '/api/users/me',
    '/api/users/me?populate=role',
    '/api/users?populate=*&pagination[pageSize]=20',
    '/api/upload/files',
    '/api/admin/dashboard',
    '/api/teams/nuexista000000000000000',
    '/api/matches/nuexista000000000000000',
  ];
  for (const id of await ids('/api/matches')) urls.push(`/api/matches/${id}?populate=*`);
  for (const id of await ids('/api/rounds')) urls.push(`/api/rounds/${id}`);
  for (const id of await ids('/api/teams')) urls.push(`/api/teams/${id}?populate=emblem`);
  for (const id of await ids('/api/announcements')) urls.push(`/api/announcements/${id}?populate=*`);
  for (const slug of await ids('/api/announcements', 'admin', 'slug')) urls.push(`/api/ann/${slug}`);
  for (const id of await ids('/api/round-slips')) urls.push(`/api/round-slips/${id}?populate=*`);
  for (const id of await ids('/api/daily-slips')) urls.push(`/api/daily-slips/${id}?populate=*`);
  for (const id of await ids('/api/community-feed')) {
    urls.push(`/api/community-feed/${id}`, `/api/community-feed/${id}/liked`, `/api/community-posts/${id}`);
  }
  for (const id of await ids('/api/predictions', 'player')) urls.push(`/api/predictions/${id}?populate=*`);
  for (const id of await ids('/api/users?pagination[pageSize]=3', 'admin', 'id')) urls.push(`/api/users/${id}`);
  for (const id of await ids('/api/leaderboard', 'visitor')) urls.push(`/api/public-profile/${id}`);
  for (const id of await ids('/api/upload/files', 'admin', 'id')) urls.push(`/api/upload/files/${id}`);

  let same = 0;
  const different = [];
  for (const url of urls) {
    for (const who of ['visitor', 'player', 'admin']) {
      const [x, y] = await Promise.all([get(a.base, url, who), get(b.base, url, who)]);
      if (x.status === y.status && x.type === y.type && x.body === y.body) same += 1;
      else {
        let at = 0;
        while (at < x.body.length && x.body[at] === y.body[at]) at += 1;
        const around = (body) => body.slice(Math.max(0, at - 80), at + 120);
        different.push({ url, who, status: [x.status, y.status], at, before: around(x.body), after: around(y.body) });
      }
    }
  }
  console.log(`${urls.length} URLs × 3 callers: ${same} answers identical, ${different.length} different`);
  for (const d of different) console.log(JSON.stringify(d, null, 2));
  process.exitCode = different.length ? 1 : 0;
} finally {
  for (const s of servers) {
    s.child.kill('SIGTERM');
    await new Promise((r) => (s.child.exitCode !== null ? r() : s.child.once('exit', r)));
    rmSync(s.dataDir, { recursive: true, force: true });
  }
  await sql.unsafe(`drop database if exists ${dbName} with (force)`);
  await sql.end();
}
