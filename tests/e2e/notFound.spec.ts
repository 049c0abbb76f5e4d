import {expect, test} from '@playwright/test';
import {expectPage, servedHeading} from './helpers';

test.describe('helpful 404 page', () => {
  test('a moved page redirects to its new address', async ({page}) => {
    const target = '/docs/managed-datahub/managed-datahub-overview';
    const heading = await servedHeading(page, target);
    await page.goto('/docs/saas');
    await expectPage(page, target, heading);
    await expect(page.locator('article h1')).toBeVisible();
  });

  test('an unknown page lists the closest pages from the search index', async ({page}) => {
    const response = await page.goto('/docs/deploy/kubernete');
    expect(response?.status()).toBe(404);
    const help = page.getByRole('region', {name: 'Were you looking for ...'});
    const suggestions = help.getByRole('listitem').getByRole('link');
    await expect(suggestions.first()).toBeVisible();
    expect(await suggestions.count()).toBeLessThanOrEqual(5);
    const hrefs = await suggestions.evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(hrefs).toContain('/docs/deploy/kubernetes');
    expect(hrefs.every((h) => h?.startsWith('/docs/') && !h.startsWith('/docs/1.1.0/'))).toBe(true);
    await expect(help.getByRole('link', {name: 'Search the documentation for "deploy kubernete"'})).toHaveAttribute(
      'href',
      '/search?q=deploy%20kubernete',
    );
    await expect(page).toHaveURL(/\/docs\/deploy\/kubernete$/);
  });
});
