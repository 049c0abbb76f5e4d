import {expect, test} from '@playwright/test';
import {collectErrors, gotoHydrated} from './helpers';

test.describe('page feedback', () => {
  test('an answer sends the analytics event and offers a prefilled GitHub issue', async ({page}) => {
    await page.addInitScript(() => {
      const calls: unknown[][] = [];
      Object.assign(window, {gtagCalls: calls, gtag: (...args: unknown[]) => calls.push(args)});
    });
    await gotoHydrated(page, '/docs/quickstart');
    const feedback = page.getByRole('region', {name: 'Was this page helpful?'});
    await feedback.scrollIntoViewIfNeeded();
    await feedback.getByRole('button', {name: 'No'}).click();
    await expect(feedback.getByText('Thank you for your feedback!')).toBeVisible();
    await expect(feedback.getByRole('button')).toHaveCount(0);

    const link = feedback.getByRole('link', {name: 'Tell us more on GitHub'});
    await expect(link).toBeFocused();
    const href = new URL((await link.getAttribute('href'))!);
    expect(`${href.origin}${href.pathname}`).toBe('https://github.com/datahub-project/datahub/issues/new');
    const title = await page.locator('article h1').first().innerText();
    expect(href.searchParams.get('title')).toBe(`Docs feedback: ${title}`);
    const body = href.searchParams.get('body') ?? '';
    expect(body).toContain('**Page:** https://docs.datahub.com/docs/quickstart');
    expect(body).toMatch(/\*\*Version:\*\* \S/);
    expect(body).toMatch(/\*\*Section:\*\* \S/);
    expect(body).toContain('**Was this page helpful?** No');

    const calls = await page.evaluate(() => (window as unknown as {gtagCalls: unknown[][]}).gtagCalls);
    const feedbackCalls = calls.filter((c) => c[0] === 'event' && c[1] === 'page_feedback');
    expect(feedbackCalls).toHaveLength(1);
    expect(feedbackCalls[0]?.[2]).toMatchObject({helpful: 'no', value: 0});
  });

  test('without analytics an answer still works and reports the section in view', async ({page}) => {
    const errors = collectErrors(page);
    await gotoHydrated(page, '/docs/1.1.0/quickstart');
    expect(await page.evaluate(() => 'gtag' in window)).toBe(false);
    const feedback = page.getByRole('region', {name: 'Was this page helpful?'});
    await feedback.scrollIntoViewIfNeeded();
    await feedback.getByRole('button', {name: 'Yes'}).click();
    const href = new URL((await feedback.getByRole('link', {name: 'Tell us more on GitHub'}).getAttribute('href'))!);
    const body = href.searchParams.get('body') ?? '';
    expect(body).toContain('**Version:** 1.1.0');
    expect(body).toContain('**Was this page helpful?** Yes');
    // Scrolled to the end, the reader is in the last section of the page.
    const lastHeading = await page.locator('.theme-doc-markdown h2[id], .theme-doc-markdown h3[id]').last().innerText();
    expect(body).toContain(`**Section:** ${lastHeading.replace(/[\u200b#]/g, '').trim()}`);
    expect(errors).toEqual([]);
  });
});
