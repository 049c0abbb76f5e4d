import {mkdirSync} from 'node:fs';
import type {Config} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import type {Options as DocsOptions} from '@docusaurus/plugin-content-docs';
import type {Options as RedirectOptions} from '@docusaurus/plugin-client-redirects';
import type {PluginOptions as IdealImageOptions} from '@docusaurus/plugin-ideal-image';
import {themes as prismThemes} from 'prism-react-renderer';

import {baseUrl, editUrlFor, isTestBuild, siteUrl} from './config/site';
import {hasFullHistory} from './config/gitHistory';
import {navbar} from './config/navbar';
import {footer} from './config/footer';
import {currentVersionLabel, includedVersions} from './config/versions';
import {analyticsIds, enabledThirdParty} from './config/thirdParty';
import {redirects} from './config/redirects';
import {prismLight} from './config/prismTheme';
import {ssrTemplate} from './config/ssrTemplate';
import {patchesOff, type SpeedPatch} from './config/speedPatches';
import {algoliaEnabled, searchConfig} from './config/search';
import type {Options as AlgoliaWhenConfiguredOptions} from './src/plugins/algoliaWhenConfigured';
import type {Options as DocsearchLiteOptions} from './src/plugins/docsearchLite';
import {postBuildOutputsEnabled, type Options as PostBuildOutputsOptions} from './src/plugins/postBuildOutputs/options';
import {EARLY_SHORTCUT_SCRIPT} from './src/search/earlyShortcut';
import remarkTabs from './scripts/remark/tabs';
import remarkStaticBody from './scripts/remark/staticBody';
import {fillInsertsOfPage} from './scripts/lib/inserts';
import remarkVersionNote from './scripts/remark/versionNote';
import remarkDiagrams from './config/diagrams/remark';
import rehypeScrollableTables from './config/markdown/rehypeScrollableTables';

// Diagrams (```mermaid blocks) are rendered to SVG while Markdown is compiled; their full-size files go
// to this static folder, which must exist before the build starts for Docusaurus to copy it.
const diagramsStaticDir = 'generated/static';
mkdirSync(`${diagramsStaticDir}/diagrams`, {recursive: true});
const diagramPlugins = [[remarkDiagrams, {staticDir: diagramsStaticDir, baseUrl}]] as [typeof remarkDiagrams, object][];

const analytics = analyticsIds(process.env);

// Every speed patch is on unless a benchmark build leaves it out (config/speedPatches.ts).
const off = patchesOff(process.env);
const on = (patch: SpeedPatch) => !off.includes(patch);
/** The plugin of a patch, or nothing when the patch is left out. */
const patchPlugin = (patch: SpeedPatch, plugin: string) => (on(patch) ? [plugin] : []);

const docsOptions = {
  // Read in place; the generated families write into gitignored folders of docs/ (scripts/generate/docs.ts) and set
  // custom_edit_url to their data files.
  path: 'docs',
  routeBasePath: 'docs',
  sidebarPath: './sidebars.ts',
  editUrl: ({versionDocsDirPath, docPath}) => editUrlFor(`${versionDocsDirPath}/${docPath}`),
  lastVersion: 'current',
  versions: {
    current: {label: currentVersionLabel, path: ''},
    '1.1.0': {label: '1.1.0', path: '1.1.0'},
  },
  // `npm start` loads only the current version unless DOCS_VERSIONS=all (README, "Other commands").
  onlyIncludeVersions: includedVersions(process.env),
  // Dates come from git history (one `git log` for the whole site: `gitEagerVcs` below); generated pages have none,
  // and a shallow clone shows none (config/gitHistory.ts).
  showLastUpdateTime: hasFullHistory(process.cwd()),
  // `::::tabs` / `:::tab` directives of .md pages -> <Tabs>/<TabItem> (CONTENT_GUIDE.md, "Tabs"), the note that
  // leads a frozen version's authored page to Next (generated/version-notes.json), then diagrams.
  beforeDefaultRemarkPlugins: [
    [remarkTabs, {siteDir: process.cwd()}],
    [remarkVersionNote, {siteDir: process.cwd()}],
    ...diagramPlugins,
  ],
  // Marks bodies that need no hydration (front matter static_body, src/hydration/StaticBody).
  remarkPlugins: [remarkStaticBody],
  rehypePlugins: [rehypeScrollableTables],
  exclude: ['**/_*.{js,jsx,ts,tsx,md,mdx}', '**/_*/**'],
} satisfies DocsOptions;

const config: Config = {
  title: 'DataHub',
  tagline: 'The #1 Open Source Metadata Platform',
  url: siteUrl,
  baseUrl,
  favicon: 'img/favicon.ico',
  staticDirectories: ['static', diagramsStaticDir],
  organizationName: 'datahub-project',
  projectName: 'datahub',
  trailingSlash: undefined,
  baseUrlIssueBanner: true,
  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  onDuplicateRoutes: 'throw',
  i18n: {defaultLocale: 'en', locales: ['en'], localeConfigs: {en: {label: 'English', direction: 'ltr'}}},
  future: {
    v4: true,
    // Everything of `faster: true` but two, so that a cold build stays under 3 GB on a 2-core machine.
    // Measured on a cold build: 3.6 GB peak with both, 3.2 GB without SSG worker threads (each thread loads its
    // own copy of the server bundle), 2.6 GB without the Rspack persistent cache as well, 73-81 s each way. The
    // persistent cache only speeds up repeated local builds, and it kept stale output after plugin alias changes.
    faster: {
      swcJsLoader: true,
      swcJsMinimizer: true,
      swcHtmlMinimizer: true,
      lightningCssMinimizer: true,
      mdxCrossCompilerCache: true,
      rspackBundler: true,
      rspackPersistentCache: false,
      ssgWorkerThreads: false,
      gitEagerVcs: true,
    },
  },
  markdown: {
    format: 'detect',
    mermaid: false,
    hooks: {onBrokenMarkdownLinks: 'throw', onBrokenMarkdownImages: 'throw'},
    // The generated lists of docs/releases.md and docs/how/updating-datahub.md (scripts/lib/inserts.ts).
    preprocessor: ({filePath, fileContent}) => fillInsertsOfPage(process.cwd(), filePath, fileContent),
  },
  // The bundles run after the first paint (config/ssrTemplate.ts says why).
  ...(on('bundleLoader') ? {ssrTemplate} : {}),
  customFields: {algoliaEnabled, patchesOff: off},
  // Prefetch on intent (hover, focus, touch, next/previous page) instead of every link in view (fewer requests).
  clientModules: [
    // First: it leaves an `x.html` address for `x` before anything else runs (README, "Hosting").
    './src/clientModules/htmlAddress.ts',
    './src/clientModules/scrollSidebar.ts',
    './src/clientModules/prefetchOnIntent.ts',
    './src/clientModules/hashScroll.ts',
    './src/clientModules/deferredData.ts',
  ],
  headTags: [
    ...enabledThirdParty(process.env).flatMap((script) => script.tags),
    // The local search bar takes over these shortcuts when it mounts; until then this records them.
    ...(algoliaEnabled ? [] : [{tagName: 'script', attributes: {}, innerHTML: EARLY_SHORTCUT_SCRIPT}]),
  ],
  presets: [
    [
      'classic',
      {
        docs: docsOptions,
        blog: {
          path: 'learn',
          routeBasePath: 'learn',
          blogTitle: 'Learn: data management with DataHub',
          blogDescription:
            'Long-form guides on business glossaries, metrics, freshness, data mesh and pipelines, and how DataHub helps.',
          postsPerPage: 'ALL',
          blogSidebarCount: 'ALL',
          blogSidebarTitle: 'All articles',
          showReadingTime: true,
          tags: 'tags.yml',
          onInlineTags: 'throw',
          authorsMapPath: 'authors.yml',
          onInlineAuthors: 'throw',
          onUntruncatedBlogPosts: 'throw',
          beforeDefaultRemarkPlugins: diagramPlugins,
          remarkPlugins: [remarkStaticBody],
          rehypePlugins: [rehypeScrollableTables],
          editUrl: ({blogPath}) => editUrlFor(`learn/${blogPath}`),
          feedOptions: {
            type: ['rss', 'atom'],
            title: 'DataHub Learn',
            description: 'Long-form guides on data management with DataHub.',
            copyright: `Copyright © 2015-2025 DataHub Project Authors.`,
          },
        },
        pages: {
          beforeDefaultRemarkPlugins: diagramPlugins,
          rehypePlugins: [rehypeScrollableTables],
          exclude: isTestBuild ? [] : ['**/test-only/**'],
          include: ['**/*.{js,jsx,ts,tsx,md,mdx}'],
        },
        theme: {customCss: './src/css/custom.css'},
        sitemap: {lastmod: null, ignorePatterns: ['/test-only/**', '/search']},
      } satisfies Preset.Options,
    ],
  ],
  plugins: [
    // Analytics only when their ids are given (config/thirdParty.ts), through Docusaurus' plugins without inline ids.
    ...(analytics.gtagId ? [['./src/plugins/analyticsTags/gtag.ts', {trackingID: analytics.gtagId}]] : []),
    ...(analytics.gtmContainerId
      ? [['./src/plugins/analyticsTags/tagManager.ts', {containerId: analytics.gtmContainerId}]]
      : []),
    './src/plugins/devRegenerate.ts',
    './src/plugins/deferredDataFiles.ts',
    './src/plugins/earlySearchScript.ts',
    './src/plugins/devLazyCompilation/index.ts',
    './src/plugins/bundleStats.ts',
    ...(on('codeHighlightOnDemand') ? ['./src/plugins/codeHighlightOnDemand.ts'] : ['./src/plugins/themeCodeBlock.ts']),
    ...patchPlugin('lazyRoutes', './src/plugins/lazyRoutes/index.ts'),
    ...patchPlugin('compactChunkMap', './src/plugins/compactChunkMap.ts'),
    ...patchPlugin('compileHints', './src/plugins/compileHints.ts'),
    ...patchPlugin('layoutChunks', './src/plugins/layoutChunks.ts'),
    ...patchPlugin('trimVersionMetadata', './src/plugins/trimVersionMetadata.ts'),
    ...patchPlugin('trimSiteConfig', './src/plugins/trimSiteConfig.ts'),
    './src/plugins/fontPreload.ts',
    ...patchPlugin('lightLinks', './src/plugins/lightLinks/index.ts'),
    ['./src/plugins/algoliaWhenConfigured/index.ts', {enabled: algoliaEnabled} satisfies AlgoliaWhenConfiguredOptions],
    ['./src/plugins/docsearchLite/index.ts', {enabled: !algoliaEnabled} satisfies DocsearchLiteOptions],
    ['@docusaurus/plugin-client-redirects', {redirects} satisfies RedirectOptions],
    [
      '@docusaurus/plugin-ideal-image',
      {quality: 100, sizes: [320, 640, 1280, 1440, 1600], disableInDev: false} satisfies Partial<IdealImageOptions>,
    ],
    // Last: Markdown twins, llms files, capabilities.json and the search index, written into the finished build
    // (src/plugins/postBuildOutputs says why last); SITE_POSTBUILD_OUTPUTS=off leaves them out.
    [
      './src/plugins/postBuildOutputs/index.ts',
      {enabled: postBuildOutputsEnabled(process.env)} satisfies PostBuildOutputsOptions,
    ],
  ],
  themeConfig: {
    image: 'img/datahub-social-card.png',
    metadata: [{name: 'twitter:card', content: 'summary_large_image'}],
    colorMode: {defaultMode: 'light', disableSwitch: true, respectPrefersColorScheme: false},
    announcementBar: {
      id: 'announcement-3',
      content:
        'DataHub Town Hall: join the community call on the last Thursday of the month. <a href="/events">Register for the next event</a>',
      backgroundColor: '#090a11',
      textColor: '#ffffff',
      isCloseable: false,
    },
    navbar,
    footer,
    tableOfContents: {minHeadingLevel: 2, maxHeadingLevel: 3},
    docs: {sidebar: {hideable: false, autoCollapseCategories: false}},
    prism: {
      theme: prismLight,
      darkTheme: prismThemes.oneDark,
      additionalLanguages: ['ini', 'java', 'graphql', 'shell-session', 'bash'],
    },
    algolia: searchConfig,
  } satisfies Preset.ThemeConfig,
};

export default config;
