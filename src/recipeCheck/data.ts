/**
 * The data `checkRecipe` needs, built from connector options (data/connectors/ via scripts/generate/connectors/load):
 * the options without their prose. The generator writes one JSON file per connector and docs version with it
 * (scripts/generate/recipeCheck.ts) for the pages; Node callers build a context directly with `recipeCheckContext`.
 */
import type {RuleOption} from './rules';
import type {CheckOption, RecipeCheckContext, SourceRef} from './types';

/** What a connector option carries beyond the checker's needs (description, default, example) is dropped. */
export function checkOptions(options: readonly RuleOption[]): CheckOption[] {
  return options.map((o) => {
    const out: CheckOption = {name: o.name, type: o.type};
    if (o.required) out.required = true;
    if (o.values) out.values = [...o.values];
    if (o.ignoreCase) out.ignoreCase = true;
    if (o.deprecated) out.deprecated = true;
    if (o.fields && o.fields.length > 0) out.fields = checkOptions(o.fields);
    return out;
  });
}

/** A connector as the checker data needs it (a `Connector` of data/schemas/connector.ts fits). */
export interface ConnectorLike {
  id: string;
  displayName: string;
  recipeType: string | null;
  options: readonly RuleOption[];
}

/** One docs version's connectors and the release it documents. */
export interface VersionConnectors {
  docsVersion: string;
  release: string;
  connectors: readonly ConnectorLike[];
}

/** Every source of a version with a recipe type, for "this `source.type` is another connector". */
export function sourceRefs(connectors: readonly ConnectorLike[]): SourceRef[] {
  const refs: SourceRef[] = [];
  const seen = new Set<string>();
  for (const c of [...connectors].sort((a, b) => a.id.localeCompare(b.id))) {
    if (c.recipeType === null || seen.has(c.recipeType)) continue;
    seen.add(c.recipeType);
    refs.push({type: c.recipeType, id: c.id, name: c.displayName});
  }
  return refs;
}

/**
 * The context of connector `id` in `docsVersion`, with the same connector's options in the other versions.
 * Undefined when the connector has no recipe (a push integration) in that version.
 */
export function recipeCheckContext(
  versions: readonly VersionConnectors[],
  docsVersion: string,
  id: string,
): RecipeCheckContext | undefined {
  const own = versions.find((v) => v.docsVersion === docsVersion);
  const connector = own?.connectors.find((c) => c.id === id);
  if (!own || !connector || connector.recipeType === null) return undefined;
  const otherVersions = versions
    .filter((v) => v !== own)
    .flatMap((v) => {
      const same = v.connectors.find((c) => c.id === id);
      return same ? [{docsVersion: v.docsVersion, release: v.release, options: checkOptions(same.options)}] : [];
    });
  return {
    connector: {
      id: connector.id,
      name: connector.displayName,
      recipeType: connector.recipeType,
      options: checkOptions(connector.options),
    },
    docsVersion,
    release: own.release,
    otherVersions,
    sources: sourceRefs(own.connectors),
  };
}
