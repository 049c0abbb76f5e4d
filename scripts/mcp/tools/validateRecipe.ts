/**
 * `validate_recipe`: checks an ingestion recipe with the recipe checker of the connector pages (`checkRecipe` of
 * src/recipeCheck), on the same option data the pages load (scripts/generate/recipeCheck.ts): the same limits,
 * codes and messages. This file only picks the connector and docs version and adds each problem's page URL.
 */
import * as z from 'zod';
import {parseDocument} from 'yaml';
import type {McpServer} from '@modelcontextprotocol/sdk/server/mcp.js';
import type {ToolContext} from '../context';
import {errorResult, guarded, textResult} from '../results';
import {DOCS_VERSIONS, pageUrl} from '../site';
import {closest, quote} from '../text';
import {
  checkRecipe,
  MAX_RECIPE_CHARS,
  recipeCheckContext,
  sourceRefs,
  type ProblemCode,
  type RecipeCheckContext,
  type RecipeProblem,
} from '../../../src/recipeCheck';
import {connectorPagePath, optionAnchor} from '../../../src/recipeCheck/address';
import {suggest} from '../../../src/recipeCheck/rules';

/** Longest `yaml` argument accepted; past the checker's own limit (MAX_RECIPE_CHARS) it answers with `too-long`. */
export const MAX_RECIPE_LENGTH = 1_000_000;

/** Problems about the text itself: the checker reports them alone, whatever the connector. */
const TEXT_PROBLEMS = new Set<ProblemCode>([
  'too-long',
  'binary',
  'empty',
  'too-deep',
  'yaml-syntax',
  'alias-expansion',
]);

/** A problem of the checker with the URL the connector page's checker links it to, if any. */
export type ReportedProblem = Omit<RecipeProblem, 'connector' | 'docsVersion'> & {url?: string};

export function withUrl(problem: RecipeProblem, context: RecipeCheckContext): ReportedProblem {
  const {connector, docsVersion, ...rest} = problem;
  const page = connector ?? context.connector.id;
  const version = docsVersion ?? context.docsVersion;
  if (!problem.option && page === context.connector.id && version === context.docsVersion) return rest;
  const hash = problem.option ? `#${optionAnchor(problem.option)}` : '';
  return {...rest, url: `${pageUrl(connectorPagePath(page, version))}${hash}`};
}

/** `source.type` of a recipe, or undefined when the text has none, is too long for the checker or is not YAML. */
function sourceTypeOf(text: string): string | undefined {
  if (text.length > MAX_RECIPE_CHARS) return undefined;
  try {
    const type: unknown = parseDocument(text, {uniqueKeys: false}).getIn(['source', 'type']);
    return typeof type === 'string' ? type : undefined;
  } catch {
    return undefined;
  }
}

const description = [
  'Check a DataHub ingestion recipe (the YAML given to `datahub ingest -c recipe.yaml`) before running it, with the',
  'recipe checker of the connector pages: YAML syntax, recipe sections, source.type, every option under',
  'source.config (names, nesting, types, allowed values, required options, deprecated options, options of another',
  'release), secrets written in clear text, the sink type and transformers. Returns each problem with its line,',
  'column, severity (error or warning), code and message, and the URL of the option on the connector page. The',
  'connector is read from source.type unless connector (e.g. "snowflake") is given. ${VAR} references are accepted',
  'as values.',
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
          .describe('Docs version whose connector options to check against: "current" (default) or "1.1.0"'),
      },
      annotations: {readOnlyHint: true, openWorldHint: false},
    },
    ({yaml, connector, version = 'current'}) =>
      guarded(async () => {
        if (!yaml.trim()) return errorResult('The yaml argument is empty: pass the recipe text.');
        const versions = await ctx.once('recipeCheckVersions', () =>
          import('../../generate/recipeCheck').then((m) => m.checkerVersions(ctx.root, DOCS_VERSIONS)),
        );
        const own = versions.find((v) => v.docsVersion === version)!;
        const contextOf = (id: string) => recipeCheckContext(versions, version, id);
        if (connector !== undefined) {
          const wanted = connector.trim().toLowerCase();
          const found = own.connectors.find(
            (c) => c.id === wanted || c.recipeType?.toLowerCase() === wanted || c.displayName.toLowerCase() === wanted,
          );
          const context = found && contextOf(found.id);
          if (context) return answer(checkRecipe(yaml, context), context);
          if (found) {
            return errorResult(
              `${found.displayName} is a push-based integration: it is configured inside ${found.displayName}, not with an ingestion recipe.`,
            );
          }
          const ids = own.connectors.map((c) => c.id);
          const close = closest(connector, ids);
          return errorResult(
            `Unknown connector ${quote(connector)}.` +
              (close.length > 0 ? ` Did you mean: ${close.join(', ')}?` : ' list_connectors lists them all.'),
          );
        }
        const sources = sourceRefs(own.connectors);
        const types = sources.map((s) => s.type);
        const type = sourceTypeOf(yaml);
        // A misspelt type is checked against the source it most likely means, so the checker says "did you mean".
        const guess = type === undefined || types.includes(type) ? type : suggest(type, types);
        const ref = sources.find((s) => s.type === guess);
        const context = ref && contextOf(ref.id);
        if (context) return answer(checkRecipe(yaml, context), context);
        // Problems of the text itself (too long, not YAML, an alias bomb) are the same for every connector.
        const any = contextOf(sources[0]!.id)!;
        const problems = checkRecipe(yaml, any);
        if (problems[0] && TEXT_PROBLEMS.has(problems[0].code)) return answer(problems, any, false);
        if (type === undefined) {
          return errorResult(
            'The recipe has no `source.type`, so the connector to check it against is unknown: set `source.type` ' +
              '(list_connectors lists the sources) or pass connector.',
          );
        }
        const close = closest(type, types);
        return errorResult(
          `source.type ${quote(type)} is not a source type of DataHub ${own.release}.` +
            (close.length > 0 ? ` Close types: ${close.join(', ')}.` : ' list_connectors lists the sources.') +
            ' Pass connector to check the recipe against one source.',
        );
      }),
  );
}

/** The result: the problems with their URLs; `named` false when the text was checked before a connector was known. */
function answer(found: RecipeProblem[], context: RecipeCheckContext, named = true) {
  const problems = found.map((p) => withUrl(p, context));
  const errors = problems.filter((p) => p.severity === 'error').length;
  const warnings = problems.length - errors;
  const {connector, release, docsVersion} = context;
  const data = {
    valid: errors === 0,
    connector: named ? connector.id : null,
    version: docsVersion,
    release,
    problems,
  };
  const against = named
    ? ` against the ${connector.name} (${connector.recipeType}) options of DataHub ${release} (docs version ${docsVersion})`
    : '';
  if (problems.length === 0) return textResult(`The recipe is valid${against}: no problems found.`, data);
  const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
  const counts =
    warnings > 0 ? `${plural(errors, 'error')} and ${plural(warnings, 'warning')}` : plural(errors, 'error');
  const lines = problems.map(
    (p) => `- line ${p.line}, column ${p.column}: ${p.severity} ${p.code}: ${p.message}${p.url ? `\n  ${p.url}` : ''}`,
  );
  return textResult(`${counts}${against}:\n${lines.join('\n')}`, data);
}
