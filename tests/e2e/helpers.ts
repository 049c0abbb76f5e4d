import * as cheerio from 'cheerio';
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

/** Text with its whitespace collapsed, as Playwright compares a string with `toHaveText`. */
const collapsed = (text: string) => text.replace(/\s+/g, ' ').trim();

/** Path, query and fragment of a URL (relative ones resolved against the site): what an address check compares. */
export function addressOf(url: string | URL): string {
  const parsed = new URL(url, 'http://127.0.0.1');
  return `${parsed.pathname}${parsed.search}${parsed.hash}`;
}

/** The text of the one h1 the server sends for `pathname`, which must answer 200: the heading of that page. */
export async function servedHeading(page: Page, pathname: string): Promise<string> {
  const response = await page.request.get(pathname);
  expect(response.status(), `GET ${pathname}`).toBe(200);
  const headings = cheerio.load(await response.text())('h1');
  expect(headings.length, `h1 elements of ${pathname}`).toBe(1);
  return collapsed(headings.text());
}

/** Where an in-app link leads: its address (path, query, fragment), its path and the heading of that page. */
export async function linkTarget(
  page: Page,
  href: string,
): Promise<{address: string; pathname: string; heading: string}> {
  const address = addressOf(href);
  const {pathname} = new URL(address, 'http://127.0.0.1');
  return {address, pathname, heading: await servedHeading(page, pathname)};
}

/**
 * Waits for the page at `address` to be shown: the URL's path, query and fragment are exactly `address` (or pass the
 * given test), and the page's one h1 reads `heading`. The old page matches neither while it is still shown.
 */
export async function expectPage(
  page: Page,
  address: string | ((url: URL) => boolean),
  heading: string | RegExp,
): Promise<void> {
  await expect(page).toHaveURL(typeof address === 'string' ? (url) => addressOf(url) === address : address);
  await expect(page.locator('h1')).toHaveText([heading]);
}

/**
 * Resolves at the page's next idle period (`requestIdleCallback`): the work already queued (tasks, renders, the
 * effects of a route change) has run. A check made then sees what that work did.
 */
export const idle = (page: Page) =>
  page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve())));

/** Counts the page's requests in flight (those `include` accepts; all by default). */
export function requestsInFlight(page: Page, include: (url: string) => boolean = () => true): () => number {
  const open = new Set<unknown>();
  page.on('request', (request) => {
    if (include(request.url())) open.add(request);
  });
  const close = (request: unknown) => open.delete(request);
  page.on('requestfinished', close);
  page.on('requestfailed', close);
  return () => open.size;
}

/** Waits until the page is idle with no request in flight: whatever it was going to fetch or do, it has done. */
export async function settled(page: Page, inFlight: () => number): Promise<void> {
  await expect
    .poll(async () => {
      await idle(page);
      return inFlight();
    })
    .toBe(0);
  await idle(page);
}
