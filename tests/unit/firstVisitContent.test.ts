/**
 * src/hydration/firstVisitContent.tsx: the first preload answers a static doc's MDX module from the page's JSON, and
 * the real module is loaded only when the body goes live or the page is reached again.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import React from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {afterEach, describe, expect, it, vi} from 'vitest';
import {
  FirstVisitDataScript,
  afterPreload,
  firstVisitEntry,
  firstVisitLoader,
  loadFirstVisitContent,
  resetFirstVisitForTests,
  type FirstVisitData,
} from '../../src/hydration/firstVisitContent';
import {withFirstVisitLoader, writeLazyRoutes} from '../../src/plugins/lazyRoutes/index';

const SOURCE = '@site/docs/quickstart.md';
const DATA: FirstVisitData = {
  source: SOURCE,
  metadata: {permalink: '/docs/quickstart', id: 'quickstart', title: 'Quickstart'},
  frontMatter: {title: 'Quickstart', static_body: true},
  toc: [{value: 'Install', id: 'install', level: 2}],
  contentTitle: 'Quickstart',
  assets: {},
};

/** A document with the server's JSON (as the page writes it) and a colour mode. */
function fakeDocument(json: string | null, theme = 'light') {
  vi.stubGlobal('document', {
    querySelector: (selector: string) =>
      json !== null && selector === 'script[data-first-visit-doc]' ? {textContent: json} : null,
    documentElement: {getAttribute: (name: string) => (name === 'data-theme' ? theme : null)},
  });
}

const realModule = {default: () => null, metadata: DATA.metadata, marker: 'real'};

afterEach(() => {
  vi.unstubAllGlobals();
  resetFirstVisitForTests();
});

describe('first visit of a static doc', () => {
  it('answers the first preload from the JSON, without loading the module', async () => {
    fakeDocument(JSON.stringify(DATA));
    const load = vi.fn(() => Promise.resolve(realModule));
    const module = await firstVisitLoader(SOURCE, load)();
    expect(load).not.toHaveBeenCalled();
    expect(module.metadata).toEqual(DATA.metadata);
    expect(module.toc).toEqual(DATA.toc);
    expect(module.frontMatter).toEqual(DATA.frontMatter);
    expect(module.contentTitle).toBe('Quickstart');
    expect(module.default).not.toBe(realModule.default);
    // Going live loads the real module once.
    await loadFirstVisitContent();
    await loadFirstVisitContent();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads every other module, and every module after the first preload, as usual', async () => {
    fakeDocument(JSON.stringify(DATA));
    const other = vi.fn(() => Promise.resolve(realModule));
    expect(await firstVisitLoader('@site/docs/other.md', other)()).toBe(realModule);
    await afterPreload('/docs/other'); // the first preload ends
    const load = vi.fn(() => Promise.resolve(realModule));
    expect(await firstVisitLoader(SOURCE, load)()).toBe(realModule);
  });

  it('loads the module normally on a dark page or without the JSON', async () => {
    for (const [json, theme] of [
      [JSON.stringify(DATA), 'dark'],
      [null, 'light'],
      ['{not json', 'light'],
    ] as const) {
      resetFirstVisitForTests();
      fakeDocument(json, theme);
      const load = vi.fn(() => Promise.resolve(realModule));
      expect(await firstVisitLoader(SOURCE, load)()).toBe(realModule);
      expect(load).toHaveBeenCalledTimes(1);
    }
  });

  it('wraps the loader of a registry entry and keeps the rest', async () => {
    fakeDocument(JSON.stringify(DATA));
    const load = vi.fn(() => Promise.resolve(realModule));
    const [loader, source, weak] = firstVisitEntry([load, SOURCE, 42]);
    expect([source, weak]).toEqual([SOURCE, 42]);
    expect((await loader()).metadata).toEqual(DATA.metadata);
    expect(load).not.toHaveBeenCalled();
  });

  it('loads the skipped module before a later navigation back to the page renders it', async () => {
    fakeDocument(JSON.stringify(DATA));
    const load = vi.fn(() => Promise.resolve(realModule));
    await firstVisitLoader(SOURCE, load)();
    await afterPreload('/docs/quickstart'); // the first preload, before hydration: nothing loaded
    expect(load).not.toHaveBeenCalled();
    await afterPreload('/docs/other');
    expect(load).not.toHaveBeenCalled();
    await afterPreload('/docs/Quickstart/');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('writes the JSON as inert, escaped text that the search index ignores', () => {
    const hostile = {...DATA, contentTitle: '</script><script>alert(1)</script>'};
    const html = renderToStaticMarkup(React.createElement(FirstVisitDataScript, {data: hostile}));
    expect(html).toMatch(/^<script type="application\/json" data-pagefind-ignore="all" data-first-visit-doc="">/);
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    const json = html.replace(/^<script[^>]*>/, '').replace(/<\/script>$/, '');
    expect(JSON.parse(json)).toEqual(hostile);
  });
});

describe('lazy routes wrap the loaders of MDX modules', () => {
  const entry = (file: string) =>
    `[() => import(/* webpackChunkName: "abc" */ "${file}"), "${file}", require.resolveWeak("${file}")]`;

  it('wraps .md and .mdx entries only', () => {
    expect(withFirstVisitLoader(entry('@site/docs/a.md'))).toBe(`firstVisitEntry(${entry('@site/docs/a.md')})`);
    expect(withFirstVisitLoader(entry('@site/docs/b.mdx'))).toBe(`firstVisitEntry(${entry('@site/docs/b.mdx')})`);
    const truncated = entry('@site/learn/post.md?truncated=true');
    expect(withFirstVisitLoader(truncated)).toBe(truncated);
    const json = entry('@generated/docusaurus-plugin-content-docs/default/p/docs-175.json');
    expect(withFirstVisitLoader(json)).toBe(json);
    const theme = entry('@theme/DocItem');
    expect(withFirstVisitLoader(theme)).toBe(theme);
  });

  it('imports the wrapper and ends the first visit in the preload, unless the patch is off', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'first-visit-'));
    fs.writeFileSync(
      path.join(dir, 'routes.js'),
      "import ComponentCreator from '@docusaurus/ComponentCreator';\nexport default [\n{path: '/docs/a', component: ComponentCreator('/docs/a', 'h'), exact: true},\n];\n",
    );
    fs.writeFileSync(path.join(dir, 'registry.js'), `export default {\n  "c": ${entry('@site/docs/a.md')},};\n`);
    fs.writeFileSync(path.join(dir, 'routesChunkNames.json'), JSON.stringify({'/docs/a-h': {content: 'c'}}));
    const on = writeLazyRoutes(dir, path.join(dir, 'on'));
    expect(fs.readFileSync(on.registry, 'utf8')).toMatch(/import \{firstVisitEntry\} from ".*firstVisitContent";/);
    expect(fs.readFileSync(on.registry, 'utf8')).toContain(`firstVisitEntry(${entry('@site/docs/a.md')})`);
    expect(fs.readFileSync(on.preload, 'utf8')).toContain('.finally(() => afterPreload(pathname))');
    const off = writeLazyRoutes(dir, path.join(dir, 'off'), {firstVisitContent: false});
    expect(fs.readFileSync(off.registry, 'utf8')).not.toContain('firstVisitEntry');
    expect(fs.readFileSync(off.preload, 'utf8')).not.toContain('afterPreload');
    fs.rmSync(dir, {recursive: true, force: true});
  });
});
