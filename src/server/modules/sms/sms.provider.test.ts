import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { readOutbox } from '../../test/outbox.ts';
import { createSmsProvider } from './sms.adapter.ts';

let gateway: Server;
let url = '';
const received: { auth?: string; body: { to: string; text: string } }[] = [];
let failNext = false;

beforeAll(async () => {
  gateway = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => {
      body += c;
    });
    req.on('end', () => {
      if (failNext) {
        failNext = false;
        res.statusCode = 502;
        return res.end();
      }
      received.push({ auth: req.headers.authorization, body: JSON.parse(body) });
      res.end('{"queued":true}');
    });
  });
  await new Promise<void>((r) => gateway.listen(0, '127.0.0.1', r));
  url = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}/send`;
});
afterAll(() => new Promise<void>((r) => gateway.close(() => r())));

test('the HTTP provider posts {to, text} with the bearer token', async () => {
  const sms = createSmsProvider({ smsProvider: 'http', smsHttpUrl: url, smsHttpToken: 'tok', dataDir: '/nowhere' });
  await sms.send('+40722123456', 'Codul tău Prezice este 123456.');
  expect(received.at(-1)).toEqual({
    auth: 'Bearer tok',
    body: { to: '+40722123456', text: 'Codul tău Prezice este 123456.' },
  });
});

test('a gateway failure is an error the caller sees', async () => {
  const sms = createSmsProvider({ smsProvider: 'http', smsHttpUrl: url, dataDir: '/nowhere' });
  failNext = true;
  await expect(sms.send('+40722123456', 'x')).rejects.toThrow(/502/);
});

test('the outbox appends JSON lines {at, to, text}', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'prezice-sms-'));
  const sms = createSmsProvider({ smsProvider: 'outbox', dataDir: dir });
  await sms.send('+40711000001', 'unu');
  await sms.send('+40711000002', 'doi');
  expect(readOutbox(dir, 'sms.jsonl').map((m) => [m.to, m.text])).toEqual([
    ['+40711000001', 'unu'],
    ['+40711000002', 'doi'],
  ]);
  expect(readOutbox(dir, 'sms.jsonl')[0].at).toMatch(/^\d{4}-/);
  rmSync(dir, { recursive: true, force: true });
});

test("the outbox's log line says a message went, never what it says", async () => {
  const dir = mkdtempSync(join(tmpdir(), 'prezice-sms-'));
  const lines: object[] = [];
  const sms = createSmsProvider({ smsProvider: 'outbox', dataDir: dir }, (line) => lines.push(line));
  await sms.send('+40711000003', 'Codul tău Prezice este 424242.');
  expect(lines).toEqual([{ outbox: 'sms', to: '+40711000003' }]);
  rmSync(dir, { recursive: true, force: true });
});
