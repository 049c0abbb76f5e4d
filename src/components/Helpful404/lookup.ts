/** Pure lookups of the helpful 404 page: the moved-pages map and the search query made from a missing path. */

import type {MovedPage} from '../../../data/schemas/movedPage';

/** One entry of generated/moved-pages.json: the type of data/schemas/movedPage.ts. */
export type {MovedPage};

/** The requested path relative to the site root, without base URL, `.html`, `index` or trailing slash. */
export function sitePath(pathname: string, baseUrl: string): string {
  const base = baseUrl.replace(/\/+$/, '');
  let rest = base && pathname.startsWith(`${base}/`) ? pathname.slice(base.length) : pathname;
  try {
    rest = decodeURI(rest);
  } catch {
    // a malformed escape: compare the raw path
  }
  return rest.replace(/(\/index)?\.html$/, '').replace(/\/+$/, '') || '/';
}

/** The new path of a moved page (base URL added), or undefined. */
export function movedTarget(pathname: string, baseUrl: string, moves: MovedPage[]): string | undefined {
  const requested = sitePath(pathname, baseUrl);
  const move = moves.find((m) => m.from === requested);
  return move ? `${baseUrl.replace(/\/+$/, '')}${move.to}` : undefined;
}

const VERSION = /^\d+\.\d+(\.\d+)?$/;
const NOISE = new Set(['docs', 'html', 'htm', 'index', 'md', 'mdx']);

/** The words of a path as a search query: `/docs/deploy/kubernete` -> `deploy kubernete`. */
export function queryFromPath(pathname: string, baseUrl: string): string {
  return sitePath(pathname, baseUrl)
    .split(/[/\-_\s]+/)
    .filter((part) => !VERSION.test(part))
    .flatMap((part) => part.split('.'))
    .filter((word) => word && !NOISE.has(word.toLowerCase()))
    .join(' ')
    .slice(0, 100);
}

/** The docs version a path points into: its search tag, so suggestions come from the same version. */
export function versionTagOf(pathname: string, baseUrl: string, versions: string[]): string {
  const [, first, second] = sitePath(pathname, baseUrl).split('/');
  const version = first === 'docs' && second && versions.includes(second) ? second : 'current';
  return `docs-default-${version}`;
}
