import {expect, type Page} from '@playwright/test';

/** Waits until React has hydrated the page (Docusaurus sets `data-has-hydrated` on the root element). */
export async function gotoHydrated(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await expect(page.locator('html[data-has-hydrated="true"]')).toHaveCount(1);
}

/** Marks the document in the page, so that a later check tells an in-app navigation from a full page load. */
export const markDocument = (page: Page) =>
  page.evaluate(() => ((window as unknown as {samePage: boolean}).samePage = true));

/** True while the document marked by `markDocument` is still the one loaded (no full page load since). */
export const sameDocument = (page: Page) => page.evaluate(() => 'samePage' in window);

/** Collects console errors and uncaught page errors for assertions. */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}
