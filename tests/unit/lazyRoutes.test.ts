import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {bucketOf, routeKey} from '../../src/plugins/lazyRoutes/bucket';
import {writeLazyRoutes} from '../../src/plugins/lazyRoutes/index';

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
