/**
 * `npm run search:push`: uploads the DocSearch records of the built site to an Algolia index, so a
 * hosted index is rebuilt with every deploy and needs no crawler. Replaces the index content
 * atomically: records go to a temporary index that is then moved over the live one.
 * Needs ALGOLIA_APP_ID, ALGOLIA_ADMIN_API_KEY (write key, never the search-only key) and
 * ALGOLIA_INDEX_NAME; ALGOLIA_HOST overrides the API host (tests use a local stand-in).
 */
import path from 'node:path';
import {siteUrl} from '../../config/site';
import {recordsOfSite, type DocSearchRecord} from './records';

export interface PushOptions {
  appId: string;
  apiKey: string;
  indexName: string;
  host?: string;
  batchSize?: number;
}

async function call(options: PushOptions, method: string, route: string, body: unknown): Promise<unknown> {
  const host = options.host ?? `https://${options.appId}.algolia.net`;
  const response = await fetch(`${host}${route}`, {
    method,
    headers: {
      'content-type': 'application/json',
      'x-algolia-application-id': options.appId,
      'x-algolia-api-key': options.apiKey,
    },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${route}: HTTP ${response.status} ${await response.text()}`);
  return response.json();
}

export async function pushRecords(records: DocSearchRecord[], options: PushOptions): Promise<{batches: number}> {
  const tmp = `${options.indexName}_tmp`;
  const index = (name: string) => `/1/indexes/${encodeURIComponent(name)}`;
  await call(options, 'PUT', `${index(tmp)}/settings`, {
    searchableAttributes: [
      'unordered(hierarchy.lvl0)',
      'unordered(hierarchy.lvl1)',
      'unordered(hierarchy.lvl2)',
      'unordered(hierarchy.lvl3)',
      'content',
    ],
    attributesForFaceting: ['language', 'docusaurus_tag'],
    attributesToSnippet: ['content:20'],
    customRanking: ['desc(weight.pageRank)', 'desc(weight.level)', 'asc(weight.position)'],
  });
  const size = options.batchSize ?? 1000;
  let batches = 0;
  for (let i = 0; i < records.length; i += size) {
    const requests = records.slice(i, i + size).map((body) => ({action: 'addObject', body}));
    await call(options, 'POST', `${index(tmp)}/batch`, {requests});
    batches++;
  }
  await call(options, 'POST', `${index(tmp)}/operation`, {operation: 'move', destination: options.indexName});
  return {batches};
}

async function main(): Promise<void> {
  const {
    ALGOLIA_APP_ID: appId,
    ALGOLIA_ADMIN_API_KEY: apiKey,
    ALGOLIA_INDEX_NAME: indexName,
    ALGOLIA_HOST: host,
  } = process.env;
  if (!appId || !apiKey || !indexName) {
    console.error('search:push needs ALGOLIA_APP_ID, ALGOLIA_ADMIN_API_KEY and ALGOLIA_INDEX_NAME.');
    process.exit(2);
  }
  const buildDir = path.resolve(process.argv[2] ?? 'build');
  const records = recordsOfSite(buildDir, siteUrl);
  const {batches} = await pushRecords(records, {appId, apiKey, indexName, host});
  console.log(`search:push: ${records.length} records in ${batches} batches to ${indexName}`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) void main();
