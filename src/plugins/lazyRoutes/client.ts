/**
 * Browser side of the lazy route table (see index.ts): the lists of routes whose leaves live in buckets, and
 * `ensureRoutes(pathname)`, which loads the bucket that holds a path into its list before the framework matches it.
 */
import {matchRoutes, type RouteConfig} from 'react-router-config';
import {bucketOf, routeKey} from './bucket';

type Loader = () => Promise<{default: RouteConfig[]}>;
interface LazyParent {
  routes: RouteConfig[];
  loaders: Loader[];
  loading: (Promise<void> | undefined)[];
}

const parents: LazyParent[] = [];
const byList = new Map<RouteConfig[], LazyParent>();

/** Called first by the generated routes module: the bucket count and loaders of each lazy list. */
export function registerLazyParents(counts: number[], loaders: Loader[][]): void {
  counts.forEach((count, index) => {
    const parent: LazyParent = {routes: [], loaders: loaders[index] ?? [], loading: new Array(count)};
    parents.push(parent);
    byList.set(parent.routes, parent);
  });
}

/** The (initially empty) list of routes of lazy parent `index`, filled bucket by bucket. */
export function lazyParent(index: number): RouteConfig[] {
  const parent = parents[index];
  if (!parent) throw new Error(`lazy-routes: no lazy parent ${index}`);
  return parent.routes;
}

function loadBucket(parent: LazyParent, bucket: number): Promise<void> {
  const loader = parent.loaders[bucket];
  if (!loader) return Promise.resolve();
  let loading = parent.loading[bucket];
  if (!loading) {
    loading = loader().then(
      (module) => {
        parent.routes.push(...module.default);
      },
      (error: unknown) => {
        parent.loading[bucket] = undefined; // let a later navigation retry
        throw error;
      },
    );
    parent.loading[bucket] = loading;
  }
  return loading;
}

/** The paths the framework may match for a location (as its preload does), plus the `.html` form it normalizes. */
function candidates(pathname: string): string[] {
  const paths = new Set([pathname]);
  try {
    paths.add(decodeURI(pathname));
  } catch {
    // malformed escape: match the raw path only
  }
  for (const p of [...paths]) paths.add(p.trim().replace(/(?:\/index)?\.html$/, '') || '/');
  return [...paths];
}

/**
 * Loads the buckets of `routes` (the client route tree) that can hold `pathname`; resolves at once when they are
 * loaded or there are none. (The tree is passed in: this module must not import it, the tree imports this module.)
 */
export function ensureRoutes(routes: RouteConfig[], pathname: string): Promise<unknown> {
  if (parents.length === 0) return Promise.resolve();
  const loads: Promise<void>[] = [];
  for (const candidate of candidates(pathname)) {
    for (const {route} of matchRoutes(routes, candidate)) {
      const parent = route.routes ? byList.get(route.routes) : undefined;
      if (parent) loads.push(loadBucket(parent, bucketOf(routeKey(candidate), parent.loaders.length)));
    }
  }
  return loads.length === 0 ? Promise.resolve() : Promise.all(loads);
}
