/**
 * Prefetch what a reader is about to open, not every link in view.
 *
 * Docusaurus' `<Link>` calls `window.docusaurus.prefetch` for every internal link that scrolls into view: on a doc
 * page that is every visible sidebar link, hundreds of `<link rel=prefetch>` requests. This module keeps the
 * framework object but exposes a copy whose `prefetch` does nothing when called by a link in view, and instead:
 * - preloads a route when its link gets keyboard focus (the framework already preloads on mouse enter and touch
 *   start, and a click always loads the next page before showing it);
 * - prefetches, with `<link rel=prefetch>`, the chunks of the previous and next pages (the pagination links at the
 *   end of a doc page) when the reader gets within about a screen of them (after loading the small bucket of the
 *   route table that names them, src/plugins/lazyRoutes).
 * Both go through the framework's own functions, which skip 2g connections and data-saver
 * mode, so readers on slow or metered connections get no prefetching.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import type {ClientModule} from '@docusaurus/types';
import routes from '@generated/routes';
import type {RouteConfig} from 'react-router-config';
import {ensureRoutes} from '@site/src/plugins/lazyRoutes/client';

interface DocusaurusGlobal {
  prefetch: (routePath: string) => false | Promise<unknown>;
  preload: (routePath: string) => false | Promise<unknown>;
}

let framework: DocusaurusGlobal | undefined;

/** Same-origin path of an anchor that a client-side navigation would open, or undefined. */
function internalPath(target: EventTarget | null): string | undefined {
  if (!(target instanceof Element)) return undefined;
  const anchor = target.closest('a[href]');
  if (!(anchor instanceof HTMLAnchorElement) || (anchor.target && anchor.target !== '_self')) return undefined;
  if (anchor.hasAttribute('download')) return undefined;
  const url = new URL(anchor.href, window.location.href);
  if (url.origin !== window.location.origin || url.pathname === window.location.pathname) return undefined;
  return url.pathname;
}

if (ExecutionEnvironment.canUseDOM) {
  // clientEntry assigns `window.docusaurus` after the client modules ran: catch the assignment.
  let exposed: DocusaurusGlobal | undefined;
  Object.defineProperty(window, 'docusaurus', {
    configurable: true,
    enumerable: true,
    get: () => exposed,
    set: (value: DocusaurusGlobal) => {
      framework = value;
      exposed = Object.freeze({...value, prefetch: () => false as const});
    },
  });
  document.addEventListener(
    'focusin',
    (event) => {
      const routePath = internalPath(event.target);
      if (routePath && framework) void framework.preload(routePath);
    },
    {passive: true},
  );
}

/** The framework's own test (core/lib/client/docusaurus.js): no prefetching on 2g or with data-saver. */
function slowConnection(): boolean {
  const connection = (navigator as {connection?: {effectiveType?: string; saveData?: boolean}}).connection;
  return Boolean(connection?.effectiveType?.includes('2g') || connection?.saveData);
}

function prefetchNeighbours(nav: Element): void {
  for (const link of Array.from(nav.querySelectorAll('a.pagination-nav__link'))) {
    const routePath = internalPath(link);
    // The route must be known before its chunks can be named (src/plugins/lazyRoutes loads it on demand).
    if (routePath && framework) {
      const {prefetch} = framework;
      ensureRoutes(routes as RouteConfig[], routePath).then(
        () => prefetch(routePath),
        () => undefined,
      );
    }
  }
}

let neighbours: IntersectionObserver | undefined;

const clientModule: ClientModule = {
  onRouteDidUpdate() {
    if (!ExecutionEnvironment.canUseDOM) return;
    neighbours?.disconnect();
    neighbours = undefined;
    const nav = document.querySelector('.pagination-nav');
    if (!nav || slowConnection()) return;
    if (!('IntersectionObserver' in window)) {
      prefetchNeighbours(nav);
      return;
    }
    // When the reader gets within about a screen of the end of the page, where the next/previous links are.
    neighbours = new IntersectionObserver(
      (entries, observer) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        prefetchNeighbours(nav);
      },
      {rootMargin: '0px 0px 100% 0px'},
    );
    neighbours.observe(nav);
  },
};

export default clientModule;
