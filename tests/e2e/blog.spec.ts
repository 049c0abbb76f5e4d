import fs from 'node:fs';
import path from 'node:path';
import {expect, test} from '@playwright/test';
import YAML from 'yaml';
import {gotoHydrated} from './helpers';

/**
 * The learning blog's routes: the index with every post on one page, the archive, the tag index, one page per tag of
 * the spec and every post. Posts and tags are read from learn/ so that a new post is covered without editing this file.
 */
const learnDir = path.join(__dirname, '../../learn');
const posts = fs
  .readdirSync(learnDir)
  .filter((file) => file.endsWith('.md'))
  .map((file) => {
    const text = fs.readFileSync(path.join(learnDir, file), 'utf8');
    const front = YAML.parse(text.split(/^---$/m)[1] ?? '') as {title: string; slug: string; tags: string[]};
    return front;
  });
const tags = YAML.parse(fs.readFileSync(path.join(learnDir, 'tags.yml'), 'utf8')) as Record<string, {label: string}>;

// The tag pages the spec lists (section 2); the test fails when one of them disappears from learn/tags.yml.
const SPEC_TAGS = [
  'business-glossary',
  'business-metric',
  'data-freshness',
  'data-mesh',
  'data-pipeline',
  'for-data-analysts',
  'for-data-architects',
  'for-data-engineers',
  'for-data-governance-leads',
  'for-data-platform-leads',
  'use-case',
];
const SPEC_POSTS = ['business-glossary', 'business-metric', 'data-freshness', 'data-mesh', 'data-pipeline'];

test.describe('learning blog routes', () => {
  test('learn/ holds the posts and tags of the spec', () => {
    expect(posts.map((post) => post.slug).sort()).toEqual(SPEC_POSTS);
    expect(Object.keys(tags).sort()).toEqual(SPEC_TAGS);
  });

  test('/learn lists every post on one page, with no pagination', async ({page}) => {
    await gotoHydrated(page, '/learn');
    const main = page.locator('main');
    for (const post of posts) {
      await expect(main.locator(`a[href="/learn/${post.slug}"]`).first()).toBeVisible();
    }
    await expect(main.locator('article')).toHaveCount(posts.length);
    await expect(page.locator('a[href^="/learn/page/"]')).toHaveCount(0);
    expect((await page.request.get('/learn/page/2')).status()).toBe(404);
  });

  test('/learn/archive lists every post', async ({page}) => {
    await gotoHydrated(page, '/learn/archive');
    await expect(page.locator('h1')).toHaveText('Archive');
    for (const post of posts) {
      // Each archive entry reads "<date> - <title>".
      await expect(page.locator(`main a[href="/learn/${post.slug}"]`)).toHaveText(/ - (.+)$/);
      expect(
        (await page.locator(`main a[href="/learn/${post.slug}"]`).textContent())?.split(' - ').slice(1).join(' - '),
      ).toBe(post.title);
    }
  });

  test('/learn/tags links every tag page', async ({page}) => {
    await gotoHydrated(page, '/learn/tags');
    for (const tag of SPEC_TAGS) {
      await expect(page.locator(`main a[href="/learn/tags/${tag}"]`)).toHaveCount(1);
    }
  });

  for (const tag of SPEC_TAGS) {
    test(`/learn/tags/${tag} lists exactly the posts tagged ${tag}`, async ({page}) => {
      await gotoHydrated(page, `/learn/tags/${tag}`);
      await expect(page.locator('h1')).toContainText(tags[tag]?.label ?? `missing tag ${tag}`);
      const tagged = posts.filter((post) => post.tags.includes(tag));
      expect(tagged.length).toBeGreaterThan(0);
      const titles = page.locator('main article h2 a');
      await expect(titles).toHaveCount(tagged.length);
      expect((await titles.allTextContents()).sort()).toEqual(tagged.map((post) => post.title).sort());
    });
  }

  for (const slug of SPEC_POSTS) {
    test(`/learn/${slug} renders the post with its title and tags`, async ({page}) => {
      const post = posts.find((p) => p.slug === slug)!;
      await gotoHydrated(page, `/learn/${slug}`);
      await expect(page.locator('h1')).toHaveText(post.title);
      for (const tag of post.tags) {
        await expect(page.locator(`main a[href="/learn/tags/${tag}"]`).first()).toBeVisible();
      }
    });
  }
});
