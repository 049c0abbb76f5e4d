/**
 * `npm run generate`: writes the generated families' pages into their gitignored folders under docs/
 * (GENERATED_DOC_DIRS, beside the authored pages the docs plugin reads in place) and generated/ (data for the React
 * pages, the families' sidebars and the inserts of authored pages) from data/ and graphql/, and refreshes the JSON
 * Schemas of the data files (data/schemas/json/, jsonSchemas.ts). One generator per family; output is deterministic.
 * A family whose inputs are unchanged since the last run is taken from `.cache/generate/` (`--fresh` ignores that
 * cache), and only files whose content changed are rewritten.
 */
import fs from 'node:fs';
import path from 'node:path';
import {AUTHORED_DIR, GENERATED_DOC_DIRS, checkedAuthoredDocs, isGeneratedDocPath, isPagePath} from './docs';
import {type FamilyGenerator, type FamilyOutput, type GeneratedDoc} from './types';
import {applyInserts, insertFiles} from './inserts';
import {families} from './families';
import {frozenVersionPages, writeFrozenPages} from './frozenVersions';
import {applyVersionNotes, type NoteCounts} from './versionNotes';
import {CACHE_DIR, GenerateCache, codeKey} from './cache';
import {writeGeneratedDirs, writeTree} from './writeTree';
import {JSON_SCHEMA_DIR, writeJsonSchemas} from './jsonSchemas';
import {VERSION_NOTES_FILE} from '../lib/versionNote';

export const GEN_DATA = 'generated';

/** A file of `dir` as it is, or nothing when it does not exist. */
function existingFile(dir: string, rel: string): {path: string; content: string}[] {
  const file = path.join(dir, rel);
  return fs.existsSync(file) ? [{path: rel, content: fs.readFileSync(file, 'utf8')}] : [];
}

function assertNoCollisions(docs: GeneratedDoc[]): void {
  const seen = new Map<string, number>();
  for (const doc of docs) seen.set(doc.path, (seen.get(doc.path) ?? 0) + 1);
  const dupes = [...seen].filter(([, n]) => n > 1).map(([p]) => p);
  if (dupes.length) throw new Error(`Two sources generate the same page: ${dupes.join(', ')}`);
}

export interface GenerateResult {
  pages: number;
  /** Generated pages written for frozen versions (versioned_docs/). */
  frozenPages: number;
  families: Record<string, number>;
  /** Families (and frozen versions) taken from the cache because their inputs did not change. */
  cached: string[];
  /** Pages of each frozen version with a note leading to Next (changed, removed) and without (unchanged). */
  notes: NoteCounts[];
  ms: number;
}

export async function generate(
  root: string,
  generators: FamilyGenerator[] = families,
  frozen = true,
  /** Folder of the cache of unchanged families; without it every family runs. */
  cacheDir?: string,
  /** The cache entries of the families that ran are written later, by `writeDeferredEntries` (cache.ts). */
  deferCacheWrites = false,
): Promise<GenerateResult> {
  const started = performance.now();
  const cache = cacheDir ? new GenerateCache(cacheDir, codeKey(root), deferCacheWrites) : undefined;
  const cached: string[] = [];
  // Authored pages are read every time: they change most often (an unchanged page is not parsed again, docs.ts).
  const docs = checkedAuthoredDocs(root);
  const outputs: [string, FamilyOutput][] = [];
  for (const generator of generators) {
    const run = () => generator.run(root);
    const {value, hit} =
      cache && generator.inputs
        ? await cache.through(root, generator.name, generator.inputs, run)
        : {value: await run(), hit: false};
    if (hit) cached.push(generator.name);
    outputs.push([generator.name, value]);
  }
  const inserts = outputs.flatMap(([, out]) => out.inserts ?? []);
  // In memory only: the version notes compare frozen pages with Next's pages as readers see them.
  applyInserts(docs, inserts);
  const generatedDocs = outputs.flatMap(([, out]) => out.docs);
  const stray = generatedDocs.find((doc) => !isGeneratedDocPath(doc.path));
  if (stray)
    throw new Error(`${stray.path}: generated outside ${GENERATED_DOC_DIRS.map((d) => `docs/${d}/`).join(', ')}`);
  const allDocs = [...docs, ...generatedDocs];
  assertNoCollisions(allDocs);

  const sidebars = outputs
    .filter(([, out]) => out.sidebar)
    .map(([name, out]) => ({path: `sidebars/${name}.json`, content: `${JSON.stringify(out.sidebar, null, 2)}\n`}));
  // Frozen versions' pages get their notes leading to Next, computed against the Next pages above.
  const notes = frozen
    ? applyVersionNotes(root, allDocs, await frozenVersionPages(root, undefined, cache, cached))
    : undefined;
  writeGeneratedDirs(path.join(root, AUTHORED_DIR), GENERATED_DOC_DIRS, generatedDocs);
  writeTree(path.join(root, GEN_DATA), [
    ...outputs.flatMap(([, out]) => out.data ?? []),
    ...sidebars,
    ...insertFiles(inserts),
    // Without the frozen versions (the dev server's first pass) their notes file stays as the last full run wrote it.
    ...(notes ? [notes.data] : existingFile(path.join(root, GEN_DATA), VERSION_NOTES_FILE)),
  ]);
  const frozenPages = notes ? writeFrozenPages(root, notes.pages) : 0;
  return {
    pages: allDocs.filter((d) => isPagePath(d.path)).length,
    frozenPages,
    families: Object.fromEntries(
      outputs.map(([name, out]) => [name, out.docs.filter((d) => isPagePath(d.path)).length]),
    ),
    cached,
    notes: notes?.counts ?? [],
    ms: Math.round(performance.now() - started),
  };
}

/** The lines `npm run generate` prints for a run. */
export function summaryLines(result: GenerateResult): string[] {
  const detail = Object.entries(result.families)
    .map(([name, n]) => `${name} ${n}`)
    .join(', ');
  const lines = [
    `generate: ${result.pages} pages of Next (${detail || 'no families'}), ${result.frozenPages} generated pages of frozen versions, in ${result.ms} ms`,
  ];
  for (const n of result.notes) {
    lines.push(
      `generate: version ${n.version}: ${n.changed} pages changed in Next, ${n.removed} without a Next page (both with a note), ${n.unchanged} unchanged`,
    );
  }
  if (result.cached.length)
    lines.push(`generate: unchanged inputs, taken from ${CACHE_DIR}/: ${result.cached.join(', ')}`);
  return lines;
}

/** The message of a failed run: a data error names the file, the field and the fix. */
export const failureMessage = (error: unknown): string =>
  error instanceof Error ? `generate failed:\n${error.message}` : `generate failed:\n${String(error)}`;

async function main(): Promise<void> {
  const root = path.resolve(import.meta.dirname, '../..');
  try {
    const fresh = process.argv.includes('--fresh');
    // Before the cache key is computed: the JSON Schemas live under data/schemas/, one of the code inputs.
    const schemas = writeJsonSchemas(root);
    if (schemas) console.log(`generate: ${schemas} JSON Schema file(s) updated in ${JSON_SCHEMA_DIR}/`);
    const result = await generate(root, families, true, fresh ? undefined : path.join(root, CACHE_DIR));
    for (const line of summaryLines(result)) console.log(line);
  } catch (error) {
    console.error(failureMessage(error));
    process.exit(1);
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  void main();
}
