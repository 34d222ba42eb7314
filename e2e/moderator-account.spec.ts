import { readFileSync } from 'node:fs';
import { nav } from '../src/domain/messages.ts';
import { paths } from '../src/domain/paths.ts';
import { passwordTexts } from '../src/web/features/auth/password-texts.ts';
import { e2eAdmin, e2eDataDir } from './e2e-env.ts';
import { expect, loginAs, test } from './fixtures.ts';

// The moderator path: an admin creates the account during the live stream, the credentials go out by
// e-mail (the outbox here), the player logs in with them and, as the mail invites, changes the password.
test('an account created by an admin arrives by e-mail and logs in', async ({ page, request }) => {
  const login = await request.post('/api/auth/local', {
    data: { identifier: e2eAdmin.username, password: e2eAdmin.password },
  });
  const { jwt } = await login.json();
  const username = `live_${Date.now().toString(36)}`;
  const email = `${username}@exemplu.ro`;
  const created = await request.post('/api/auth/local/register', {
    headers: { authorization: `Bearer ${jwt}` },
    data: { username, email, password: 'parola-de-pe-live' },
  });
  expect(created.status()).toBe(201);

  // The mail is queued with the account and delivered by the background job a moment later.
  const lastMail = () => {
    let text = '';
    try {
      text = readFileSync(`${e2eDataDir}/outbox/mail.jsonl`, 'utf8');
    } catch {
      return undefined;
    }
    return text
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { to: string; text: string })
      .findLast((m) => m.to === email);
  };
  await expect.poll(lastMail).toBeDefined();
  const mail = lastMail();
  const sentUser = /Utilizator: (\S+)/.exec(mail!.text)?.[1];
  const sentPassword = /Parolă: (\S+)/.exec(mail!.text)?.[1];
  expect(sentUser).toBe(username);

  // The mail invites the player to change the password the moderator chose, with the change screen's link.
  const changeLink = /^(https?:\/\/\S+\/change-password)$/m.exec(mail!.text)?.[1];
  expect(changeLink).toBeTruthy();
  expect(new URL(changeLink!).pathname).toBe(paths.changePassword);

  await loginAs(page, sentUser!, sentPassword!);
  await expect(page).toHaveURL((url) => url.pathname === paths.home);
  await expect(page.getByRole('banner').getByRole('link', { name: nav.profile })).toBeVisible();

  await page.goto(new URL(changeLink!).pathname);
  await expect(page.getByRole('heading', { level: 1, name: passwordTexts.changeTitle })).toBeVisible();
  await page.getByLabel(passwordTexts.currentPassword).fill(sentPassword!);
  await page.getByRole('textbox', { name: passwordTexts.newPassword, exact: true }).fill('parola-doar-a-mea');
  await page.getByLabel(passwordTexts.confirmNewPassword).fill('parola-doar-a-mea');
  await page.getByRole('button', { name: passwordTexts.changeSubmit }).click();
  await expect(page.getByRole('status')).toHaveText(passwordTexts.changed);
  const old = await request.post('/api/auth/local', { data: { identifier: username, password: sentPassword } });
  expect(old.status()).toBe(400);
});
