/**
 * Search hits carry absolute URLs (DocSearch shows "No results" for relative ones), and DocSearch hands the same
 * absolute URL to its keyboard navigator (Enter on a hit, on a Recent or a Favorite item). The router needs a path:
 * pushing an absolute URL lands on `/docs/http://...`. These helpers decide where a hit URL goes.
 */

export type HitTarget = {kind: 'route'; path: string} | {kind: 'external'; href: string};

/** A same-origin URL becomes a router path (path, query and hash); any other host stays an absolute URL. */
export function hitTarget(itemUrl: string, currentHref: string): HitTarget {
  let url: URL;
  try {
    url = new URL(itemUrl, currentHref);
  } catch {
    return {kind: 'external', href: itemUrl};
  }
  if (url.origin !== new URL(currentHref).origin) return {kind: 'external', href: url.href};
  return {kind: 'route', path: `${url.pathname}${url.search}${url.hash}`};
}

/** The `to` of a hit link: a path for this site (so Link navigates in the app), the URL itself otherwise. */
export function inAppUrl(itemUrl: string, currentHref: string): string {
  const target = hitTarget(itemUrl, currentHref);
  return target.kind === 'route' ? target.path : target.href;
}

/** True for the search page's path (with or without a trailing slash) with a non-empty `q`. */
export function isSearchWithQuery(location: {pathname: string; search: string}, baseUrl: string): boolean {
  const onSearchPage = location.pathname.replace(/\/$/, '') === `${baseUrl}search`;
  return onSearchPage && Boolean(new URLSearchParams(location.search).get('q')?.trim());
}
