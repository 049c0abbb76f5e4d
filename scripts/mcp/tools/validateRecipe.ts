/**
 * `validate_recipe`: checks an ingestion recipe against the connector options of data/connectors/, with a line for
 * every problem. A thin adapter over the build's validator (scripts/lib/recipe.ts, the same checks
 * `npm run check:content` runs on the recipes of the docs): it only adds YAML positions (the `yaml` package's
 * LineCounter) and the optional connector check.
 */
import * as z from 'zod';
import YAML, {isMap, isScalar, isSeq, LineCounter, type Node} from 'yaml';
import type {McpServer} from '@modelcontextprotocol/sdk/server/mcp.js';
import type {ToolContext} from '../context';
import {errorResult, guarded, textResult} from '../results';
import {DOCS_VERSIONS} from '../site';
import {closest, quote} from '../text';
import {validateRecipe, type RecipeConnector} from '../../lib/recipe';
import {connectorsByRecipeType, loadConnectors, type LoadedConnector} from '../../generate/connectors/load';

export const MAX_RECIPE_LENGTH = 1_000_000;

export interface RecipeProblem {
  line: number;
  message: string;
}

/** The path a validator message is about: `source.config.a.b[0]: ...` -> [source, config, a, b, 0]. */
export function pathOfMessage(message: string): (string | number)[] {
  const topLevel = /^unknown top-level key "([^"]+)"/.exec(message);
  if (topLevel) return [topLevel[1]!];
  const quoted = /^"([^"]+)"/.exec(message);
  const head = quoted ? quoted[1]! : (/^([A-Za-z_][\w.[\]-]*)/.exec(message)?.[1] ?? '');
  const path: (string | number)[] = [];
  for (const part of head.split('.')) {
    const [name = '', ...indexes] = part.split('[');
    if (name) path.push(name);
    for (const index of indexes) path.push(Number.parseInt(index, 10));
  }
  return path;
}

/** 1-based line of the deepest node on `path` (the key's line for a mapping entry), or of the document start. */
export function lineOf(doc: YAML.Document, path: (string | number)[], counter: LineCounter): number {
  const lineAt = (offset: number | undefined) => (offset === undefined ? 1 : counter.linePos(offset).line);
  let node: unknown = doc.contents;
  let line = lineAt((doc.contents as Node | null)?.range?.[0] ?? doc.range?.[0]);
  for (const segment of path) {
    if (isMap(node)) {
      const pair = node.items.find((p) => isScalar(p.key) && String(p.key.value) === String(segment));
      if (!pair) break;
      line = lineAt((pair.key as Node).range?.[0]);
      node = pair.value;
    } else if (isSeq(node) && typeof segment === 'number') {
      const item = node.items[segment] as Node | undefined;
      if (!item) break;
      line = lineAt(item.range?.[0]);
      node = item;
    } else break;
  }
  return line;
}

/** Problems of a recipe text; `expectedType` is the `source.type` a chosen connector needs. */
export function recipeProblems(
  text: string,
  byType: ReadonlyMap<string, RecipeConnector>,
  expected?: {type: string; name: string},
): RecipeProblem[] {
  const counter = new LineCounter();
  const docs = YAML.parseAllDocuments(text, {lineCounter: counter, prettyErrors: true});
  const list = Array.isArray(docs) ? docs : [];
  const problems: RecipeProblem[] = [];
  for (const error of [...list.flatMap((d) => d.errors)]) {
    problems.push({line: error.linePos?.[0].line ?? 1, message: `YAML: ${error.message.split('\n')[0]}`});
  }
  if (problems.length > 0) return problems;
  const recipes = list.filter((d) => d.contents !== null);
  if (recipes.length === 0)
    return [{line: 1, message: 'The recipe is empty: write a "source" with "type" and "config"'}];
  for (const doc of recipes) {
    let value: unknown;
    try {
      value = doc.toJS({maxAliasCount: 100});
    } catch (error) {
      problems.push({line: lineOf(doc, [], counter), message: `YAML: ${(error as Error).message.split('\n')[0]}`});
      continue;
    }
    for (const message of validateRecipe(value, byType)) {
      problems.push({line: lineOf(doc, pathOfMessage(message), counter), message});
    }
    const type = (value as {source?: {type?: unknown}} | null)?.source?.type;
    if (expected && typeof type === 'string' && type !== expected.type && byType.has(type)) {
      problems.push({
        line: lineOf(doc, ['source', 'type'], counter),
        message: `source.type is "${type}", but ${expected.name} recipes use source.type "${expected.type}"`,
      });
    }
  }
  return problems.sort((a, b) => a.line - b.line);
}

/** A connector by data-file id, recipe type or display name (any case). */
function findConnector(connectors: LoadedConnector[], name: string): LoadedConnector | undefined {
  const wanted = name.trim().toLowerCase();
  return connectors.find(
    (c) => c.id === wanted || c.recipeType?.toLowerCase() === wanted || c.displayName.toLowerCase() === wanted,
  );
}

const description = [
  'Check a DataHub ingestion recipe (the YAML given to `datahub ingest -c recipe.yaml`) before running it: YAML',
  'syntax, top-level keys, source.type, every option under source.config (names, nesting, types, allowed values),',
  'sink and transformers. Returns each problem with its line and, for a misspelled option, the closest valid name.',
  'Pass connector (e.g. "snowflake") to also check that the recipe is for that source. ${VAR} references are',
  'accepted as values.',
].join(' ');

export function registerValidateRecipe(server: McpServer, ctx: ToolContext): void {
  server.registerTool(
    'validate_recipe',
    {
      title: 'Validate an ingestion recipe',
      description,
      inputSchema: {
        yaml: z.string().max(MAX_RECIPE_LENGTH).describe('The recipe as YAML text'),
        connector: z
          .string()
          .max(200)
          .optional()
          .describe('The source the recipe is meant for: its id, source.type or name, e.g. "snowflake"'),
        version: z
          .enum(DOCS_VERSIONS)
          .optional()
          .describe('Docs version whose connector reference to check against: "current" (default) or "1.1.0"'),
      },
      annotations: {readOnlyHint: true, openWorldHint: false},
    },
    ({yaml, connector, version = 'current'}) =>
      guarded(() => {
        if (!yaml.trim()) return errorResult('The yaml argument is empty: pass the recipe text.');
        const connectors = ctx.once('connectorData', () => loadConnectors(ctx.root));
        const byType = ctx.once('connectorsByType', () => connectorsByRecipeType(connectors));
        let expected: {type: string; name: string} | undefined;
        if (connector !== undefined) {
          const found = findConnector(connectors, connector);
          if (!found) {
            const close = closest(
              connector,
              connectors.map((c) => c.id),
            );
            return errorResult(
              `Unknown connector ${quote(connector)}.` +
                (close.length > 0 ? ` Did you mean: ${close.join(', ')}?` : ' list_connectors lists them all.'),
            );
          }
          if (found.recipeType === null) {
            return errorResult(
              `${found.displayName} is a push-based integration: it is configured inside ${found.displayName}, not with an ingestion recipe.`,
            );
          }
          expected = {type: found.recipeType, name: found.displayName};
        }
        const problems = recipeProblems(yaml, byType, expected);
        const against = `the connector options of the ${version === 'current' ? 'current' : version} docs`;
        if (problems.length === 0) {
          return textResult(`The recipe is valid against ${against}: no problems found.`, {valid: true, problems});
        }
        const lines = problems.map((p) => `- line ${p.line}: ${p.message}`);
        return textResult(
          `${problems.length} problem${problems.length === 1 ? '' : 's'} found against ${against}:\n${lines.join('\n')}`,
          {valid: false, problems},
        );
      }),
  );
}
