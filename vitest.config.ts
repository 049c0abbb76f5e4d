import {createRequire} from 'node:module';
import {fileURLToPath} from 'node:url';
import {defineConfig} from 'vitest/config';

const require = createRequire(import.meta.url);
const root = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  resolve: {
    // The bundler aliases of Docusaurus that browser modules under test import.
    alias: {
      '@docusaurus/router': require.resolve('@docusaurus/core/lib/client/exports/router.js'),
      '@site/': root,
    },
  },
  // Components under test (.tsx) render with React's automatic JSX runtime, as in the site's bundle.
  oxc: {jsx: {runtime: 'automatic'}},
  test: {
    include: ['tests/unit/**/*.test.ts'],
    environment: 'node',
  },
});
