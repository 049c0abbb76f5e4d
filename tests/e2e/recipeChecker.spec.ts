import {expect, test, type Locator, type Page} from '@playwright/test';
import {collectErrors, expectPage, gotoHydrated, servedHeading} from './helpers';

/**
 * The recipe checker of the connector pages (src/components/RecipeChecker, core in src/recipeCheck): problems at
 * their line as the reader edits, links to the options table, bounded work on hostile input, state in the address.
 */
const POSTGRES = '/docs/generated/ingestion/sources/postgres';
const SNOWFLAKE = '/docs/generated/ingestion/sources/snowflake';

const region = (page: Page) => page.getByRole('region', {name: 'Recipe checker'});
const box = (page: Page) => region(page).getByRole('textbox', {name: 'Recipe', exact: true});
const problems = (page: Page) => region(page).locator('li');

/** Focuses the box (the page body renders live on first use) and waits for the starter recipe's result. */
async function openChecker(page: Page, url: string): Promise<Locator> {
  await gotoHydrated(page, url);
  await box(page).click();
  await expect(
    region(page).getByText(/^No problems: this recipe is valid for the .+ source in DataHub v/),
  ).toBeVisible();
  return box(page);
}

/** Replaces the box's text the way a paste does: one input event. */
async function paste(page: Page, text: string): Promise<void> {
  await box(page).evaluate((element, value) => {
    const textarea = element as HTMLTextAreaElement;
    const setter = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')!.set!;
    setter.call(textarea, value);
    textarea.dispatchEvent(new Event('input', {bubbles: true}));
  }, text);
}

const postgresRecipe = (...config: string[]) =>
  ['source:', '  type: postgres', '  config:', ...config.map((line) => `    ${line}`), ''].join('\n');

test('the region, its labelled box and the starter recipe are on the page as served', async ({page}) => {
  await gotoHydrated(page, POSTGRES);
  await expect(region(page).getByRole('heading', {name: 'Recipe checker'})).toBeVisible();
  await expect(box(page)).toHaveValue(/^source:\n  type: postgres\n/);
  // The box uses the site's code font, not the browser's default.
  const font = await box(page).evaluate((element) => getComputedStyle(element).fontFamily);
  const siteFont = await page.evaluate(() =>
    getComputedStyle(document.documentElement).getPropertyValue('--ifm-font-family-monospace').trim(),
  );
  expect(font.replace(/\s/g, '')).toBe(siteFont.replace(/\s/g, ''));
});

test('host_prot: an error at its line suggests host_port and links to its row (PostgreSQL)', async ({page}) => {
  const errors = collectErrors(page);
  await openChecker(page, POSTGRES);
  await box(page).fill(postgresRecipe('host_port: db.internal:5432', 'host_prot: db.internal:5432', 'database: shop'));
  const problem = problems(page).filter({hasText: 'host_prot'});
  await expect(problem).toHaveCount(1);
  await expect(problem).toContainText('host_prot: did you mean host_port?');
  await expect(problem.getByRole('button', {name: /line 5, column 5/})).toHaveText('Line 5');
  await expect(problems(page)).toHaveCount(1);

  // The line button puts the caret on the line; the link opens the option's row and keeps the recipe in the address.
  await problem.getByRole('button', {name: /line 5/}).click();
  await expect(box(page)).toBeFocused();
  const caret = await box(page).evaluate((element) => (element as HTMLTextAreaElement).selectionStart);
  expect(caret).toBe(postgresRecipe('host_port: db.internal:5432', 'x').indexOf('x'));
  const heading = await servedHeading(page, POSTGRES);
  await problem.getByRole('link', {name: 'host_port in the options table'}).click();
  await expectPage(
    page,
    (url) => url.pathname === POSTGRES && /^\?recipe=[\w-]+$/.test(url.search) && url.hash === '#config-host_port',
    heading,
  );
  await expect(page.locator('#config-host_port')).toBeInViewport();
  expect(errors).toEqual([]);
});

test('acount_id: an error suggests account_id (Snowflake)', async ({page}) => {
  await openChecker(page, SNOWFLAKE);
  await box(page).fill(
    ['source:', '  type: snowflake', '  config:', '    acount_id: abc12345.eu-west-1', '    account_id: abc12345'].join(
      '\n',
    ),
  );
  const problem = problems(page).filter({hasText: 'acount_id'});
  await expect(problem).toContainText('did you mean account_id?');
  await expect(problem.getByRole('button')).toHaveText('Line 4');
});

test('a valid recipe shows no problem; a clear-text password and another source type do', async ({page}) => {
  await openChecker(page, POSTGRES);
  await box(page).fill(postgresRecipe('host_port: db:5432', 'password: ${PG_PASSWORD}'));
  await expect(region(page).getByText(/^No problems/)).toBeVisible();
  await expect(problems(page)).toHaveCount(0);

  await box(page).fill(postgresRecipe('host_port: db:5432', 'password: hunter2'));
  await expect(problems(page).filter({hasText: 'secret in clear text'})).toContainText('Warning');

  await box(page).fill(['source:', '  type: mysql', '  config:', '    host_port: db:3306'].join('\n'));
  const other = problems(page).filter({hasText: 'MySQL'});
  await expect(other.getByRole('link', {name: 'Open the MySQL page'})).toHaveAttribute(
    'href',
    '/docs/generated/ingestion/sources/mysql',
  );
});

test('the 1.1.0 page checks against DataHub v1.1.0', async ({page}) => {
  await gotoHydrated(page, '/docs/1.1.0/generated/ingestion/sources/postgres');
  await box(page).click();
  await expect(region(page).getByText(/^No problems: .* DataHub v1\.1\.0\.$/)).toBeVisible();
});

test('the recipe round-trips through the address, and a long one says it cannot', async ({page, context}) => {
  await openChecker(page, POSTGRES);
  const text = postgresRecipe('host_port: db:5432', 'databse: shop', 'password: "ü ✓"');
  await box(page).fill(text);
  await expect(problems(page).filter({hasText: 'databse'})).toBeVisible();
  const heading = await servedHeading(page, POSTGRES);
  await expectPage(
    page,
    (url) => url.pathname === POSTGRES && /^\?recipe=[\w-]+$/.test(url.search) && !url.hash,
    heading,
  );

  const shared = await context.newPage();
  await gotoHydrated(shared, page.url());
  await expect(box(shared)).toHaveValue(text);
  await expect(problems(shared).filter({hasText: 'databse'})).toContainText('Line 5');

  await paste(page, postgresRecipe('host_port: db:5432', ...Array.from({length: 400}, (_, i) => `# comment ${i}`)));
  await expect(region(page).getByText('too long to share in a link')).toBeVisible();
  await expectPage(page, POSTGRES, heading);
});

test.describe('hostile input under a 4x CPU throttle', () => {
  const KB = 1024;
  const aliasBomb = ['a0: &a0 [x, x, x, x, x, x, x, x, x, x]']
    .concat(Array.from({length: 11}, (_, i) => `a${i + 1}: &a${i + 1} [${Array(10).fill(`*a${i}`).join(', ')}]`))
    .join('\n');
  const cases: [string, string, RegExp][] = [
    [
      'a 1 MB paste',
      `${postgresRecipe('host_port: db:5432')}${'#'.repeat(1024 * KB)}`,
      /checker reads recipes of up to/,
    ],
    ['an alias bomb', aliasBomb, /aliases \(\*name\) expand to more than/],
    ['10,000 nested brackets', '['.repeat(10_000) + ']'.repeat(10_000), /more than 64 levels deep/],
    [
      'binary junk',
      `source:\n${Array.from({length: 2048}, (_, i) => String.fromCharCode((i * 7919) % 256)).join('')}`,
      /looks like binary data/,
    ],
    [
      'markup in a value',
      postgresRecipe('host_port: <img src=x onerror=alert(1)>'),
      /holds HTML markup \(<img src=x onerror=alert\(1\)>\)/,
    ],
  ];

  for (const [name, text, message] of cases) {
    test(`${name} gets a clear message within 2 s, and nothing runs`, async ({page}) => {
      let dialogs = 0;
      page.on('dialog', (dialog) => {
        dialogs++;
        void dialog.dismiss();
      });
      await openChecker(page, POSTGRES);
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', {rate: 4});
      // Timed in the page, from the input event to the problem on screen: the harness's own transfer of a 1 MB
      // string is not the reader's wait.
      const elapsed = await box(page).evaluate(
        (element, [value, pattern]) =>
          new Promise<number>((resolve) => {
            const textarea = element as HTMLTextAreaElement;
            const region = textarea.closest('section') ?? document.body;
            const wanted = new RegExp(pattern);
            const shown = () =>
              Array.from(region.querySelectorAll('li')).some((li) => wanted.test(li.textContent ?? ''));
            const observer = new MutationObserver(() => {
              if (shown()) {
                observer.disconnect();
                resolve(performance.now() - start);
              }
            });
            observer.observe(region, {childList: true, subtree: true, characterData: true});
            const setter = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')!.set!;
            setter.call(textarea, value);
            const start = performance.now();
            textarea.dispatchEvent(new Event('input', {bubbles: true}));
          }),
        [text, message.source] as const,
      );
      expect(elapsed).toBeLessThan(2_000);
      await expect(problems(page).filter({hasText: message})).toBeVisible();
      // The page still answers, the problem is text, and no markup from the input became an element.
      await box(page).fill(postgresRecipe('host_port: db:5432'));
      await expect(region(page).getByText(/^No problems/)).toBeVisible();
      await expect(region(page).locator('img')).toHaveCount(0);
      expect(dialogs).toBe(0);
    });
  }
});
