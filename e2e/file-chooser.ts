import type { FileChooser, Page } from '@playwright/test';

/**
 * Presses `key` on the focused file input and answers the chooser it opens. Chromium now and then drops a
 * chooser asked for by a key press that comes right after focus moved (the test then waited its whole timeout):
 * the key is pressed again, up to three times, so a keyboard user's path is still what is tested.
 */
export async function chooserByKey(page: Page, key: 'Enter' | 'Space'): Promise<FileChooser> {
  // The input the keyboard user is on: each new try presses the key on it again (a re-render may have moved focus).
  const input = (await page.evaluateHandle(() => document.activeElement)).asElement();
  for (let attempt = 1; attempt <= 3; attempt++) {
    if (attempt > 1) await input?.focus();
    const chooser = page.waitForEvent('filechooser', { timeout: 5_000 }).catch(() => null);
    await page.keyboard.press(key);
    const opened = await chooser;
    if (opened) return opened;
  }
  throw new Error(`${key} on the focused file input did not open the file chooser`);
}
