import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {
  ENGINE_ENTRY,
  KEPT_IMPORTS,
  readDocSearchSources,
  STUBBED_ENGINE_FILES,
  STUBBED_ENGINE_PACKAGES,
  STUBBED_PACKAGES,
  STUBBED_SOURCES,
  UPSTREAM,
  valueImports,
  writeDocSearchSources,
} from '../../src/plugins/docsearchLite/sources';
import {standIn} from '../../src/plugins/docsearchLite';

const root = process.cwd();
const sha256 = (file: string) =>
  crypto
    .createHash('sha256')
    .update(fs.readFileSync(path.join(root, file)))
    .digest('hex');

/**
 * src/plugins/docsearchLite stands in for @docsearch/react's prebuilt modal. It was checked against these exact
 * files (DocSearch 4.7.0, autocomplete-core 1.19.12); a DocSearch update changes them and this test names the patch to re-check.
 */
const PINNED = {
  [UPSTREAM.module]: 'f90f67871b184e842d1ef6496e8887ad5b6de21c05cc5cf44c00f58b78c45055',
  [UPSTREAM.sourceMap]: 'ff49ca95cf53cffa1d74861e29e3d781bf5ac7673dada46e38044597cb89312d',
  [ENGINE_ENTRY]: '73c919496ae677d59c687e83d94d5bc9217bbf28ad02a18d1ec46d7ce510703e',
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

  /** Source path without extension (`utils/ai`) -> text. */
  const byKey = new Map([...sources].map(([file, text]) => [file.replace(/\.tsx?$/, ''), text] as const));
  /**
   * The files the modal is built from: those reached from DocSearchModal through relative imports and re-exports,
   * stopping at stubbed files (what only a stubbed file imports is not built).
   */
  const kept = new Map<string, string>();
  const visit = (key: string) => {
    if (kept.has(key) || key in STUBBED_SOURCES || !byKey.has(key)) return;
    const text = byKey.get(key)!;
    kept.set(key, text);
    for (const m of text.matchAll(/^(?:import|export)\s+(?!type\s)[^;]*?from\s+'(\.[^']*)'/gm)) {
      const target = path.posix.normalize(path.posix.join(path.posix.dirname(key), m[1]!));
      visit(byKey.has(target) ? target : `${target}/index`);
    }
  };
  visit('DocSearchModal');
  const stubText = (stub: string) => fs.readFileSync(path.join(root, 'src/plugins/docsearchLite/stubs', stub), 'utf8');
  const exportsName = (text: string, name: string) => new RegExp(`export (const|function|class) ${name}\\b`).test(text);
  /** `import {a, b as c} from 'request'` (values only) -> [request, ['a', 'b']]. */
  const namedImports = (text: string) =>
    [...text.matchAll(/^import\s+(?!type\s)\{([^}]*)\}\s+from\s+'([^']+)'/gm)].map(
      (m) =>
        [
          m[2]!,
          m[1]!
            .split(',')
            .map((n) => n.trim().split(/\s+as\s+/)[0]!)
            .filter((n) => n && !n.startsWith('type ')),
        ] as const,
    );

  it('imports from node_modules only what is kept or stubbed: no Ask AI library reaches the bundle', () => {
    const imported = new Set([...kept.values()].flatMap(valueImports));
    const allowed = new Set([...KEPT_IMPORTS, ...Object.keys(STUBBED_PACKAGES)]);
    expect([...imported].filter((request) => !allowed.has(request))).toEqual([]);
    // Each stubbed package is really imported (a stub for nothing would hide a change upstream).
    for (const request of Object.keys(STUBBED_PACKAGES)) expect(imported.has(request), request).toBe(true);
  });

  it('stubs every DocSearch file it names, and each stub exports what the kept files import from it', () => {
    for (const file of Object.keys(STUBBED_SOURCES)) {
      expect(sources.has(`${file}.ts`) || sources.has(`${file}.tsx`), `${file} is a DocSearch source`).toBe(true);
    }
    const checked = new Set<string>();
    for (const [importer, text] of kept) {
      for (const [request, names] of namedImports(text)) {
        if (request in STUBBED_PACKAGES) {
          for (const name of names) expect(exportsName(stubText(STUBBED_PACKAGES[request]!), name), name).toBe(true);
          continue;
        }
        if (!request.startsWith('.')) continue;
        const target = path.posix.normalize(path.posix.join(path.posix.dirname(importer), request));
        for (const name of names) {
          // A folder's index re-exports its files: find the file that declares the name.
          const declaring = byKey.has(target)
            ? target
            : [...byKey.keys()].find((f) => path.posix.dirname(f) === target && exportsName(byKey.get(f)!, name));
          const stub = declaring && STUBBED_SOURCES[declaring];
          if (!stub) continue;
          expect(exportsName(stubText(stub), name), `${stub} exports ${name} (imported by ${importer})`).toBe(true);
          checked.add(stub);
        }
      }
    }
    // Every stub with exports is imported by name somewhere (the screens, the hooks, the helpers and the logo).
    for (const stub of [
      'AlgoliaLogo.tsx',
      'askAiScreens.tsx',
      'useAskAi.ts',
      'useSuggestedQuestions.ts',
      'askAiUtils.ts',
    ])
      expect(checked.has(stub), stub).toBe(true);
  });

  it('stubs only engine files that exist, exporting what the engine imports from them', () => {
    const engine = fs.readFileSync(path.join(root, ENGINE_ENTRY), 'utf8');
    const engineDir = path.posix.dirname(ENGINE_ENTRY);
    const imports = namedImports(engine);
    for (const [file, stub] of Object.entries(STUBBED_ENGINE_FILES)) {
      expect(fs.existsSync(path.join(root, 'node_modules/@algolia/autocomplete-core', `${file}.js`)), file).toBe(true);
      const names = imports
        .filter(
          ([request]) => path.posix.join(engineDir, request) === `node_modules/@algolia/autocomplete-core/${file}`,
        )
        .flatMap(([, n]) => n);
      expect(names.length, file).toBeGreaterThan(0);
      for (const name of names) expect(exportsName(stubText(stub), name), `${stub} exports ${name}`).toBe(true);
    }
    for (const [request, stub] of Object.entries(STUBBED_ENGINE_PACKAGES)) {
      const names = imports.filter(([r]) => r === request).flatMap(([, n]) => n);
      expect(names.length, request).toBeGreaterThan(0);
      for (const name of names) expect(exportsName(stubText(stub), name), `${stub} exports ${name}`).toBe(true);
    }
    // The insights plugin is created only for an `insights` prop or an Algolia response asking for it.
    expect(engine).toContain('if (props.insights && !isAlgoliaInsightsPluginEnabled())');
    expect(engine).toContain('_state$context$algoli.__automaticInsights');
  });

  it("replaces a request by the stub of the file it reaches, from the modal's sources or the engine only", () => {
    const sourcesDir = path.join(root, '.docusaurus/docsearch-lite');
    const engineDir = path.join(root, 'node_modules/@algolia/autocomplete-core');
    const esm = path.join(engineDir, 'dist/esm');
    const stubOf = (request: string, context: string) => {
      const file = standIn(request, context, sourcesDir, engineDir);
      return file && path.basename(file);
    };
    expect(stubOf('./utils/ai', sourcesDir)).toBe('askAiUtils.ts');
    expect(stubOf('./ai', path.join(sourcesDir, 'utils'))).toBe('askAiUtils.ts');
    expect(stubOf('./useAskAi', sourcesDir)).toBe('useAskAi.ts');
    expect(stubOf('algoliasearch/lite', sourcesDir)).toBe('algoliasearchLite.ts');
    expect(stubOf('./metadata', esm)).toBe('crawlerMetadata.ts');
    expect(stubOf('@algolia/autocomplete-plugin-algolia-insights', esm)).toBe('insightsPlugin.ts');
    // Same names elsewhere stay as they are.
    expect(stubOf('./utils/storage', sourcesDir)).toBeUndefined();
    expect(stubOf('./ai', path.join(root, 'src/search'))).toBeUndefined();
    expect(stubOf('./metadata', path.join(root, 'node_modules/other/dist'))).toBeUndefined();
    expect(stubOf('algoliasearch/lite', path.join(root, 'src/components'))).toBeUndefined();
  });

  it('writes the sources where the bundler builds them', () => {
    const out = fs.mkdtempSync(path.join(os.tmpdir(), 'docsearch-lite-'));
    const entry = writeDocSearchSources(root, out);
    expect(entry).toBe(path.join(out, 'DocSearchModal.tsx'));
    expect(fs.readFileSync(path.join(out, 'Footer.tsx'), 'utf8')).toContain("from './AlgoliaLogo'");
    fs.rmSync(out, {recursive: true, force: true});
  });
});
