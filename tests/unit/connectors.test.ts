import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {afterAll, describe, expect, it} from 'vitest';
import YAML from 'yaml';
import {CAPABILITY_KEYS, type Connector} from '../../data/schemas/connector';
import {buildConnectorsOutput} from '../../scripts/generate/connectors';
import {checkConnectorDoc, loadConnectors} from '../../scripts/generate/connectors/load';
import {deepFreeze} from '../../scripts/lib/frozen';
import {escapeMarkdown} from '../../scripts/lib/markdown';
import {buildLineageOutput} from '../../scripts/generate/lineage';
import {DataError} from '../../scripts/generate/types';

const root = fileURLToPath(new URL('../..', import.meta.url));

function validConnector(id = 'acme-db'): Record<string, unknown> {
  return {
    id,
    displayName: 'Acme DB',
    platformType: 'Database',
    connection: 'pull',
    status: 'incubating',
    recipeType: id,
    pipExtra: id,
    summary: 'Extracts {schemas} and <tables> from Acme DB.',
    overview:
      'Reads `information_schema` and maps databases to containers. A value like {x} or <b> stays text.\n\n```yaml\nkey: {a: 1}\n```',
    prerequisites: 'GRANT SELECT ON ALL TABLES TO datahub;',
    capabilities: Object.fromEntries(
      CAPABILITY_KEYS.map((k) => [k, {supported: k === 'tableLineage' || k === 'schemaMetadata'}]),
    ),
    options: [
      {
        name: 'host_port',
        type: 'string',
        required: true,
        default: null,
        description: 'Host and port.',
        example: 'localhost:5432',
      },
      {name: 'password', type: 'secret', required: false, description: 'Password.'},
      {
        name: 'table_pattern',
        type: 'object',
        required: false,
        description: 'Filters tables.',
        fields: [
          {name: 'allow', type: 'array', required: false, default: ['.*'], description: 'Allow regexes.'},
          {name: 'deny', type: 'array', required: false, default: [], description: 'Deny regexes.'},
        ],
      },
    ],
    recipes: [
      {
        title: 'Minimal',
        yaml: `source:\n  type: ${id}\n  config:\n    host_port: localhost:5432\n    password: \${ACME_PASSWORD}\n    table_pattern:\n      deny: ["tmp_.*"]\nsink:\n  type: datahub-rest\n  config:\n    server: http://localhost:8080\n`,
      },
    ],
    troubleshooting: [{problem: 'Connection refused {port}', solution: 'Open port `5432` to the <runner>.'}],
    related: [],
  };
}

const tmpRoots: string[] = [];
function fixtureRoot(files: Record<string, unknown>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'connectors-'));
  tmpRoots.push(dir);
  fs.mkdirSync(path.join(dir, 'data/connectors'), {recursive: true});
  for (const [name, doc] of Object.entries(files)) {
    fs.writeFileSync(path.join(dir, 'data/connectors', name), typeof doc === 'string' ? doc : YAML.stringify(doc));
  }
  return dir;
}
afterAll(() => tmpRoots.forEach((d) => fs.rmSync(d, {recursive: true, force: true})));

function loadError(files: Record<string, unknown>): DataError {
  try {
    loadConnectors(fixtureRoot(files));
  } catch (e) {
    expect(e).toBeInstanceOf(DataError);
    return e as DataError;
  }
  throw new Error('expected loadConnectors to throw');
}

describe('data/connectors', () => {
  it('every connector file validates (schema, ids, related, recipes)', () => {
    const connectors = loadConnectors(root);
    expect(connectors.length).toBeGreaterThan(0);
    for (const c of connectors) expect(c.file).toBe(`data/connectors/${c.id}.yaml`);
  });
});

describe('connector validation messages', () => {
  it('accepts the valid fixture', () => {
    expect(loadConnectors(fixtureRoot({'acme-db.yaml': validConnector()}))).toHaveLength(1);
  });

  it('names the file, the field and the allowed values for a bad enum', () => {
    const e = loadError({'acme-db.yaml': {...validConnector(), platformType: 'Warehouse'}});
    expect(e.message).toContain('data/connectors/acme-db.yaml');
    expect(e.field).toBe('platformType');
    expect(e.message).toContain('unknown platformType "Warehouse"');
    expect(e.fix).toContain('use one of Database, Data Warehouse, Data Lake');
  });

  it('reports a missing capability key and nested option problems together', () => {
    const doc = validConnector();
    delete (doc.capabilities as Record<string, unknown>).usage;
    const options = doc.options as Array<Record<string, unknown>>;
    (options[2]!.fields as Array<Record<string, unknown>>)[0]!.type = 'list';
    options[1]!.secret = true;
    const e = loadError({'acme-db.yaml': doc});
    expect(e.message).toContain('capabilities.usage');
    expect(e.message).toContain('every capability key is required');
    expect(e.message).toContain('options[2].fields[0].type');
    expect(e.message).toContain('unknown type "list"');
    expect(e.message).toContain('options[1].secret: unknown field "secret"');
    expect(e.message).toMatch(/3 problems/);
  });

  it('rejects an id that differs from the file name', () => {
    const e = loadError({'acme-db.yaml': validConnector('other-db')});
    expect(e.field).toContain('id');
    expect(e.message).toContain('does not match the file name');
  });

  it('rejects duplicate recipe types and unknown related ids', () => {
    const a = validConnector('acme-db');
    const b = {...validConnector('acme-db2'), recipeType: 'acme-db', recipes: []};
    (b as Record<string, unknown>).connection = 'push';
    const e = loadError({'acme-db.yaml': a, 'acme-db2.yaml': b});
    expect(e.message).toContain('duplicate recipeType "acme-db"');

    const e2 = loadError({'acme-db.yaml': {...validConnector(), related: ['nope']}});
    expect(e2.field).toBe('related[0]');
    expect(e2.message).toContain('unknown connector id "nope"');
  });

  it('validates recipes against the options', () => {
    const doc = validConnector();
    (doc.recipes as Array<Record<string, string>>)[0]!.yaml =
      'source:\n  type: acme-db\n  config:\n    hostport: x\n    table_pattern: {alow: []}\n';
    const e = loadError({'acme-db.yaml': doc});
    expect(e.message).toContain('recipes[0].yaml');
    expect(e.message).toContain('source.config.hostport: unknown option "hostport" (did you mean "host_port"?)');
    expect(e.message).toContain('source.config.table_pattern.alow');
  });

  it('requires a recipe for pull sources', () => {
    const {problems} = checkConnectorDoc('acme-db', {...validConnector(), recipes: []});
    expect(problems.map((p) => p.field)).toContain('recipes');
  });

  it('refuses an option list shorter than the recorded upstream option count, naming file and fix', () => {
    const doc = {
      ...validConnector(),
      upstreamOptionCount: 5,
      upstreamOptionSource: 'metadata-ingestion/src/datahub/ingestion/source/acme/config.py',
    };
    const e = loadError({'acme-db.yaml': doc});
    expect(e.message).toContain('data/connectors/acme-db.yaml');
    expect(e.field).toBe('options');
    expect(e.message).toContain('lists 3 top-level options but the config class');
    expect(e.fix).toContain(
      'add the 2 missing top-level option(s) of metadata-ingestion/src/datahub/ingestion/source/acme/config.py',
    );
  });

  it('accepts a complete option list and requires both upstream fields together', () => {
    const ok = {...validConnector(), upstreamOptionCount: 3, upstreamOptionSource: 'acme/config.py'};
    expect(loadConnectors(fixtureRoot({'acme-db.yaml': ok}))).toHaveLength(1);
    const {problems} = checkConnectorDoc('acme-db', {...validConnector(), upstreamOptionCount: 3});
    expect(problems.map((p) => p.field)).toContain('upstreamOptionSource');
  });

  it('reports unparsable YAML with the file name', () => {
    const e = loadError({'acme-db.yaml': 'id: acme-db\n  bad: [indent'});
    expect(e.message).toContain('data/connectors/acme-db.yaml');
    expect(e.message).toContain('YAML does not parse');
  });
});

describe('MDX escaping', () => {
  it('escapes braces and < outside code, keeps code spans and fences verbatim', () => {
    const out = escapeMarkdown(
      'Set {x} and <b>, keep `a {b} <c>` and ``d ` {e}``.\n\n```yaml\nk: {v: 1}\n```\nafter {y}',
    );
    expect(out).toBe(
      'Set \\{x\\} and &lt;b>, keep `a {b} <c>` and ``d ` {e}``.\n\n```yaml\nk: {v: 1}\n```\nafter \\{y\\}',
    );
  });

  it('turns autolinks into links and does not double-escape', () => {
    expect(escapeMarkdown('See <https://datahub.com/docs> and \\{ok\\}')).toBe(
      'See [https://datahub.com/docs](https://datahub.com/docs) and \\{ok\\}',
    );
  });
});

describe('connectors generator', () => {
  const fixture = () =>
    loadConnectors(
      fixtureRoot({
        'acme-db.yaml': validConnector(),
        'zeta-lake.yaml': {...validConnector('zeta-lake'), displayName: 'Zeta Lake', platformType: 'Data Lake'},
      }),
    );

  it('is deterministic regardless of input order', () => {
    const connectors = fixture();
    const a = buildConnectorsOutput(connectors);
    const b = buildConnectorsOutput([...connectors].reverse());
    expect(JSON.stringify(b)).toBe(JSON.stringify(a));
  });

  it('writes escaped MDX pages, the index, the sidebar and integrations.json', () => {
    const out = buildConnectorsOutput(fixture());
    const page = out.docs.find((d) => d.path === 'generated/ingestion/sources/acme-db.mdx');
    expect(page).toBeDefined();
    const content = page!.content;
    expect(content).toContain('custom_edit_url: "');
    expect(content).toContain('data/connectors/acme-db.yaml');
    expect(content).toContain("import ConnectorOptions from '@site/src/components/ConnectorOptions';");
    expect(content).toContain("pip install 'acryl-datahub[acme-db]'");
    expect(content).toContain('Extracts \\{schemas\\} and &lt;tables> from Acme DB.');
    expect(content).toContain('```yaml\nkey: {a: 1}\n```');
    expect(content).toContain('### Connection refused \\{port\\}');
    // The options table's rows are a data file beside the page, registered by the page and rendered by the table.
    const rows = out.docs.find((d) => d.path === 'generated/ingestion/sources/_options/acme-db.json');
    expect(rows?.content).toContain('"path":"table_pattern.allow"');
    expect(content).toContain("'./_options/acme-db.json'");
    expect(content).toContain('<ConnectorOptions deferred={optionsData} />');
    // The recipe checker follows the starter recipes and starts from the first one.
    expect(content).toContain("import RecipeChecker from '@site/src/components/RecipeChecker';");
    expect(content).toMatch(/```\n\n<RecipeChecker connector="acme-db" version="current" recipe=\{"[^\n]*"\} \/>\n/);
    for (const heading of [
      '## Overview',
      '## Prerequisites',
      '## Capabilities',
      '## Configuration',
      '## Starter recipes',
      '## Troubleshooting',
    ]) {
      expect(content).toContain(heading);
    }
    // No raw `{` or `<` outside code, JSX props, fences and front matter.
    const body = content.split('\n---\n').slice(1).join('\n---\n');
    const prose = body
      .replace(/```[\s\S]*?```/g, '')
      .replace(/`[^`]*`/g, '')
      .replace(/^<ConnectorOptions deferred=\{optionsData\} \/>$/gm, '')
      .replace(/<RecipeChecker connector="[a-z0-9-]+" version="[\w.]+" recipe=\{".*"\} \/>/g, '')
      .replace(/<(PlatformLogo|CapabilityMark)( [a-z]+(="[^"]*")?)* \/>/g, '')
      .replace(/^(import|export const) .*$/gm, '');
    expect(prose).not.toMatch(/(?<!\\)[{}]/);
    expect(prose).not.toMatch(/</);

    expect(out.docs.map((d) => d.path)).toContain('generated/ingestion/sources/index.md');
    const sidebar = out.sidebar as Array<{label: string; items: Array<{label: string; items: string[]}>}>;
    expect(sidebar[0]!.label).toBe('Sources');
    expect(sidebar[0]!.items.map((i) => i.label)).toEqual(['Data Lake', 'Database']);
    expect(sidebar[0]!.items[1]!.items).toEqual(['generated/ingestion/sources/acme-db']);

    const integrations = JSON.parse(out.data![0]!.content) as Array<Record<string, unknown>>;
    expect(out.data![0]!.path).toBe('integrations.json');
    expect(integrations.map((i) => i.name)).toEqual(['Acme DB', 'Zeta Lake']);
    expect(integrations[0]).toMatchObject({
      id: 'acme-db',
      connection: 'pull',
      status: 'incubating',
      docPath: '/docs/generated/ingestion/sources/acme-db',
      features: ['Schema metadata', 'Table-level lineage'],
    });
  });

  it('builds the real connector pages without errors', () => {
    const out = buildConnectorsOutput(loadConnectors(root) as Connector[]);
    expect(out.docs.length).toBeGreaterThan(1);
    for (const d of out.docs) {
      if (d.path.endsWith('.json')) expect(() => JSON.parse(d.content) as unknown, d.path).not.toThrow();
      else expect(d.content.startsWith('---\n'), d.path).toBe(true);
    }
  });
});

describe('lineage generator', () => {
  it('derives the lineage tables from capabilities', () => {
    const connectors = loadConnectors(fixtureRoot({'acme-db.yaml': validConnector()}));
    const out = buildLineageOutput(connectors);
    const page = out.docs.find((d) => d.path === 'generated/lineage/automatic-lineage.md')!;
    expect(page.content).toContain('[Acme DB](/docs/generated/ingestion/sources/acme-db)');
    expect(page.content).toMatch(
      /\| \[Acme DB\]\(.*\) \| pull \| <span class="site-mark site-mark--yes">.*Yes<\/span> \| <span class="site-mark site-mark--no">.*No<\/span> \|/,
    );
    expect(page.content).not.toMatch(/[✅❌]/u);
    const columns = out.docs.find((d) => d.path === 'generated/lineage/column-level-lineage.md')!;
    expect(columns.content).not.toContain('[Acme DB]');
    expect(JSON.stringify(out.sidebar)).toContain('Lineage support');
  });
});

describe('connector page search keywords', () => {
  it('name the connector, its recipe type and what it is', async () => {
    const {connectorKeywords} = await import('../../scripts/generate/connectors/render');
    const keywords = connectorKeywords({displayName: 'SQL Server', recipeType: 'mssql'} as never);
    expect(keywords).toEqual(['SQL Server', 'mssql', 'SQL Server connector', 'SQL Server ingestion source']);
    expect(connectorKeywords({displayName: 'Airflow', recipeType: null} as never)).not.toContain('');
  });
});

describe('loading each connector file once per content', () => {
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'connectors-memo-'));
  afterAll(() => fs.rmSync(copy, {recursive: true, force: true}));
  const byId = (list: Connector[], id: string) => list.find((c) => c.id === id)!;

  it('shares frozen entries of unchanged files and reads a changed file again', () => {
    fs.cpSync(path.join(root, 'data/connectors'), path.join(copy, 'data/connectors'), {recursive: true});
    const first = loadConnectors(copy);
    const kafka = byId(first, 'kafka');
    // A shared entry cannot be changed by one caller for the next ones, at any depth.
    expect(() => {
      kafka.displayName = 'Changed by a caller';
    }).toThrow(TypeError);
    expect(() => kafka.options.push(kafka.options[0]!)).toThrow(TypeError);
    expect(Object.isFrozen(kafka.capabilities.ownership)).toBe(true);
    // The array is the caller's own.
    first.pop();
    expect(loadConnectors(copy)).toHaveLength(first.length + 1);

    const file = path.join(copy, 'data/connectors/kafka.yaml');
    fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace(/^displayName: .*$/m, 'displayName: Kafka Renamed'));
    const second = loadConnectors(copy);
    expect(byId(second, 'kafka').displayName).toBe('Kafka Renamed');
    expect(byId(second, 'kafka')).not.toBe(kafka);
    // Unchanged files are not parsed again: the very same entry comes back.
    expect(byId(second, 'snowflake')).toBe(byId(first, 'snowflake'));
  });

  it('checks a changed file and the set again, with the same message as a first load', () => {
    const file = path.join(copy, 'data/connectors/snowflake.yaml');
    const text = fs.readFileSync(file, 'utf8');
    const before = byId(loadConnectors(copy), 'snowflake');
    fs.writeFileSync(file, text.replace(/^status: .*$/m, 'status: unheard-of'));
    expect(() => loadConnectors(copy)).toThrow(/data\/connectors\/snowflake\.yaml[\s\S]*status/);
    // A recipe that stops matching its connector fails the cross-file check, though the file itself is valid.
    fs.writeFileSync(file, text.replace(/type: snowflake\n/, 'type: snowflake-typo\n'));
    expect(() => loadConnectors(copy)).toThrow(/snowflake\.yaml[\s\S]*recipes\[0\]\.yaml/);
    fs.writeFileSync(file, text);
    const after = byId(loadConnectors(copy), 'snowflake');
    expect(after).toEqual(before);
  });

  it('parses a changed recipe again', async () => {
    const {recipeOptionPaths} = await import('../../scripts/generate/connectors/render');
    const file = path.join(copy, 'data/connectors/snowflake.yaml');
    const text = fs.readFileSync(file, 'utf8');
    const paths = recipeOptionPaths(byId(loadConnectors(copy), 'snowflake').recipes);
    expect(paths.has('snowflake_domain')).toBe(false);
    fs.writeFileSync(file, text.replace(/( +)config:\n/, '$1config:\n$1  snowflake_domain: snowflakecomputing.com\n'));
    const changed = recipeOptionPaths(byId(loadConnectors(copy), 'snowflake').recipes);
    expect(changed.has('snowflake_domain')).toBe(true);
    fs.writeFileSync(file, text);
    expect(recipeOptionPaths(byId(loadConnectors(copy), 'snowflake').recipes)).toEqual(paths);
  });
});

describe('rendering each connector page once per input', () => {
  const page = (out: {docs: {path: string; content: string}[]}, id: string) =>
    out.docs.find((d) => d.path === `generated/ingestion/sources/${id}.mdx`)!.content;

  it('renders a page again when the connector, a related one, the version or the changes differ', () => {
    const connectors = loadConnectors(root);
    const first = buildConnectorsOutput(connectors);
    // Unchanged inputs: the same rendered page, not a new render.
    expect(buildConnectorsOutput(connectors).docs[0]).toBe(first.docs[0]);

    // A related connector renamed (its own page and the pages that link to it change; abs links to s3).
    const renamed = connectors.map((c) => (c.id === 's3' ? deepFreeze({...c, displayName: 'Renamed S3'}) : c));
    expect(page(buildConnectorsOutput(renamed), 'abs')).toContain('[Renamed S3](/docs/generated/ingestion/sources/s3)');
    expect(page(buildConnectorsOutput(renamed), 's3')).toMatch(/^title: .*Renamed S3/m);
    expect(page(buildConnectorsOutput(connectors), 'abs')).toBe(page(first, 'abs'));

    // Another version: its recipe checker's option data; each version's pages are kept.
    const pageDoc = (out: {docs: {path: string}[]}) =>
      out.docs.find((d) => d.path === 'generated/ingestion/sources/snowflake.mdx');
    const current = pageDoc(buildConnectorsOutput(connectors));
    expect(page(buildConnectorsOutput(connectors, '1.1.0'), 'snowflake')).toContain('version="1.1.0"');
    expect(pageDoc(buildConnectorsOutput(connectors))).toBe(current);
    // Changes since a frozen version: an option marked new on the page's data.
    const snowflake = connectors.find((c) => c.id === 'snowflake')!;
    const option = snowflake.options[0]!.name;
    const changes = {
      base: '1.1.0',
      diff: {added: [{page: 'snowflake', kind: 'option' as const, name: option}], removed: []},
    };
    const marked = buildConnectorsOutput(connectors, 'current', changes).docs.find(
      (d) => d.path === 'generated/ingestion/sources/_options/snowflake.json',
    )!;
    expect(marked.content).toContain('"newIn":"New in Next"');
    expect(
      buildConnectorsOutput(connectors).docs.find(
        (d) => d.path === 'generated/ingestion/sources/_options/snowflake.json',
      )!.content,
    ).not.toContain('"newIn"');
  });
});
