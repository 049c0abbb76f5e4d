import http from 'node:http';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {recordsOfPage} from '../../scripts/search/records';
import {pushRecords} from '../../scripts/search/push';

const page = `<html><head>
<meta name="docsearch:language" content="en"><meta name="docsearch:docusaurus_tag" content="docs-default-current">
</head><body><nav><ul><li class="breadcrumbs__item"><a>Home</a></li><li class="breadcrumbs__item"><a>Deployment</a></li></ul></nav>
<article><h1>Deploying on Kubernetes</h1><p>DataHub ships Helm charts for Kubernetes clusters of every size.</p>
<h2 id="prerequisites">Prerequisites<a class="hash-link">\u200b</a></h2><p>You need kubectl and Helm 3 installed locally first.</p>
<h3 id="secrets">Secrets</h3><ul><li>Create the MySQL and Neo4j password secrets before installing.</li></ul></article></body></html>`;

describe('DocSearch records from built HTML', () => {
  const records = recordsOfPage(page, 'https://docs.datahub.com', '/docs/deploy/kubernetes');

  it('turns headings into the hierarchy and paragraphs into content with anchors', () => {
    expect(records.map((r) => r.type)).toEqual(['lvl1', 'content', 'lvl2', 'content', 'lvl3', 'content']);
    const secret = records[5]!;
    expect(secret.hierarchy).toMatchObject({
      lvl0: 'Deployment',
      lvl1: 'Deploying on Kubernetes',
      lvl2: 'Prerequisites',
      lvl3: 'Secrets',
    });
    expect(secret.url).toBe('https://docs.datahub.com/docs/deploy/kubernetes#secrets');
    expect(secret.content).toBe('Create the MySQL and Neo4j password secrets before installing.');
    expect(records[2]!.hierarchy.lvl2).toBe('Prerequisites');
    expect(records.every((r) => r.docusaurus_tag === 'docs-default-current' && r.language === 'en')).toBe(true);
    expect(new Set(records.map((r) => r.objectID)).size).toBe(records.length);
  });
});

describe('search:push against a local stand-in for Algolia', () => {
  const calls: {method: string; url: string; key: string; body: {requests?: unknown[]}}[] = [];
  let server: http.Server;
  let host = '';
  beforeAll(async () => {
    server = http.createServer((req, res) => {
      let body = '';
      req.on('data', (c) => (body += c));
      req.on('end', () => {
        calls.push({
          method: req.method!,
          url: req.url!,
          key: String(req.headers['x-algolia-api-key']),
          body: JSON.parse(body),
        });
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify({taskID: calls.length}));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    host = `http://127.0.0.1:${(server.address() as {port: number}).port}`;
  });
  afterAll(() => server.close());

  it('writes settings and batches to a temporary index, then moves it over the live one', async () => {
    const records = recordsOfPage(page, 'https://docs.datahub.com', '/docs/deploy/kubernetes');
    const result = await pushRecords(records, {appId: 'APP', apiKey: 'ADMIN', indexName: 'docs', host, batchSize: 4});
    expect(result.batches).toBe(2);
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      'PUT /1/indexes/docs_tmp/settings',
      'POST /1/indexes/docs_tmp/batch',
      'POST /1/indexes/docs_tmp/batch',
      'POST /1/indexes/docs_tmp/operation',
    ]);
    expect(calls.every((c) => c.key === 'ADMIN')).toBe(true);
    expect(calls[1]!.body.requests).toHaveLength(4);
    expect(calls[3]!.body).toEqual({operation: 'move', destination: 'docs'});
  });
});
