import { commonMessages, nav, webMessages } from '../src/domain/messages.ts';
import { paths } from '../src/domain/paths.ts';
import { expect, expectAccessible, hasNoHorizontalOverflow, test } from './fixtures.ts';

interface PageCase {
  path: string;
  /** The page's h1, when it is one of the shared texts. */
  heading?: string;
  /** Public pages have the site's header and footer; the admin login has neither. */
  publicLayout: boolean;
}

const pageCases: PageCase[] = [
  { path: paths.home, publicLayout: true },
  { path: paths.login, heading: webMessages.loginTitle, publicLayout: true },
  { path: paths.rules, heading: webMessages.rulesTitle, publicLayout: true },
  { path: paths.terms, heading: webMessages.termsTitle, publicLayout: true },
  { path: '/nu-exista/pagina-asta-42', heading: commonMessages.notFoundTitle, publicLayout: true },
  { path: paths.admin.login, heading: webMessages.adminLoginTitle, publicLayout: false },
];

const viewports = [
  { name: 'phone', width: 360, height: 740 },
  { name: 'desktop', width: 1280, height: 800 },
];

// Each page at both sizes in one test: one browser context for the two looks, reloaded at the second size.
for (const pageCase of pageCases) {
  test(`${pageCase.path} fits, is accessible and keeps to the CSP, on a phone and on a desktop`, async ({ page }) => {
    for (const viewport of viewports) {
      await test.step(`at ${viewport.width}x${viewport.height}`, async () => {
        await page.setViewportSize({ width: viewport.width, height: viewport.height });
        await page.goto(pageCase.path);
        const h1 = page.getByRole('heading', { level: 1 });
        await expect(h1).toHaveCount(1);
        if (pageCase.heading) await expect(h1).toHaveText(pageCase.heading);
        await expect(h1).toBeVisible();
        await page.evaluate(() => document.fonts.ready);

        expect(await hasNoHorizontalOverflow(page), 'the page scrolls sideways').toBe(true);
        await expectAccessible(page);

        if (!pageCase.publicLayout) return;

        const footer = page.getByRole('contentinfo');
        await expect(footer.getByText('18+', { exact: true })).toBeVisible();
        await expect(footer.getByText(commonMessages.free, { exact: true })).toBeVisible();

        const mainNav = page.getByRole('navigation', { name: webMessages.mainNavigation });
        const menuButton = page.getByRole('button', { name: webMessages.menu });
        if (viewport.width < 1280) {
          await expect(mainNav).toBeHidden();
          await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
          await menuButton.click();
          await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
          await expect(mainNav.getByRole('link', { name: nav.communityMobile })).toBeVisible();
          await expect(mainNav.getByText(nav.community)).toBeHidden();
          expect(await hasNoHorizontalOverflow(page), 'the open menu scrolls sideways').toBe(true);
          await expectAccessible(page, `${pageCase.path} with the menu open`);
          await page.keyboard.press('Escape');
          await expect(mainNav).toBeHidden();
          await expect(menuButton).toBeFocused();
        } else {
          await expect(menuButton).toBeHidden();
          await expect(mainNav.getByRole('link', { name: nav.community })).toBeVisible();
          await expect(mainNav.getByText(nav.communityMobile)).toBeHidden();
        }
      });
    }
  });
}
