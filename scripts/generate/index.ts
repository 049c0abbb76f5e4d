/**
 * `npm run generate`: builds genDocs/ (the docs plugin's path) and generated/ (data for the React pages)
 * from docs/, data/ and graphql/. One generator per family; output is deterministic.
 */
import fs from 'node:fs';
import path from 'node:path';
import {generateAuthoredDocs} from './docs';
import {DataError, type FamilyGenerator, type FamilyOutput, type GeneratedDoc} from './types';
import {families} from './families';
import {writeFrozenVersions} from './frozenVersions';

export const GEN_DOCS = 'genDocs';
export const GEN_DATA = 'generated';

function writeAll(baseDir: string, files: {path: string; content: string}[]): void {
  for (const file of files) {
    const target = path.join(baseDir, file.path);
    fs.mkdirSync(path.dirname(target), {recursive: true});
    fs.writeFileSync(target, file.content);
  }
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
  ms: number;
}

export async function generate(
  root: string,
  generators: FamilyGenerator[] = families,
  frozen = true,
): Promise<GenerateResult> {
  const started = performance.now();
  const docs = generateAuthoredDocs(root);
  const outputs: [string, FamilyOutput][] = [];
  for (const generator of generators) outputs.push([generator.name, await generator.run(root)]);
  const allDocs = [...docs, ...outputs.flatMap(([, out]) => out.docs)];
  assertNoCollisions(allDocs);

  const genDocs = path.join(root, GEN_DOCS);
  const genData = path.join(root, GEN_DATA);
  fs.rmSync(genDocs, {recursive: true, force: true});
  fs.rmSync(genData, {recursive: true, force: true});
  writeAll(genDocs, allDocs);
  writeAll(
    genData,
    outputs.flatMap(([, out]) => out.data ?? []),
  );
  const sidebars = outputs
    .filter(([, out]) => out.sidebar)
    .map(([name, out]) => ({path: `_sidebars/${name}.json`, content: `${JSON.stringify(out.sidebar, null, 2)}\n`}));
  writeAll(genDocs, sidebars);
  const frozenPages = frozen ? await writeFrozenVersions(root) : 0;
  return {
    pages: allDocs.filter((d) => /\.mdx?$/.test(d.path)).length,
    frozenPages,
    families: Object.fromEntries(outputs.map(([name, out]) => [name, out.docs.length])),
    ms: Math.round(performance.now() - started),
  };
}

async function main(): Promise<void> {
  const root = path.resolve(import.meta.dirname, '../..');
  try {
    const result = await generate(root);
    const detail = Object.entries(result.families)
      .map(([name, n]) => `${name} ${n}`)
      .join(', ');
    console.log(
      `generate: ${result.pages} pages in ${GEN_DOCS}/ (${detail || 'no families'}), ${result.frozenPages} generated pages of frozen versions, in ${result.ms} ms`,
    );
  } catch (error) {
    console.error(error instanceof DataError || error instanceof Error ? `generate failed:\n${error.message}` : error);
    process.exit(1);
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  void main();
}
