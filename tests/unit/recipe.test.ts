import {describe, expect, it} from 'vitest';
import YAML from 'yaml';
import type {ConnectorOption} from '../../data/schemas/connector';
import {isRecipe, validateRecipe, type RecipeConnector} from '../../scripts/lib/recipe';

const pattern = (name: string): ConnectorOption => ({
  name,
  type: 'object',
  required: false,
  description: 'Allow/deny regexes.',
  fields: [
    {name: 'allow', type: 'array', required: false, default: ['.*'], description: 'Allow list.'},
    {name: 'deny', type: 'array', required: false, default: [], description: 'Deny list.'},
    {name: 'ignoreCase', type: 'boolean', required: false, default: true, description: 'Ignore case.'},
  ],
});

const snowflake: RecipeConnector = {
  id: 'snowflake',
  recipeType: 'snowflake',
  options: [
    {name: 'account_id', type: 'string', required: true, description: 'Account.'},
    {name: 'password', type: 'secret', required: false, description: 'Password.'},
    {name: 'include_table_lineage', type: 'boolean', required: false, default: true, description: 'Lineage.'},
    {name: 'max_workers', type: 'integer', required: false, default: 10, description: 'Threads.'},
    pattern('table_pattern'),
    {
      name: 'profiling',
      type: 'object',
      required: false,
      description: 'Profiling.',
      fields: [{name: 'enabled', type: 'boolean', required: false, default: false, description: 'On/off.'}],
    },
    {name: 'extra_properties', type: 'map', required: false, description: 'Free-form map.'},
    {name: 'extract_tags', type: 'enum', values: ['skip', 'with_lineage'], required: false, description: 'Tags.'},
    {name: 'emit', type: 'enum', values: ['YES', 'NO'], ignoreCase: true, required: false, description: 'Emit.'},
    {name: 'connect_args', type: 'object', required: false, description: 'Object without declared fields.'},
  ],
};
const connectors = new Map([['snowflake', snowflake]]);

const parse = (text: string): unknown => YAML.parse(text);

describe('isRecipe', () => {
  it('recognises recipes and rejects actions and other YAML', () => {
    expect(isRecipe(parse('source: {type: snowflake}'))).toBe(true);
    expect(isRecipe(parse('name: my-action\nsource: {type: kafka}\naction: {type: hello_world}'))).toBe(false);
    expect(isRecipe(parse('global:\n  datahub: {}'))).toBe(false);
    expect(isRecipe(parse('version: 1\nsource: DataHub\nnodes: []'))).toBe(false);
    expect(isRecipe(['source'])).toBe(false);
    expect(isRecipe(null)).toBe(false);
  });
});

describe('validateRecipe', () => {
  it('accepts a complete recipe with nested options, env references, sink, transformers and pipeline keys', () => {
    const doc = parse(`
pipeline_name: snowflake-prod
source:
  type: snowflake
  config:
    account_id: abc12345.us-east-1
    password: \${SNOWFLAKE_PASSWORD}
    include_table_lineage: true
    max_workers: "\${WORKERS}"
    table_pattern:
      allow: ["analytics\\\\..*"]
      ignoreCase: false
    profiling:
      enabled: true
    extra_properties: {anything: goes, nested: {deep: 1}}
    connect_args: {role: ANALYST}
transformers:
  - type: simple_add_dataset_ownership
    config: {owner_urns: ["urn:li:corpuser:jdoe"]}
sink:
  type: datahub-rest
  config:
    server: http://localhost:8080
    token: \${DATAHUB_TOKEN}
datahub_api: {server: http://localhost:8080}
flags: {generate_browse_path_v2: true}
reporting: [{type: datahub}]
run_id: manual-1
`);
    expect(validateRecipe(doc, connectors)).toEqual([]);
  });

  it('accepts a plain-object index and a recipe without sink or config', () => {
    expect(validateRecipe({source: {type: 'snowflake'}}, {snowflake})).toEqual([]);
  });

  it('checks enum values, in any letter case only where DataHub accepts that', () => {
    const config = (extra: Record<string, unknown>) => ({source: {type: 'snowflake', config: extra}});
    expect(validateRecipe(config({extract_tags: 'with_lineage', emit: 'Yes'}), connectors)).toEqual([]);
    expect(validateRecipe(config({extract_tags: '${TAGS}'}), connectors)).toEqual([]);
    const errors = validateRecipe(config({extract_tags: 'SKIP', emit: 'maybe'}), connectors);
    expect(errors).toEqual([
      'source.config.extract_tags: string "SKIP" is not one of skip, with_lineage',
      'source.config.emit: string "maybe" is not one of YES, NO',
    ]);
  });

  it('rejects an unknown source type with a suggestion', () => {
    const errors = validateRecipe({source: {type: 'snowflak', config: {}}}, connectors);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('unknown source type "snowflak"');
    expect(errors[0]).toContain('did you mean "snowflake"');
  });

  it('rejects unknown options at the top level and nested, naming the path', () => {
    const errors = validateRecipe(
      {
        source: {
          type: 'snowflake',
          config: {account: 'x', table_pattern: {allowed: ['.*']}, profiling: {enabeld: true}},
        },
      },
      connectors,
    );
    expect(errors).toHaveLength(3);
    expect(errors[0]).toMatch(/^source\.config\.account: unknown option "account"/);
    expect(errors[1]).toMatch(/^source\.config\.table_pattern\.allowed: unknown option/);
    expect(errors[1]).toContain('did you mean "allow"');
    expect(errors[2]).toContain('source.config.profiling.enabeld');
  });

  it('checks value types but accepts ${VAR} for any type', () => {
    const errors = validateRecipe(
      {
        source: {
          type: 'snowflake',
          config: {include_table_lineage: 'yes', max_workers: 2.5, profiling: 'on', table_pattern: {allow: '.*'}},
        },
      },
      connectors,
    );
    expect(errors.join('\n')).toContain('include_table_lineage: expected true or false');
    expect(errors.join('\n')).toContain('max_workers: expected an integer');
    expect(errors.join('\n')).toContain('profiling: expected a mapping');
    expect(errors.join('\n')).toContain('table_pattern.allow: expected a list');
    expect(
      validateRecipe(
        {source: {type: 'snowflake', config: {include_table_lineage: '${LINEAGE}', profiling: '${PROFILING}'}}},
        connectors,
      ),
    ).toEqual([]);
  });

  it('rejects bad sinks, transformers and top-level keys', () => {
    const errors = validateRecipe(
      {source: {type: 'snowflake'}, sink: {type: 'datahub-http'}, transformers: [{config: {}}], sources: []},
      connectors,
    );
    const text = errors.join('\n');
    expect(text).toContain('unknown top-level key "sources"');
    expect(text).toContain('unknown sink type "datahub-http"; use one of datahub-rest, datahub-kafka, console, file');
    expect(text).toContain('transformers[0].type is missing');
  });

  it('rejects a recipe without a source', () => {
    expect(validateRecipe({sink: {type: 'console'}}, connectors)[0]).toContain('"source" must be a mapping');
    expect(validateRecipe('source: x', connectors)[0]).toContain('must be a YAML mapping');
  });
});
