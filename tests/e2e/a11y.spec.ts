import AxeBuilder from '@axe-core/playwright';
import {expect, test} from '@playwright/test';
import {familySamples} from './routes';

/** axe with the WCAG 2.x A/AA rules: no serious or critical violation on any page family. */
for (const [family, route] of Object.entries(familySamples)) {
  test(`accessibility: ${family} (${route})`, async ({page}) => {
    test.setTimeout(120_000); // the GraphQL reference pages hold thousands of nodes
    await page.goto(route);
    await expect(page.locator('html[data-has-hydrated="true"]')).toHaveCount(1);
    // Content far below the first screen may be skipped by `content-visibility: auto` (the connector options
    // table) and has no layout until a reader scrolls near it; axe measures target sizes, spacing and contrast from
    // layout, so everything is laid out first, as a reader scrolling through sees it.
    await page.addStyleTag({content: '* { content-visibility: visible !important; }'});
    const results = await new AxeBuilder({page})
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
      .analyze();
    const blocking = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    const report = blocking.map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes
          .slice(0, 3)
          .map((n) => n.target.join(' '))
          .join('\n    ')}`,
    );
    expect(report, report.join('\n')).toEqual([]);
  });
}
