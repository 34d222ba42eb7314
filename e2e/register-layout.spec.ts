import type { Locator, Page } from '@playwright/test';
import { registrationMessages } from '../src/domain/registration.schemas.ts';
import { registrationTexts as t } from '../src/web/features/registration/registration-texts.ts';
import { expect, hasNoHorizontalOverflow, test } from './fixtures.ts';
import {
  finish,
  newAccount,
  next,
  pickTeam,
  readyToFinish,
  submitWizard,
  teamBox,
  toTeamStep,
} from './register-helpers.ts';
import { type Player, type Team, uniqueTag } from './world.ts';

// The wizard on a phone and on a desktop: the team picker's search without diacritics, and a field the wizard sends
// the focus back to, in full view below the sticky header. Each journey goes once and is looked at in both widths.

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
/** A club whose name has diacritics, for the search typed without them. */
const OTELUL = 'Oțelul Galați';

let team: Team;
let taken: Player;

test.beforeAll(async ({ world }) => {
  team = await world.team(`Rapid ${uniqueTag()}`);
  await world.team(OTELUL);
  taken = await world.player();
});

test.describe.configure({ timeout: 90_000 });

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
    expect(box, `the ${name} on screen at ${viewport?.width} px`).not.toBeNull();
    expect(box?.y ?? 0, `the ${name} below the header at ${viewport?.width} px`).toBeGreaterThanOrEqual(headerBottom);
    expect(
      (box?.y ?? 0) + (box?.height ?? 0),
      `the ${name} above the bottom at ${viewport?.width} px`,
    ).toBeLessThanOrEqual(viewport?.height ?? 0);
  }
  // The room kept above what the browser scrolls into view is the header's height.
  const padding = await page.evaluate(() => getComputedStyle(document.documentElement).scrollPaddingTop);
  expect(Number.parseFloat(padding)).toBeCloseTo(header?.height ?? 0, 0);
}

test(`the team picker finds ${OTELUL} from "otel" typed without diacritics, at 390 and 1280 px`, async ({ page }) => {
  await toTeamStep(page, newAccount('otel'));
  for (const viewport of [PHONE, DESKTOP]) {
    await page.setViewportSize(viewport);
    await teamBox(page).fill('otel');
    await expect(page.getByRole('option')).toHaveCount(1);
    const option = page.getByRole('option', { name: OTELUL, exact: true });
    await expect(option).toBeVisible();
    await expect(option).toBeInViewport({ ratio: 1 });
    expect(await hasNoHorizontalOverflow(page), `no sideways scroll at ${viewport.width} px`).toBe(true);
    await page.screenshot({ path: test.info().outputPath(`team-search-${viewport.width}.png`) });
    await teamBox(page).fill('');
  }
  // The cedilla T (U+0162) of an old keyboard finds it too; then the keyboard picks it.
  await teamBox(page).fill('O\u0162EL');
  await expect(page.getByRole('option', { name: OTELUL, exact: true })).toBeVisible();
  await teamBox(page).press('ArrowDown');
  await teamBox(page).press('Enter');
  await expect(page.getByRole('button', { name: t.clearTeam(OTELUL) })).toBeVisible();
});

test('a taken e-mail sends the wizard back to its field, in full view below the header, at 390 and 1280 px', async ({
  page,
}) => {
  await toTeamStep(page, { ...newAccount('eml'), email: taken.email });
  await pickTeam(page, team.name);
  for (const viewport of [PHONE, DESKTOP]) {
    await page.setViewportSize(viewport);
    if (viewport === DESKTOP) {
      // Back to the last step with what was filled in, to finish again from the page's end.
      await next(page).click();
      await next(page).click();
      await expect(finish(page)).toBeVisible();
    }
    // A refused registration resets the robot check: it is solved for each try.
    await readyToFinish(page);
    const registered = await submitWizard(page, { fromPageEnd: true });
    expect(registered.status()).toBe(400);
    await expect(page.locator('[aria-current="step"]')).toContainText(t.steps[0]);
    const email = page.getByLabel(t.email);
    await expect(email).toBeFocused();
    await expect(page.getByText(registrationMessages.emailTaken)).toBeVisible();
    await expectInFullView(page, email, page.getByText(registrationMessages.emailTaken));
  }
});

test('a wrong link on the last step gets the focus in full view below the header, at 390 and 1280 px', async ({
  page,
}) => {
  await toTeamStep(page, newAccount('lnk'));
  await pickTeam(page, team.name);
  const youtube = page.getByLabel(t.youtube);
  await youtube.fill('youtube');
  for (const viewport of [PHONE, DESKTOP]) {
    await page.setViewportSize(viewport);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await finish(page).click();
    await expect(youtube).toBeFocused();
    await expectInFullView(page, youtube, page.getByText(registrationMessages.invalidUrl));
    await youtube.blur();
  }
});
