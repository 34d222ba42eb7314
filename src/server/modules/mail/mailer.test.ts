import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createUser } from '../../test/factories.ts';
import { type TestContext, testApp } from '../../test/test-app.ts';

// A real SMTP conversation with a local server; the message is read back from what it received.
let smtp: SMTPServer;
let port = 0;
const inbox: { to: string[]; raw: string }[] = [];
let ctx: TestContext;

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (c) => {
        raw += c;
      });
      stream.on('end', () => {
        inbox.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
        callback();
      });
    },
  });
  await new Promise<void>((r) => smtp.listen(0, '127.0.0.1', () => r()));
  port = (smtp.server.address() as AddressInfo).port;
  ctx = await testApp({ env: { SMTP_URL: `smtp://127.0.0.1:${port}` } });
});
afterAll(async () => {
  await ctx.close();
  await new Promise<void>((r) => smtp.close(() => r()));
});

test('a moderator-created account gets its credentials through real SMTP', async () => {
  const admin = await createUser(ctx, { username: 'moderator', role: 'admin' });
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/auth/local/register',
    headers: admin.headers,
    payload: {
      username: 'prin_smtp',
      email: 'prin.smtp@exemplu.ro',
      password: 'parola-prin-smtp',
      phone: '+40766000111',
    },
  });
  expect(res.statusCode).toBe(201);
  expect(inbox).toHaveLength(1);
  expect(inbox[0].to).toEqual(['prin.smtp@exemplu.ro']);
  const body = inbox[0].raw.replace(/=\r?\n/g, '');
  expect(body).toContain('prin_smtp');
  expect(body).toContain('parola-prin-smtp');
});
