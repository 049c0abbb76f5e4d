import {expect, test} from '@playwright/test';
import {collectErrors, gotoHydrated} from './helpers';

/** llms.txt links use the public site URL; the test server serves the same paths. */
const localPath = (url: string) => new URL(url).pathname;

test.describe('docs for AI tools: llms.txt and Markdown twins', () => {
  test('llms.txt links a file per section, whose links all resolve to Markdown twins', async ({request}) => {
    test.setTimeout(120_000);
    const response = await request.get('/llms.txt');
    expect(response.status()).toBe(200);
    const text = await response.text();
    expect(text).toMatch(/^# DataHub\n\n> \S/);
    const sectionFiles = [...text.matchAll(/^- \[[^\]]+\]\((\S+\/docs\/llms\/[a-z0-9-]+\.txt)\)/gm)].map((m) => m[1]!);
    expect(sectionFiles.length).toBeGreaterThan(5);
    const links: string[] = [];
    for (const file of sectionFiles) {
      const section = await request.get(localPath(file));
      expect(section.status()).toBe(200);
      links.push(...[...(await section.text()).matchAll(/^- \[[^\]]+\]\((\S+)\)/gm)].map((m) => m[1]!));
    }
    expect(links.length).toBeGreaterThan(300);
    expect(links.some((l) => l.includes('/docs/1.1.0/'))).toBe(false);
    const failures: string[] = [];
    for (let i = 0; i < links.length; i += 20) {
      await Promise.all(
        links.slice(i, i + 20).map(async (link) => {
          const twin = await request.get(localPath(link));
          if (twin.status() !== 200) failures.push(`${link}: HTTP ${twin.status()}`);
          else if (!(await twin.text()).startsWith('# ')) failures.push(`${link}: does not start with a title`);
        }),
      );
    }
    expect(failures).toEqual([]);
  });

  test('llms-full.txt holds the pages with their titles and URLs', async ({request}) => {
    const response = await request.get('/llms-full.txt');
    expect(response.status()).toBe(200);
    const text = await response.text();
    expect(text).toContain('URL: https://docs.datahub.com/docs/quickstart\n');
    expect(text).not.toContain('URL: https://docs.datahub.com/docs/1.1.0/');
  });

  for (const [path, title] of [
    ['/docs/quickstart.md', /^# .*Quickstart/],
    ['/docs/1.1.0/quickstart.md', /^# .*Quickstart/],
    ['/docs/deploy.md', /^# \S/],
    ['/docs/generated/ingestion/sources/kafka.md', /^# Kafka\n/],
  ] as const) {
    test(`${path} is the page as plain Markdown`, async ({request}) => {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      const text = await response.text();
      expect(text).toMatch(title);
      expect(text).not.toMatch(/^---$/m);
      expect(text).not.toMatch(/<ConnectorOptions|^import /m);
    });
  }

  test('the Copy page menu copies the Markdown, links the twin and the assistants', async ({page, context}) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const errors = collectErrors(page);
    await gotoHydrated(page, '/docs/quickstart');
    const button = page.getByRole('button', {name: 'Copy page'});
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const menu = page.getByRole('menu', {name: 'Page actions'});
    await expect(menu.getByRole('menuitem')).toHaveCount(4);
    await expect(menu.getByRole('menuitem', {name: 'Copy page as Markdown'})).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('menuitem', {name: 'View as Markdown'})).toBeFocused();
    await expect(menu.getByRole('menuitem', {name: 'View as Markdown'})).toHaveAttribute('href', '/docs/quickstart.md');
    const prompt = encodeURIComponent('Read https://docs.datahub.com/docs/quickstart and answer questions about it');
    await expect(menu.getByRole('menuitem', {name: 'Open in ChatGPT'})).toHaveAttribute(
      'href',
      `https://chatgpt.com/?q=${prompt}`,
    );
    await expect(menu.getByRole('menuitem', {name: 'Open in Claude'})).toHaveAttribute(
      'href',
      `https://claude.ai/new?q=${prompt}`,
    );
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(button).toBeFocused();

    await button.click();
    await menu.getByRole('menuitem', {name: 'Copy page as Markdown'}).click();
    await expect(page.getByRole('status').filter({hasText: 'Page copied as Markdown'})).toBeVisible();
    const twin = await (await page.request.get('/docs/quickstart.md')).text();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(twin);
    expect(errors).toEqual([]);
  });
});
