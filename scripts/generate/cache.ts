/**
 * Lets `npm run generate` skip a family whose inputs have not changed since its last run: the family's output is
 * kept in `.cache/generate/<name>.json` with a content hash of what it read. The hash covers the family's own data
 * (its `inputs`), the generator code and its libraries (`CODE_INPUTS`) and the environment variables read by
 * config/site.ts, so a change to any of them regenerates the family.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {listFiles} from './docs';
import {fileDigestKept, stampOf} from '../lib/fileStamp';
import {deepFreeze} from '../lib/frozen';

export const CACHE_DIR = '.cache/generate';

/**
 * What every generator's output depends on besides its data: its code, its libraries (src/recipeCheck is the recipe
 * checking core the connector loader and the recipeCheck family share with the browser), the site settings.
 */
const CODE_INPUTS = ['scripts', 'config', 'data/schemas', 'src/recipeCheck', 'package-lock.json'];
const SITE_ENV = /^(SITE_|BASE_URL$)/;

/**
 * Content hash of files and folders under `root` (paths and bytes; a missing path counts as missing). Each file's
 * bytes count by their own hash, kept while the file is unchanged (fileDigestKept).
 */
export function hashInputs(root: string, inputs: string[]): string {
  const hash = crypto.createHash('sha256');
  for (const input of [...inputs].sort()) {
    const abs = path.join(root, input);
    const stat = fs.statSync(abs, {throwIfNoEntry: false});
    const files = !stat ? [] : stat.isDirectory() ? listFiles(abs).map((f) => `${input}/${f}`) : [input];
    hash.update(`${input}\0${stat ? files.length : 'missing'}\0`);
    for (const file of files)
      hash
        .update(`${file}\0`)
        .update(fileDigestKept(path.join(root, file)))
        .update('\0');
  }
  return hash.digest('hex');
}

/** The part of every key that is not the family's own data. */
export function codeKey(root: string, env: NodeJS.ProcessEnv = process.env): string {
  const siteEnv = Object.entries(env)
    .filter(([name]) => SITE_ENV.test(name))
    .sort(([a], [b]) => a.localeCompare(b));
  return `${hashInputs(root, CODE_INPUTS)}:${JSON.stringify(siteEnv)}`;
}

/** Whether the cache entry `file` (`{"key":...,"value":...}`, as `through` writes it) starts with `key`. */
function storedKeyMatches(file: string, key: string): boolean {
  const head = Buffer.from(`{"key":${JSON.stringify(key)},`);
  const fd = fs.openSync(file, 'r');
  try {
    const buf = Buffer.alloc(head.length);
    return fs.readSync(fd, buf, 0, head.length, 0) === head.length && buf.equals(head);
  } finally {
    fs.closeSync(fd);
  }
}

/**
 * The entry this process last wrote or read in each cache file, with the file's stamp then: a long-lived process (the
 * dev server's generator) takes an unchanged family from memory instead of reading and parsing its file again. The
 * values are frozen: every pass gets the same objects.
 */
const keptEntries = new Map<string, {key: string; stamp: string | undefined; value: unknown}>();

function keep<T>(file: string, key: string, stamp: string | undefined, value: T): T {
  keptEntries.set(file, {key, stamp, value: deepFreeze(value)});
  return value;
}

/** Writes of entries that their pass deferred (`deferWrites`), in the order computed. */
const deferredWrites: (() => void)[] = [];

/**
 * Writes the entries the passes deferred. The dev server's generator calls it after its reply: writing the entries
 * of the families a save changed (megabytes of JSON) then no longer delays the pages the dev server waits for.
 */
export function writeDeferredEntries(): void {
  for (const write of deferredWrites.splice(0)) write();
}

export class GenerateCache {
  /**
   * The hash of each input folder or file, computed once per cache (one pass): data/connectors/ is an input of six
   * families. A pass writes into no input (only generated folders); a file saved during a pass is seen by the next
   * pass, as before (a family's key and its run already read the file at different times).
   */
  private readonly inputHashes = new Map<string, string>();

  constructor(
    private readonly dir: string,
    private readonly codeKey: string,
    /** Computed entries are written by `writeDeferredEntries`, not during the pass. */
    private readonly deferWrites = false,
  ) {}

  private inputsKey(root: string, inputs: string[]): string {
    return [...inputs]
      .sort()
      .map((input) => {
        const key = `${root}\0${input}`;
        const known = this.inputHashes.get(key);
        if (known) return known;
        const hash = hashInputs(root, [input]);
        this.inputHashes.set(key, hash);
        return hash;
      })
      .join(',');
  }

  /** The cached value of `name` computed from `inputs` (`hit`), or `compute()`'s result, stored for the next run. */
  async through<T>(
    root: string,
    name: string,
    inputs: string[],
    compute: () => T | Promise<T>,
  ): Promise<{value: T; hit: boolean}> {
    const key = `${this.codeKey}:${this.inputsKey(root, inputs)}`;
    const file = path.join(this.dir, `${name}.json`);
    const kept = keptEntries.get(file);
    if (kept?.key === key && kept.stamp === stampOf(file)) return {value: kept.value as T, hit: true};
    try {
      // The key is the entry's first field: a stale entry (megabytes for some families) is told by its first bytes,
      // not read and parsed whole.
      if (storedKeyMatches(file, key)) {
        const stamp = stampOf(file);
        const stored = JSON.parse(fs.readFileSync(file, 'utf8')) as {key: string; value: T};
        if (stored.key === key) return {value: keep(file, key, stamp, stored.value), hit: true};
      }
    } catch {
      // no entry yet, or a damaged one: compute it again
    }
    const value = deepFreeze(await compute());
    const write = () => {
      fs.mkdirSync(this.dir, {recursive: true});
      fs.writeFileSync(file, JSON.stringify({key, value}));
      keep(file, key, stampOf(file), value);
    };
    if (this.deferWrites) deferredWrites.push(write);
    else write();
    return {value, hit: false};
  }
}
