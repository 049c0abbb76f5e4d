import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {
  KEPT_IMPORTS,
  readDocSearchSources,
  STUBBED_IMPORTS,
  UPSTREAM,
  valueImports,
  writeDocSearchSources,
} from '../../src/plugins/docsearchLite/sources';

const root = process.cwd();
const sha256 = (file: string) =>
  crypto
    .createHash('sha256')
    .update(fs.readFileSync(path.join(root, file)))
    .digest('hex');

/**
 * src/plugins/docsearchLite stands in for @docsearch/react's prebuilt modal. It was checked against these exact
 * files (DocSearch 4.7.0); a DocSearch update changes them and this test names the patch to re-check.
 */
const PINNED = {
  [UPSTREAM.module]: 'f90f67871b184e842d1ef6496e8887ad5b6de21c05cc5cf44c00f58b78c45055',
  [UPSTREAM.sourceMap]: 'ff49ca95cf53cffa1d74861e29e3d781bf5ac7673dada46e38044597cb89312d',
};

describe('docsearchLite: the DocSearch modal without Ask AI', () => {
  it('stands in for the DocSearch files it was checked against', () => {
    for (const [file, hash] of Object.entries(PINNED)) {
      expect(
        sha256(file),
        `${file} changed: re-check src/plugins/docsearchLite (its stubs and sources) against the new DocSearch, then update this hash`,
      ).toBe(hash);
    }
  });

  const sources = readDocSearchSources(root);

  it('reads the modal and its parts from the source map, with the folder index files re-made', () => {
    expect(sources.get('DocSearchModal.tsx')).toContain('export function DocSearchModal');
    expect(sources.get('icons/index.ts')).toContain("export * from './SearchIcon';");
    expect(sources.get('utils/index.ts')).toContain("export * from './groupBy';");
  });

  it('imports from node_modules only what is kept or stubbed: no Ask AI library reaches the bundle', () => {
    const imported = new Set([...sources.values()].flatMap(valueImports));
    const allowed = new Set([...KEPT_IMPORTS, ...Object.keys(STUBBED_IMPORTS).filter((r) => !r.startsWith('.'))]);
    expect([...imported].filter((request) => !allowed.has(request))).toEqual([]);
    // Each stubbed library is really imported (a stub for nothing would hide a change upstream).
    for (const request of Object.keys(STUBBED_IMPORTS).filter((r) => !r.startsWith('.'))) {
      expect(imported.has(request), request).toBe(true);
    }
  });

  it('stubs export every name the sources import from the stubbed modules', () => {
    for (const [request, stub] of Object.entries(STUBBED_IMPORTS)) {
      const stubText = fs.readFileSync(path.join(root, 'src/plugins/docsearchLite/stubs', stub), 'utf8');
      const escaped = request.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
      const pattern = new RegExp(`^import\\s+(?!type\\s)\\{([^}]*)\\}\\s+from\\s+'${escaped}'`, 'gm');
      const names = [...sources.values()].flatMap((text) =>
        [...text.matchAll(pattern)].flatMap((m) =>
          m[1]!
            .split(',')
            .map((n) => n.trim())
            .filter((n) => n && !n.startsWith('type ')),
        ),
      );
      expect(names.length, request).toBeGreaterThan(0);
      for (const name of names)
        expect(stubText, `${stub} exports ${name}`).toMatch(new RegExp(`export (const|function|class) ${name}\\b`));
    }
  });

  it('writes the sources where the bundler builds them', () => {
    const out = fs.mkdtempSync(path.join(os.tmpdir(), 'docsearch-lite-'));
    const entry = writeDocSearchSources(root, out);
    expect(entry).toBe(path.join(out, 'DocSearchModal.tsx'));
    expect(fs.readFileSync(path.join(out, 'Footer.tsx'), 'utf8')).toContain("from './AlgoliaLogo'");
    fs.rmSync(out, {recursive: true, force: true});
  });
});
