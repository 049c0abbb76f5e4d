import {existsSync} from 'node:fs';
import {defineConfig, devices} from '@playwright/test';

/**
 * E2E tests run against the test build (`npm run build:test`) served on 127.0.0.1 by the site's own server
 * (scripts/serve: clean-address redirects, 404 page, `_headers`, cache headers, compression, Markdown negotiation).
 */
const port = Number(process.env.E2E_PORT ?? 4173);
/** The keyed build's server (tests/e2e/keyed.spec.ts). */
export const keyedPort = port + 1000;

export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  // No retries, in CI too: a retry lets a race that fails half the time pass three times in four. The two races the
  // suite found (letters lost while the search modal mounts; a letter or a whole query lost when the modal's additions
  // rendered between the input listeners) are fixed and have their own tests in search.spec.ts.
  retries: 0,
  // Generous: the suite must pass on a slow, loaded machine, and the search specs run with the CPU throttled.
  timeout: 60_000,
  expect: {timeout: 15_000},
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    ...devices['Desktop Chrome'],
    launchOptions: {executablePath: '/usr/bin/chromium', args: chromiumArgs},
    trace: 'off',
  },
  webServer: [
    {
      command: `npx tsx scripts/serve/index.ts --dir build-test --port ${port}`,
      url: `http://127.0.0.1:${port}/`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    // The production configuration (`npm run build:keyed`), for tests/e2e/keyed.spec.ts, when it has been built.
    ...(existsSync('build-keyed/index.html')
      ? [
          {
            command: `npx tsx scripts/serve/index.ts --dir build-keyed --port ${keyedPort}`,
            url: `http://127.0.0.1:${keyedPort}/`,
            reuseExistingServer: false,
            timeout: 60_000,
          },
        ]
      : []),
  ],
});
