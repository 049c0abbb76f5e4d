/**
 * Pagefind writes its files gzip-compressed, and its browser runtime inflates them itself: a host sends them as
 * they are. The files every first search fetches whatever the query (the index's metadata and the WebAssembly search
 * core, `coreFiles`) are compressed again here with Zopfli: the same gzip format and content, 5-10% smaller (about
 * 4 kB less on a first search, for about 1.5 s of build). The files that depend on the query (index chunks and page
 * fragments, over a thousand) keep Pagefind's compression: Zopfli would add about 40 s to the build for about 3% on
 * them.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import {gzipAsync} from '@gfx/zopfli';

/**
 * The files of a Pagefind bundle that every first search fetches: the metadata of each language index
 * (`pagefind.<lang>_<hash>.pf_meta`) and the WebAssembly of those languages (the bundle also holds one for pages of
 * no known language, which a site with an index per language never loads).
 */
export function coreFiles(names: string[]): string[] {
  const languages = names.flatMap((name) => /^pagefind\.([a-z0-9-]+)_[0-9a-f]+\.pf_meta$/i.exec(name)?.[1] ?? []);
  const metas = names.filter((name) => /^pagefind\.[a-z0-9-]+_[0-9a-f]+\.pf_meta$/i.test(name));
  return [...metas, ...languages.map((lang) => `wasm.${lang}.pagefind`).filter((name) => names.includes(name))].sort();
}

export interface Recompressed {
  file: string;
  before: number;
  after: number;
}

/** Recompresses the core files of the bundle in `dir`; a file is rewritten only when Zopfli's output is smaller. */
export async function recompressCoreFiles(dir: string): Promise<Recompressed[]> {
  const out: Recompressed[] = [];
  for (const name of coreFiles(fs.readdirSync(dir))) {
    const file = path.join(dir, name);
    const stored = fs.readFileSync(file);
    const zopfli = Buffer.from(await gzipAsync(zlib.gunzipSync(stored), {numiterations: 15}));
    if (zopfli.length < stored.length) fs.writeFileSync(file, zopfli);
    out.push({file: name, before: stored.length, after: Math.min(zopfli.length, stored.length)});
  }
  return out;
}
