import { readFileSync } from 'node:fs';
import { authMessages } from '../src/domain/messages.ts';
import { paths } from '../src/domain/paths.ts';
import { registrationMessages } from '../src/domain/registration.schemas.ts';
import { registrationTexts as t } from '../src/web/features/registration/registration-texts.ts';
import { sessionKeys } from '../src/web/session.ts';
import { e2eDataDir } from './e2e-env.ts';
import { expect, expectAccessible, hasNoHorizontalOverflow, loginAs, readStorage, test } from './fixtures.ts';
import { completeWizard, finish, newAccount, next, passwordField, teamBox, terms } from './register-helpers.ts';
import { currentRound, type Player, type Team, uniqueTag } from './world.ts';

/** The team the wizard picks, a taken username, and an open match the unverified account may not predict. */
let team: Team;
let taken: Player;

test.beforeAll(async ({ world }) => {
  team = await world.team(`Rapid ${uniqueTag()}`);
  taken = await world.player();
  await currentRound(world, { open: 1, closed: 0 });
});
// The worker's test server writes every SMS as a JSON line here (e2e-server.ts: DATA_DIR=e2eDataDir).
const smsOutbox = `${e2eDataDir}/outbox/sms.jsonl`;

/** The last 6-digit code sent to `e164`, or null. */
function lastCode(e164: string): string | null {
  let text = '';
  try {
    text = readFileSync(smsOutbox, 'utf8');
  } catch {
    return null;
  }
  const codes = text
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { to: string; text: string })
    .filter((sms) => sms.to === e164)
    .map((sms) => /\b(\d{6})\b/.exec(sms.text)?.[1] ?? null);
  return codes.at(-1) ?? null;
}

/** Waits for a code to `e164` different from `previous`. */
async function waitForCode(e164: string, previous: string | null = null): Promise<string> {
  let code: string | null = null;
  await expect
    .poll(() => {
      code = lastCode(e164);
      return code !== null && code !== previous;
    })
    .toBe(true);
  return code as unknown as string;
}

test.describe('registration wizard', () => {
  test.describe.configure({ timeout: 90_000 });

  test('a visitor registers, enters the SMS code and lands on the profile, logged in', async ({ page }) => {
    const account = newAccount('reg');
    const registered = await completeWizard(page, account, team.name);
    expect(registered.status()).toBe(200);
    const sent = registered.request().postDataJSON() as Record<string, string>;
    expect(sent).toMatchObject({ username: account.username, email: account.email, phone: account.e164 });
    expect(sent.recaptchaToken?.length).toBeGreaterThan(20);

    await expect(page).toHaveURL((url) => url.pathname === paths.verifyPhone);
    await expect(page.getByRole('heading', { level: 1, name: authMessages.verifyPhoneTitle })).toBeVisible();
    const codeField = page.getByLabel(authMessages.verificationCode);
    await expect(codeField).toHaveAttribute('inputmode', 'numeric');
    await expect(codeField).toHaveAttribute('autocomplete', 'one-time-code');
    // Not logged in until the code is confirmed.
    expect(await readStorage(page, [sessionKeys.userToken])).toEqual({ userToken: null });
    await expectAccessible(page, 'verification screen');

    // A reload keeps the pending verification.
    await page.reload();
    await codeField.fill(await waitForCode(account.e164));
    await page.getByRole('button', { name: authMessages.verifyCode }).click();

    await expect(page).toHaveURL((url) => url.pathname === paths.user);
    const stored = await readStorage(page, [sessionKeys.userToken, sessionKeys.userId, sessionKeys.username]);
    expect(stored.userToken).toBeTruthy();
    expect(stored.userId).toBeTruthy();
    expect(stored.username).toBe(account.username);
    await expect(page.getByText(account.username).first()).toBeVisible();

    // A visitor holding a user token is sent from /register to the profile.
    await page.goto(paths.register);
    await expect(page).toHaveURL((url) => url.pathname === paths.user);
  });

  test('every rule of steps 1 to 3 shows its message, and values survive moving back', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(paths.register);
    await expect(page.locator('[aria-current="step"]')).toContainText(t.steps[0]);

    // Step 1
    await next(page).click();
    await expect(page.getByText(authMessages.requiredFields)).toHaveCount(2);
    const username = page.getByLabel(t.username);
    await expect(username).toHaveAttribute('aria-invalid', 'true');
    await username.pressSequentially('ana maria!');
    await expect(username).toHaveValue('anamaria');
    await expect(page.getByText(authMessages.usernameChars)).toBeVisible();
    await username.fill(taken.username);
    await expect(page.getByText(authMessages.usernameTaken)).toBeVisible();
    await page.getByLabel(t.email).fill('ana');
    await next(page).click();
    await expect(page.getByText(authMessages.invalidEmail)).toBeVisible();
    await expect(page.getByText(authMessages.usernameTaken)).toBeVisible();
    await expect(page.locator('[aria-current="step"]')).toContainText(t.steps[0]);
    await expectAccessible(page, 'step 1 with errors');
    const account = newAccount('val');
    await username.fill(account.username);
    await page.getByLabel(t.email).fill(account.email);
    await expect(page.getByText(registrationMessages.usernameAvailable)).toBeVisible();
    await next(page).click();

    // Step 2
    await expect(page.locator('[aria-current="step"]')).toContainText(t.steps[1]);
    await next(page).click();
    await expect(page.getByText(authMessages.requiredFields)).toHaveCount(3);
    await expect(page.getByLabel(t.phoneCountry)).toHaveValue('RO');
    await page.getByLabel(t.phoneNumber).fill('0722');
    await passwordField(page).fill('scurt');
    await page.getByLabel(t.confirmPassword).fill('scurt');
    await next(page).click();
    await expect(page.getByText(registrationMessages.invalidPhone)).toBeVisible();
    await expect(page.getByText(authMessages.passwordLength)).toBeVisible();
    await page.getByLabel(t.phoneNumber).fill(account.phone);
    await passwordField(page).fill(account.password);
    await page.getByLabel(t.confirmPassword).fill('alta-parola');
    await next(page).click();
    await expect(page.getByText(authMessages.passwordsMismatch)).toBeVisible();
    await expectAccessible(page, 'step 2 with errors');
    await page.getByLabel(t.confirmPassword).fill(account.password);
    await next(page).click();

    // Step 3
    await expect(page.locator('[aria-current="step"]')).toContainText(t.steps[2]);
    await expect(page.getByText(registrationMessages.favTeamFinal)).toBeVisible();
    await finish(page).click();
    await expect(page.getByText(authMessages.favTeamRequired)).toBeVisible();
    await expect(page.getByText(authMessages.robotRequired)).toBeVisible();
    await expect(page.getByText(authMessages.termsRequired)).toBeVisible();
    await expect(teamBox(page)).toHaveAttribute('aria-invalid', 'true');
    await expect(terms(page)).toHaveAttribute('aria-invalid', 'true');
    await page.getByLabel(t.youtube).fill('youtube');
    await finish(page).click();
    await expect(page.getByText(registrationMessages.invalidUrl)).toBeVisible();
    expect(await hasNoHorizontalOverflow(page)).toBe(true);
    await expectAccessible(page, 'step 3 with errors');

    // The team picker: no match, then the keyboard.
    await teamBox(page).fill('zzzz');
    await expect(page.getByText(t.noTeams)).toBeVisible();
    await teamBox(page).fill('');
    await teamBox(page).press('ArrowDown');
    await expect(teamBox(page)).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('listbox')).toHaveClass(/max-h-60/);
    await teamBox(page).press('ArrowDown');
    await teamBox(page).press('ArrowUp');
    const active = await teamBox(page).getAttribute('aria-activedescendant');
    expect(active).toBeTruthy();
    await teamBox(page).press('Escape');
    await expect(teamBox(page)).toHaveAttribute('aria-expanded', 'false');
    await teamBox(page).press('ArrowDown');
    await teamBox(page).press('Enter');
    await expect(page.getByRole('button', { name: /Șterge echipa selectată/ })).toBeVisible();
    await expect(page.getByText(authMessages.favTeamRequired)).toBeHidden();
    await page.getByRole('button', { name: /Șterge echipa selectată/ }).click();
    await expect(teamBox(page)).toBeFocused();

    // Back keeps what was typed.
    await page.getByRole('button', { name: t.back }).click();
    await expect(page.getByLabel(t.phoneNumber)).toHaveValue(account.phone);
    await page.getByRole('button', { name: t.back }).click();
    await expect(page.getByLabel(t.username)).toHaveValue(account.username);
    await expect(page.getByLabel(t.email)).toHaveValue(account.email);
  });

  test('a wrong code shows the server message; a new code after the cooldown works', async ({ page }) => {
    await page.clock.install();
    const account = newAccount('sms');
    expect((await completeWizard(page, account, team.name)).status()).toBe(200);
    await expect(page).toHaveURL((url) => url.pathname === paths.verifyPhone);
    const first = await waitForCode(account.e164);

    const wrong = first === '000000' ? '111111' : '000000';
    await page.getByLabel(authMessages.verificationCode).fill(wrong);
    const refused = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/auth/verify-sms');
    await page.getByRole('button', { name: authMessages.verifyCode }).click();
    const body = (await (await refused).json()) as { error: { message: string } };
    expect((await refused).status()).toBe(400);
    await expect(page.getByRole('alert')).toHaveText(body.error.message);

    const resend = page.getByRole('button', { name: t.resend });
    await expect(resend).toBeDisabled();
    await expect(page.getByText(/Poți cere un cod nou în 0:\d\d/)).toBeVisible();
    await page.clock.fastForward(61_000);
    await expect(resend).toBeEnabled();
    await resend.click();
    await expect(page.getByText(t.resent)).toBeVisible();
    const second = await waitForCode(account.e164, first);

    await page.getByLabel(authMessages.verificationCode).fill(second);
    await page.getByRole('button', { name: authMessages.verifyCode }).click();
    await expect(page).toHaveURL((url) => url.pathname === paths.user);
    expect((await readStorage(page, [sessionKeys.username])).username).toBe(account.username);
  });

  test('an unverified account that logs in is sent to the verification screen and cannot predict', async ({ page }) => {
    const account = newAccount('unv');
    const registered = await completeWizard(page, account, team.name);
    const { user } = (await registered.json()) as { user: { documentId: string } };
    await expect(page).toHaveURL((url) => url.pathname === paths.verifyPhone);

    await page.evaluate(() => window.sessionStorage.clear());
    const login = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/auth/local');
    await loginAs(page, account.username, account.password);
    const { jwt } = (await (await login).json()) as { jwt: string };
    await expect(page).toHaveURL((url) => url.pathname === paths.verifyPhone);
    await expect(page.getByRole('heading', { level: 1, name: authMessages.verifyPhoneTitle })).toBeVisible();
    expect(await readStorage(page, [sessionKeys.userToken])).toEqual({ userToken: null });

    const matches = await page.request.get('/api/matches?populate=*');
    const match = ((await matches.json()) as { data: { documentId: string }[] }).data[0];
    const predict = await page.request.post('/api/predictions', {
      headers: { authorization: `Bearer ${jwt}` },
      data: {
        data: {
          type: 'score',
          team1: 1,
          team2: 0,
          match: { connect: [match?.documentId ?? 'none'] },
          user: { connect: [user.documentId] },
        },
      },
    });
    expect(predict.status()).toBe(403);
    const refusal = (await predict.json()) as { error: { message: string; details: { code?: string } } };
    expect(refusal.error.details.code).toBe('PHONE_NOT_VERIFIED');
    expect(refusal.error.message).toBe(authMessages.phoneNotVerified);
  });
});
