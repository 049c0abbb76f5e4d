/**
 * The recipe JSON Schemas served at /schemas/ingestion/: each compiles with ajv, every recipe in the docs validates
 * against its connector's schema and against recipe.json, and wrong recipes are rejected.
 * Needs `npm run generate` first (the recipes of the generated pages of both versions).
 */
import fs from 'node:fs';
import path from 'node:path';
import Ajv, {type ValidateFunction} from 'ajv';
import {beforeAll, describe, expect, it} from 'vitest';
import YAML from 'yaml';
import {loadConnectors, type LoadedConnector} from '../../scripts/generate/connectors/load';
import {deepFreeze} from '../../scripts/lib/frozen';
import {renderConnectorPage} from '../../scripts/generate/connectors/render';
import {
  retargetSchemaUrls,
  schemaModeline,
  schemaUrl,
  type SchemaVersion,
} from '../../scripts/generate/connectors/schemaUrl';
import {listFiles} from '../../scripts/generate/docs';
import {frozenVersions} from '../../scripts/generate/frozenVersions';
import {
  allRecipesSchema,
  configSchema,
  connectorRecipeSchema,
  isComplete,
  recipeSchemaFiles,
  type JsonSchema,
} from '../../scripts/generate/recipeSchemas';
import {codeBlocks} from '../../scripts/lib/markdown';
import {isRecipe} from '../../scripts/lib/recipe';

const root = path.resolve(import.meta.dirname, '../..');
const connectors: LoadedConnector[] = loadConnectors(root);
const frozen: SchemaVersion[] = frozenVersions.map((v) => v.name);

interface Compiled {
  byType: Map<string, ValidateFunction>;
  recipe: ValidateFunction;
  schemas: Map<string, JsonSchema>;
}

function compile(version: SchemaVersion): Compiled {
  // One ajv per version: the schemas of two versions have different $id.
  const ajv = new Ajv({strict: true, strictTypes: true});
  const schemas = new Map<string, JsonSchema>();
  for (const file of recipeSchemaFiles(connectors, version)) {
    const name = path.basename(file.path, '.json');
    schemas.set(name, JSON.parse(file.content) as JsonSchema);
  }
  const byType = new Map<string, ValidateFunction>();
  for (const c of connectors) {
    const schema = schemas.get(c.id);
    if (c.recipeType !== null && schema) byType.set(c.recipeType, ajv.compile(schema));
  }
  const all = schemas.get('recipe');
  if (!all) throw new Error('no recipe.json');
  return {byType, recipe: ajv.compile(all), schemas};
}

interface DocRecipe {
  where: string;
  doc: Record<string, unknown>;
}

/** Every recipe in a ```yaml block of docs/ and versioned_docs/ (generated pages included). */
function docRecipes(): DocRecipe[] {
  const recipes: DocRecipe[] = [];
  for (const dir of ['docs', 'versioned_docs']) {
    for (const rel of listFiles(path.join(root, dir)).filter((f) => /\.mdx?$/.test(f))) {
      const text = fs.readFileSync(path.join(root, dir, rel), 'utf8');
      for (const block of codeBlocks(text).filter((b) => b.lang === 'yaml' || b.lang === 'yml')) {
        for (const parsed of YAML.parseAllDocuments(block.code)) {
          const doc: unknown = parsed.errors.length ? undefined : parsed.toJS();
          if (isRecipe(doc)) recipes.push({where: `${dir}/${rel}:${block.line}`, doc: doc as DocRecipe['doc']});
        }
      }
    }
  }
  return recipes;
}

const errorsOf = (validate: ValidateFunction) =>
  (validate.errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message ?? ''}`).join('; ');

describe('recipe JSON Schemas', () => {
  const compiled = new Map<SchemaVersion, Compiled>();
  // Compiling takes seconds on a busy machine; frozen versions are compared with the current files instead.
  beforeAll(() => void compiled.set('current', compile('current')), 120_000);
  const current = () => compiled.get('current') as Compiled;

  it('has one compiled schema per pull connector, with its address as $id', () => {
    const pull = connectors.filter((c) => c.recipeType !== null);
    const {byType, schemas} = current();
    expect(byType.size).toBe(pull.length);
    for (const c of pull) expect(schemas.get(c.id)?.$id).toBe(schemaUrl(c.id));
    expect(schemas.get('recipe')?.$id).toBe(schemaUrl('recipe'));
  });

  it('gives frozen versions the same schemas at their own addresses', () => {
    const currentFiles = recipeSchemaFiles(connectors, 'current');
    for (const version of frozen) {
      const files = recipeSchemaFiles(connectors, version);
      expect(files.map((f) => f.path)).toEqual(
        currentFiles.map((f) => f.path.replace('schemas/ingestion/', `schemas/ingestion/${version}/`)),
      );
      files.forEach((file, i) => {
        const name = path.basename(file.path, '.json');
        const schema = JSON.parse(file.content) as JsonSchema;
        expect(schema.$id).toBe(schemaUrl(name, version));
        expect({...schema, $id: schemaUrl(name)}).toEqual(JSON.parse(currentFiles[i]?.content ?? '{}'));
      });
    }
    expect(schemaModeline('kafka')).toBe(`# yaml-language-server: $schema=${schemaUrl('kafka')}`);
  }, 30_000);

  it('starts every starter recipe of a page with the schema line, pointed at the version of the page', () => {
    const all = new Map(connectors.map((c) => [c.id, c]));
    for (const c of connectors.filter((x) => x.recipeType !== null)) {
      const page = renderConnectorPage(c, all);
      for (const recipe of c.recipes)
        expect(page, c.id).toContain(`\`\`\`yaml\n${schemaModeline(c.id)}\n${recipe.yaml.trimEnd()}\n\`\`\``);
    }
    const page = `Line: ${schemaModeline('kafka')}; schema: ${schemaUrl('recipe')}`;
    expect(retargetSchemaUrls(page, '1.1.0')).toBe(
      `Line: ${schemaModeline('kafka', '1.1.0')}; schema: ${schemaUrl('recipe', '1.1.0')}`,
    );
  });

  it('writes dotted option names as nested properties and marks deprecated options', () => {
    const base = connectors.find((c) => c.id === 'bigquery') as LoadedConnector;
    const config = configSchema({
      ...base,
      options: [
        {name: 'profiling.enabled', type: 'boolean', required: false, default: false, description: 'Profile tables.'},
        {name: 'profiling.limit', type: 'integer', required: true, description: 'Rows.'},
        {name: 'old', type: 'string', required: false, deprecated: true, description: 'Use `new`.'},
      ],
    });
    expect(config.properties?.profiling?.properties?.enabled?.default).toBe(false);
    expect(config.properties?.profiling?.required).toEqual(['limit']);
    expect(config.properties?.old).toMatchObject({deprecated: true, description: 'Deprecated. Use `new`.'});
    const real = current().schemas.get('bigquery')?.definitions?.bigquery?.properties?.match_fully_qualified_names;
    expect(real?.deprecated).toBe(true);
  });

  it('closes source.config of connectors whose option list was checked against DataHub', () => {
    for (const c of connectors.filter((x) => x.recipeType !== null)) {
      const config = current().schemas.get(c.id)?.definitions?.[c.id];
      expect(config?.additionalProperties === false, c.id).toBe(isComplete(c));
    }
  });

  it('accepts every recipe in the docs, against its connector schema and recipe.json', () => {
    const recipes = docRecipes();
    expect(recipes.length).toBeGreaterThan(100);
    const failures: string[] = [];
    for (const {where, doc} of recipes) {
      // Frozen versions serve the same schemas (checked above), so the current ones validate their recipes.
      const {byType, recipe} = current();
      const type = (doc.source as {type?: unknown}).type;
      const validate = typeof type === 'string' ? byType.get(type) : undefined;
      if (!validate) failures.push(`${where}: no schema for source.type ${JSON.stringify(type)}`);
      else if (!validate(doc)) failures.push(`${where}: ${errorsOf(validate)}`);
      if (!recipe(doc)) failures.push(`${where} (recipe.json): ${errorsOf(recipe)}`);
    }
    expect(failures).toEqual([]);
  }, 60_000);

  describe('rejects wrong recipes', () => {
    const snowflake = (config: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({
      source: {type: 'snowflake', config: {account_id: 'acme-analytics', ...config}},
      sink: {type: 'datahub-rest', config: {server: 'http://localhost:8080'}},
      ...extra,
    });
    const check = (doc: unknown) => {
      const one = current().byType.get('snowflake') as ValidateFunction;
      return [one(doc), current().recipe(doc)];
    };

    it('accepts a correct recipe, environment references and an empty optional value', () => {
      expect(check(snowflake({include_table_lineage: false, password: '${SNOWFLAKE_PASSWORD}'}))).toEqual([true, true]);
      expect(check(snowflake({include_table_lineage: '${LINEAGE}', role: null}))).toEqual([true, true]);
    });
    it('rejects an unknown option', () => {
      expect(check(snowflake({acount_id: 'typo'}))).toEqual([false, false]);
    });
    it('rejects a value of the wrong type', () => {
      expect(check(snowflake({include_table_lineage: 'yes'}))).toEqual([false, false]);
      expect(check(snowflake({table_pattern: ['orders']}))).toEqual([false, false]);
    });
    it('rejects a value outside an enum', () => {
      expect(check(snowflake({extract_tags: 'always'}))).toEqual([false, false]);
      expect(check(snowflake({extract_tags: 'SKIP'}))).toEqual([false, false]);
      expect(check(snowflake({extract_tags: '${TAG_MODE}'}))).toEqual([true, true]);
    });
    it('rejects a missing required option, an unknown sink and an unknown top-level key', () => {
      expect(check({source: {type: 'snowflake', config: {}}})).toEqual([false, false]);
      expect(check(snowflake({}, {sink: {type: 'datahub-rst'}}))).toEqual([false, false]);
      expect(check(snowflake({}, {sinks: {type: 'console'}}))).toEqual([false, false]);
    });
    it('dispatches recipe.json on source.type', () => {
      const bigquery = {source: {type: 'bigquery', config: {account_id: 'acme'}}};
      expect(current().recipe(bigquery)).toBe(false);
      expect(current().recipe({source: {type: 'no-such-source', config: {}}})).toBe(false);
      expect(current().recipe({source: {type: 'bigquery', config: {project_ids: ['p1']}}})).toBe(true);
    });
  });
});

describe('schema texts kept per connector', () => {
  it('match a whole render, and follow an edited connector', () => {
    const connectors = loadConnectors(root);
    const whole = (list: LoadedConnector[], version: SchemaVersion) => {
      const sources = list.filter((c) => c.recipeType !== null).sort((a, b) => a.id.localeCompare(b.id));
      return [
        ...sources.map((c) => `${JSON.stringify(connectorRecipeSchema(c, version))}\n`),
        `${JSON.stringify(allRecipesSchema(sources, version))}\n`,
      ];
    };
    for (const version of ['current', '1.1.0'] as const) {
      recipeSchemaFiles(connectors, version);
      // Second time from the kept texts: the same bytes as building every schema.
      expect(recipeSchemaFiles(connectors, version).map((f) => f.content)).toEqual(whole(connectors, version));
    }
    const edited = connectors.map((c) =>
      c.id === 'snowflake' ? deepFreeze({...c, displayName: 'Snowflake Edited'}) : c,
    );
    const files = recipeSchemaFiles(edited, 'current');
    expect(files.map((f) => f.content)).toEqual(whole(edited, 'current'));
    expect(files.find((f) => f.path.endsWith('/snowflake.json'))!.content).toContain('Snowflake Edited');
    expect(files.find((f) => f.path.endsWith('/recipe.json'))!.content).toContain('Options of the Snowflake Edited');
  });
});
