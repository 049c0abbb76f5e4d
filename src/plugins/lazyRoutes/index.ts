/**
 * Lazy route table (facebook/docusaurus#7256): the client bundle stops carrying every doc route.
 *
 * Docusaurus puts the whole route tree (`@generated/routes`), the chunk registry (`@generated/registry`) and the
 * route -> chunk map (`@generated/routesChunkNames`) into main.js, so every page pays for every other page. This
 * plugin rewrites the three modules for the client bundle only (the server bundle that renders the HTML keeps the
 * originals, so the markup is unchanged):
 * - every large list of leaf routes (the pages of a docs version: more than LAZY_MIN exact routes under one
 *   parent) is cut into buckets of about BUCKET_SIZE routes, chosen by a hash of the route path; each bucket is
 *   its own chunk holding those routes with their registry and chunk-name entries;
 * - main.js keeps the rest of the tree, the entries shared between pages and one loader per bucket;
 * - the framework's `preload(pathname)` (first render, every client navigation, hover/touch preloading) first
 *   loads the bucket that holds `pathname` (client.ts) and then runs unchanged. A bucket that cannot load makes
 *   the preload fail, which the framework answers with a full page load: a reader
 *   whose open page predates a deploy lands on the new page instead of an error (tests/e2e/staleDeploy.spec.ts).
 *
 * The main bundle then grows with the number of buckets (one small loader each), not with the number of pages.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {patchesOff} from '../../../config/speedPatches';
import {moduleReplacements} from '../moduleReplacement';
import {bucketOf, routeKey} from './bucket';

/** A parent with more exact leaf routes than this gets its leaves split. */
const LAZY_MIN = 60;
/** Routes per bucket (the number of buckets grows with the pages). */
const BUCKET_SIZE = 50;

interface Creator {
  __creator: [string, string | undefined];
}
interface RouteNode {
  path: string;
  component: Creator;
  exact?: boolean;
  routes?: RouteNode[];
  [key: string]: unknown;
}

function readRoutes(file: string): RouteNode[] {
  const source = fs
    .readFileSync(file, 'utf8')
    .replace(/^import .*$/gm, '')
    .replace('export default', 'return');
  // The generated file is a literal tree of objects and ComponentCreator(path, hash) calls: evaluate it with a
  // stand-in that records the arguments.
  return new Function('ComponentCreator', source)((p: string, hash?: string) => ({__creator: [p, hash]}));
}

function readRegistry(file: string): Map<string, string> {
  const entries = new Map<string, string>();
  for (const line of fs.readFileSync(file, 'utf8').split('\n')) {
    const match = /^ {2}"([^"]+)": (\[.*\]),?(?:\};)?$/.exec(line);
    if (match?.[1] && match[2]) entries.set(match[1], match[2]);
  }
  return entries;
}

const chunkNamesOf = (value: unknown, into: string[] = []): string[] => {
  if (typeof value === 'string') into.push(value);
  else if (value && typeof value === 'object') for (const inner of Object.values(value)) chunkNamesOf(inner, into);
  return into;
};

function routeCode(route: RouteNode, lazyIndex: Map<RouteNode, number>, indent = ''): string {
  const lines: string[] = [];
  for (const [key, value] of Object.entries(route)) {
    if (key === 'component') {
      const [p, hash] = route.component.__creator;
      const args = hash === undefined ? JSON.stringify(p) : `${JSON.stringify(p)}, ${JSON.stringify(hash)}`;
      lines.push(`component: ComponentCreator(${args})`);
    } else if (key === 'routes') {
      lines.push(
        lazyIndex.has(route)
          ? `routes: lazyParent(${lazyIndex.get(route)})`
          : `routes: [\n${(value as RouteNode[]).map((r) => routeCode(r, lazyIndex, `${indent}  `)).join(',\n')}\n${indent}]`,
      );
    } else lines.push(`${JSON.stringify(key)}: ${JSON.stringify(value)}`);
  }
  return `${indent}{${lines.join(', ')}}`;
}

/** The browser module whose loader wrapper serves a static doc's first visit without its MDX chunk. */
const FIRST_VISIT_MODULE = path.join(__dirname, '..', '..', 'hydration', 'firstVisitContent');

/**
 * A registry entry (`[() => import(...), "path", require.resolveWeak("path")]`) of an MDX module passed through
 * `firstVisitEntry` (src/hydration/firstVisitContent.tsx), which wraps its loader; any other entry unchanged.
 */
export function withFirstVisitLoader(code: string): string {
  return /^\[\(\) => import\(.*?\), "[^"]+\.mdx?", require\.resolveWeak\(.*\)\]$/.test(code)
    ? `firstVisitEntry(${code})`
    : code;
}

export interface LazyRoutesOptions {
  /** Wrap the loaders of MDX modules for the first visit of a static doc (patch `firstVisitContent`). */
  firstVisitContent: boolean;
}

export interface LazyRoutesFiles {
  routes: string;
  registry: string;
  routesChunkNames: string;
  preload: string;
  buckets: number;
  lazyRoutes: number;
}

/** Writes the client modules into `outDir` from the generated files in `generatedDir`. */
export function writeLazyRoutes(
  generatedDir: string,
  outDir: string,
  {firstVisitContent}: LazyRoutesOptions = {firstVisitContent: true},
): LazyRoutesFiles {
  const tree = readRoutes(path.join(generatedDir, 'routes.js'));
  const registry = readRegistry(path.join(generatedDir, 'registry.js'));
  if (firstVisitContent) for (const [name, code] of registry) registry.set(name, withFirstVisitLoader(code));
  const firstVisitImport = firstVisitContent
    ? [`import {firstVisitEntry} from ${JSON.stringify(FIRST_VISIT_MODULE)};`]
    : [];
  const chunkNames = JSON.parse(fs.readFileSync(path.join(generatedDir, 'routesChunkNames.json'), 'utf8')) as Record<
    string,
    unknown
  >;
  const keyOf = (route: RouteNode) => `${route.component.__creator[0]}-${route.component.__creator[1]}`;

  // Parents whose leaves get split, and the bucket of every lazy leaf.
  const lazyParents: {route: RouteNode; buckets: RouteNode[][]}[] = [];
  const lazyIndex = new Map<RouteNode, number>();
  const visit = (routes: RouteNode[]) => {
    for (const route of routes) {
      if (!route.routes) continue;
      const leaves = route.routes.filter(
        (r) => !r.routes && r.exact === true && !/[:*(?]/.test(r.path) && r.component.__creator[1] !== undefined,
      );
      if (leaves.length > LAZY_MIN && leaves.length === route.routes.length) {
        const count = Math.ceil(leaves.length / BUCKET_SIZE);
        const buckets: RouteNode[][] = Array.from({length: count}, () => []);
        for (const leaf of leaves) buckets[bucketOf(routeKey(leaf.path), count)]?.push(leaf);
        lazyIndex.set(route, lazyParents.length);
        lazyParents.push({route, buckets});
      } else visit(route.routes);
    }
  };
  visit(tree);

  // Where each chunk name is used: main (any route outside the buckets) or one bucket.
  const usedIn = new Map<string, Set<string>>();
  const record = (owner: string, route: RouteNode) => {
    for (const name of chunkNamesOf(chunkNames[keyOf(route)])) {
      if (!usedIn.has(name)) usedIn.set(name, new Set());
      usedIn.get(name)?.add(owner);
    }
  };
  const walkMain = (routes: RouteNode[]) => {
    for (const route of routes) {
      if (route.component.__creator[1] !== undefined) record('main', route);
      if (route.routes && !lazyIndex.has(route)) walkMain(route.routes);
    }
  };
  walkMain(tree);
  lazyParents.forEach(({buckets}, p) => buckets.forEach((leaves, b) => leaves.forEach((l) => record(`${p}-${b}`, l))));
  const ownerOf = (name: string) => {
    const owners = usedIn.get(name);
    return owners && owners.size === 1 ? [...owners][0] : 'main';
  };

  fs.rmSync(outDir, {recursive: true, force: true});
  fs.mkdirSync(outDir, {recursive: true});
  const lazyKeys = new Set<string>();
  let lazyRoutes = 0;
  const bucketLoaders: string[] = [];
  lazyParents.forEach(({buckets}, p) => {
    const loaders: string[] = [];
    buckets.forEach((leaves, b) => {
      const id = `${p}-${b}`;
      const file = `bucket-${id}.js`;
      const registryPart: string[] = [];
      const namesPart: Record<string, unknown> = {};
      for (const leaf of leaves) {
        lazyKeys.add(keyOf(leaf));
        namesPart[keyOf(leaf)] = chunkNames[keyOf(leaf)];
        for (const name of chunkNamesOf(chunkNames[keyOf(leaf)]))
          if (ownerOf(name) === id && registry.has(name))
            registryPart.push(`  ${JSON.stringify(name)}: ${registry.get(name)}`);
      }
      lazyRoutes += leaves.length;
      fs.writeFileSync(
        path.join(outDir, file),
        [
          '// Generated by src/plugins/lazyRoutes: one bucket of lazily loaded routes.',
          "import registry from '@generated/registry';",
          "import routesChunkNames from '@generated/routesChunkNames';",
          "import ComponentCreator from '@docusaurus/ComponentCreator';",
          ...firstVisitImport,
          `Object.assign(registry, {\n${[...new Set(registryPart)].join(',\n')}\n});`,
          `Object.assign(routesChunkNames, ${JSON.stringify(namesPart)});`,
          `export default [\n${leaves.map((l) => routeCode(l, lazyIndex, '  ')).join(',\n')}\n];`,
          '',
        ].join('\n'),
      );
      loaders.push(`() => import(/* webpackChunkName: "routes-${id}" */ './${file}')`);
    });
    bucketLoaders.push(`[${loaders.join(', ')}]`);
  });

  const mainRegistry = [...registry]
    .filter(([name]) => ownerOf(name) === 'main')
    .map(([name, code]) => `  ${JSON.stringify(name)}: ${code}`);
  fs.writeFileSync(
    path.join(outDir, 'registry.js'),
    [
      '// Generated by src/plugins/lazyRoutes: registry entries of the routes in main.js.',
      ...firstVisitImport,
      `export default {\n${mainRegistry.join(',\n')}\n};`,
      '',
    ].join('\n'),
  );
  const mainNames = Object.fromEntries(Object.entries(chunkNames).filter(([key]) => !lazyKeys.has(key)));
  fs.writeFileSync(path.join(outDir, 'routesChunkNames.js'), `export default ${JSON.stringify(mainNames)};\n`);
  fs.writeFileSync(
    path.join(outDir, 'routes.js'),
    [
      '// Generated by src/plugins/lazyRoutes: the route tree with the leaves of large lists in lazy buckets.',
      "import ComponentCreator from '@docusaurus/ComponentCreator';",
      `import {registerLazyParents, lazyParent} from ${JSON.stringify(path.join(__dirname, 'client'))};`,
      `registerLazyParents([${lazyParents.map(({buckets}) => buckets.length).join(', ')}], [\n${bucketLoaders.join(',\n')}\n]);`,
      `export default [\n${tree.map((r) => routeCode(r, lazyIndex, '  ')).join(',\n')}\n];`,
      '',
    ].join('\n'),
  );
  fs.writeFileSync(
    path.join(outDir, 'preload.js'),
    [
      '// Generated by src/plugins/lazyRoutes: the framework preload, after the bucket of the path is loaded.',
      "import routes from '@generated/routes';",
      `import {ensureRoutes} from ${JSON.stringify(path.join(__dirname, 'client'))};`,
      `import preload from ${JSON.stringify(require.resolve('@docusaurus/core/lib/client/preload.js'))};`,
      ...(firstVisitContent
        ? [
            `import {afterPreload} from ${JSON.stringify(FIRST_VISIT_MODULE)};`,
            'export default function lazyPreload(pathname) {',
            '  // then: the first run (before hydration) ends the first visit; a later one loads what that visit skipped',
            '  return ensureRoutes(routes, pathname)',
            '    .then(() => preload(pathname))',
            '    .finally(() => afterPreload(pathname));',
            '}',
          ]
        : [
            'export default function lazyPreload(pathname) {',
            '  return ensureRoutes(routes, pathname).then(() => preload(pathname));',
            '}',
          ]),
      '',
    ].join('\n'),
  );
  return {
    routes: path.join(outDir, 'routes.js'),
    registry: path.join(outDir, 'registry.js'),
    routesChunkNames: path.join(outDir, 'routesChunkNames.js'),
    preload: path.join(outDir, 'preload.js'),
    buckets: lazyParents.reduce((n, p) => n + p.buckets.length, 0),
    lazyRoutes,
  };
}

/** The error of a client build in which the framework's preload was never swapped for the lazy one. */
export const PRELOAD_NOT_REPLACED =
  "[lazy-routes] the framework's `import preload from './preload'` (@docusaurus/core/lib/client) was never " +
  'replaced by the lazy preload of src/plugins/lazyRoutes, so every route moved into a bucket would 404 in the ' +
  "browser. Re-check which files of @docusaurus/core/lib/client import './preload' and how, against the " +
  '`/^\\.\\/preload$/` replacement in src/plugins/lazyRoutes/index.ts (its upstream files are pinned in ' +
  'tests/unit/frameworkPatches.test.ts), or build with SITE_PATCHES_OFF=lazyRoutes meanwhile.';

/**
 * A bundler plugin that fails the compilation, once it is done, when `replaced()` is still 0. The replacement
 * happens while modules are resolved, after configureWebpack has returned, so the check has to wait for the end of
 * the compilation; an error thrown from a `done` hook reaches the callback of `compiler.run`, and Docusaurus rejects
 * the build with it (Rspack and webpack alike). The site builds without Rspack's persistent cache
 * (docusaurus.config.ts), so every build resolves `./preload` again and a 0 always means the patch missed.
 */
export function requirePreloadReplaced(replaced: () => number) {
  return {
    apply(compiler: {hooks: {done: {tap(name: string, fn: () => void): void}}}) {
      compiler.hooks.done.tap('lazy-routes', () => {
        if (replaced() === 0) throw new Error(PRELOAD_NOT_REPLACED);
      });
    },
  };
}

export default function lazyRoutesPlugin(context: LoadContext): Plugin {
  return {
    name: 'lazy-routes',
    configureWebpack(config, isServer, utils) {
      if (isServer || config.mode !== 'production' || process.env.LAZY_ROUTES === '0') return {};
      const files = writeLazyRoutes(context.generatedFilesDir, path.join(context.generatedFilesDir, 'lazy-routes'), {
        firstVisitContent: !patchesOff(process.env).includes('firstVisitContent'),
      });
      console.log(`[lazy-routes] ${files.lazyRoutes} routes in ${files.buckets} lazily loaded buckets`);
      let replacedPreload = 0;
      const coreClient = path.dirname(require.resolve('@docusaurus/core/lib/client/preload.js'));
      return {
        plugins: moduleReplacements(utils, [
          [/^@generated\/routes$/, files.routes],
          [/^@generated\/registry$/, files.registry],
          [/^@generated\/routesChunkNames$/, files.routesChunkNames],
          [
            /^\.\/preload$/,
            (data) => {
              if (typeof data.context === 'string' && path.resolve(data.context) === coreClient) {
                data.request = files.preload;
                replacedPreload += 1;
              }
            },
          ],
        ]).concat(requirePreloadReplaced(() => replacedPreload) as never),
      };
    },
  };
}
