import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { authMessages } from '../src/domain/messages.ts';
import { paths } from '../src/domain/paths.ts';
import { registrationMessages } from '../src/domain/registration.schemas.ts';
import { registrationTexts as t } from '../src/web/features/registration/registration-texts.ts';
import { sessionKeys } from '../src/web/session.ts';
import { e2eDataDir } from './e2e-env.ts';
import { expect, expectAccessible, hasNoHorizontalOverflow, loginAs, readStorage, test } from './fixtures.ts';
import { currentRound, type Player, type Team, uniqueTag } from './world.ts';

/** The team the wizard picks, a taken username, and an open match the unverified account may not predict. */
let team: Team;
let taken: Player;
/** A club whose name has diacritics, for the search typed without them. */
const OTELUL = 'Oțelul Galați';

test.beforeAll(async ({ world }) => {
  team = await world.team(`Rapid ${uniqueTag()}`);
  await world.team(OTELUL);
  taken = await world.player();
  await currentRound(world, { open: 1, closed: 0 });
});
// The worker's test server writes every SMS as a JSON line here (e2e-server.ts: DATA_DIR=e2eDataDir).
const smsOutbox = `${e2eDataDir}/outbox/sms.jsonl`;

interface Account {
  username: string;
  email: string;
  /** As typed in the national field (Romania is the default country). */
  phone: string;
  e164: string;
  password: string;
}

function newAccount(tag: string): Account {
  const digits = String(Math.floor(Math.random() * 1_000_000)).padStart(6, '0');
  const id = `${tag}${Date.now().toString(36)}${digits.slice(0, 3)}`;
  return {
    username: id,
    email: `${id}@example.com`,
    phone: `0722 ${digits.slice(0, 3)} ${digits.slice(3)}`,
    e164: `+40722${digits}`,
    password: 'parola-de-test',
  };
}

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

/**
 * A field the wizard sent the focus to, once the scroll the focus made has settled: its label, its box and its message
 * sit between the bottom of the sticky header and the bottom of the screen.
 */
async function expectInFullView(page: Page, field: Locator, message: Locator) {
  await page.waitForFunction(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => done(true)))),
  );
  const viewport = page.viewportSize();
  const header = await page.getByRole('banner').boundingBox();
  expect(header, 'the sticky header').not.toBeNull();
  const headerBottom = (header?.y ?? 0) + (header?.height ?? 0);
  expect(headerBottom).toBeGreaterThan(0);
  const label = page.locator(`label[for="${await field.getAttribute('id')}"]`);
  for (const [name, part] of [
    ['label', label],
    ['field', field],
    ['message', message],
  ] as const) {
    const box = await part.boundingBox();
    expect(box, `the ${name} on screen`).not.toBeNull();
    expect(box?.y ?? 0, `the ${name} below the header`).toBeGreaterThanOrEqual(headerBottom);
    expect((box?.y ?? 0) + (box?.height ?? 0), `the ${name} above the bottom`).toBeLessThanOrEqual(
      viewport?.height ?? 0,
    );
  }
  // The room kept above what the browser scrolls into view is the header's height.
  const padding = await page.evaluate(() => getComputedStyle(document.documentElement).scrollPaddingTop);
  expect(Number.parseFloat(padding)).toBeCloseTo(header?.height ?? 0, 0);
}

const next = (page: Page) => page.getByRole('button', { name: t.next, exact: true });
const finish = (page: Page) => page.getByRole('button', { name: t.finish });
/** 'Parolă' (not 'Confirmă parola': ă and a differ). */
const passwordField = (page: Page) => page.getByLabel(t.password);
const teamBox = (page: Page) => page.getByRole('combobox', { name: t.favTeam });
const terms = (page: Page) => page.getByRole('checkbox', { name: `${t.termsBefore}${t.termsLink}`.trim() });

/** Fills the first two steps: the wizard then shows the third, with the team picker. */
async function toTeamStep(page: Page, account: Account) {
  await page.goto(paths.register);
  await page.getByLabel(t.username).fill(account.username);
  await page.getByLabel(t.email).fill(account.email);
  await expect(page.getByText(registrationMessages.usernameAvailable)).toBeVisible();
  await next(page).click();

  await page.getByLabel(t.phoneNumber).fill(account.phone);
  await passwordField(page).fill(account.password);
  await page.getByLabel(t.confirmPassword).fill(account.password);
  await next(page).click();
}

/**
 * Fills the three steps (the ALTCHA proof of work runs in the browser) and submits; `fromPageEnd` first scrolls to
 * the end of the page, as a visitor who read down to the footer before finishing.
 */
async function completeWizard(page: Page, account: Account, { fromPageEnd = false } = {}) {
  await toTeamStep(page, account);
  await teamBox(page).fill(team.name);
  // The search is debounced: wait for the filtered list before choosing with the keyboard.
  await expect(page.getByRole('option')).toHaveCount(1);
  await expect(page.getByRole('option', { name: team.name })).toBeVisible();
  await teamBox(page).press('ArrowDown');
  await teamBox(page).press('Enter');
  await expect(page.getByRole('button', { name: t.clearTeam(team.name) })).toBeVisible();
  await page.getByText('Nu sunt un robot').click();
  await expect(page.locator('altcha-widget').getByText('Verificat')).toBeVisible({ timeout: 30_000 });
  await terms(page).check();
  const response = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/auth/register');
  if (fromPageEnd) await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await finish(page).click();
  return response;
}

test.describe('registration wizard', () => {
  test.describe.configure({ timeout: 90_000 });

  test('a visitor registers, enters the SMS code and lands on the profile, logged in', async ({ page }) => {
    const account = newAccount('reg');
    const registered = await completeWizard(page, account);
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

  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1280, height: 800 },
  ]) {
    test(`at ${viewport.width} px the team picker finds ${OTELUL} from "otel" typed without diacritics`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await toTeamStep(page, newAccount('otel'));
      await teamBox(page).fill('otel');
      await expect(page.getByRole('option')).toHaveCount(1);
      const option = page.getByRole('option', { name: OTELUL, exact: true });
      await expect(option).toBeVisible();
      await expect(option).toBeInViewport({ ratio: 1 });
      expect(await hasNoHorizontalOverflow(page)).toBe(true);
      await page.screenshot({ path: test.info().outputPath(`team-search-${viewport.width}.png`) });
      // The cedilla ţ of an old keyboard finds it too; then the keyboard picks it.
      await teamBox(page).fill('OŢEL');
      await expect(page.getByRole('option', { name: OTELUL, exact: true })).toBeVisible();
      await teamBox(page).press('ArrowDown');
      await teamBox(page).press('Enter');
      await expect(page.getByRole('button', { name: t.clearTeam(OTELUL) })).toBeVisible();
    });
  }

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
    expect((await completeWizard(page, account)).status()).toBe(200);
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

  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1280, height: 800 },
  ]) {
    test(`a taken e-mail sends the wizard back to its field, in full view below the header (${viewport.width} px)`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      const registered = await completeWizard(
        page,
        { ...newAccount('eml'), email: taken.email },
        { fromPageEnd: true },
      );
      expect(registered.status()).toBe(400);
      await expect(page.locator('[aria-current="step"]')).toContainText(t.steps[0]);
      const email = page.getByLabel(t.email);
      await expect(email).toBeFocused();
      await expect(page.getByText(registrationMessages.emailTaken)).toBeVisible();
      await expectInFullView(page, email, page.getByText(registrationMessages.emailTaken));
    });
  }

  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1280, height: 800 },
  ]) {
    test(`a wrong link on the last step gets the focus in full view below the header (${viewport.width} px)`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      const account = newAccount('lnk');
      await page.goto(paths.register);
      await page.getByLabel(t.username).fill(account.username);
      await page.getByLabel(t.email).fill(account.email);
      await expect(page.getByText(registrationMessages.usernameAvailable)).toBeVisible();
      await next(page).click();
      await page.getByLabel(t.phoneNumber).fill(account.phone);
      await passwordField(page).fill(account.password);
      await page.getByLabel(t.confirmPassword).fill(account.password);
      await next(page).click();
      await teamBox(page).fill(team.name);
      await expect(page.getByRole('option')).toHaveCount(1);
      await teamBox(page).press('ArrowDown');
      await teamBox(page).press('Enter');
      const youtube = page.getByLabel(t.youtube);
      await youtube.fill('youtube');
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await finish(page).click();
      await expect(youtube).toBeFocused();
      await expectInFullView(page, youtube, page.getByText(registrationMessages.invalidUrl));
    });
  }

  test('an unverified account that logs in is sent to the verification screen and cannot predict', async ({ page }) => {
    const account = newAccount('unv');
    const registered = await completeWizard(page, account);
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
