import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {beforeAll, describe, expect, it} from 'vitest';
import type {LoadedContent} from '@docusaurus/plugin-content-docs';
import {
  categoryIndexes,
  docsContentOf,
  resolvedSidebars,
  routeDataOf,
  type RouteData,
  type SidebarEntry,
} from '../../scripts/postbuild/docsContent';
import {categoryPages, sectionsOf} from '../../scripts/postbuild/llms';
import {buildSearchIndex, loadPagefind, readShorthand} from '../../scripts/postbuild/searchIndex';
import {listFiles} from '../../scripts/generate/docs';
import {SHORTHAND_FILE} from '../../src/search/shorthand';
import {VOCABULARY_FILE} from '../../src/search/spelling';

const root = path.resolve(import.meta.dirname, '../..');
type LoadedVersion = LoadedContent['loadedVersions'][number];

const doc = (id: string, permalink: string, extra: Record<string, unknown> = {}) => ({
  id,
  title: `Title of ${id}`,
  description: `About ${id}.`,
  source: `@site/docs/${id}.md`,
  permalink,
  version: 'current',
  frontMatter: {},
  ...extra,
});

const version = {
  versionName: 'current',
  label: 'Next',
  docs: [
    doc('intro', '/docs/intro', {frontMatter: {sidebar_label: 'Start here'}}),
    doc('deploy/index', '/docs/deploy/'),
    doc('deploy/k8s', '/docs/deploy/k8s'),
    doc('api', '/docs/api', {description: undefined}),
  ],
  drafts: [],
  sidebars: {
    overviewSidebar: [
      {type: 'doc', id: 'intro', label: 'Ignored: sidebar_label wins'},
      {
        type: 'category',
        label: 'Deploy',
        link: {type: 'doc', id: 'deploy/index'},
        items: [
          {type: 'doc', id: 'deploy/k8s', label: 'Kubernetes'},
          {type: 'html', value: '<hr>'},
          {type: 'link', label: 'Helm charts', href: 'https://helm.sh'},
        ],
      },
      {
        type: 'category',
        label: 'Reference',
        link: {type: 'generated-index', slug: '/category/reference', permalink: '/docs/category/reference'},
        items: [
          {type: 'ref', id: 'api'},
          {
            type: 'category',
            label: 'More',
            link: {
              type: 'generated-index',
              slug: '/category/more',
              permalink: '/docs/category/more',
              title: 'More reference',
              description: 'The rest.',
            },
            items: [],
          },
        ],
      },
    ],
    otherSidebar: [
      {
        type: 'category',
        label: 'Reference again',
        link: {type: 'generated-index', slug: '/category/reference', permalink: '/docs/category/reference'},
        items: [],
      },
    ],
  },
} as unknown as LoadedVersion;

describe("docs content (the docs plugin's loaded content)", () => {
  it('resolves sidebar items to links with the label the theme shows', () => {
    const [intro, deploy, reference] = resolvedSidebars(version).overviewSidebar ?? [];
    expect(intro).toEqual({type: 'link', label: 'Start here', href: '/docs/intro', docId: 'intro'});
    expect(deploy).toEqual({
      type: 'category',
      label: 'Deploy',
      href: '/docs/deploy/',
      items: [
        {type: 'link', label: 'Kubernetes', href: '/docs/deploy/k8s', docId: 'deploy/k8s'},
        {type: 'html'},
        {type: 'link', label: 'Helm charts', href: 'https://helm.sh'},
      ],
    });
    expect(reference).toMatchObject({type: 'category', href: '/docs/category/reference'});
    expect(reference?.items?.[0]).toEqual({type: 'link', label: 'Title of api', href: '/docs/api', docId: 'api'});
    expect(reference?.items?.[1]).toEqual({type: 'category', label: 'More', href: '/docs/category/more', items: []});
  });

  it('fails on a sidebar doc that was not loaded', () => {
    const broken = {...version, sidebars: {s: [{type: 'doc', id: 'missing'}]}} as unknown as LoadedVersion;
    expect(() => resolvedSidebars(broken)).toThrow(/lists doc "missing"/);
  });

  it('lists each category index page once, with its own title or the category label', () => {
    expect(categoryIndexes(version)).toEqual([
      {title: 'Reference', description: '', permalink: '/docs/category/reference'},
      {title: 'More reference', description: 'The rest.', permalink: '/docs/category/more'},
    ]);
  });

  it('gives the docs with site-relative sources, sorted by address', () => {
    const route = routeDataOf({loadedVersions: [version]});
    expect(route.docs.map((d) => d.permalink)).toEqual([
      '/docs/api',
      '/docs/deploy/',
      '/docs/deploy/k8s',
      '/docs/intro',
    ]);
    expect(route.docs[0]).toEqual({
      id: 'api',
      title: 'Title of api',
      description: '',
      source: 'docs/api.md',
      permalink: '/docs/api',
      version: 'current',
    });
    expect(route.versions.map((v) => [v.version, v.label, Object.keys(v.sidebars)])).toEqual([
      ['current', 'Next', ['overviewSidebar', 'otherSidebar']],
    ]);
    expect(route.categories?.map((c) => c.permalink)).toEqual(['/docs/category/more', '/docs/category/reference']);
  });

  it('finds the docs plugin among the plugins of a build', () => {
    const content = {loadedVersions: [version]};
    const plugins = [
      {name: 'docusaurus-plugin-content-docs', options: {id: 'other'}, content: {loadedVersions: []}},
      {name: 'docusaurus-plugin-content-docs', options: {id: 'default'}, content},
    ];
    expect(docsContentOf(plugins)).toBe(content);
    expect(() => docsContentOf(plugins.slice(0, 1))).toThrow(/no content of docusaurus-plugin-content-docs/);
  });
});

/** The projection of a sidebar entry that the llms step reads. */
const project = (entries: SidebarEntry[]): SidebarEntry[] =>
  entries.map((e) => ({
    type: e.type,
    ...(e.type !== 'html' && e.label !== undefined ? {label: e.label} : {}),
    ...(e.href !== undefined ? {href: e.href} : {}),
    ...(e.docId !== undefined ? {docId: e.docId} : {}),
    ...(e.items ? {items: project(e.items)} : {}),
  }));

describe("this site's docs, as the build hands them to the post-build steps", () => {
  let content: LoadedContent;
  let route: RouteData;

  beforeAll(async () => {
    // What `docusaurus build` loads: the site context, then the docs plugin of the config with every version.
    const {loadContext} = await import('@docusaurus/core/lib/server/site.js');
    const {default: pluginContentDocs, validateOptions} = await import('@docusaurus/plugin-content-docs');
    const {normalizePluginOptions} = await import('@docusaurus/utils-validation');
    const context = await loadContext({siteDir: root});
    const preset = context.siteConfig.presets[0] as [string, {docs: object}];
    const options = validateOptions({
      validate: normalizePluginOptions as never,
      options: {...preset[1].docs, id: 'default', onlyIncludeVersions: undefined} as never,
    });
    const plugin = await pluginContentDocs(context, options);
    content = (await plugin.loadContent?.()) as LoadedContent;
    route = routeDataOf(content);
  }, 120_000);

  /** Markdown files a version's docs folder holds, without the `_` files and folders the config excludes. */
  const pageFiles = (dir: string) =>
    listFiles(path.join(root, dir))
      .filter((f) => /\.mdx?$/.test(f) && !f.split('/').some((part) => part.startsWith('_')))
      .map((f) => `${dir}/${f}`);

  it('has one doc per Markdown file of each version, each with its source file', () => {
    const expected = {current: pageFiles('docs'), '1.1.0': pageFiles('versioned_docs/version-1.1.0')};
    expect(expected.current.length).toBeGreaterThan(400);
    expect(expected['1.1.0'].length).toBeGreaterThan(400);
    for (const [name, files] of Object.entries(expected)) {
      const sources = route.docs.filter((d) => d.version === name).map((d) => d.source);
      expect(sources.sort(), `docs of version ${name}`).toEqual(files.sort());
    }
    expect(route.docs).toHaveLength(expected.current.length + expected['1.1.0'].length);
    expect(new Set(route.docs.map((d) => d.permalink)).size).toBe(route.docs.length);
  });

  it("resolves every sidebar as the docs theme does (the plugin's own sidebar props)", async () => {
    const {toSidebarsProp} = await import('@docusaurus/plugin-content-docs/lib/props.js');
    for (const loaded of content.loadedVersions) {
      const theirs = toSidebarsProp(loaded as never) as unknown as Record<string, SidebarEntry[]>;
      const ours = route.versions.find((v) => v.version === loaded.versionName)?.sidebars ?? {};
      expect(Object.keys(ours)).toEqual(Object.keys(theirs));
      for (const name of Object.keys(theirs)) {
        expect(project(ours[name] ?? []), `${loaded.versionName} ${name}`).toEqual(project(theirs[name] ?? []));
      }
    }
  });

  it('lists the category index pages the docs plugin renders', async () => {
    const {getCategoryGeneratedIndexMetadataList} =
      await import('@docusaurus/plugin-content-docs/lib/categoryGeneratedIndex.js');
    const {createSidebarsUtils} = await import('@docusaurus/plugin-content-docs/lib/sidebars/utils.js');
    const theirs = content.loadedVersions
      .flatMap((loaded) =>
        getCategoryGeneratedIndexMetadataList({docs: loaded.docs, sidebarsUtils: createSidebarsUtils(loaded.sidebars)}),
      )
      .map((c) => ({title: c.title, description: c.description ?? '', permalink: c.permalink}))
      .sort((a, b) => a.permalink.localeCompare(b.permalink));
    expect(theirs.length).toBeGreaterThan(0);
    expect(route.categories).toEqual(theirs);
  });

  it('puts every doc and category page of each version in its llms files, once', () => {
    for (const {version} of route.versions) {
      const listed = sectionsOf(route, version).flatMap((s) => s.docs.map((d) => d.permalink));
      const pages = [
        ...route.docs.filter((d) => d.version === version).map((d) => d.permalink),
        ...categoryPages(route, version).map((c) => c.permalink),
      ];
      expect(listed.sort(), `llms pages of ${version}`).toEqual(pages.sort());
    }
  });
});

describe('search index step', () => {
  it('indexes the pages that have a search body and writes the index, vocabulary and shorthand files', async () => {
    const build = fs.mkdtempSync(path.join(os.tmpdir(), 'search-build-'));
    const page = (file: string, html: string) => {
      fs.mkdirSync(path.dirname(path.join(build, file)), {recursive: true});
      fs.writeFileSync(path.join(build, file), html);
    };
    page(
      'docs/quickstart/index.html',
      '<html><head><title>Quickstart | DataHub</title></head><body><article data-pagefind-body>' +
        '<h1>Quickstart</h1><h2>Start the containers</h2><p>Run datahub docker quickstart.</p></article></body></html>',
    );
    page('index.html', '<html><head><title>DataHub</title></head><body><p>Home</p></body></html>');
    page('404.html', '<html><body data-pagefind-body><h1>Not found</h1></body></html>');
    page('assets/x/index.html', '<html><body data-pagefind-body><h1>Asset</h1></body></html>');
    const result = await buildSearchIndex(build, root);
    expect(result).toEqual({pages: 1, skipped: 1, bytesSaved: expect.any(Number) as number});
    // Pagefind's WebAssembly is the same for every site: Zopfli always takes kilobytes off it.
    expect(result.bytesSaved).toBeGreaterThan(1000);
    expect(fs.existsSync(path.join(build, 'pagefind/pagefind.js'))).toBe(true);
    const vocabulary = JSON.parse(fs.readFileSync(path.join(build, VOCABULARY_FILE), 'utf8')) as Record<string, number>;
    expect(Object.keys(vocabulary)).toEqual(expect.arrayContaining(['quickstart', 'containers']));
    expect(JSON.parse(fs.readFileSync(path.join(build, SHORTHAND_FILE), 'utf8'))).toEqual(readShorthand(root));
  }, 60_000);
});

describe('the plugin as Docusaurus loads it', () => {
  it('loads through the module loader of docusaurus.config.ts and its plugins, Pagefind included', async () => {
    // Docusaurus loads plugin files with jiti, as CommonJS: no import.meta, and `import()` becomes `require`.
    const {loadFreshModule} = await import('@docusaurus/utils');
    const plugin = (await loadFreshModule(path.join(root, 'src/plugins/postBuildOutputs/index.ts'))) as unknown;
    expect(typeof plugin).toBe('function');
    const steps = (await loadFreshModule(path.join(root, 'scripts/postbuild/searchIndex.ts'))) as unknown;
    const load = (steps as {loadPagefind: typeof loadPagefind}).loadPagefind;
    const pagefind = load(root);
    const {index, errors} = await pagefind.createIndex({forceLanguage: 'en'});
    expect(errors).toEqual([]);
    expect(index).toBeDefined();
    await pagefind.close();
  }, 60_000);
});
