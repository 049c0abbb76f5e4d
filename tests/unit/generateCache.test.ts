import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterEach, describe, expect, it} from 'vitest';
import {codeKey, GenerateCache, hashInputs, writeDeferredEntries} from '../../scripts/generate/cache';
import {generate} from '../../scripts/generate/index';
import type {FamilyGenerator} from '../../scripts/generate/types';
import {writeTree} from '../../scripts/generate/writeTree';

const temps: string[] = [];
function tempRepo(files: Record<string, string>): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'generate-cache-'));
  temps.push(root);
  for (const [file, content] of Object.entries(files)) write(root, file, content);
  return root;
}
function write(root: string, file: string, content: string): void {
  fs.mkdirSync(path.dirname(path.join(root, file)), {recursive: true});
  fs.writeFileSync(path.join(root, file), content);
}
afterEach(() => temps.splice(0).forEach((dir) => fs.rmSync(dir, {recursive: true, force: true})));

/** A family that renders data/demo/*.txt into one page and counts its runs. */
function countingFamily(inputs: string[] | undefined): FamilyGenerator & {runs: number} {
  const family = {
    name: 'demo',
    inputs,
    runs: 0,
    run(root: string) {
      family.runs++;
      const names = fs.readdirSync(path.join(root, 'data/demo')).sort();
      return {docs: [{path: 'generated/demo.md', content: `# Demo\n\n${names.join(', ')}\n`}]};
    },
  };
  return family;
}

describe('generate cache', () => {
  it('reuses a family whose inputs are unchanged and runs it again when they change', async () => {
    const root = tempRepo({'docs/a.md': '# A\n', 'data/demo/one.txt': '1', 'scripts/x.ts': 'code'});
    const cacheDir = path.join(root, '.cache/generate');
    const family = countingFamily(['data/demo']);

    expect((await generate(root, [family], false, cacheDir)).cached).toEqual([]);
    expect((await generate(root, [family], false, cacheDir)).cached).toEqual(['demo']);
    expect(family.runs).toBe(1);
    expect(fs.readFileSync(path.join(root, 'docs/generated/demo.md'), 'utf8')).toBe('# Demo\n\none.txt\n');

    write(root, 'data/demo/two.txt', '2');
    expect((await generate(root, [family], false, cacheDir)).cached).toEqual([]);
    expect(family.runs).toBe(2);
    expect(fs.readFileSync(path.join(root, 'docs/generated/demo.md'), 'utf8')).toBe('# Demo\n\none.txt, two.txt\n');

    write(root, 'scripts/x.ts', 'changed code');
    await generate(root, [family], false, cacheDir);
    expect(family.runs).toBe(3);
  });

  it('runs a family again when its entry is cut short or its key differs', async () => {
    const root = tempRepo({'docs/a.md': '# A\n', 'data/demo/one.txt': '1'});
    const cacheDir = path.join(root, '.cache/generate');
    const family = countingFamily(['data/demo']);
    await generate(root, [family], false, cacheDir);
    const entry = path.join(cacheDir, 'demo.json');
    const text = fs.readFileSync(entry, 'utf8');
    // The key is read from the entry's first bytes; a damaged rest still counts as no entry.
    fs.writeFileSync(entry, text.slice(0, text.length - 5));
    expect((await generate(root, [family], false, cacheDir)).cached).toEqual([]);
    expect(family.runs).toBe(2);
    fs.writeFileSync(entry, text.replace(/^\{"key":"./, '{"key":"#'));
    expect((await generate(root, [family], false, cacheDir)).cached).toEqual([]);
    expect(family.runs).toBe(3);
    expect((await generate(root, [family], false, cacheDir)).cached).toEqual(['demo']);
  });

  it('keeps the last entry in memory while its file is unchanged, frozen', async () => {
    const root = tempRepo({'data/demo/one.txt': '1'});
    const dir = path.join(root, '.cache/generate');
    let runs = 0;
    const compute = () => ({docs: [{path: 'a.md', content: `run ${++runs}`}]});
    const first = await new GenerateCache(dir, 'code').through(root, 'demo', ['data/demo'], compute);
    const second = await new GenerateCache(dir, 'code').through(root, 'demo', ['data/demo'], compute);
    expect(second).toEqual({value: first.value, hit: true});
    expect(second.value).toBe(first.value);
    expect(Object.isFrozen(second.value.docs[0])).toBe(true);
    // The file rewritten by another process: read again.
    const file = path.join(dir, 'demo.json');
    fs.writeFileSync(file, fs.readFileSync(file, 'utf8'));
    const third = await new GenerateCache(dir, 'code').through(root, 'demo', ['data/demo'], compute);
    expect(third.hit).toBe(true);
    expect(third.value).not.toBe(first.value);
    expect(third.value).toEqual(first.value);
    // The file gone (a cleaned cache folder): computed and written again.
    fs.rmSync(file);
    const fourth = await new GenerateCache(dir, 'code').through(root, 'demo', ['data/demo'], compute);
    expect(fourth.hit).toBe(false);
    expect(runs).toBe(2);
    expect(fs.existsSync(file)).toBe(true);
  });

  it('writes the entries of a pass that defers them only when asked', async () => {
    const root = tempRepo({'docs/a.md': '# A\n', 'data/demo/one.txt': '1'});
    const cacheDir = path.join(root, '.cache/generate');
    const family = countingFamily(['data/demo']);
    await generate(root, [family], false, cacheDir, true);
    // The pass's pages are written; its cache entry is not yet.
    expect(fs.readFileSync(path.join(root, 'docs/generated/demo.md'), 'utf8')).toBe('# Demo\n\none.txt\n');
    expect(fs.existsSync(path.join(cacheDir, 'demo.json'))).toBe(false);
    writeDeferredEntries();
    expect(fs.existsSync(path.join(cacheDir, 'demo.json'))).toBe(true);
    expect((await generate(root, [family], false, cacheDir, true)).cached).toEqual(['demo']);
    expect(family.runs).toBe(1);
  });

  it('always runs families without inputs, and every family without a cache folder', async () => {
    const root = tempRepo({'docs/a.md': '# A\n', 'data/demo/one.txt': '1'});
    const cacheDir = path.join(root, '.cache/generate');
    const family = countingFamily(['data/demo']);
    const always = countingFamily(undefined);
    await generate(root, [family], false);
    await generate(root, [family], false);
    expect(family.runs).toBe(2);
    await generate(root, [always], false, cacheDir);
    await generate(root, [always], false, cacheDir);
    expect(always.runs).toBe(2);
  });

  it('keys on file contents and names, and on the site settings read from the environment', () => {
    const root = tempRepo({'data/a/x.yaml': 'a: 1'});
    const before = hashInputs(root, ['data/a']);
    write(root, 'data/a/x.yaml', 'a: 2');
    expect(hashInputs(root, ['data/a'])).not.toBe(before);
    expect(hashInputs(root, ['data/missing'])).not.toBe(hashInputs(root, []));
    expect(codeKey(root, {SITE_REPO_URL: 'https://example.org/a'})).not.toBe(
      codeKey(root, {SITE_REPO_URL: 'https://example.org/b'}),
    );
    expect(codeKey(root, {HOME: '/a'})).toBe(codeKey(root, {HOME: '/b'}));
  });
});

describe('writeTree', () => {
  it('rewrites only changed files, keeps the time of unchanged ones and removes the rest', () => {
    const root = tempRepo({'out/same.md': 'same', 'out/old/gone.md': 'gone', 'out/edit.md': 'v1'});
    const dir = path.join(root, 'out');
    const past = new Date('2020-01-01T00:00:00Z');
    fs.utimesSync(path.join(dir, 'same.md'), past, past);
    const changed = writeTree(dir, [
      {path: 'same.md', content: 'same'},
      {path: 'edit.md', content: 'v2'},
      {path: 'new/added.md', content: 'added'},
    ]);
    expect(changed).toBe(3);
    expect(fs.statSync(path.join(dir, 'same.md')).mtime.toISOString()).toBe(past.toISOString());
    expect(fs.readFileSync(path.join(dir, 'edit.md'), 'utf8')).toBe('v2');
    expect(fs.readFileSync(path.join(dir, 'new/added.md'), 'utf8')).toBe('added');
    expect(fs.existsSync(path.join(dir, 'old'))).toBe(false);
  });
});

describe('loadFamily (validated files kept in memory for the dev server)', () => {
  it('notices a file changed by another process since its last write, even at the same size', () => {
    const root = tempRepo({});
    const dir = path.join(root, 'out');
    const files = [{path: 'a.md', content: 'v1'}];
    expect(writeTree(dir, files)).toBe(1);
    expect(writeTree(dir, files)).toBe(0);
    fs.writeFileSync(path.join(dir, 'a.md'), 'xx');
    expect(writeTree(dir, files)).toBe(1);
    expect(fs.readFileSync(path.join(dir, 'a.md'), 'utf8')).toBe('v1');
    // Its modification time put back as it was: its change time still tells.
    const mtime = fs.statSync(path.join(dir, 'a.md')).mtime;
    fs.rmSync(path.join(dir, 'a.md'));
    fs.writeFileSync(path.join(dir, 'a.md'), 'v2');
    fs.utimesSync(path.join(dir, 'a.md'), mtime, mtime);
    expect(writeTree(dir, files)).toBe(1);
    expect(fs.readFileSync(path.join(dir, 'a.md'), 'utf8')).toBe('v1');
    fs.rmSync(path.join(dir, 'a.md'));
    expect(writeTree(dir, files)).toBe(1);
    expect(fs.readFileSync(path.join(dir, 'a.md'), 'utf8')).toBe('v1');
  });

  it('validates a file again only when its text changed, and hands out copies', async () => {
    const {loadFamily} = await import('../../scripts/lib/dataFamily');
    const z = await import('zod');
    const schema = z.object({name: z.string()}).strict();
    const options = {};
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'family-memo-'));
    try {
      fs.mkdirSync(path.join(root, 'data/things'), {recursive: true});
      fs.writeFileSync(path.join(root, 'data/things/a.yaml'), 'name: A\n');
      fs.writeFileSync(path.join(root, 'data/things/b.yaml'), 'name: B\n');
      const first = loadFamily(root, 'data/things', schema, options);
      first[0]!.entry.name = 'changed by a caller';
      expect(loadFamily(root, 'data/things', schema, options).map((e) => e.entry.name)).toEqual(['A', 'B']);
      fs.writeFileSync(path.join(root, 'data/things/b.yaml'), 'name: B2\n');
      expect(loadFamily(root, 'data/things', schema, options).map((e) => e.entry.name)).toEqual(['A', 'B2']);
      // A file made invalid fails at once, naming the file, although its earlier text was valid.
      fs.writeFileSync(path.join(root, 'data/things/b.yaml'), 'name: 3\n');
      expect(() => loadFamily(root, 'data/things', schema, options)).toThrow(/data\/things\/b\.yaml/);
    } finally {
      fs.rmSync(root, {recursive: true, force: true});
    }
  });
});
