import path from 'node:path';
import {expect, test} from '@playwright/test';
import {gotoHydrated} from './helpers';
import {REPO_ROOT, startMcp, type McpSession} from '../mcpClient';

/**
 * The docs MCP server (`npm run mcp`, scripts/mcp/) against the full test build: the same build the other specs
 * serve, so its answers can be compared with what the site shows. The unit tests (tests/unit/mcp.test.ts) cover
 * every tool and error path on a small fixture.
 */
const localPath = (url: string) => new URL(url).pathname;

test.describe('MCP server on build-test', () => {
  test.describe.configure({mode: 'serial'});
  let mcp: McpSession;

  test.beforeAll(async () => {
    mcp = await startMcp(path.join(REPO_ROOT, 'build-test'));
  });

  test.afterAll(async () => {
    await mcp?.close();
  });

  test('search_docs ranks the Snowflake connector first and finds lineage and Kubernetes pages', async ({request}) => {
    const snowflake = await mcp.call<{results: {title: string; url: string}[]}>('search_docs', {query: 'snowflake'});
    expect(snowflake.isError).toBe(false);
    expect(snowflake.data.results[0]?.url).toBe('https://docs.datahub.com/docs/generated/ingestion/sources/snowflake');
    expect((await request.get(localPath(snowflake.data.results[0]!.url))).status()).toBe(200);
    const lineage = await mcp.call<{results: {title: string}[]}>('search_docs', {query: 'lineage'});
    expect(lineage.data.results.slice(0, 3).every((r) => /lineage/i.test(r.title))).toBe(true);
    const kubernetes = await mcp.call<{results: {url: string}[]}>('search_docs', {query: 'kubernetes', limit: 3});
    expect(kubernetes.data.results.map((r) => r.url)).toContain('https://docs.datahub.com/docs/deploy/kubernetes');
  });

  test('get_page returns the quickstart twin the site serves', async ({request}) => {
    const served = await (await request.get('/docs/quickstart.md')).text();
    for (const url of ['https://docs.datahub.com/docs/quickstart', '/docs/quickstart/', 'docs/quickstart.md']) {
      const page = await mcp.call('get_page', {url});
      expect(page.isError, url).toBe(false);
      expect(page.text).toBe(served);
    }
    const missing = await mcp.call('get_page', {url: '/docs/quickstrt'});
    expect(missing.isError).toBe(true);
    expect(missing.text).toContain('https://docs.datahub.com/docs/quickstart');
  });

  test('list_connectors for column-level lineage lists the cards of the catalog filter', async ({page}) => {
    const listed = await mcp.call<{count: number; connectors: {name: string}[]}>('list_connectors', {
      capability: 'column-level lineage',
    });
    expect(listed.isError).toBe(false);
    expect(listed.data.count).toBeGreaterThan(10);
    await gotoHydrated(page, '/integrations?feature=Column-level+lineage');
    await expect(page.locator('#integrations-results')).toContainText(`${listed.data.count} of `);
    const cards = await page.locator('section[aria-labelledby="integrations-results"] ul li h2').allTextContents();
    expect(cards.map((c) => c.trim()).sort()).toEqual(listed.data.connectors.map((c) => c.name).sort());
  });

  test('explain_entity dataset marks the key aspect and links its reference page', async ({request}) => {
    const dataset = await mcp.call<{keyAspect: string; url: string; aspects: {name: string}[]}>('explain_entity', {
      name: 'Dataset',
    });
    expect(dataset.isError).toBe(false);
    expect(dataset.text).toContain('datasetKey [KEY]');
    expect(dataset.data.aspects.map((a) => a.name)).toEqual(
      expect.arrayContaining(['schemaMetadata', 'upstreamLineage']),
    );
    const reference = await (await request.get(`${localPath(dataset.data.url)}.md`)).text();
    for (const aspect of dataset.data.aspects.slice(1)) expect(reference).toContain(aspect.name);
  });
});
