/**
 * The search relevance set (relevance.yaml) and how it is measured: each query is typed into the search modal of
 * the built site, in Chromium, and the pages are read in the order a reader sees them. Shared by the e2e test
 * (tests/e2e/searchRelevance.spec.ts) and `npm run bench`.
 */
import fs from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';
import type {Page} from '@playwright/test';

export interface RelevanceCase {
  category: string;
  query: string;
  /** Pages that answer the query; any of them counts. Empty: the query must find nothing (no-results screen). */
  expect: string[];
  /** The place the expected page must reach, when stricter than the suite's top 3 (e.g. 1: shown first). */
  within?: number;
  /** Docs version the reader is in: 'current' (default) or a frozen version such as '1.1.0'. */
  version: string;
}

export interface Outcome extends RelevanceCase {
  /** Distinct pages in display order. */
  pages: string[];
  /** 1-based rank of the first expected page, 0 when absent; for an empty `expect`, 1 when nothing is shown. */
  rank: number;
  /** Milliseconds from the keystroke to rendered results. */
  ms: number;
}

export interface CategoryScore {
  queries: number;
  top1: number;
  top3: number;
  mrr: number;
}

/** Resolved from the repository root, where the tests and the bench run (Playwright loads this file as CommonJS). */
export const RELEVANCE_FILE = path.join(process.cwd(), 'tests/search/relevance.yaml');

export function loadRelevanceSet(file = RELEVANCE_FILE): RelevanceCase[] {
  const raw = YAML.parse(fs.readFileSync(file, 'utf8')) as Record<
    string,
    {query: string | number; expect: string | string[]; version?: string; within?: number}[]
  >;
  return Object.entries(raw).flatMap(([category, cases]) =>
    cases.map((c) => ({
      category,
      query: String(c.query),
      expect: Array.isArray(c.expect) ? c.expect : [c.expect],
      version: c.version ?? 'current',
      ...(c.within ? {within: c.within} : {}),
    })),
  );
}

/** A page path as compared: no hash, no query, no trailing slash or `.html`. */
export function pagePath(url: string): string {
  const {pathname} = new URL(url, 'http://x');
  return pathname.replace(/\.html$/, '').replace(/\/$/, '') || '/';
}

export function rankOf(pages: string[], expected: string[]): number {
  if (!expected.length) return pages.length ? 0 : 1;
  const index = pages.findIndex((p) => expected.includes(p));
  return index + 1;
}

const round = (n: number) => Math.round(n * 1000) / 1000;

/** top-1, top-3 and mean reciprocal rank per category and overall ('all'). */
export function summarize(outcomes: Pick<Outcome, 'category' | 'rank'>[]): Record<string, CategoryScore> {
  const groups = new Map<string, Pick<Outcome, 'category' | 'rank'>[]>([['all', outcomes]]);
  for (const o of outcomes) groups.set(o.category, [...(groups.get(o.category) ?? []), o]);
  const out: Record<string, CategoryScore> = {};
  for (const [name, list] of groups) {
    const n = list.length || 1;
    out[name] = {
      queries: list.length,
      top1: round(list.filter((o) => o.rank === 1).length / n),
      top3: round(list.filter((o) => o.rank >= 1 && o.rank <= 3).length / n),
      mrr: round(list.reduce((sum, o) => sum + (o.rank ? 1 / o.rank : 0), 0) / n),
    };
  }
  return out;
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  if (!sorted.length) return 0;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** A page of the version to search from (contextual search scopes results to the version being read). */
const START_PAGE: Record<string, string> = {current: '/docs/introduction', '1.1.0': '/docs/1.1.0/introduction'};

/**
 * Types one query into the open modal and returns the distinct pages it shows, in order, with the time from the
 * input event to the first rendered answer (hits or the no-results screen, never the loading state).
 */
async function queryModal(page: Page, query: string): Promise<{pages: string[]; ms: number}> {
  const input = page.locator('.DocSearch-Input');
  await input.fill('');
  await page.locator('.DocSearch-Hit').first().waitFor({state: 'detached'});
  // No named functions inside: tsx (bench) would wrap them in a helper the page does not have.
  const timing = page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let start = 0;
        const modal = document.querySelector('.DocSearch-Modal')!;
        document
          .querySelector('.DocSearch-Input')!
          .addEventListener('input', () => void (start = performance.now()), {once: true, capture: true});
        const observer = new MutationObserver(() => {
          const answered =
            start > 0 &&
            !modal.classList.contains('local-search-pending') &&
            (modal.querySelector('.DocSearch-Hit') || modal.querySelector('.DocSearch-NoResults'));
          if (answered) {
            observer.disconnect();
            resolve(performance.now() - start);
          }
        });
        observer.observe(modal, {childList: true, subtree: true, attributes: true});
      }),
  );
  await input.fill(query);
  const ms = await timing;
  const hrefs = await page
    .locator('.DocSearch-Hit a')
    .evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).href));
  const pages: string[] = [];
  for (const href of hrefs) {
    const p = pagePath(href);
    if (!pages.includes(p)) pages.push(p);
  }
  return {pages, ms};
}

export async function runRelevance(page: Page, cases: RelevanceCase[]): Promise<Outcome[]> {
  const outcomes: Outcome[] = [];
  for (const version of [...new Set(cases.map((c) => c.version))]) {
    await page.goto(START_PAGE[version] ?? START_PAGE.current!);
    await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
    await page.locator('.DocSearch-Button').click();
    await page.locator('.DocSearch-Input').waitFor();
    for (const c of cases.filter((x) => x.version === version)) {
      const {pages, ms} = await queryModal(page, c.query);
      outcomes.push({...c, pages: pages.slice(0, 10), rank: rankOf(pages, c.expect), ms});
    }
    await page.keyboard.press('Escape');
  }
  return outcomes;
}
