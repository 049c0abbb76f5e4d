import AxeBuilder from '@axe-core/playwright';
import {expect, test, type Locator, type Page} from '@playwright/test';
import {collectErrors, gotoHydrated} from './helpers';

/**
 * Code and callouts: `::::tabs{group="interface"}` in .md pages renders Docusaurus tabs whose
 * choice is shared by every tab set of the group and remembered for the reader (localStorage), code block titles
 * where a file is meant, and admonitions for warnings.
 */
const firstTabs = (page: Page): Locator => page.locator('article .tabs-container').first();
const tab = (tabs: Locator, name: string): Locator => tabs.getByRole('tab', {name, exact: true});
/** The stored choice of a group; the key is `docusaurus.tab.<group>` plus the site's storage namespace suffix. */
const storedChoice = (page: Page, group: string): Promise<string | null> =>
  page.evaluate((prefix) => {
    const key = Object.keys(localStorage).find((k) => k === prefix || k.startsWith(`${prefix}-`));
    return key ? localStorage.getItem(key) : null;
  }, `docusaurus.tab.${group}`);

test.describe('tabs, code titles and admonitions', () => {
  test('a tab choice is synced across the page and remembered on the next page of the same group', async ({page}) => {
    const errors = collectErrors(page);
    await gotoHydrated(page, '/docs/api/tutorials/tags');
    const tabs = firstTabs(page);
    await expect(tab(tabs, 'GraphQL')).toHaveAttribute('aria-selected', 'true');
    const panels = tabs.getByRole('tabpanel', {includeHidden: true});
    await expect(panels).toHaveCount(2);
    // The first panel (GraphQL) is visible with its highlighted code; the Python one is rendered but hidden.
    await expect(panels.nth(0).locator('pre code')).toContainText('createTag');
    await expect(panels.nth(1)).toBeHidden();

    await tab(tabs, 'Python').click();
    await expect(tab(tabs, 'Python')).toHaveAttribute('aria-selected', 'true');
    await expect(panels.nth(1).locator('pre code')).toContainText('TagPropertiesClass');
    await expect(panels.nth(0)).toBeHidden();
    // Every other tab set of the group on the page follows, and the choice is stored for the reader.
    const second = page.locator('article .tabs-container').nth(1);
    await expect(tab(second, 'Python')).toHaveAttribute('aria-selected', 'true');
    await expect.poll(() => storedChoice(page, 'interface')).toBe('python');

    // A fresh load of another page with the same group opens on Python.
    await gotoHydrated(page, '/docs/api/tutorials/terms');
    const onTerms = firstTabs(page);
    await expect(tab(onTerms, 'Python')).toHaveAttribute('aria-selected', 'true');
    await expect(tab(onTerms, 'GraphQL')).toHaveAttribute('aria-selected', 'false');
    await expect(onTerms.getByRole('tabpanel')).toContainText('glossaryTermInfo');
    expect(errors).toEqual([]);
  });

  test('the deploy group is remembered too; a set without the stored choice opens on its first tab', async ({page}) => {
    await gotoHydrated(page, '/docs/how/load-indices');
    const tabs = firstTabs(page);
    await expect(tab(tabs, 'Docker Compose')).toHaveAttribute('aria-selected', 'true');
    await tab(tabs, 'Kubernetes (Helm)').click();
    await expect.poll(() => storedChoice(page, 'deploy')).toBe('kubernetes');
    // Docker Compose comes first on the OIDC page, but the reader chose Kubernetes.
    await gotoHydrated(page, '/docs/authentication/guides/sso/configure-oidc-react');
    await expect(tab(firstTabs(page), 'Kubernetes (Helm)')).toHaveAttribute('aria-selected', 'true');

    await gotoHydrated(page, '/docs/api/tutorials/tags');
    await tab(firstTabs(page), 'Python').click();
    await gotoHydrated(page, '/docs/authentication/personal-access-tokens');
    // This set has curl / CLI / Recipe / UI: no Python, so its first tab is shown.
    await expect(tab(firstTabs(page), 'curl')).toHaveAttribute('aria-selected', 'true');
  });

  test('tabs work with the keyboard', async ({page}) => {
    await gotoHydrated(page, '/docs/api/tutorials/tags');
    const tabs = firstTabs(page);
    await tab(tabs, 'GraphQL').focus();
    await page.keyboard.press('ArrowRight');
    await expect(tab(tabs, 'Python')).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(tab(tabs, 'Python')).toHaveAttribute('aria-selected', 'true');
  });

  test('the Markdown twin writes tabs as headings', async ({request}) => {
    const response = await request.get('/docs/api/tutorials/tags.md');
    expect(response.ok()).toBe(true);
    const twin = await response.text();
    expect(twin).toContain('\n### GraphQL\n');
    expect(twin).toContain('\n### Python\n');
    expect(twin).not.toContain('::::tabs');
    expect(twin).not.toContain(':::tab');
  });

  test('code block titles and admonitions on the Quickstart', async ({page}) => {
    await gotoHydrated(page, '/docs/quickstart');
    const recipe = page.locator('article .theme-code-block', {hasText: 'type: mysql'});
    await expect(recipe.locator('[class*="codeBlockTitle"]')).toHaveText('mysql_recipe.yml');
    const memory = page.locator('article .theme-admonition-warning', {hasText: '8 GB of memory'});
    await expect(memory).toBeVisible();
    await expect(memory).toContainText('Give Docker enough memory');
  });

  test('a page with tabs has no serious accessibility violation', async ({page}) => {
    await gotoHydrated(page, '/docs/api/tutorials/tags');
    const results = await new AxeBuilder({page})
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
      .analyze();
    const blocking = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(blocking.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
});
