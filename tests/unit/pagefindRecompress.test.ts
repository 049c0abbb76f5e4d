import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import {describe, expect, it} from 'vitest';
import {coreFiles, recompressCoreFiles} from '../../scripts/postbuild/pagefindRecompress';

/** A Pagefind-like payload: its signature, then text that compresses (as CBOR of words and pages does). */
const payload = (seed: string) =>
  Buffer.concat([
    Buffer.from('pagefind_dcd'),
    Buffer.from(
      Array.from(
        {length: 400},
        (_, i) =>
          `${seed}-${i % 37}-${crypto
            .createHash('md5')
            .update(`${i % 23}`)
            .digest('hex')}`,
      ).join(' '),
    ),
  ]);

describe('Pagefind core files recompressed with Zopfli', () => {
  it("knows the files every first search fetches: each language index's metadata and WebAssembly", () => {
    const bundle = [
      'wasm.en.pagefind',
      'wasm.unknown.pagefind',
      'wasm.de.pagefind',
      'pagefind.en_5d9722551d.pf_meta',
      'pagefind.pt-br_12ab.pf_meta',
      'en_f36d8a7.pf_index',
      'pagefind.js',
      'pagefind-entry.json',
    ];
    expect(coreFiles(bundle)).toEqual([
      'pagefind.en_5d9722551d.pf_meta',
      'pagefind.pt-br_12ab.pf_meta',
      'wasm.en.pagefind',
    ]);
  });

  it('rewrites only the core files, smaller, with the same content', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pagefind-'));
    const files = {
      'wasm.en.pagefind': payload('wasm'),
      'pagefind.en_12ab.pf_meta': payload('meta'),
      'en_34cd.pf_index': payload('index'),
    };
    for (const [name, content] of Object.entries(files))
      fs.writeFileSync(path.join(dir, name), zlib.gzipSync(content, {level: 1}));
    const indexBefore = fs.readFileSync(path.join(dir, 'en_34cd.pf_index'));
    const result = await recompressCoreFiles(dir);
    expect(result.map((r) => r.file)).toEqual(['pagefind.en_12ab.pf_meta', 'wasm.en.pagefind']);
    for (const r of result) {
      const stored = fs.readFileSync(path.join(dir, r.file));
      expect(stored.length).toBe(r.after);
      expect(r.after).toBeLessThan(r.before);
      expect(zlib.gunzipSync(stored)).toEqual(files[r.file as keyof typeof files]);
    }
    expect(fs.readFileSync(path.join(dir, 'en_34cd.pf_index'))).toEqual(indexBefore);
    fs.rmSync(dir, {recursive: true, force: true});
  });

  it('keeps a file that Zopfli would not make smaller', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pagefind-'));
    const stored = new Map<string, Buffer>();
    for (const name of ['wasm.en.pagefind', 'pagefind.en_12ab.pf_meta']) {
      // Random bytes do not compress: stored at gzip's best level, nothing smaller exists.
      const content = zlib.gzipSync(Buffer.concat([Buffer.from('pagefind_dcd'), crypto.randomBytes(2000)]), {level: 9});
      fs.writeFileSync(path.join(dir, name), content);
      stored.set(name, content);
    }
    const result = await recompressCoreFiles(dir);
    expect(result).toHaveLength(2);
    for (const r of result) {
      expect(r.after).toBe(r.before);
      expect(fs.readFileSync(path.join(dir, r.file))).toEqual(stored.get(r.file));
    }
    fs.rmSync(dir, {recursive: true, force: true});
  });
});
