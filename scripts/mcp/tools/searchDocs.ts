/** `search_docs`: full-text search over the built docs of one version. */
import * as z from 'zod';
import type {McpServer} from '@modelcontextprotocol/sdk/server/mcp.js';
import type {ToolContext} from '../context';
import {errorResult, guarded, textResult} from '../results';
import {DOCS_VERSIONS, pageUrl} from '../site';
import {quote} from '../text';

export const MAX_QUERY_LENGTH = 500;
export const DEFAULT_LIMIT = 8;

const description = [
  'Search the DataHub documentation (the pages of docs.datahub.com, read from a local build) and get the best',
  'matching pages with their titles, URLs and a snippet. Use it first for any question about DataHub: setting it up,',
  'ingestion connectors (e.g. "snowflake"), lineage, APIs, deployment ("kubernetes"), configuration. Then read a hit',
  'in full with get_page. Titles matching the query rank first. version "current" (default) is the newest release;',
  '"1.1.0" searches the docs of DataHub 1.1.0 only.',
].join(' ');

export function registerSearchDocs(server: McpServer, ctx: ToolContext): void {
  server.registerTool(
    'search_docs',
    {
      title: 'Search the DataHub docs',
      description,
      inputSchema: {
        query: z
          .string()
          .max(MAX_QUERY_LENGTH)
          .describe('Words to look for, e.g. "snowflake lineage" or "kubernetes helm values"'),
        version: z.enum(DOCS_VERSIONS).optional().describe('Docs version: "current" (default) or "1.1.0"'),
        limit: z
          .number()
          .int()
          .min(1)
          .max(50)
          .optional()
          .describe(`Number of results, 1-50 (default ${DEFAULT_LIMIT})`),
      },
      annotations: {readOnlyHint: true, openWorldHint: false},
    },
    ({query, version = 'current', limit = DEFAULT_LIMIT}) =>
      guarded(() => {
        const index = ctx.search();
        if (index.queryTerms(query).length === 0) {
          return errorResult('The query has no words to search for: send one or more words, e.g. "snowflake".');
        }
        const hits = index.search(query, version, limit);
        const label = version === 'current' ? 'the current docs' : `the ${version} docs`;
        if (hits.length === 0) {
          return textResult(
            `No page of ${label} matches ${quote(query)}. Try fewer or more general words, or the other version.`,
            {query, version, results: []},
          );
        }
        const results = hits.map((hit) => ({
          title: hit.title,
          url: pageUrl(hit.route),
          markdownUrl: `${pageUrl(hit.route)}.md`,
          snippet: hit.snippet,
        }));
        const lines = results.map((r, i) => `${i + 1}. ${r.title}\n   ${r.url}\n   ${r.snippet.replace(/\s+/g, ' ')}`);
        const text = `${hits.length} result${hits.length === 1 ? '' : 's'} in ${label} for ${quote(query)}:\n\n${lines.join('\n\n')}\n\nRead a page with get_page {"url": "<url>"}.`;
        return textResult(text, {query, version, results});
      }),
  );
}
