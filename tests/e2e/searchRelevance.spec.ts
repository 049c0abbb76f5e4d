import {expect, test} from '@playwright/test';
import {loadRelevanceSet, runRelevance, summarize} from '../search/relevance';

/**
 * Every query of tests/search/relevance.yaml is typed into the search modal, as a reader would; the expected page
 * must be among the first three pages shown: 95% of all queries and 90% in every category.
 */
test('search relevance: top-3 >= 95% overall and >= 90% in every category', async ({page}) => {
  test.setTimeout(300_000);
  const outcomes = await runRelevance(page, loadRelevanceSet());
  const scores = summarize(outcomes);
  for (const [category, score] of Object.entries(scores)) {
    console.log(`${category}: top-1 ${score.top1}, top-3 ${score.top3}, MRR ${score.mrr} (${score.queries} queries)`);
  }
  for (const miss of outcomes.filter((o) => o.rank === 0 || o.rank > 3)) {
    console.log(
      `  miss [${miss.category}] "${miss.query}": expected ${miss.expect.join(' or ') || 'no results'}, got ${miss.pages.slice(0, 3).join(', ')}`,
    );
  }
  expect(scores.all!.queries).toBeGreaterThanOrEqual(150);
  expect(scores.all!.top3).toBeGreaterThanOrEqual(0.95);
  for (const [category, score] of Object.entries(scores)) expect(score.top3, category).toBeGreaterThanOrEqual(0.9);
  // A case that names its place (`within`) must reach it, whatever its category's score.
  for (const o of outcomes.filter((x) => x.within)) {
    expect(
      o.rank >= 1 && o.rank <= o.within!,
      `"${o.query}" within ${o.within}: got ${o.pages.slice(0, 3).join(', ')}`,
    ).toBe(true);
  }
});

test('no snippet of the relevance set shows an internal token', async ({page}) => {
  test.setTimeout(300_000);
  await page.goto('/docs/introduction');
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
  await page.locator('.DocSearch-Button').click();
  // Tokens of the page chrome that once leaked into snippets (version filter, metadata, Pagefind attributes).
  const internal = /docs-default-|docusaurus_tag|data-pagefind|data-search-|pagefind-|(current|1\.1\.0)[A-Z][a-z]/;
  for (const {query} of loadRelevanceSet().filter((c) => c.version === 'current')) {
    // From an empty box, so that the hits read below are this query's, never the previous query's still shown.
    await page.locator('.DocSearch-Input').fill('');
    await expect(page.locator('.DocSearch-Hit, .DocSearch-NoResults')).toHaveCount(0);
    await page.locator('.DocSearch-Input').fill(query);
    await page.locator('.DocSearch-Hit, .DocSearch-NoResults').first().waitFor();
    await expect(page.locator('.DocSearch-Modal.local-search-pending')).toHaveCount(0);
    // Each part on its own: the title and the snippet are separate lines, which textContent would run together.
    const snippets = await page.locator('.DocSearch-Hit-title, .DocSearch-Hit-path').allInnerTexts();
    for (const text of snippets) expect(text, `snippet for "${query}"`).not.toMatch(internal);
  }
});
