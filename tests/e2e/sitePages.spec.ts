import fs from 'node:fs';
import path from 'node:path';
import {expect, test, type Page} from '@playwright/test';
import {expectPage, gotoHydrated, servedHeading} from './helpers';

/** The community and site pages (src/pages/), with the H1 each must show. */
const sitePages: {route: string; h1: RegExp}[] = [
  {route: '/adoption-stories', h1: /adoption stories/i},
  {route: '/champions', h1: /DataHub Champions/},
  {route: '/guild', h1: /Data Practitioners Guild/},
  {route: '/events', h1: /community events/i},
  {route: '/slack', h1: /Slack/},
  {route: '/customer-stories-survey', h1: /adoption story/i},
  {route: '/hack_display_image', h1: /flow diagram/i},
];

// Playwright runs from the repository root.
const root = process.cwd();
const readGenerated = <T>(name: string): T =>
  JSON.parse(fs.readFileSync(path.join(root, 'generated', name), 'utf8')) as T;
const stories = readGenerated<{categories: string[]; stories: {slug: string; name: string; category: string}[]}>(
  'stories.json',
);

/** External destinations answered locally: the tests never leave the machine. */
async function stubExternal(page: Page): Promise<void> {
  for (const pattern of ['https://datahub.com/**', 'https://lu.ma/**']) {
    await page.route(pattern, (route) => route.fulfill({status: 200, contentType: 'text/html', body: 'ok'}));
  }
}

/** Stops the /slack countdown so that measurements happen on the page itself. */
async function stayOnSlack(page: Page): Promise<void> {
  await page.getByRole('button', {name: 'Stay on this page'}).click();
  await expect(page.getByText('Redirect cancelled')).toBeVisible();
}

async function hasNoHorizontalScroll(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth + 1);
}

test.beforeEach(async ({page}) => {
  await stubExternal(page);
});

test.describe('site pages', () => {
  for (const {route, h1} of sitePages) {
    test(`${route} answers 200 with one h1 in the static HTML`, async ({page, request}) => {
      const response = await request.get(route);
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(html.match(/<h1[\s>]/g) ?? []).toHaveLength(1);
      await gotoHydrated(page, route);
      if (route === '/slack') await stayOnSlack(page);
      await expect(page.locator('h1')).toHaveCount(1);
      await expect(page.locator('h1')).toHaveText(h1);
    });

    for (const width of [375, 1280]) {
      test(`${route} has no horizontal scroll at ${width} px`, async ({page}) => {
        await page.setViewportSize({width, height: 900});
        await gotoHydrated(page, route);
        if (route === '/slack') await stayOnSlack(page);
        expect(await hasNoHorizontalScroll(page)).toBe(true);
      });
    }
  }

  test('every page has its own title and description', async ({request}) => {
    const titles = new Set<string>();
    const descriptions = new Set<string>();
    for (const {route} of [...sitePages, {route: '/'}]) {
      const html = await (await request.get(route)).text();
      const title = /<title[^>]*>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
      const description = /<meta[^>]+name="?description"?[^>]+content="([^"]*)"/.exec(html)?.[1] ?? '';
      expect(title, route).not.toBe('');
      expect(description, route).not.toBe('');
      titles.add(title);
      descriptions.add(description);
    }
    expect(titles.size).toBe(sitePages.length + 1);
    expect(descriptions.size).toBe(sitePages.length + 1);
  });
});

test.describe('/adoption-stories', () => {
  test('every story and its anchor are in the static HTML', async ({request}) => {
    const html = await (await request.get('/adoption-stories')).text();
    expect(stories.stories.length).toBeGreaterThanOrEqual(10);
    // The HTML is minified: attribute quotes are optional.
    for (const story of stories.stories) expect(html).toMatch(new RegExp(`id="?${story.slug}"?[\\s>]`));
  });

  test('an anchor scrolls its story into view', async ({page}) => {
    const target = stories.stories[stories.stories.length - 1]!;
    await gotoHydrated(page, `/adoption-stories#${target.slug}`);
    const card = page.locator(`[id="${target.slug}"]`);
    await expect(card).toBeInViewport();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
    await expect(card.getByRole('heading', {name: target.name})).toBeVisible();
  });

  test('the category filter shows only that category and can be reset', async ({page}) => {
    await gotoHydrated(page, '/adoption-stories');
    const category = stories.categories.find((c) => stories.stories.some((s) => s.category !== c))!;
    const inside = stories.stories.filter((s) => s.category === category);
    const outside = stories.stories.filter((s) => s.category !== category);

    const button = page.getByRole('button', {
      name: new RegExp(`^${category.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\(`),
    });
    await button.click();
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    for (const story of inside) await expect(page.locator(`[id="${story.slug}"]`)).toBeVisible();
    for (const story of outside) await expect(page.locator(`[id="${story.slug}"]`)).toBeHidden();
    await expect(page.getByRole('status')).toContainText(`Showing ${inside.length} of ${stories.stories.length}`);

    // Following an anchor to a story hidden by the filter clears the filter.
    const hidden = outside[0]!;
    await page.evaluate((slug) => {
      window.location.hash = slug;
    }, hidden.slug);
    await expect(page.locator(`[id="${hidden.slug}"]`)).toBeVisible();

    await page.getByRole('button', {name: /^All industries/}).click();
    for (const story of stories.stories) await expect(page.locator(`[id="${story.slug}"]`)).toBeVisible();
  });
});

test.describe('/slack', () => {
  test('the sign-up link is in the static HTML', async ({request}) => {
    const html = await (await request.get('/slack')).text();
    expect(html).toMatch(/href="?https:\/\/datahub\.com\/slack"?[\s>]/);
  });

  test('shows the link and redirects to the sign-up page', async ({page}) => {
    await page.goto('/slack');
    await expect(page.getByRole('link', {name: 'Go to the Slack sign-up page'})).toHaveAttribute(
      'href',
      'https://datahub.com/slack',
    );
    await page.waitForURL('https://datahub.com/slack', {timeout: 15_000});
    await expect(page.locator('body')).toHaveText('ok');
  });

  test('the reader can stop the redirect', async ({page}) => {
    const departures: string[] = [];
    page.on('request', (request) => {
      if (request.isNavigationRequest() && request.frame() === page.mainFrame()) departures.push(request.url());
    });
    // The page's timers run on a clock the test can move: time passes as usual until the test runs it ahead.
    await page.clock.install();
    await gotoHydrated(page, '/slack');
    departures.length = 0;
    await stayOnSlack(page);
    // Run the page's clock well past the countdown (3 s), a second at a time as the countdown ticks, each tick's
    // render done before the next: a countdown still running would have sent the page away.
    for (let second = 0; second < 6; second++) {
      await page.clock.runFor(1_000);
      await expect(page.getByText('Redirect cancelled')).toBeVisible();
    }
    expect(departures).toEqual([]);
    await expectPage(page, '/slack', 'Join the DataHub community on Slack');
  });
});

test.describe('/events', () => {
  test('lists upcoming town halls without loading the calendar', async ({page}) => {
    await gotoHydrated(page, '/events');
    const upcoming = page.locator('section[aria-labelledby="events-upcoming"]');
    await expect(upcoming.getByRole('heading', {name: 'DataHub Community Town Hall'}).first()).toBeVisible();
    // The list is re-split with the browser's date after hydration: every listed day is today or later.
    const today = new Date().toISOString().slice(0, 10);
    await expect
      .poll(async () => {
        const days = await upcoming
          .locator('time')
          .evaluateAll((els) => els.map((el) => el.getAttribute('datetime') ?? ''));
        return days.length > 0 && days.every((day) => day >= today);
      })
      .toBe(true);
    await expect(page.locator('iframe')).toHaveCount(0);
    await expect(page.getByRole('link', {name: 'Open the DataHub events calendar'})).toHaveAttribute(
      'href',
      'https://lu.ma/datahub-events',
    );
  });

  test('loads the calendar only after a click', async ({page}) => {
    await gotoHydrated(page, '/events');
    await page.getByRole('button', {name: 'Load the calendar'}).click();
    const frame = page.locator('iframe[title="DataHub community events calendar"]');
    await expect(frame).toHaveAttribute('src', 'https://lu.ma/datahub-events');
    await expect(page.getByRole('link', {name: 'Open the DataHub events calendar'})).toBeVisible();
  });
});

test.describe('/customer-stories-survey', () => {
  test('embeds the survey only after a click and always offers the link', async ({page}) => {
    await gotoHydrated(page, '/customer-stories-survey');
    await expect(page.locator('iframe')).toHaveCount(0);
    const link = page.getByRole('link', {name: 'Open the survey form'});
    await expect(link).toHaveAttribute('href', 'https://datahub.com/customer-stories-survey');
    await page.getByRole('button', {name: 'Load the survey form'}).click();
    await expect(page.locator('iframe[title="DataHub adoption story survey"]')).toHaveAttribute(
      'src',
      'https://datahub.com/customer-stories-survey',
    );
  });
});

test.describe('/hack_display_image', () => {
  test('renders the light and dark diagrams with a text alternative', async ({page, request}) => {
    const html = await (await request.get('/hack_display_image')).text();
    expect(html.match(/alt="How metadata flows through DataHub/g)?.length ?? 0).toBeGreaterThanOrEqual(2);
    await gotoHydrated(page, '/hack_display_image');
    const figures = page.locator('figure');
    await expect(figures).toHaveCount(2);
    for (const index of [0, 1]) {
      await figures.nth(index).scrollIntoViewIfNeeded();
      await expect(figures.nth(index).locator('img[alt^="How metadata flows"]')).toBeVisible({timeout: 15_000});
    }
  });
});

test.describe('home page sections', () => {
  test('shows integration counts, adoption logos and the community links', async ({page}) => {
    const integrations = readGenerated<unknown[]>('integrations.json');
    await gotoHydrated(page, '/');
    await expect(
      page.getByRole('heading', {name: `${integrations.length} integrations across your data stack`}),
    ).toBeVisible();
    const typeLinks = page.locator('a[href^="/integrations?type="]');
    expect(await typeLinks.count()).toBeGreaterThan(1);
    const logoLinks = page.locator('a[href^="/adoption-stories#"]');
    await expect(logoLinks).toHaveCount(stories.stories.length);
    for (const name of ['Slack', 'Town halls', 'Events', 'Champions', 'GitHub']) {
      await expect(page.getByRole('heading', {name, exact: true})).toBeVisible();
    }
  });

  test('an adoption logo opens its story', async ({page}) => {
    await gotoHydrated(page, '/');
    const first = stories.stories[0]!;
    const heading = await servedHeading(page, '/adoption-stories');
    await page.locator(`a[href="/adoption-stories#${first.slug}"]`).click();
    await expectPage(page, `/adoption-stories#${first.slug}`, heading);
    await expect(page.locator(`[id="${first.slug}"]`)).toBeInViewport();
  });
});
