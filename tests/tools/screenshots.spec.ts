import fs from 'node:fs';
import path from 'node:path';
import {test} from '@playwright/test';
import {repoRoot} from '../../bench/audit';
import {gotoHydrated} from '../e2e/helpers';

/**
 * Writes full-page screenshots at 390 and 1280 px to bench/results/screenshots/ (gitignored) for a person to
 * look at: the review set of every page family. A tool, not a test: `npm run screenshots` (kept out of `npm test`).
 */
const OUT = path.join(repoRoot, 'bench/results/screenshots');
const PAGES: [string, string][] = [
  ['home', '/'],
  ['doc', '/docs/quickstart'],
  ['connector', '/docs/generated/ingestion/sources/snowflake'],
  ['entity', '/docs/generated/metamodel/entities/dataset'],
  ['architecture', '/docs/architecture/architecture'],
  ['integrations', '/integrations'],
  ['learn', '/learn'],
  ['post', '/learn/data-mesh'],
  ['oidc', '/docs/authentication/guides/sso/configure-oidc-react'],
  ['upgrade', '/docs/how/updating-datahub'],
  ['ai-tools', '/docs/ai-tools'],
  ['v110-changed', '/docs/1.1.0/quickstart'],
];

test.beforeAll(() => fs.mkdirSync(OUT, {recursive: true}));

for (const width of [390, 1280]) {
  for (const [name, route] of PAGES) {
    test(`screenshot ${name} at ${width} px`, async ({page}) => {
      test.setTimeout(60_000);
      await page.setViewportSize({width, height: width === 390 ? 844 : 900});
      await gotoHydrated(page, route);
      await page.evaluate(() => document.fonts.ready);
      await page.screenshot({
        path: path.join(OUT, `${name}-${width}.png`),
        fullPage: width === 1280 || name !== 'connector',
      });
    });
  }
}
