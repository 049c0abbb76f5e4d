import {createRequire} from 'node:module';
import {defineConfig} from 'vitest/config';

const require = createRequire(import.meta.url);

export default defineConfig({
  resolve: {
    // The bundler aliases of Docusaurus that browser modules under test import.
    alias: {'@docusaurus/router': require.resolve('@docusaurus/core/lib/client/exports/router.js')},
  },
  test: {
    include: ['tests/unit/**/*.test.ts'],
    environment: 'node',
  },
});
