import {createRequire} from 'node:module';
import {describe, expect, it} from 'vitest';
import {devLazyCompilationOn} from '../../src/plugins/devLazyCompilation';

const weakRegistryLoader = createRequire(import.meta.url)(
  '../../src/plugins/devLazyCompilation/weakRegistryLoader.cjs',
) as (source: string) => string;

describe('dev lazy compilation', () => {
  it('removes the weak references of the route registry and keeps the dynamic imports', () => {
    // one line as @docusaurus/core/lib/server/codegen/codegenRoutes.js writes it
    const line =
      '  "content---docs-quickstart-1a2": [() => import(/* webpackChunkName: "content---docs-quickstart-1a2" */ "@site/docs/quickstart.md"), "@site/docs/quickstart.md", require.resolveWeak("@site/docs/quickstart.md")],';
    expect(weakRegistryLoader(line)).toBe(
      '  "content---docs-quickstart-1a2": [() => import(/* webpackChunkName: "content---docs-quickstart-1a2" */ "@site/docs/quickstart.md"), "@site/docs/quickstart.md", undefined],',
    );
  });

  it('applies to the client bundle of `docusaurus start` on Rspack only, and SITE_DEV_EAGER=1 turns it off', () => {
    const saved = {NODE_ENV: process.env.NODE_ENV, SITE_DEV_EAGER: process.env.SITE_DEV_EAGER};
    try {
      process.env.NODE_ENV = 'development';
      delete process.env.SITE_DEV_EAGER;
      expect(devLazyCompilationOn(false, 'rspack')).toBe(true);
      expect(devLazyCompilationOn(true, 'rspack')).toBe(false);
      expect(devLazyCompilationOn(false, 'webpack')).toBe(false);
      process.env.SITE_DEV_EAGER = '1';
      expect(devLazyCompilationOn(false, 'rspack')).toBe(false);
      process.env.NODE_ENV = 'production';
      delete process.env.SITE_DEV_EAGER;
      expect(devLazyCompilationOn(false, 'rspack')).toBe(false);
    } finally {
      process.env.NODE_ENV = saved.NODE_ENV;
      if (saved.SITE_DEV_EAGER === undefined) delete process.env.SITE_DEV_EAGER;
      else process.env.SITE_DEV_EAGER = saved.SITE_DEV_EAGER;
    }
  });
});
