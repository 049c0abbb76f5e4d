/**
 * The docs MCP server (scripts/mcp/), run as a child process against a small fixture build written here: a few
 * Markdown twins, the capability data of the real connectors and the shorthand list. No site build is needed;
 * tests/e2e/mcp.spec.ts runs the same tools against build-test.
 */
import {execFile} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {promisify} from 'node:util';
import {afterAll, beforeAll, describe, expect, it, vi} from 'vitest';
import {loadConnectors} from '../../scripts/generate/connectors/load';
import {integrationsData} from '../../scripts/generate/connectors/render';
import {capabilityMatrix} from '../../scripts/generate/capabilities';
import {filterIntegrations} from '../../src/components/Integrations/filter';
import {closeRoutes, routeOf} from '../../scripts/mcp/tools/getPage';
import {MAX_RECIPE_LENGTH, withUrl, type ReportedProblem} from '../../scripts/mcp/tools/validateRecipe';
import {checkerVersions} from '../../scripts/generate/recipeCheck';
import {DOCS_VERSIONS} from '../../scripts/mcp/site';
import {checkRecipe, MAX_RECIPE_CHARS, recipeCheckContext} from '../../src/recipeCheck';
import {closest, quote} from '../../scripts/mcp/text';
import {REPO_ROOT, startMcp, type McpSession} from '../mcpClient';

// Each call crosses a process boundary, and the first call of a tool loads its data: generous on a loaded machine.
vi.setConfig({testTimeout: 30_000, hookTimeout: 60_000});

const STATUS_LABELS = {certified: 'Certified', incubating: 'Incubating', testing: 'Testing'} as const;
const connectors = loadConnectors(REPO_ROOT);
const catalog = integrationsData(connectors);

/** The catalog page's own filtering (/integrations?feature=<label>): the list list_connectors must match. */
const catalogIds = (feature: string) =>
  filterIntegrations(catalog, {query: '', platformTypes: [], connections: [], features: [feature]})
    .map((i) => i.id)
    .sort();

function writeFixture(dir: string): void {
  const write = (rel: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(dir, rel)), {recursive: true});
    fs.writeFileSync(path.join(dir, rel), text);
  };
  write(
    'docs/quickstart.md',
    '# DataHub Quickstart\n\nRun DataHub on one machine with Docker Compose.\n\n## Start DataHub\n\n```shell\ndatahub docker quickstart\n```\n',
  );
  write('docs/1.1.0/quickstart.md', '# DataHub Quickstart\n\nThe 1.1.0 quickstart with Docker Compose.\n');
  write(
    'docs/deploy/kubernetes.md',
    '# Deploying DataHub on Kubernetes\n\nInstall DataHub on a Kubernetes cluster with the Helm charts.\n',
  );
  write('docs/1.1.0/deploy/kubernetes.md', '# Deploying DataHub on Kubernetes\n\nHelm install for 1.1.0.\n');
  write(
    'docs/features/lineage.md',
    '# About DataHub Lineage\n\nLineage shows where data comes from. Snowflake, BigQuery and dbt report column-level lineage.\n',
  );
  for (const c of connectors) {
    const entry = catalog.find((i) => i.id === c.id)!;
    write(
      `${entry.docPath.replace(/^\//, '')}.md`,
      `# ${c.displayName}\n\n${c.summary}\n\n## At a glance\n\n| Property | Value |\n| --- | --- |\n` +
        `| Support status | ${STATUS_LABELS[c.status]} |\n| Platform type | ${c.platformType} |\n`,
    );
  }
  write('integrations/capabilities.json', JSON.stringify(capabilityMatrix(connectors)));
  write('pagefind/search-shorthand.json', JSON.stringify({k8s: 'kubernetes'}));
  // A twin that is a link to a file outside the build must never be served.
  const outside = path.join(path.dirname(dir), `${path.basename(dir)}-outside.md`);
  fs.writeFileSync(outside, '# Secret\n\nTOPSECRET outside the build\n');
  fs.symlinkSync(outside, path.join(dir, 'docs/leak.md'));
}

let tmp: string;
let mcp: McpSession;

beforeAll(async () => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'mcp-fixture-'));
  writeFixture(path.join(tmp, 'build'));
  mcp = await startMcp(path.join(tmp, 'build'));
}, 60_000);

afterAll(async () => {
  await mcp?.close();
  fs.rmSync(tmp, {recursive: true, force: true});
});

describe('MCP server: tools', () => {
  it('lists the five tools, each with a description and an input schema', async () => {
    const {tools} = await mcp.client.listTools();
    expect(tools.map((t) => t.name).sort()).toEqual([
      'explain_entity',
      'get_page',
      'list_connectors',
      'search_docs',
      'validate_recipe',
    ]);
    for (const tool of tools) {
      expect(tool.description?.length ?? 0).toBeGreaterThan(100);
      expect(tool.inputSchema.type).toBe('object');
    }
  });
});

describe('search_docs', () => {
  it('ranks the page titled by the query first and returns titles, URLs and snippets', async () => {
    const {isError, data} = await mcp.call<{results: {title: string; url: string; snippet: string}[]}>('search_docs', {
      query: 'snowflake',
    });
    expect(isError).toBe(false);
    expect(data.results[0]?.title).toBe('Snowflake');
    expect(data.results[0]?.url).toBe('https://docs.datahub.com/docs/generated/ingestion/sources/snowflake');
    expect(data.results[0]?.snippet).toMatch(/Snowflake/);
  });

  it('finds lineage and kubernetes pages, expands shorthand and keeps to the chosen version', async () => {
    const lineage = await mcp.call<{results: {title: string}[]}>('search_docs', {query: 'lineage', limit: 3});
    expect(lineage.data.results[0]?.title).toBe('About DataHub Lineage');
    const k8s = await mcp.call<{results: {url: string}[]}>('search_docs', {query: 'k8s'});
    expect(k8s.data.results[0]?.url).toBe('https://docs.datahub.com/docs/deploy/kubernetes');
    const old = await mcp.call<{results: {url: string}[]}>('search_docs', {query: 'kubernetes', version: '1.1.0'});
    expect(old.data.results.map((r) => r.url)).toEqual(['https://docs.datahub.com/docs/1.1.0/deploy/kubernetes']);
  });

  it('answers "no page" without an error, and never searches files outside the build', async () => {
    const none = await mcp.call('search_docs', {query: 'zzqxv'});
    expect(none.isError).toBe(false);
    expect(none.text).toMatch(/No page/);
    expect((await mcp.call('search_docs', {query: 'TOPSECRET'})).text).toMatch(/No page/);
  });

  it('rejects bad arguments with an error result', async () => {
    for (const args of [
      {},
      {query: ''},
      {query: '  ?? '},
      {query: 42},
      {query: 'x'.repeat(501)},
      {query: 'lineage', limit: 0},
      {query: 'lineage', version: '0.9'},
    ]) {
      const result = await mcp.call('search_docs', args);
      expect(result.isError, JSON.stringify(args).slice(0, 80)).toBe(true);
    }
  });
});

describe('get_page', () => {
  it('accepts a URL or a path in every usual form', async () => {
    for (const url of [
      'https://docs.datahub.com/docs/quickstart',
      'https://docs.datahub.com/docs/quickstart/#start-datahub',
      '/docs/quickstart',
      'docs/quickstart',
      '/docs/quickstart.md',
      '/docs/quickstart/',
      '/docs/quickstart?x=1#start',
      'quickstart',
    ]) {
      const result = await mcp.call<{url: string}>('get_page', {url});
      expect(result.isError, url).toBe(false);
      expect(result.text).toMatch(/^# DataHub Quickstart\n/);
      expect(result.data.url).toBe('https://docs.datahub.com/docs/quickstart');
    }
    const old = await mcp.call('get_page', {path: '/docs/1.1.0/quickstart'});
    expect(old.text).toContain('The 1.1.0 quickstart');
  });

  it('answers an unknown page with close matches', async () => {
    const result = await mcp.call('get_page', {url: '/docs/quickstrt'});
    expect(result.isError).toBe(true);
    expect(result.text).toContain('https://docs.datahub.com/docs/quickstart');
  });

  it('never reads outside the build', async () => {
    for (const url of [
      '../../etc/passwd',
      '/docs/../../etc/passwd',
      '/docs/%2e%2e/%2e%2e/etc/passwd',
      'docs\\..\\..\\etc\\passwd',
      'file:///etc/passwd',
      '/docs/quickstart\u0000.md',
      '/docs/leak',
    ]) {
      const result = await mcp.call('get_page', {url});
      expect(result.isError, url).toBe(true);
      expect(result.text).not.toMatch(/root:|TOPSECRET/);
    }
  });

  it('rejects missing, wrong-type and huge arguments', async () => {
    for (const args of [{}, {url: 5}, {url: 'x'.repeat(3000)}, {url: ''}]) {
      expect((await mcp.call('get_page', args)).isError, JSON.stringify(args).slice(0, 40)).toBe(true);
    }
  });
});

describe('list_connectors', () => {
  type Listed = {count: number; connectors: {id: string; status: string; capabilities: string[]; url: string}[]};

  it('lists exactly what the catalog filter shows for column-level lineage (label, key, any case)', async () => {
    const expected = catalogIds('Column-level lineage');
    expect(expected.length).toBeGreaterThan(10);
    for (const capability of ['column-level lineage', 'Column-level lineage', 'columnLineage', 'COLUMNLINEAGE']) {
      const {isError, data} = await mcp.call<Listed>('list_connectors', {capability});
      expect(isError).toBe(false);
      expect(data.connectors.map((c) => c.id).sort()).toEqual(expected);
    }
  });

  it('matches the catalog filter for every capability', async () => {
    const {data: all} = await mcp.call<Listed>('list_connectors');
    expect(all.count).toBe(catalog.length);
    const labels = [...new Set(catalog.flatMap((i) => i.features))];
    for (const label of labels) {
      const {data} = await mcp.call<Listed>('list_connectors', {capability: label});
      expect(data.connectors.map((c) => c.id).sort(), label).toEqual(catalogIds(label));
    }
  });

  it('gives status, capabilities and page URL, and filters by status and platform type', async () => {
    const {data} = await mcp.call<Listed>('list_connectors', {status: 'Incubating', platformType: 'data warehouse'});
    const expected = connectors
      .filter((c) => c.status === 'incubating' && c.platformType === 'Data Warehouse')
      .map((c) => c.id)
      .sort();
    expect(data.connectors.map((c) => c.id).sort()).toEqual(expected);
    const {data: snowflake} = await mcp.call<Listed>('list_connectors', {platformType: 'Data Warehouse'});
    const row = snowflake.connectors.find((c) => c.id === 'snowflake');
    expect(row?.status).toBe(connectors.find((c) => c.id === 'snowflake')?.status);
    expect(row?.capabilities).toContain('Column-level lineage');
    expect(row?.url).toBe('https://docs.datahub.com/docs/generated/ingestion/sources/snowflake');
  });

  it('rejects unknown filter values with the accepted ones', async () => {
    const capability = await mcp.call('list_connectors', {capability: 'teleportation'});
    expect(capability.isError).toBe(true);
    expect(capability.text).toContain('Column-level lineage (columnLineage)');
    expect((await mcp.call('list_connectors', {status: 'gold'})).isError).toBe(true);
    expect((await mcp.call('list_connectors', {platformType: 'Mainframe'})).isError).toBe(true);
    expect((await mcp.call('list_connectors', {capability: 7})).isError).toBe(true);
  });
});

describe('validate_recipe', () => {
  type Checked = {
    valid: boolean;
    connector: string | null;
    version: string;
    release: string;
    problems: ReportedProblem[];
  };
  const versions = checkerVersions(REPO_ROOT, DOCS_VERSIONS);
  /** What the connector page's checker finds, with the URLs the page links to. */
  const pageChecker = (yaml: string, id: string, version = 'current') => {
    const context = recipeCheckContext(versions, version, id)!;
    return checkRecipe(yaml, context).map((p) => withUrl(p, context));
  };
  const snowflake = (extra = '') =>
    `source:\n  type: snowflake\n  config:\n    account_id: \${SNOWFLAKE_ACCOUNT}\n    username: ingest\n${extra}` +
    'sink:\n  type: datahub-rest\n  config:\n    server: http://localhost:8080\n';
  const postgres = (...config: string[]) =>
    ['source:', '  type: postgres', '  config:', ...config.map((l) => `    ${l}`), ''].join('\n');

  it('accepts a valid recipe and every Postgres starter recipe, with or without connector', async () => {
    const {isError, data} = await mcp.call<Checked>('validate_recipe', {yaml: snowflake(), connector: 'snowflake'});
    expect(isError).toBe(false);
    const release = versions.find((v) => v.docsVersion === 'current')!.release;
    expect(data).toEqual({valid: true, connector: 'snowflake', version: 'current', release, problems: []});
    const starters = connectors.find((c) => c.id === 'postgres')!.recipes;
    expect(starters.length).toBeGreaterThan(0);
    for (const {yaml} of starters) {
      expect(pageChecker(yaml, 'postgres')).toEqual([]);
      for (const args of [{yaml}, {yaml, connector: 'PostgreSQL'}, {yaml, version: '1.1.0'}]) {
        const result = await mcp.call<Checked>('validate_recipe', args);
        expect(result.data.problems, JSON.stringify(args).slice(0, 60)).toEqual([]);
        expect(result.data.valid).toBe(true);
        expect(result.data.connector).toBe('postgres');
      }
    }
  });

  it('returns exactly the problems of the connector page checker, with the option URLs', async () => {
    const yaml = postgres('host_prot: db.example.com:5432', 'database: analytics', 'include_views: "yes"');
    const expected = pageChecker(yaml, 'postgres');
    expect(expected.length).toBeGreaterThan(0);
    for (const args of [{yaml}, {yaml, connector: 'postgres'}]) {
      const {isError, text, data} = await mcp.call<Checked>('validate_recipe', args);
      expect(isError).toBe(false);
      expect(data.valid).toBe(false);
      expect(data.problems).toEqual(expected);
      expect(text).toContain('line 4, column 5: error unknown-option: `host_prot`: did you mean `host_port`?');
    }
    expect(expected).toContainEqual({
      line: 4,
      column: 5,
      severity: 'error',
      code: 'unknown-option',
      message: '`host_prot`: did you mean `host_port`?',
      option: 'host_port',
      url: 'https://docs.datahub.com/docs/generated/ingestion/sources/postgres#config-host_port',
    });
    expect(expected.find((p) => p.option === 'include_views')?.severity).toBe('warning');
  });

  it('checks against the option data and pages of the chosen docs version', async () => {
    const yaml = snowflake('    usernme: x\n    include_table_lineage: maybe\n    profiling:\n      bogus: 1\n');
    const {data} = await mcp.call<Checked>('validate_recipe', {yaml, version: '1.1.0'});
    expect(data.release).toBe(versions.find((v) => v.docsVersion === '1.1.0')!.release);
    expect(data.problems).toEqual(pageChecker(yaml, 'snowflake', '1.1.0'));
    expect(data.problems.map((p) => [p.line, p.code])).toEqual([
      [6, 'unknown-option'],
      [7, 'wrong-type'],
      [9, 'unknown-option'],
    ]);
    expect(data.problems[0]?.url).toBe(
      'https://docs.datahub.com/docs/1.1.0/generated/ingestion/sources/snowflake#config-username',
    );
  });

  it('reports YAML syntax errors, misspelt types and a recipe for another connector', async () => {
    const syntax = await mcp.call<Checked>('validate_recipe', {yaml: 'source:\n  type: snowflake\n  config: [\n'});
    expect(syntax.data.problems[0]?.code).toBe('yaml-syntax');
    const type = await mcp.call<Checked>('validate_recipe', {yaml: 'source:\n  type: snowflak\n'});
    expect(type.data.problems).toEqual([
      expect.objectContaining({line: 2, code: 'unknown-source-type', message: expect.stringContaining('`snowflake`')}),
    ]);
    const other = await mcp.call<Checked>('validate_recipe', {yaml: snowflake(), connector: 'BigQuery'});
    expect(other.data.problems).toEqual(pageChecker(snowflake(), 'bigquery'));
    expect(other.data.problems).toEqual([
      expect.objectContaining({
        line: 2,
        code: 'other-connector',
        url: 'https://docs.datahub.com/docs/generated/ingestion/sources/snowflake',
      }),
    ]);
  });

  it("answers hostile recipes with the checker's own problem, and keeps serving", async () => {
    const padding = `# ${'x'.repeat(MAX_RECIPE_LENGTH - 100)}\n`;
    const megabyte = `${postgres('host_port: db:5432')}${padding}`.slice(0, MAX_RECIPE_LENGTH);
    expect(megabyte.length).toBeGreaterThan(MAX_RECIPE_CHARS);
    const bomb = ['a: &a [x, x, x, x, x, x, x, x, x, x]']
      .concat(['b', 'c', 'd', 'e', 'f'].map((k, i) => `${k}: &${k} [${`*${'abcde'[i]}, `.repeat(10).slice(0, -2)}]`))
      .concat(postgres('host_port: db:5432').split('\n'))
      .join('\n');
    const deep = `source:\n  type: postgres\n  config: ${'['.repeat(5000)}${']'.repeat(5000)}\n`;
    for (const [yaml, problemCode] of [
      [megabyte, 'too-long'],
      [bomb, 'alias-expansion'],
      [deep, 'too-deep'],
      ['source:\n  type: postgres\u0000\n', 'binary'],
    ] as const) {
      for (const args of [{yaml}, {yaml, connector: 'postgres'}]) {
        const {isError, data} = await mcp.call<Checked>('validate_recipe', args);
        expect(isError, problemCode).toBe(false);
        expect(data.problems, problemCode).toEqual(pageChecker(yaml, 'postgres'));
        expect(data.problems.map((p) => p.code)).toEqual([problemCode]);
      }
    }
    expect((await mcp.call<Checked>('validate_recipe', {yaml: postgres('host_port: db:5432')})).data.valid).toBe(true);
  });

  it('rejects bad arguments and recipes of no known source with an error result', async () => {
    for (const args of [
      {},
      {yaml: 12},
      {yaml: '   '},
      {yaml: 'a'.repeat(MAX_RECIPE_LENGTH + 1)},
      {yaml: snowflake(), connector: 'no-such-source'},
      {yaml: snowflake(), version: 'latest'},
      {yaml: 'sink:\n  type: console\n'},
      {yaml: 'source:\n  type: ${SOURCE_TYPE}\n'},
      {yaml: 'source:\n  type: qqqqqqqqqqqq\n'},
    ]) {
      expect((await mcp.call('validate_recipe', args)).isError, JSON.stringify(args).slice(0, 60)).toBe(true);
    }
    const unknown = await mcp.call('validate_recipe', {yaml: 'source:\n  type: snowflake-sql-warehouse\n'});
    expect(unknown.isError).toBe(true);
    expect(unknown.text).toContain('Close types: snowflake');
    expect((await mcp.call('validate_recipe', {yaml: 'sink:\n  type: console\n'})).text).toContain('source.type');
  });
});

describe('explain_entity', () => {
  it('explains an entity by any case, with the key aspect marked', async () => {
    for (const name of ['dataset', 'Dataset', 'DATASET']) {
      const {isError, text, data} = await mcp.call<{keyAspect: string; aspects: {name: string; key: boolean}[]}>(
        'explain_entity',
        {name},
      );
      expect(isError).toBe(false);
      expect(text).toContain('datasetKey [KEY]');
      expect(text).toContain('urn:li:dataset:(');
      expect(data.keyAspect).toBe('datasetKey');
      expect(data.aspects.filter((a) => a.key).map((a) => a.name)).toEqual(['datasetKey']);
      expect(data.aspects.map((a) => a.name)).toContain('schemaMetadata');
    }
    expect((await mcp.call('explain_entity', {name: 'Data Job'})).text).toContain('dataJobKey [KEY]');
  });

  it('answers an unknown entity with suggestions', async () => {
    const result = await mcp.call('explain_entity', {name: 'datset'});
    expect(result.isError).toBe(true);
    expect(result.text).toContain('Did you mean: dataset');
  });
});

describe('robustness', () => {
  it('answers hostile and huge input with error results and keeps serving', async () => {
    const huge = 'x'.repeat(2 * 1024 * 1024);
    for (const [name, args] of [
      ['search_docs', {query: huge}],
      ['get_page', {url: huge}],
      ['validate_recipe', {yaml: huge}],
      ['explain_entity', {name: huge}],
      ['list_connectors', {capability: huge}],
      ['explain_entity', {name: '<script>alert(1)</script>\u0000\n## injected'}],
      ['explain_entity', {name: {toString: 'x'}}],
      ['no_such_tool', {}],
    ] as const) {
      const result = await mcp.call(name, args as Record<string, unknown>);
      expect(result.isError, name).toBe(true);
      expect(result.text.length).toBeLessThan(5000);
      expect(result.text).not.toContain('\n## injected');
    }
    expect((await mcp.call('search_docs', {query: 'quickstart'})).isError).toBe(false);
  });

  it('a missing build directory stops the server with a message', async () => {
    const run = promisify(execFile);
    const error = await run(
      process.execPath,
      [path.join(REPO_ROOT, 'node_modules/tsx/dist/cli.mjs'), 'scripts/mcp/index.ts', '--dir', path.join(tmp, 'nope')],
      {cwd: REPO_ROOT},
    ).catch((e: {code: number; stderr: string}) => e);
    expect((error as {code: number}).code).toBe(1);
    expect((error as {stderr: string}).stderr).toContain('is not a directory');
  });
});

describe('helpers', () => {
  it('routeOf normalises URLs and paths and refuses to leave the site', () => {
    expect(routeOf('https://docs.datahub.com/docs/a/b/#x')).toEqual({route: '/docs/a/b'});
    expect(routeOf('docs/a/b.md')).toEqual({route: '/docs/a/b'});
    expect(routeOf('/docs/a/index.html')).toEqual({route: '/docs/a'});
    expect(routeOf('/docs/a/../../x')).toHaveProperty('error');
    expect(routeOf('javascript:alert(1)')).toHaveProperty('error');
  });

  it('closeRoutes stays in the version of the request', () => {
    const routes = ['/docs/quickstart', '/docs/1.1.0/quickstart', '/docs/deploy/kubernetes'];
    expect(closeRoutes('/docs/quickstrt', routes)).toEqual(['/docs/quickstart']);
    expect(closeRoutes('/docs/1.1.0/quickstrt', routes)).toEqual(['/docs/1.1.0/quickstart']);
  });

  it('quote and closest keep untrusted text short and on one line', () => {
    expect(quote('a\nb', 10)).toBe('"a b"');
    expect(quote('x'.repeat(100), 5)).toBe('"xxxxx..."');
    expect(closest('datset', ['dataset', 'chart', 'dataJob'])).toEqual(['dataset']);
    expect(closest('data', ['dataset', 'chart', 'dataJob'])).toEqual(['dataJob', 'dataset']);
  });
});
