import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {bucketOf, routeKey} from '../../src/plugins/lazyRoutes/bucket';
import lazyRoutesPlugin, {PRELOAD_NOT_REPLACED, writeLazyRoutes} from '../../src/plugins/lazyRoutes/index';

describe('lazy route buckets', () => {
  it('keys ignore case and trailing slashes, as the router does', () => {
    expect(routeKey('/docs/Quickstart/')).toBe('/docs/quickstart');
    expect(routeKey('/')).toBe('/');
    const count = 7;
    expect(bucketOf(routeKey('/docs/a/'), count)).toBe(bucketOf(routeKey('/docs/A'), count));
  });

  it('spreads paths over every bucket', () => {
    const seen = new Set<number>();
    for (let i = 0; i < 500; i++) seen.add(bucketOf(routeKey(`/docs/page-${i}`), 10));
    expect(seen.size).toBe(10);
  });

  it('moves large leaf lists, their registry and chunk names into buckets', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lazy-routes-'));
    const leaves = Array.from({length: 120}, (_, i) => `/docs/p${i}`);
    const leaf = (p: string, i: number) =>
      `{path: '${p}', component: ComponentCreator('${p}', 'h${i}'), exact: true, sidebar: "s"}`;
    fs.writeFileSync(
      path.join(dir, 'routes.js'),
      `import React from 'react';\nimport ComponentCreator from '@docusaurus/ComponentCreator';\n\nexport default [\n` +
        `{path: '/blog', component: ComponentCreator('/blog', 'b'), exact: true},\n` +
        `{path: '/docs', component: ComponentCreator('/docs', 'r'), routes: [${leaves.map(leaf).join(',\n')}]},\n` +
        `{path: '*', component: ComponentCreator('*')},\n];\n`,
    );
    const registryLine = (name: string) =>
      `  "${name}": [() => import(/* webpackChunkName: "${name}" */ "@site/${name}.md"), "@site/${name}.md", require.resolveWeak("@site/${name}.md")]`;
    const names: Record<string, unknown> = {'/blog-b': {__comp: 'blog'}, '/docs-r': {__comp: 'root'}};
    leaves.forEach((p, i) => (names[`${p}-h${i}`] = {__comp: 'docitem', content: `c${i}`}));
    const registry = ['blog', 'root', 'docitem', ...leaves.map((_, i) => `c${i}`)].map(registryLine);
    fs.writeFileSync(path.join(dir, 'registry.js'), `export default {\n${registry.join(',\n')},};\n`);
    fs.writeFileSync(path.join(dir, 'routesChunkNames.json'), JSON.stringify(names));

    const files = writeLazyRoutes(dir, path.join(dir, 'out'));
    expect(files.lazyRoutes).toBe(120);
    expect(files.buckets).toBe(3);
    const mainRegistry = fs.readFileSync(files.registry, 'utf8');
    // Shared entries stay in main; an entry used by one page travels with its bucket.
    expect(mainRegistry).toContain('"docitem"');
    expect(mainRegistry).not.toContain('"c0"');
    const buckets = fs.readdirSync(path.join(dir, 'out')).filter((f) => f.startsWith('bucket-'));
    const all = buckets.map((f) => fs.readFileSync(path.join(dir, 'out', f), 'utf8')).join('\n');
    for (let i = 0; i < 120; i++) expect(all).toContain(`"c${i}":`);
    const routes = fs.readFileSync(files.routes, 'utf8');
    expect(routes).toContain('routes: lazyParent(0)');
    expect(routes).toContain('ComponentCreator("*")');
    expect(routes).not.toContain('/docs/p0');
    fs.rmSync(dir, {recursive: true, force: true});
  });
});

describe('lazy routes: the framework preload must be replaced', () => {
  type Rewrite = (data: {request: string; context: string}) => void;
  type Done = () => void;

  /** Runs the plugin's configureWebpack on a tiny route tree with stand-ins for the bundler and its compiler. */
  function clientBuild() {
    const generatedFilesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lazy-preload-'));
    fs.writeFileSync(
      path.join(generatedFilesDir, 'routes.js'),
      "import ComponentCreator from '@docusaurus/ComponentCreator';\n" +
        "export default [\n{path: '/', component: ComponentCreator('/', 'a'), exact: true},\n];\n",
    );
    fs.writeFileSync(path.join(generatedFilesDir, 'registry.js'), 'export default {\n};\n');
    fs.writeFileSync(path.join(generatedFilesDir, 'routesChunkNames.json'), JSON.stringify({'/-a': {}}));
    const replacements: [RegExp, unknown][] = [];
    class NormalModuleReplacementPlugin {
      constructor(pattern: RegExp, replacement: unknown) {
        replacements.push([pattern, replacement]);
      }
    }
    const utils = {currentBundler: {instance: {NormalModuleReplacementPlugin}}};
    const plugin = lazyRoutesPlugin({generatedFilesDir} as never);
    const log = console.log;
    console.log = () => {};
    const result = plugin.configureWebpack!({mode: 'production'} as never, false, utils as never, undefined as never);
    console.log = log;
    const doneTaps: Done[] = [];
    const compiler = {hooks: {done: {tap: (_name: string, fn: Done) => doneTaps.push(fn)}}};
    for (const bundlerPlugin of (result as {plugins: {apply?: (c: typeof compiler) => void}[]}).plugins) {
      bundlerPlugin.apply?.(compiler);
    }
    const preload = replacements.find(([pattern]) => pattern.test('./preload'))![1] as Rewrite;
    const finish = () => doneTaps.forEach((fn) => fn());
    return {preload, finish, cleanUp: () => fs.rmSync(generatedFilesDir, {recursive: true, force: true})};
  }
  const coreClient = path.dirname(require.resolve('@docusaurus/core/lib/client/preload.js'));

  it('fails the client build, naming the patch and what to re-check, when no preload import was replaced', () => {
    const build = clientBuild();
    expect(build.finish).toThrow(PRELOAD_NOT_REPLACED);
    expect(PRELOAD_NOT_REPLACED).toMatch(/src\/plugins\/lazyRoutes.*@docusaurus\/core\/lib\/client.*frameworkPatches/s);
    build.cleanUp();
  });

  it("counts only the framework's own ./preload, not a module of that name elsewhere", () => {
    const build = clientBuild();
    const elsewhere = {request: './preload', context: path.join(coreClient, 'exports')};
    build.preload(elsewhere);
    expect(elsewhere.request).toBe('./preload');
    expect(build.finish).toThrow(PRELOAD_NOT_REPLACED);
    build.cleanUp();
  });

  it('passes once the framework preload has been swapped for the lazy one', () => {
    const build = clientBuild();
    const data = {request: './preload', context: coreClient};
    build.preload(data);
    expect(data.request).toMatch(/lazy-routes[\\/]preload\.js$/);
    expect(build.finish).not.toThrow();
    build.cleanUp();
  });
});
