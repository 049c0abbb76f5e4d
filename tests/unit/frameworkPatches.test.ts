/**
 * Every replacement of a Docusaurus module (src/plugins/*, config/ssrTemplate.ts) stands in for, or hooks into, a
 * file of the framework at the version it was written against. When a dependency update changes one of those files,
 * the test below fails and names the patch: re-read the new upstream file, adapt the patch (or drop it when the
 * framework now does the same), re-measure it with `npm run bench:patches`, then record the new hash here.
 * README.md, "Upgrading Docusaurus", lists what else to re-check.
 */
import {createHash} from 'node:crypto';
import fs from 'node:fs';
import {describe, expect, it} from 'vitest';
import {SPEED_PATCHES, patchesOff} from '../../config/speedPatches';
import {ssrTemplate, upstream, withBundleLoader} from '../../config/ssrTemplate';
import {compileSSGTemplate} from '@docusaurus/core/lib/ssg/ssgTemplate';

/** patch -> upstream files it replaces or depends on -> first 16 hex digits of their sha256. */
const PINNED: Record<string, Record<string, string>> = {
  lightLinks: {'@docusaurus/core/lib/client/exports/Link.js': 'cd83fc0c2bffaab8'},
  lazyRoutes: {
    '@docusaurus/core/lib/client/preload.js': '8c1e3de18d307e2f',
    '@docusaurus/core/lib/client/flat.js': '0360584918d5627a',
  },
  compactChunkMap: {
    '@docusaurus/core/lib/webpack/plugins/ChunkAssetPlugin.js': 'd1fdb10641cef8bb',
    // sets the async chunks' file name pattern ([name].[contenthash:8].js) that the patch shortens
    '@docusaurus/core/lib/webpack/base.js': 'b3c441dfc9ae516b',
  },
  codeHighlightOnDemand: {'@docusaurus/theme-classic/lib/prism-include-languages.js': 'a464a26897ccb5b2'},
  bundleLoader: {'@docusaurus/core/lib/ssg/ssgTemplate.html.js': '5d6584e4a61b22d4'},
  // writes .docusaurus/docusaurus.config.mjs as `export default <JSON>;`, the shape the patch rewrites
  trimSiteConfig: {'@docusaurus/core/lib/server/codegen/codegen.js': '611cf627307a668c'},
  firstVisitContent: {
    // calls the preload once, before hydration: the run that may answer a static doc's module from the page's JSON
    '@docusaurus/core/lib/client/clientEntry.js': 'a9d6514eaf79c05c',
    // a later navigation preloads before it renders: the run that loads the module the first visit skipped
    '@docusaurus/core/lib/client/PendingNavigation.js': '1c489db32b5665b0',
    // takes each registry entry's loader (`chunkRegistry[0]`) and hangs the module's named exports on its default
    '@docusaurus/core/lib/client/exports/ComponentCreator.js': '5f99bdbd725f6e0b',
    // renders the module's default export as the body and hands the rest to useDoc()
    '@docusaurus/theme-classic/lib/theme/DocItem/index.js': '015731dcd3f47753',
  },
  layoutChunks: {
    // names a route component's chunk with an 8-digit hash of its module path (genChunkName), which the patch selects
    '@docusaurus/core/lib/server/codegen/codegenRoutes.js': '6bdf7133ebc411f9',
    // the cache groups (common 40, styles 50) that the patch's group is ranked between
    '@docusaurus/core/lib/webpack/base.js': 'b3c441dfc9ae516b',
  },
};

/** Dev-server-only patches (src/plugins/devLazyCompilation/) -> the upstream files whose format they rely on. */
const PINNED_DEV: Record<string, Record<string, string>> = {
  devLazyCompilation: {
    // writes the registry lines `[() => import(...), "path", require.resolveWeak("path")]` that the loader rewrites
    '@docusaurus/core/lib/server/codegen/codegenRoutes.js': '6bdf7133ebc411f9',
    // the only reader of those weak ids (react-loadable's "already loaded?" check)
    '@docusaurus/core/lib/client/exports/ComponentCreator.js': '5f99bdbd725f6e0b',
  },
};

const hashOf = (module: string) =>
  createHash('sha256')
    .update(fs.readFileSync(require.resolve(module)))
    .digest('hex')
    .slice(0, 16);

describe('framework patches are pinned to the upstream files they replace', () => {
  for (const [patch, files] of Object.entries(PINNED)) {
    for (const [module, hash] of Object.entries(files)) {
      it(`${patch}: ${module}`, () => {
        expect(hashOf(module), `${module} changed upstream: re-check the "${patch}" patch`).toBe(hash);
      });
    }
  }

  for (const [patch, files] of Object.entries(PINNED_DEV)) {
    for (const [module, hash] of Object.entries(files)) {
      it(`${patch} (npm start): ${module}`, () => {
        expect(hashOf(module), `${module} changed upstream: re-check the "${patch}" plugin`).toBe(hash);
      });
    }
  }

  it('names only patches that exist', () => {
    for (const patch of Object.keys(PINNED)) expect(SPEED_PATCHES).toContain(patch);
  });
});

describe('bundle loader (config/ssrTemplate.ts)', () => {
  it('replaces the deferred script tags of the framework template with one loader before </body>', () => {
    expect(ssrTemplate).not.toMatch(/<script src="<%= it\.baseUrl %><%= script %>" defer>/);
    expect(ssrTemplate).toMatch(
      /<script data-bundles="[^"]*">\(function \(\) \{\n  var started = false;[\s\S]*<\/script>\s*<\/body>/,
    );
    expect(ssrTemplate).toContain('<div id="__docusaurus"><%~ it.appHtml %></div>');
  });

  it("loads the bundler's runtime after the other bundles, unless the runtimeLast patch is off", async () => {
    // Docusaurus' own compiler for the template; only the loader's attribute is rendered.
    const render = async (template: string) => {
      const attribute = /<script (data-bundles="[^"]*")>/.exec(template)![1]!;
      const compiled = await compileSSGTemplate(attribute);
      return compiled({baseUrl: '/', scripts: ['assets/js/runtime~main.1.js', 'assets/js/main.2.js']} as never);
    };
    expect(await render(ssrTemplate)).toBe('data-bundles="/assets/js/main.2.js /assets/js/runtime~main.1.js"');
    expect(await render(withBundleLoader(upstream, {runtimeLast: false}))).toBe(
      'data-bundles="/assets/js/runtime~main.1.js /assets/js/main.2.js"',
    );
  });

  it('fails with the file to update when the framework template no longer has the script loop', () => {
    expect(() => withBundleLoader('<html><body></body></html>')).toThrow(/no longer has the <script defer> loop/);
  });
});

describe('SITE_PATCHES_OFF', () => {
  it('lists the patches left out of a benchmark build', () => {
    expect(patchesOff({SITE_PATCHES_OFF: 'lightLinks, staticBodies'})).toEqual(['lightLinks', 'staticBodies']);
    expect(patchesOff({})).toEqual([]);
  });

  it('rejects an unknown name instead of building with every patch on', () => {
    expect(() => patchesOff({SITE_PATCHES_OFF: 'lightlinks'})).toThrow(/unknown patch "lightlinks"/);
  });
});
