import AxeBuilder from '@axe-core/playwright';
import {expect, test} from '@playwright/test';
import {familySamples} from './routes';

/**
 * axe with the WCAG 2.x A/AA rules: no serious or critical violation on any page family, at desktop width; and
 * at phone width for the families whose phone layout differs most (the connector page's options table becomes
 * cards; the doc page's navbar becomes a menu).
 */
const phoneFamilies = new Set(['connector', 'doc']);
const cases = Object.entries(familySamples).flatMap(([family, route]) => [
  {family, route, width: 1280},
  ...(phoneFamilies.has(family) ? [{family, route, width: 390}] : []),
]);

for (const {family, route, width} of cases) {
  test(`accessibility: ${family} (${route}) at ${width} px`, async ({page}) => {
    test.setTimeout(120_000); // the GraphQL reference pages hold thousands of nodes
    await page.setViewportSize({width, height: width > 900 ? 800 : 844});
    await page.goto(route);
    await expect(page.locator('html[data-has-hydrated="true"]')).toHaveCount(1);
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
