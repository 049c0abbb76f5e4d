import {expect, test} from '@playwright/test';
import {archivedVersions} from '../../config/versions';
import {gotoHydrated} from './helpers';

test.describe('navbar, footer, announcement and colour mode', () => {
  test('navbar items and targets', async ({page}) => {
    await gotoHydrated(page, '/docs/quickstart');
    const navbar = page.locator('nav.navbar');
    await expect(navbar.getByRole('link', {name: 'Docs', exact: true})).toHaveAttribute('href', '/docs');
    await expect(navbar.getByRole('link', {name: 'Integrations'})).toHaveAttribute('href', '/integrations');
    await expect(navbar.getByRole('link', {name: /Slack/})).toHaveAttribute('href', /slack/);
    await expect(navbar.getByRole('link', {name: /GitHub/})).toHaveAttribute(
      'href',
      'https://github.com/datahub-project/datahub',
    );
    await expect(navbar.locator('.navbar__brand')).toHaveAttribute('href', 'https://datahub.com');
    // Light and dark variants exist; light mode shows the light one.
    await expect(navbar.locator('.navbar__brand img').first()).toHaveAttribute(
      'src',
      /datahub-logo-color-light-horizontal\.svg$/,
    );
    // Locale dropdown with English only.
    await navbar.getByRole('button', {name: /English/}).hover();
    await expect(navbar.locator('.dropdown__menu a', {hasText: 'English'})).toHaveCount(1);
    // Search button with the keyboard hint.
    await expect(navbar.locator('.DocSearch-Button-Keys')).toBeVisible();
  });

  test('version dropdown: Next, 1.1.0 and the archived versions', async ({page}) => {
    await gotoHydrated(page, '/docs/quickstart');
    const dropdown = page.locator('nav.navbar .navbar__items:not(.navbar__items--right) .dropdown');
    await expect(dropdown.locator('> .navbar__link')).toHaveText('Next');
    await dropdown.hover();
    const items = dropdown.locator('.dropdown__menu a');
    await expect(items.nth(0)).toHaveText('Next');
    await expect(items.nth(1)).toHaveText('1.1.0');
    await expect(dropdown.getByText('Archived versions')).toBeVisible();
    for (const version of archivedVersions) {
      await expect(
        dropdown.locator('.dropdown__menu a', {hasText: new RegExp(`^${version.replace(/\./g, '\\.')}$`)}),
      ).toHaveAttribute('href', /^https:/);
    }
  });

  test('footer columns, labels, targets and copyright', async ({page}) => {
    await gotoHydrated(page, '/');
    const footer = page.locator('footer');
    await expect(footer.locator('.footer__title')).toHaveText(['Docs', 'Community', 'More']);
    await expect(footer.getByRole('link', {name: 'Introduction'})).toHaveAttribute('href', '/docs/');
    await expect(footer.getByRole('link', {name: 'Quickstart'})).toHaveAttribute('href', '/docs/quickstart');
    await expect(footer.getByRole('link', {name: 'Town Halls'})).toHaveAttribute('href', '/docs/townhalls');
    await expect(footer.getByRole('link', {name: 'Customer Stories'})).toHaveAttribute('href', '/adoption-stories');
    await expect(footer.getByRole('link', {name: 'Contributing'})).toHaveAttribute('href', '/docs/contributing');
    for (const label of ['Slack', 'YouTube', 'Blog', 'Demo', 'Roadmap', 'GitHub', 'Feature Requests']) {
      await expect(footer.getByRole('link', {name: new RegExp(`^${label}`)})).toHaveAttribute('href', /^https:\/\//);
    }
    await expect(footer).toContainText('2015-2025');
  });

  test('announcement bar is shown and cannot be closed', async ({page}) => {
    await gotoHydrated(page, '/');
    const bar = page.locator('[class*="announcementBar"]').first();
    await expect(bar).toBeVisible();
    await expect(bar).toContainText('Town Hall');
    await expect(bar.getByRole('button', {name: /close/i})).toHaveCount(0);
  });

  test('light mode by default, no colour-mode switch, system preference ignored', async ({browser}) => {
    const context = await browser.newContext({colorScheme: 'dark'});
    const page = await context.newPage();
    await gotoHydrated(page, '/');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await expect(page.getByRole('button', {name: /dark and light mode/i})).toHaveCount(0);
    await context.close();
  });

  test('page titles use the | delimiter', async ({page}) => {
    await page.goto('/docs/quickstart');
    await expect(page).toHaveTitle(/ \| DataHub$/);
  });
});

test.describe('mobile navigation at <= 996 px', () => {
  test.use({viewport: {width: 390, height: 844}});

  test('menu opens, shows the secondary menu with "Back to main menu", closes, and is forced closed at desktop width', async ({
    page,
  }) => {
    await gotoHydrated(page, '/docs/quickstart');
    const toggle = page.getByRole('button', {name: 'Toggle navigation bar'});
    await expect(toggle).toBeVisible();
    await toggle.click();
    const sidebar = page.locator('.navbar-sidebar');
    await expect(page.locator('.navbar-sidebar--show')).toHaveCount(1);
    await expect(sidebar.getByRole('button', {name: /Back to main menu/})).toBeVisible();
    await sidebar.getByRole('button', {name: /Back to main menu/}).click();
    await expect(sidebar.getByRole('link', {name: 'Integrations'})).toBeVisible();
    await sidebar.getByRole('button', {name: 'Close navigation bar'}).click();
    await expect(page.locator('.navbar-sidebar--show')).toHaveCount(0);
    await toggle.click();
    await expect(page.locator('.navbar-sidebar--show')).toHaveCount(1);
    await page.setViewportSize({width: 1280, height: 800});
    await expect(page.locator('.navbar-sidebar--show')).toHaveCount(0);
  });

  test('the menu panel is built when the reader reaches for the menu button, then opens by pointer and by keyboard', async ({
    page,
  }) => {
    await gotoHydrated(page, '/docs/quickstart');
    const toggle = page.getByRole('button', {name: 'Toggle navigation bar'});
    // Not built by hydration (src/theme/Navbar/MobileSidebar): the panel costs a large render.
    await expect(page.locator('.navbar-sidebar')).toHaveCount(0);
    await toggle.hover();
    await expect(page.locator('.navbar-sidebar')).toHaveCount(1);
    await expect(page.locator('.navbar-sidebar--show')).toHaveCount(0);
    await toggle.click();
    await expect(page.locator('.navbar-sidebar--show')).toHaveCount(1);
    await expect(page.locator('.navbar-sidebar').getByRole('link', {name: 'Quickstart'}).first()).toBeVisible();

    await gotoHydrated(page, '/docs/quickstart');
    await expect(page.locator('.navbar-sidebar')).toHaveCount(0);
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('.navbar-sidebar--show')).toHaveCount(1);
    await expect(page.locator('.navbar-sidebar').getByRole('link', {name: 'Quickstart'}).first()).toBeVisible();
  });
});

test('the back-to-top button appears when scrolling up a long page and returns to the top', async ({page}) => {
  await gotoHydrated(page, '/docs/graphql/objects');
  const button = page.getByRole('button', {name: 'Scroll back to top'});
  const element = page.locator('.theme-back-to-top-button');
  // Not rendered near the top (src/theme/BackToTopButton mounts it after the first long scroll), then hidden
  // while scrolling down, as the theme does.
  await expect(element).toHaveCount(0);
  await page.mouse.wheel(0, 3000);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
  await expect(element).toHaveCount(1);
  await expect(button).toBeHidden();
  await page.mouse.wheel(0, -400);
  await expect(button).toBeVisible();
  await button.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});
