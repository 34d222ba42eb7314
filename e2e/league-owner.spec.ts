import type { Page } from '@playwright/test';
import { leagueMessages } from '../src/domain/league-messages.ts';
import { paths } from '../src/domain/paths.ts';
import { leagueToolsMessages as tools } from '../src/web/features/leagues/league-tools-messages.ts';
import { leaguesMessages as t } from '../src/web/features/leagues/leagues-messages.ts';
import { useSession, waitForContent } from './a11y-helpers.ts';
import { expect, hasNoHorizontalOverflow, test } from './fixtures.ts';
import { currentRound, type Player, playedRound, uniqueTag, type World } from './world.ts';

// A league's page as its owner and its members use it: the activity line and the form, then the owner's tools
// (rename, emblem, a new code, removing a member, handing over), leaving, and deleting.

// A 1×1 PNG: the server re-encodes it like any emblem.
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** A league of `owner` that `members` joined through its code, made through the API. */
async function leagueOf(world: World, owner: Player, members: Player[]) {
  const name = `Liga ${uniqueTag()}`.slice(0, 40);
  const league = await world.send('POST', '/api/leagues', { data: { name } }, owner.jwt);
  for (const m of members) await world.send('POST', '/api/leagues/join', { data: { code: league.code } }, m.jwt);
  return { name, documentId: league.documentId as string, code: league.code as string };
}

/** Opens a confirmation with `button`, checks its question, and confirms with `confirm`. */
async function confirmWith(page: Page, button: string, question: string, confirm: string) {
  await page.getByRole('button', { name: button, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: question });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: confirm, exact: true }).click();
  await expect(dialog).toBeHidden();
}

test("the owner's tools: the activity and the form, rename, emblem, a new code, remove a member, hand over", async ({
  page,
  browser,
  world,
  player: owner,
}) => {
  const [ana, bogdan, cristi] = [await world.player('ana'), await world.player('bogdan'), await world.player('cristi')];
  const league = await leagueOf(world, owner, [ana, bogdan, cristi]);
  // A played round (the owner scores the exact result, 100 points), then the current one, predicted by the owner.
  const played = await playedRound(world, [owner, ana]);
  const { round, open } = await currentRound(world, { open: 1, closed: 0 });
  await world.predict(owner, open[0], { score: [2, 0] });

  await useSession(page, { user: owner });
  await page.goto(paths.league(league.documentId));
  await waitForContent(page);
  await expect(page.getByText(t.activity(1, 4, round.name))).toBeVisible();
  const table = page.getByRole('table');
  await expect(table.getByRole('columnheader', { name: t.formTitle })).toBeVisible();
  const ownerRow = table.getByRole('row').filter({ hasText: owner.username });
  await expect(ownerRow).toContainText(t.formRound(played.round.name, 100));
  await expect(ownerRow.getByRole('cell').nth(2)).toBeVisible();
  // On a phone the form moves under the name, and nothing is wider than the screen.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(table.getByRole('columnheader', { name: t.formTitle })).toBeHidden();
  await expect(ownerRow.getByTitle(t.formRound(played.round.name, 100)).first()).toBeVisible();
  expect(await hasNoHorizontalOverflow(page)).toBe(true);
  await page.setViewportSize({ width: 1280, height: 800 });

  // Rename: the rule's message under the field, then the new name in the heading.
  const newName = `${league.name.slice(0, 30)} nou`;
  await page.getByLabel(tools.nameLabel).fill('ab');
  await page.getByRole('button', { name: tools.settingsSave }).click();
  await expect(page.getByText(leagueMessages.nameTooShort(3))).toBeVisible();
  await page.getByLabel(tools.nameLabel).fill(newName);
  await page.getByLabel(tools.descriptionLabel).fill('Doar colegii de birou.');
  await page.getByRole('button', { name: tools.settingsSave }).click();
  await expect(page.getByText(tools.settingsSaved)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: newName })).toBeVisible();
  await expect(page.getByText('Doar colegii de birou.').first()).toBeVisible();

  // The emblem: uploaded with the upload flow, shown in the header, then removed.
  await page.getByLabel(tools.emblemLabel).setInputFiles({ name: 'emblema.png', mimeType: 'image/png', buffer: png });
  await page.getByRole('button', { name: tools.emblemSave }).click();
  await expect(page.getByText(tools.emblemSaved)).toBeVisible();
  await expect(page.getByRole('img', { name: t.emblemAlt(newName) })).toBeVisible();
  await page.goto(paths.leagues);
  await expect(page.getByRole('link', { name: new RegExp(newName) }).locator('img')).toBeVisible();
  await page.goBack();
  await page.getByRole('button', { name: tools.emblemRemove }).click();
  await expect(page.getByText(tools.emblemRemoved)).toBeVisible();
  await expect(page.getByRole('img', { name: t.emblemAlt(newName) })).toHaveCount(0);

  // A new code: the old link stops working.
  const oldLink = await page.getByLabel(t.inviteLabel).inputValue();
  await confirmWith(page, tools.newCode, tools.newCodeConfirmTitle, tools.newCode);
  await expect(page.getByText(tools.newCodeDone)).toBeVisible();
  await expect(page.getByLabel(t.inviteLabel)).not.toHaveValue(oldLink);
  const visitor = await browser.newContext();
  const stranger = await visitor.newPage();
  await stranger.goto(new URL(oldLink).pathname);
  await expect(stranger.getByText(leagueMessages.codeNotFound)).toBeVisible();
  await visitor.close();

  // The members' list: search, remove one, hand the league over to another.
  const members = page.getByRole('region', { name: tools.membersTitle });
  await members.getByLabel(tools.membersSearch).fill('cristi');
  await expect(members.getByRole('listitem')).toHaveCount(1);
  await confirmWith(
    page,
    `${tools.remove} ${cristi.username}`,
    tools.removeConfirmTitle(cristi.username),
    tools.remove,
  );
  await expect(page.getByText(tools.removed(cristi.username))).toBeVisible();
  await expect(page.getByText(`${t.owner(owner.username)} · ${t.members(3)}`)).toBeVisible();
  await expect(table.getByRole('row').filter({ hasText: cristi.username })).toHaveCount(0);
  await members.getByLabel(tools.membersSearch).fill('');
  await expect(members.getByRole('listitem')).toHaveCount(3);
  await expect(members.getByRole('listitem').first()).toContainText(tools.ownerBadge);

  await confirmWith(
    page,
    `${tools.makeOwner} ${ana.username}`,
    tools.makeOwnerConfirmTitle(ana.username),
    tools.makeOwner,
  );
  await expect(page.getByText(tools.madeOwner(ana.username))).toBeVisible();
  await expect(page.getByRole('heading', { name: tools.manageTitle })).toHaveCount(0);
  await expect(page.getByText(t.owner(ana.username))).toBeVisible();
  expect(await hasNoHorizontalOverflow(page)).toBe(true);
});

test('a member leaves, and the owner deletes the league; each lands on /leagues told what happened', async ({
  page,
  browser,
  world,
  player: owner,
}) => {
  const member = await world.player('membru');
  const league = await leagueOf(world, owner, [member]);

  await useSession(page, { user: member });
  await page.goto(paths.league(league.documentId));
  await waitForContent(page);
  // A member has no owner's tools, only the way out.
  await expect(page.getByRole('heading', { name: tools.manageTitle })).toHaveCount(0);
  await page.getByRole('button', { name: tools.leave }).click();
  await expect(page.getByRole('dialog', { name: tools.leaveConfirmTitle })).toContainText(tools.leaveConfirm);
  await page.getByRole('dialog').getByRole('button', { name: tools.leave }).click();
  await expect(page).toHaveURL((u) => u.pathname === paths.leagues);
  await expect(page.getByRole('status').filter({ hasText: tools.left(league.name) })).toBeVisible();
  await expect(page.getByRole('link', { name: new RegExp(league.name) })).toHaveCount(0);
  await page.goto(paths.league(league.documentId));
  await expect(page.getByText(leagueMessages.notMember)).toBeVisible();

  const ownerContext = await browser.newContext();
  const owned = await ownerContext.newPage();
  await useSession(owned, { user: owner });
  await owned.goto(paths.league(league.documentId));
  await waitForContent(owned);
  // The owner is told where the league would go before leaving; here they delete it instead.
  await owned.getByRole('button', { name: tools.leave }).click();
  await expect(owned.getByRole('dialog', { name: tools.leaveConfirmTitle })).toContainText(tools.leaveConfirmOwner);
  await owned.getByRole('dialog').getByRole('button', { name: tools.cancel }).click();
  await confirmWith(owned, tools.deleteLeague, tools.deleteConfirmTitle, tools.deleteLeague);
  await expect(owned).toHaveURL((u) => u.pathname === paths.leagues);
  await expect(owned.getByRole('status').filter({ hasText: tools.deleted(league.name) })).toBeVisible();
  await expect(owned.getByRole('link', { name: new RegExp(league.name) })).toHaveCount(0);
  await ownerContext.close();
});
