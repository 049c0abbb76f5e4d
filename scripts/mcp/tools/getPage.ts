/** `get_page`: one docs page as Markdown (its twin in the build), found by URL or path. */
import * as z from 'zod';
import type {McpServer} from '@modelcontextprotocol/sdk/server/mcp.js';
import type {ToolContext} from '../context';
import {errorResult, guarded, textResult} from '../results';
import {pageUrl, versionOfRoute} from '../site';
import {editDistance, fold, quote} from '../text';

export const MAX_URL_LENGTH = 2048;

export type RouteResult = {route: string} | {error: string};

/**
 * The route (`/docs/x`) a URL or path names: `https://docs.datahub.com/docs/x`, `/docs/x`, `docs/x`, `/docs/x.md`,
 * `/docs/x/`, `/docs/x.html` or `/docs/x/index.html`, with or without `?query` and `#hash`. Anything that climbs
 * out of the site (`..`), carries a NUL byte or uses another scheme than http(s) is refused.
 */
export function routeOf(input: string): RouteResult {
  let text = input.trim();
  if (!text) return {error: 'The URL is empty: pass a page URL or path such as /docs/quickstart.'};
  if (/^[a-z][a-z0-9+.-]*:/i.test(text)) {
    if (!/^https?:\/\//i.test(text)) return {error: 'Only http(s) URLs and site paths are accepted.'};
    try {
      text = new URL(text).pathname;
    } catch {
      return {error: `${quote(input)} is not a valid URL.`};
    }
  }
  text = text.replace(/[?#].*$/s, '');
  try {
    text = decodeURIComponent(text);
  } catch {
    return {error: `${quote(input)} has a broken percent-encoding.`};
  }
  if (/[\0\\]/.test(text) || text.split('/').some((part) => part === '..' || part === '.')) {
    return {error: `${quote(input)} is not a page path: only pages of the site can be read.`};
  }
  let route = `/${text}`.replace(/\/{2,}/g, '/');
  route = route
    .replace(/\/index\.html$/, '')
    .replace(/\.(md|html)$/, '')
    .replace(/\/+$/, '');
  return {route: route || '/'};
}

const lastSegment = (route: string) => route.slice(route.lastIndexOf('/') + 1);

/** Up to five routes of the same docs version that look most like `route` (its last segment first). */
export function closeRoutes(route: string, routes: string[], count = 5): string[] {
  const version = versionOfRoute(route.startsWith('/docs') ? route : `/docs${route}`);
  const last = fold(lastSegment(route)).slice(0, 100);
  return routes
    .filter((r) => versionOfRoute(r) === version)
    .map((r) => {
      const candidate = fold(lastSegment(r));
      const contains = last.length > 2 && (candidate.includes(last) || last.includes(candidate));
      return {r, contains, distance: editDistance(last, candidate.slice(0, 100))};
    })
    .filter((s) => s.contains || s.distance <= Math.max(2, Math.floor(last.length / 3)))
    .sort((a, b) => Number(b.contains) - Number(a.contains) || a.distance - b.distance || a.r.length - b.r.length)
    .slice(0, count)
    .map((s) => s.r);
}

const description = [
  'Read one page of the DataHub documentation as Markdown, with its code blocks and tables as written. Use it after',
  'search_docs, or when you already have a docs URL. Accepts a full URL (https://docs.datahub.com/docs/quickstart),',
  'a path (/docs/quickstart, docs/quickstart, /docs/quickstart.md), with or without a trailing slash or #anchor.',
  'Pages of DataHub 1.1.0 are under /docs/1.1.0/. An unknown page answers with the closest existing pages.',
].join(' ');

export function registerGetPage(server: McpServer, ctx: ToolContext): void {
  server.registerTool(
    'get_page',
    {
      title: 'Read a DataHub docs page',
      description,
      inputSchema: {
        url: z
          .string()
          .max(MAX_URL_LENGTH)
          .optional()
          .describe('Page URL or path, e.g. "https://docs.datahub.com/docs/quickstart" or "/docs/quickstart"'),
        path: z.string().max(MAX_URL_LENGTH).optional().describe('Same as url; pass one of the two'),
      },
      annotations: {readOnlyHint: true, openWorldHint: false},
    },
    ({url, path}) =>
      guarded(() => {
        const input = url ?? path;
        if (input === undefined) return errorResult('Pass "url" (or "path"): the page to read, e.g. /docs/quickstart.');
        const resolved = routeOf(input);
        if ('error' in resolved) return errorResult(resolved.error);
        const twins = ctx.site.twins();
        const candidates = [resolved.route, `/docs${resolved.route}`];
        const page = candidates.map((r) => twins.get(r)).find((p) => p !== undefined);
        if (!page) {
          const close = closeRoutes(resolved.route, [...twins.keys()]);
          const list = close.map((r) => `- ${pageUrl(r)} (${twins.get(r)?.title ?? ''})`).join('\n');
          return errorResult(
            `No docs page at ${quote(resolved.route)}.` +
              (close.length > 0 ? ` Close matches:\n${list}` : ' Use search_docs to find the page by its words.'),
          );
        }
        return textResult(page.markdown, {
          title: page.title,
          url: pageUrl(page.route),
          markdownUrl: `${pageUrl(page.route)}.md`,
          version: page.version,
        });
      }),
  );
}
