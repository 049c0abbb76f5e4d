import path from 'node:path';
import {beforeAll, describe, expect, it} from 'vitest';
import type {Connector} from '../../data/schemas/connector';
import {loadConnectors} from '../../scripts/generate/connectors/load';
import {recipeCheckFiles} from '../../scripts/generate/recipeCheck';
import {deepFreeze} from '../../scripts/lib/frozen';
import {checkRecipe, recipeCheckContext, type RecipeCheckContext, type VersionConnectors} from '../../src/recipeCheck';
import {
  MAX_SHARE_CHARS,
  connectorPagePath,
  decodeRecipe,
  encodeRecipe,
  optionAnchor,
  recipeCheckDataPath,
} from '../../src/recipeCheck/address';

const root = path.resolve(__dirname, '../..');
let connectors: Connector[] = [];
let versions: VersionConnectors[] = [];

const context = (id: string, docsVersion = 'current'): RecipeCheckContext => {
  const found = recipeCheckContext(versions, docsVersion, id);
  if (!found) throw new Error(`no checker context for ${id} in ${docsVersion}`);
  return found;
};

/** A recipe from lines, so that line numbers in the tests are easy to read. */
const recipe = (...lines: string[]) => `${lines.join('\n')}\n`;

const postgres = (...config: string[]) =>
  recipe('source:', '  type: postgres', '  config:', ...config.map((l) => `    ${l}`));

beforeAll(() => {
  connectors = loadConnectors(root);
  versions = [
    {docsVersion: 'current', release: 'v1.7.0.1', connectors},
    {docsVersion: '1.1.0', release: 'v1.1.0', connectors},
  ];
}, 60_000);

describe('checkRecipe: options', () => {
  it('suggests host_port for host_prot on its line (PostgreSQL)', () => {
    const problems = checkRecipe(
      postgres('host_port: db:5432', 'host_prot: db:5432', 'database: shop'),
      context('postgres'),
    );
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({
      line: 5,
      column: 5,
      severity: 'error',
      code: 'unknown-option',
      option: 'host_port',
    });
    expect(problems[0]!.message).toContain('`host_prot`');
    expect(problems[0]!.message).toContain('did you mean `host_port`?');
  });

  it('suggests account_id for acount_id (Snowflake)', () => {
    const text = recipe(
      'source:',
      '  type: snowflake',
      '  config:',
      '    acount_id: abc12345.eu-west-1',
      '    account_id: abc12345.eu-west-1',
    );
    const problems = checkRecipe(text, context('snowflake'));
    const typo = problems.find((p) => p.code === 'unknown-option');
    expect(typo).toMatchObject({line: 4, option: 'account_id'});
    expect(typo!.message).toContain('`acount_id`: did you mean `account_id`?');
  });

  it('finds no problem in any starter recipe of any connector, in every docs version', () => {
    let checked = 0;
    for (const version of versions) {
      for (const c of connectors.filter((x) => x.recipeType !== null)) {
        for (const starter of c.recipes) {
          expect({
            id: c.id,
            version: version.docsVersion,
            problems: checkRecipe(starter.yaml, context(c.id, version.docsVersion)),
          }).toEqual({
            id: c.id,
            version: version.docsVersion,
            problems: [],
          });
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(100);
  });

  it('reports nested unknown options with the nested path and a misplaced option where it belongs', () => {
    const problems = checkRecipe(
      postgres('host_port: db:5432', 'profiling:', '  enabeld: true', 'enabled: true'),
      context('postgres'),
    );
    expect(problems[0]).toMatchObject({line: 6, code: 'unknown-option', option: 'profiling.enabled'});
    expect(problems[1]).toMatchObject({line: 7, code: 'misplaced-option'});
    expect(problems[1]!.message).toContain('`profiling.enabled`');
  });

  it('reports values of the wrong type at the value, and only warns for text DataHub converts', () => {
    const problems = checkRecipe(
      postgres(
        'host_port: db:5432',
        'include_views: sometimes',
        'include_tables: "false"',
        'profiling: true',
        'schema_pattern:',
        '  deny: ^staging$',
        'options:',
        '  pool_size: ${POOL_SIZE}',
      ),
      context('postgres'),
    );
    expect(problems.map((p) => [p.line, p.severity, p.code, p.option])).toEqual([
      [5, 'error', 'wrong-type', 'include_views'],
      [6, 'warning', 'wrong-type', 'include_tables'],
      [7, 'error', 'wrong-type', 'profiling'],
      [9, 'error', 'wrong-type', 'schema_pattern.deny'],
    ]);
    expect(problems[0]!.message).toContain('takes `true` or `false`, not string "sometimes"');
    expect(problems[2]!.message).toContain('a mapping of its own options');
    expect(problems[3]!.message).toContain('takes a list');
    expect(problems[0]!.column).toBe(20);
  });

  it('reports enum values outside the accepted set with the closest one', () => {
    const text = recipe(
      'source:',
      '  type: snowflake',
      '  config:',
      '    account_id: abc',
      '    authentication_type: KEY_PAIR_AUTHENTICATR',
    );
    const problem = checkRecipe(text, context('snowflake')).find((p) => p.code === 'bad-value');
    expect(problem).toMatchObject({line: 5, option: 'authentication_type'});
    expect(problem!.message).toContain('did you mean `KEY_PAIR_AUTHENTICATOR`?');
  });

  it('reports a missing required option, also when config is missing', () => {
    const missing = checkRecipe(postgres('database: shop'), context('postgres'));
    expect(missing).toEqual([
      expect.objectContaining({line: 3, code: 'missing-required', option: 'host_port', severity: 'error'}),
    ]);
    expect(missing[0]!.message).toContain('missing the required option `host_port`');
    const noConfig = checkRecipe(recipe('source:', '  type: postgres'), context('postgres'));
    expect(noConfig).toEqual([expect.objectContaining({line: 1, code: 'missing-required', option: 'host_port'})]);
  });

  it('warns about a secret written in clear text, not about ${VAR} references', () => {
    const clear = checkRecipe(postgres('host_port: db:5432', 'password: hunter2'), context('postgres'));
    expect(clear).toEqual([
      expect.objectContaining({line: 5, code: 'clear-secret', severity: 'warning', option: 'password'}),
    ]);
    expect(clear[0]!.message).toContain('`${POSTGRES_PASSWORD}`');
    expect(checkRecipe(postgres('host_port: db:5432', 'password: ${PG_PASSWORD}'), context('postgres'))).toEqual([]);
    expect(checkRecipe(postgres('host_port: db:5432', 'password:'), context('postgres'))).toEqual([]);
    const sink = recipe(
      'source:',
      '  type: postgres',
      '  config: {host_port: "db:5432"}',
      'sink:',
      '  type: datahub-rest',
      '  config:',
      '    server: http://gms:8080',
      '    token: eyJhbGciOi',
    );
    expect(checkRecipe(sink, context('postgres'))).toEqual([expect.objectContaining({line: 8, code: 'clear-secret'})]);
  });

  it('sends a source.type of another connector to its page, and suggests a close type', () => {
    const other = checkRecipe(
      recipe('source:', '  type: mysql', '  config:', '    host_port: db:3306'),
      context('postgres'),
    );
    expect(other).toEqual([expect.objectContaining({line: 2, column: 9, code: 'other-connector', connector: 'mysql'})]);
    expect(other[0]!.message).toContain('MySQL');
    expect(other[0]!.message).toContain('`type: postgres`');
    const typo = checkRecipe(recipe('source:', '  type: postgress'), context('postgres'));
    expect(typo).toEqual([expect.objectContaining({line: 2, code: 'unknown-source-type'})]);
    expect(typo[0]!.message).toContain('did you mean `postgres`?');
  });

  it('says which release has an option the docs version being read lacks', () => {
    const strip = (c: Connector, name: string): Connector => ({
      ...c,
      options: c.options.filter((o) => o.name !== name),
    });
    // 1.1.0 without `use_file_backed_cache`; Next without `initial_database`.
    const pg = connectors.find((c) => c.id === 'postgres')!;
    const split: VersionConnectors[] = [
      {docsVersion: 'current', release: 'v1.7.0.1', connectors: [strip(pg, 'initial_database')]},
      {docsVersion: '1.1.0', release: 'v1.1.0', connectors: [strip(pg, 'use_file_backed_cache')]},
    ];
    const old = checkRecipe(
      postgres('host_port: db:5432', 'use_file_backed_cache: false'),
      recipeCheckContext(split, '1.1.0', 'postgres')!,
    );
    expect(old).toEqual([
      expect.objectContaining({
        line: 5,
        code: 'other-version',
        option: 'use_file_backed_cache',
        docsVersion: 'current',
      }),
    ]);
    expect(old[0]!.message).toContain('exists in DataHub v1.7.0.1 but not in v1.1.0');
    const next = checkRecipe(
      postgres('host_port: db:5432', 'initial_database: postgres'),
      recipeCheckContext(split, 'current', 'postgres')!,
    );
    expect(next[0]!.message).toContain('exists in DataHub v1.1.0 but not in v1.7.0.1');
  });

  it('checks the recipe envelope: unknown sections, sinks and transformers', () => {
    const problems = checkRecipe(
      recipe(
        'source:',
        '  type: postgres',
        '  config: {host_port: "db:5432"}',
        'sinks:',
        '  type: console',
        'sink:',
        '  type: datahub-rst',
        'transformers:',
        '  - config: {}',
      ),
      context('postgres'),
    );
    expect(problems.map((p) => [p.line, p.code])).toEqual([
      [4, 'unknown-key'],
      [7, 'unknown-sink-type'],
      [9, 'missing-required'],
    ]);
    expect(problems[0]!.message).toContain('did you mean `sink`?');
    expect(problems[1]!.message).toContain('did you mean `datahub-rest`?');
  });

  it('reports YAML syntax errors at their line', () => {
    const problems = checkRecipe(postgres('host_port: db:5432', 'host_port: again'), context('postgres'));
    expect(problems[0]).toMatchObject({line: 5, code: 'yaml-syntax'});
    const broken = checkRecipe(postgres('host_port: [db', ''), context('postgres'));
    expect(broken[0]!.code).toBe('yaml-syntax');
  });

  it('follows aliases and merge keys', () => {
    const text = recipe(
      'source:',
      '  type: postgres',
      '  config:',
      '    host_port: db:5432',
      '    schema_pattern: &skip',
      '      deny: [^tmp_]',
      '    table_pattern: *skip',
      '    view_pattern:',
      '      <<: *skip',
      '      allow: [.*]',
    );
    expect(checkRecipe(text, context('postgres'))).toEqual([]);
  });
});

describe('checkRecipe: bad input', () => {
  const one = (text: string) => {
    const problems = checkRecipe(text, context('postgres'));
    expect(problems).toHaveLength(1);
    return problems[0]!;
  };

  it('refuses a 1 MB paste with its size', () => {
    const problem = one(postgres('host_port: db:5432') + '#'.repeat(1 << 20));
    expect(problem.code).toBe('too-long');
    expect(problem.message).toContain('1,048,6');
    expect(problem.message).toContain('100,000 characters');
  });

  it('refuses an alias expansion bomb', () => {
    const lines = ['a0: &a0 [x, x, x, x, x, x, x, x, x, x]'];
    for (let i = 1; i < 12; i++)
      lines.push(
        `a${i}: &a${i} [${Array(10)
          .fill(`*a${i - 1}`)
          .join(', ')}]`,
      );
    const problem = one(recipe(...lines));
    expect(problem.code).toBe('alias-expansion');
    expect(problem.message).toContain('aliases');
    expect(problem.line).toBe(2);
  });

  it('refuses 10,000 levels of nesting in every form', () => {
    for (const text of [
      '['.repeat(10_000) + ']'.repeat(10_000),
      '{a: '.repeat(10_000) + '1' + '}'.repeat(10_000),
      `source:\n  config:\n    x:\n      ${'- '.repeat(10_000)}1\n`,
      `${'- '.repeat(10_000)}1\n`,
    ]) {
      const problem = one(text);
      expect(problem.code).toBe('too-deep');
      expect(problem.message).toContain('more than 64 levels deep');
    }
  });

  it('refuses binary junk, naming the line and the character', () => {
    let junk = 'source:\n  type: postgres\n';
    let seed = 7;
    for (let i = 0; i < 4096; i++) {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      junk += String.fromCharCode(seed % 256);
    }
    const problem = one(junk);
    expect(problem.code).toBe('binary');
    expect(problem.line).toBeGreaterThanOrEqual(3);
    expect(problem.message).toMatch(/control character U\+00[0-9A-F]{2}: this looks like binary data/);
  });

  it('reports markup in values and keys as text, never as markup', () => {
    const markup = '<img src=x onerror=alert(1)>';
    const problems = checkRecipe(postgres(`host_port: ${markup}`, `"${markup}": 1`), context('postgres'));
    expect(problems.map((p) => p.code)).toEqual(['markup', 'unknown-option']);
    expect(problems[0]!.message).toContain(`\`${markup}\``);
    expect(problems[0]!.message).toContain('recipe values are plain text');
    expect(problems[1]!.message).toContain(markup);
  });

  it('handles empty text, non-recipes and many documents', () => {
    expect(one('').code).toBe('empty');
    expect(one('# only a comment\n').code).toBe('empty');
    expect(one('- a\n- b\n').code).toBe('not-a-recipe');
    expect(one('source: {type: postgres, config: {host_port: a}}\n---\nsource: {}\n').message).toContain(
      'more than one YAML document',
    );
  });

  it('never throws on random text', () => {
    const alphabet = 'source:config type postgres{}[]-&*!|>\'"#\n  \t,?%@`\\';
    let seed = 42;
    for (let n = 0; n < 300; n++) {
      let text = '';
      const length = 1 + (n % 120);
      for (let i = 0; i < length; i++) {
        seed = (seed * 1103515245 + 12345) % 2147483648;
        text += alphabet[seed % alphabet.length];
      }
      const problems = checkRecipe(text, context('postgres'));
      expect(Array.isArray(problems)).toBe(true);
      for (const p of problems) expect(p.line).toBeGreaterThanOrEqual(1);
    }
  });
});

describe('recipe checker addresses and data', () => {
  it('round-trips a recipe through the link parameter, and refuses broken or oversized ones', () => {
    const text = postgres('host_port: db:5432', 'database: "café ✓"');
    const encoded = encodeRecipe(text);
    expect(encoded).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeRecipe(encoded)).toBe(text);
    expect(decodeRecipe('%%%')).toBeUndefined();
    expect(decodeRecipe('_w')).toBeUndefined(); // not UTF-8
    expect(decodeRecipe('A'.repeat(MAX_SHARE_CHARS + 4))).toBeUndefined();
  });

  it('names data files, pages and option rows per docs version', () => {
    expect(recipeCheckDataPath('postgres', 'current')).toBe('recipe-check/postgres.json');
    expect(recipeCheckDataPath('postgres', '1.1.0')).toBe('recipe-check/1.1.0/postgres.json');
    expect(connectorPagePath('mysql', '1.1.0')).toBe('/docs/1.1.0/generated/ingestion/sources/mysql');
    expect(optionAnchor('profiling.enabled')).toBe('config-profiling.enabled');
  });

  it('writes one compact data file per pull connector and version, without the option prose', () => {
    const files = recipeCheckFiles(versions);
    const pull = connectors.filter((c) => c.recipeType !== null).length;
    expect(files).toHaveLength(pull * 2);
    const pg = files.find((f) => f.path === 'static/recipe-check/1.1.0/postgres.json')!;
    const data = JSON.parse(pg.content) as RecipeCheckContext;
    expect(data).toMatchObject({
      docsVersion: '1.1.0',
      release: 'v1.1.0',
      connector: {id: 'postgres', recipeType: 'postgres'},
    });
    expect(data.otherVersions?.map((v) => v.release)).toEqual(['v1.7.0.1']);
    expect(data.sources?.some((s) => s.id === 'mysql')).toBe(true);
    expect(pg.content).not.toContain('description');
  });
});

describe('checker data files kept per connector', () => {
  const whole = (versions: VersionConnectors[]) =>
    versions.flatMap((v) =>
      v.connectors
        .filter((c) => c.recipeType !== null)
        .map((c) => c.id)
        .sort()
        .map((id) => `${JSON.stringify(recipeCheckContext(versions, v.docsVersion, id))}\n`),
    );
  const contents = (versions: VersionConnectors[]) => recipeCheckFiles(versions).map((f) => f.content);

  it('are made again when the connector, a source name or a release differs', () => {
    const connectors = loadConnectors(root);
    const versions = (list: Connector[], release = 'v1.1.0'): VersionConnectors[] => [
      {docsVersion: 'current', release: 'v1.7.0', connectors: list},
      {docsVersion: '1.1.0', release, connectors: list},
    ];
    contents(versions(connectors));
    expect(contents(versions(connectors))).toEqual(whole(versions(connectors)));

    const snowflake = connectors.find((c) => c.id === 'snowflake')!;
    const fewer = connectors.map((c) => (c === snowflake ? deepFreeze({...c, options: c.options.slice(1)}) : c));
    expect(contents(versions(fewer))).toEqual(whole(versions(fewer)));
    const renamed = connectors.map((c) => (c.id === 'kafka' ? deepFreeze({...c, displayName: 'Kafka Renamed'}) : c));
    expect(contents(versions(renamed))).toEqual(whole(versions(renamed)));
    expect(contents(versions(connectors, 'v1.1.1'))).toEqual(whole(versions(connectors, 'v1.1.1')));
    // A connector that is not frozen is never taken from the kept files.
    const open = connectors.map((c) => (c === snowflake ? {...c, options: c.options.slice(2)} : c));
    expect(contents(versions(open))).toEqual(whole(versions(open)));
  });
});
