/**
 * The page a reader lands on, without its content chunk, when its body stays static.
 *
 * A doc page's route (or a Learn post's) loads its MDX module: the compiled body (for a connector page 60 kB, 16 kB
 * gzip) plus the metadata, front matter, table of contents and title the layout reads. On a page marked `static_body`
 * the body is never rendered on a first visit (StaticBody keeps the server's markup), so that download bought
 * nothing. The server writes the small part into the static region as JSON (`FirstVisitDataScript`, rendered by the
 * DocItem/Content and BlogPostItem/Content wraps); the route registry (src/plugins/lazyRoutes) passes every MDX
 * module's entry through `firstVisitEntry`, whose loader, during the framework's first preload only, answers with a
 * module built from that JSON instead of downloading the chunk. The real module is loaded when the body is about to
 * go live (`loadFirstVisitContent`, StaticBody's `prepare`) and before a later navigation back to that page renders
 * it (`afterPreload`). Nothing changes for any other page or visit: no new chunk and no entry in the runtime's chunk
 * map.
 */
import React, {use, type ComponentType, type ReactNode} from 'react';
import {FIRST_VISIT_DATA_ATTRIBUTE} from './contracts';
import {isDark} from './isDark';

/** What the layout reads from a doc's MDX module, besides the body component. */
export interface FirstVisitData {
  /** The module's path as the route registry names it (`@site/docs/quickstart.md`), the doc's `metadata.source`. */
  source: string;
  metadata: {permalink: string; [key: string]: unknown};
  frontMatter: Record<string, unknown>;
  toc: readonly unknown[];
  contentTitle?: string;
  assets: Record<string, unknown>;
}

type ContentModule = {default: ComponentType<Record<string, unknown>>} & Record<string, unknown>;
type Load = () => Promise<ContentModule>;

interface Stubbed {
  data: FirstVisitData;
  load: Load;
  promise?: Promise<ContentModule>;
  real?: ContentModule;
}

/** True until the framework's first preload (the one before hydration) has finished. */
let firstPreload = true;
let stubbed: Stubbed | undefined;

/** The server's JSON, if this document has it; malformed JSON is treated as absent (the chunk is loaded). */
function readData(): FirstVisitData | undefined {
  const element = document.querySelector(`script[${FIRST_VISIT_DATA_ATTRIBUTE}]`);
  if (!element?.textContent) return undefined;
  try {
    return JSON.parse(element.textContent) as FirstVisitData;
  } catch {
    return undefined;
  }
}

function loadReal(entry: Stubbed): Promise<ContentModule> {
  entry.promise ??= entry.load().then(
    (module) => {
      entry.real = module;
      return module;
    },
    (error: unknown) => {
      entry.promise = undefined; // a later use may retry
      throw error;
    },
  );
  return entry.promise;
}

function stubModule(entry: Stubbed): ContentModule {
  // Rendered only once the real module is there (see above); if not, it waits for it (the wrap's Suspense).
  function FirstVisitContent(props: Record<string, unknown>): ReactNode {
    const Real = (entry.real ?? use(loadReal(entry))).default;
    return <Real {...props} />;
  }
  const {metadata, frontMatter, toc, contentTitle, assets} = entry.data;
  return {default: FirstVisitContent, metadata, frontMatter, toc, contentTitle, assets};
}

/**
 * A route registry loader for the MDX module `source`: the module built from the page's JSON during the first
 * preload of the page that carries it, unless the page is dark (its body renders live at once); otherwise `load`.
 */
export function firstVisitLoader(source: string, load: Load): Load {
  return () => {
    if (firstPreload && !stubbed && typeof document !== 'undefined' && !isDark()) {
      const data = readData();
      if (data?.source === source) {
        stubbed = {data, load};
        return Promise.resolve(stubModule(stubbed));
      }
    }
    return stubbed?.data.source === source ? loadReal(stubbed) : load();
  };
}

/** A route registry entry (`[loader, module path, weak id]`) with its loader wrapped by `firstVisitLoader`. */
export function firstVisitEntry<T>([load, source, weakId]: [Load, string, T]): [Load, string, T] {
  return [firstVisitLoader(source, load), source, weakId];
}

/** Loads the real module of the page that hydrated without it (nothing to do on any other page). */
export function loadFirstVisitContent(): Promise<unknown> {
  return stubbed && !stubbed.real ? loadReal(stubbed) : Promise.resolve();
}

const pathKey = (pathname: string) =>
  pathname
    .toLowerCase()
    .replace(/(?:\/index)?\.html$/, '')
    .replace(/\/+$/, '');

/**
 * Called by the route preload after each run: the first run closes the first visit; a later one for the page that
 * hydrated without its module (a navigation back to it) loads that module before the page renders.
 */
export function afterPreload(pathname: string): Promise<unknown> {
  if (firstPreload) {
    firstPreload = false;
    return Promise.resolve();
  }
  return stubbed && pathKey(pathname) === pathKey(stubbed.data.metadata.permalink)
    ? loadFirstVisitContent()
    : Promise.resolve();
}

/** The server's side: the JSON the first preload reads, inside the static region (escaped for a script element). */
export function FirstVisitDataScript({data}: {data: FirstVisitData}): ReactNode {
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return (
    <script
      type="application/json"
      data-pagefind-ignore="all"
      {...{[FIRST_VISIT_DATA_ATTRIBUTE]: ''}}
      dangerouslySetInnerHTML={{__html: json}}
    />
  );
}

/** For tests: back to a fresh page load. */
export function resetFirstVisitForTests(): void {
  firstPreload = true;
  stubbed = undefined;
}
