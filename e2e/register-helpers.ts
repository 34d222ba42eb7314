import type { Page } from '@playwright/test';
import { paths } from '../src/domain/paths.ts';
import { registrationMessages } from '../src/domain/registration.schemas.ts';
import { registrationTexts as t } from '../src/web/features/registration/registration-texts.ts';
import { expect } from './fixtures.ts';

// The registration wizard as the browser suites drive it: a fresh account, its controls, and the steps filled in.

export interface Account {
  username: string;
  email: string;
  /** As typed in the national field (Romania is the default country). */
  phone: string;
  e164: string;
  password: string;
}

export function newAccount(tag: string): Account {
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

export const next = (page: Page) => page.getByRole('button', { name: t.next, exact: true });
export const finish = (page: Page) => page.getByRole('button', { name: t.finish });
/** 'Parolă' (not 'Confirmă parola': ă and a differ). */
export const passwordField = (page: Page) => page.getByLabel(t.password);
export const teamBox = (page: Page) => page.getByRole('combobox', { name: t.favTeam });
export const terms = (page: Page) => page.getByRole('checkbox', { name: `${t.termsBefore}${t.termsLink}`.trim() });

/** Fills the first two steps: the wizard then shows the third, with the team picker. */
export async function toTeamStep(page: Page, account: Account) {
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

/** Types `teamName` in the picker and chooses it with the keyboard, once the debounced search shows it alone. */
export async function pickTeam(page: Page, teamName: string) {
  await teamBox(page).fill(teamName);
  await expect(page.getByRole('option')).toHaveCount(1);
  await expect(page.getByRole('option', { name: teamName })).toBeVisible();
  await teamBox(page).press('ArrowDown');
  await teamBox(page).press('Enter');
  await expect(page.getByRole('button', { name: t.clearTeam(teamName) })).toBeVisible();
}

/** Solves the ALTCHA proof of work in the browser and accepts the terms: the wizard may be finished. */
export async function readyToFinish(page: Page) {
  await page.getByText('Nu sunt un robot').click();
  await expect(page.locator('altcha-widget').getByText('Verificat')).toBeVisible({ timeout: 30_000 });
  await terms(page).check();
}

/**
 * Fills the three steps and submits; `fromPageEnd` first scrolls to the end of the page, as a visitor who read down
 * to the footer before finishing. Resolves to the registration's response.
 */
export async function completeWizard(page: Page, account: Account, teamName: string, { fromPageEnd = false } = {}) {
  await toTeamStep(page, account);
  await pickTeam(page, teamName);
  await readyToFinish(page);
  return submitWizard(page, { fromPageEnd });
}

/** Clicks the last step's button (from the page's end if asked) and resolves to the registration's response. */
export async function submitWizard(page: Page, { fromPageEnd = false } = {}) {
  const response = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/auth/register');
  if (fromPageEnd) await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await finish(page).click();
  return response;
}
