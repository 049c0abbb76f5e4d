import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {afterAll, describe, expect, it} from 'vitest';
import {buildSchema} from 'graphql';
import YAML from 'yaml';
import type {Connector} from '../../data/schemas/connector';
import type {Entity} from '../../data/schemas/entity';
import {loadConnectors} from '../../scripts/generate/connectors/load';
import {connectorOptionRows, renderConnectorPage} from '../../scripts/generate/connectors/render';
import {renderEntityPage} from '../../scripts/generate/entities/render';
import {connectorsAt, loadFrozenData, schemaFromFiles} from '../../scripts/generate/frozenData';
import {
  changesOf,
  diffConnector,
  diffConnectors,
  diffEntities,
  diffGraphql,
  newInNextLabel,
  optionPaths,
  withSince,
} from '../../scripts/generate/versionDiff';
import {DataError} from '../../scripts/generate/types';

const root = fileURLToPath(new URL('../..', import.meta.url));
const snowflake = loadConnectors(root).find((c) => c.id === 'snowflake') as Connector;

/** Snowflake as an older release might have had it: two options fewer, one more, a capability not yet there. */
function olderSnowflake(): Connector {
  const options = snowflake.options.filter((o) => o.name !== 'include_streams' && o.name !== 'profiling');
  return {
    ...snowflake,
    options: [
      ...options,
      {name: 'legacy_switch', type: 'boolean', required: false, default: false, description: 'Old.'},
    ],
    capabilities: {...snowflake.capabilities, classification: {supported: false}},
  };
}

describe('versionDiff: connectors', () => {
  it('lists option paths with nested fields after their parent', () => {
    const paths = optionPaths(snowflake.options);
    expect(paths).toContain('profiling');
    expect(paths).toContain('profiling.enabled');
    expect(paths.indexOf('profiling')).toBeLessThan(paths.indexOf('profiling.enabled'));
  });

  it('finds added and removed options and newly supported capabilities, without listing children of new options', () => {
    expect(snowflake.options.some((o) => o.name === 'include_streams')).toBe(true);
    const diff = diffConnector(snowflake, olderSnowflake());
    const added = diff.added.map((c) => `${c.kind}:${c.name}`);
    expect(added).toContain('option:include_streams');
    expect(added).toContain('option:profiling');
    expect(added).not.toContain('option:profiling.enabled');
    expect(added).toContain('capability:classification');
    expect(diff.removed.map((c) => `${c.kind}:${c.name}`)).toEqual(['option:legacy_switch']);
    expect(diff.added.every((c) => c.page === 'snowflake' && c.since === undefined)).toBe(true);
  });

  it('compares only the connectors of the frozen data and reports a connector Next no longer has', () => {
    const gone = {...snowflake, id: 'retired-source'};
    const diff = diffConnectors(
      [snowflake],
      new Map([
        ['snowflake', snowflake],
        ['retired-source', gone],
      ]),
    );
    expect(diff.added).toEqual([]);
    expect(diff.removed).toEqual([{kind: 'option', page: 'retired-source', name: '*'}]);
    expect(diffConnectors([snowflake], new Map())).toEqual({added: [], removed: []});
  });

  it('marks new options and capabilities on the Next page with words, and lists what was removed', () => {
    const diff = withSince(
      diffConnector(snowflake, olderSnowflake()),
      new Map([['snowflake include_streams', 'v1.2.0']]),
    );
    const changes = {base: '1.1.0', diff};
    const page = renderConnectorPage(snowflake, new Map([['snowflake', snowflake]]), 'current', changes);
    // The options table's rows are the page's data file (scripts/generate/connectors.ts writes it beside the page).
    const rows = JSON.stringify(connectorOptionRows(snowflake, changes));
    expect(rows).toContain('"newIn":"New in Next (v1.2.0)"');
    expect(rows).toContain('"newIn":"New in Next"');
    expect(JSON.stringify(connectorOptionRows(snowflake))).not.toContain('New in Next');
    expect(page).toMatch(
      /\| Classification \| <CapabilityMark supported id="capability-classification" \/> \| \*\*New in Next\.\*\*/,
    );
    expect(page).toContain('### Removed after 1.1.0');
    expect(page).toContain('- `legacy_switch`');
    // Without changes the page has no marks.
    const plain = renderConnectorPage(snowflake, new Map([['snowflake', snowflake]]));
    expect(plain).not.toContain('New in Next');
    expect(plain).not.toContain('Removed after');
  });
});

describe('versionDiff: GraphQL', () => {
  const base = buildSchema(`
    type Query { dataset(urn: String!): Dataset }
    type Dataset { urn: String! name: String oldField: Int }
    enum EntityType { DATASET CHART }
    input DatasetFilter { platform: String }
    type Legacy { id: ID }
  `);
  const next = buildSchema(`
    type Query { dataset(urn: String!): Dataset application(urn: String!): Application }
    type Dataset { urn: String! name: String health: String }
    enum EntityType { DATASET CHART APPLICATION }
    input DatasetFilter { platform: String env: String }
    type Application { urn: String! }
  `);

  it('finds new types, fields, input fields and enum values, and removed ones', () => {
    const diff = diffGraphql(next, base);
    const names = (list: typeof diff.added) => list.map((c) => `${c.kind}:${c.name}`).sort();
    expect(names(diff.added)).toEqual([
      'enumValue:EntityType.APPLICATION',
      'field:Dataset.health',
      'field:DatasetFilter.env',
      'field:Query.application',
      'type:Application',
    ]);
    expect(names(diff.removed)).toEqual(['field:Dataset.oldField', 'type:Legacy']);
    expect(changesOf(diff, 'Dataset').added.map((c) => c.name)).toEqual(['Dataset.health']);
  });

  it('finds nothing between a schema and itself', () => {
    expect(diffGraphql(base, base)).toEqual({added: [], removed: []});
  });
});

describe('versionDiff: entities', () => {
  const entity = (name: string, aspects: string[]): Entity =>
    ({
      name,
      aspects: aspects.map((a) => ({name: a, kind: 'versioned', description: 'd', fields: []})),
    }) as unknown as Entity;

  it('finds new entities and aspects, and removed ones', () => {
    const diff = diffEntities(
      [entity('dataset', ['datasetProperties', 'logicalParent']), entity('application', ['applicationProperties'])],
      [entity('dataset', ['datasetProperties', 'oldAspect']), entity('retired', ['x'])],
    );
    expect(diff.added.map((c) => `${c.kind}:${c.page}.${c.name}`)).toEqual([
      'aspect:dataset.logicalParent',
      'entity:application.application',
    ]);
    expect(diff.removed.map((c) => `${c.kind}:${c.page}.${c.name}`)).toEqual([
      'aspect:dataset.oldAspect',
      'entity:retired.retired',
    ]);
  });

  it('marks a new aspect on the real entity page with words', () => {
    const real = YAML.parse(fs.readFileSync(path.join(root, 'data/entities/dataset.yaml'), 'utf8')) as Entity;
    const first = real.aspects[0]!.name;
    const older = {...real, aspects: real.aspects.slice(1)};
    const diff = diffEntities([real], [older]);
    const page = renderEntityPage(real, new Map([[real.name, real]]), {base: '1.1.0', diff});
    expect(page).toContain(`| [${first}](#${first.toLowerCase()}) | ${real.aspects[0]!.kind} | **New in Next.**`);
    expect(page.split('**New in Next.**').length - 1).toBe(2);
  });

  it('labels a mark with the release only when one is known', () => {
    expect(newInNextLabel({})).toBe('New in Next');
    expect(newInNextLabel({since: 'v1.3.0'})).toBe('New in Next (v1.3.0)');
  });
});

describe('frozen data', () => {
  const temps: string[] = [];
  afterAll(() => temps.forEach((d) => fs.rmSync(d, {recursive: true, force: true})));

  function fixtureRoot(sources: unknown, connector?: Connector): string {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'frozen-'));
    temps.push(dir);
    fs.mkdirSync(path.join(dir, 'data/v1.1.0/connectors'), {recursive: true});
    fs.writeFileSync(path.join(dir, 'data/v1.1.0/sources.yaml'), YAML.stringify(sources));
    if (connector) {
      // A frozen file records its own release's class count; today's count does not apply to it.
      const doc: Record<string, unknown> = {...connector};
      for (const key of ['file', 'upstreamOptionCount', 'upstreamOptionSource']) delete doc[key];
      fs.writeFileSync(path.join(dir, `data/v1.1.0/connectors/${connector.id}.yaml`), YAML.stringify(doc));
    }
    return dir;
  }
  const record = (optionCount: number) => ({
    repository: 'datahub-project/datahub',
    commit: 'a'.repeat(40),
    source: 'metadata-ingestion/src/datahub/ingestion/source/snowflake/snowflake_config.py',
    optionCount,
  });

  it("loads a verified connector, checks its recorded option count and puts it in place of today's", () => {
    const older = olderSnowflake();
    const dir = fixtureRoot(
      {release: 'v1.1.0', connectors: {snowflake: record(older.options.length)}, graphql: null, entities: null},
      older,
    );
    const frozen = loadFrozenData(dir, 'v1.1.0')!;
    expect(frozen.connectors.get('snowflake')!.options.length).toBe(older.options.length);
    const at = connectorsAt([snowflake], frozen);
    expect(at[0]!.options.some((o) => o.name === 'legacy_switch')).toBe(true);
    expect(diffConnectors([snowflake], frozen.connectors).added.length).toBeGreaterThan(0);
  });

  it('refuses a verified connector whose option count differs from the recorded count', () => {
    const older = olderSnowflake();
    const dir = fixtureRoot(
      {release: 'v1.1.0', connectors: {snowflake: record(older.options.length + 1)}, graphql: null, entities: null},
      older,
    );
    expect(() => loadFrozenData(dir, 'v1.1.0')).toThrow(DataError);
    expect(() => loadFrozenData(dir, 'v1.1.0')).toThrow(/top-level options/);
  });

  it("returns null without sources.yaml, and reads the repository's own record", () => {
    expect(loadFrozenData(os.tmpdir(), 'v9.9.9')).toBeNull();
    const own = loadFrozenData(root, 'v1.1.0');
    expect(own).not.toBeNull();
    expect(own!.release).toBe('v1.1.0');
    // Every connector file recorded as verified has exactly its recorded option count (the loader checks it).
    for (const [id, c] of own!.connectors) expect(c.options.length).toBe(own!.sources.connectors[id]!.optionCount);
    if (own!.sources.graphql) {
      const schema = schemaFromFiles(root, own!.graphqlFiles);
      expect(Object.keys(schema.getTypeMap()).filter((n) => !n.startsWith('__')).length).toBeGreaterThan(0);
    }
  });
});
