import fs from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';
import {DataError} from '../generate/types';
import {readTextKept} from './fileStamp';

export interface YamlFile {
  /** Path relative to the repository root, for messages (e.g. `data/stories/wolt.yaml`). */
  file: string;
  /** File name without `.yaml`: the entry's id. */
  id: string;
  doc: unknown;
}

/**
 * Every `*.yaml` file of a data folder, sorted and parsed. A `.yml` file or invalid YAML throws a
 * DataError naming the file and the fix; `kind` names the files in that message ("entity files").
 */
export function readYamlFiles(root: string, dir: string, kind = 'data files'): YamlFile[] {
  return readYamlTexts(root, dir, kind).map(({file, id, text}) => ({file, id, doc: parseYamlFile(file, text)}));
}

/** The `*.yaml` files of a data folder, sorted, as text (a `.yml` file throws as in `readYamlFiles`). */
export function readYamlTexts(
  root: string,
  dir: string,
  kind = 'data files',
): {file: string; id: string; text: string}[] {
  const abs = path.join(root, dir);
  if (!fs.existsSync(abs)) return [];
  const names = fs
    .readdirSync(abs)
    .filter((n) => /\.ya?ml$/.test(n))
    .sort();
  return names.map((name) => {
    const file = `${dir}/${name}`;
    if (name.endsWith('.yml')) {
      throw new DataError(
        file,
        '(file)',
        `rename it to ${name.replace(/\.yml$/, '.yaml')}`,
        `${kind} use the .yaml extension`,
      );
    }
    return {file, id: name.replace(/\.yaml$/, ''), text: readTextKept(path.join(abs, name))};
  });
}

/** One data file's YAML, parsed; invalid YAML throws a DataError naming the file and the position. */
export function parseYamlFile(file: string, text: string): unknown {
  try {
    return YAML.parse(text, {prettyErrors: true}) as unknown;
  } catch (e) {
    throw new DataError(
      file,
      '(file)',
      'fix the YAML syntax at the position shown',
      `YAML does not parse: ${(e as Error).message}`,
    );
  }
}

/** A line that starts a top-level entry with a plain key: `options:`, `id: kafka`. */
const TOP_LEVEL_KEY = /^[A-Za-z_][\w-]*:(\s|$)/;
/** Document markers and directives: a file with one at the first column is parsed whole. */
const DOCUMENT_MARK = /^(---|\.\.\.|%)/m;

/**
 * The texts of a file's top-level entries: each key line at the first column starts one, except the first, which
 * takes the lines above it (comments); other lines at the first column stay with the entry above.
 */
function topLevelEntries(text: string): string[] {
  const entries: string[][] = [[]];
  let keyed = false;
  for (const line of text.split('\n')) {
    const key = TOP_LEVEL_KEY.test(line);
    if (key && keyed) entries.push([]);
    keyed ||= key;
    entries.at(-1)!.push(line);
  }
  return entries.map((lines) => lines.join('\n'));
}

/** One entry's mapping, or undefined when it has an error or a warning, or is no mapping (an alias to another). */
function entryValue(entry: string): Record<string, unknown> | undefined {
  const parsed = YAML.parseDocument(entry);
  if (parsed.errors.length > 0 || parsed.warnings.length > 0) return undefined;
  try {
    const js: unknown = parsed.toJS();
    return js !== null && typeof js === 'object' && !Array.isArray(js) ? (js as Record<string, unknown>) : undefined;
  } catch {
    return undefined; // an alias whose anchor is in another entry
  }
}

/** The values of each file's top-level entries as last parsed, by entry text. */
const parsedEntries = new Map<string, Map<string, Record<string, unknown>>>();

/**
 * `parseYamlFile` for a file holding one mapping, in a long-lived process that parses its new texts again and again
 * (the dev server's generator): each top-level entry is parsed on its own and kept by its text, so a save that
 * changes one entry parses that entry only. The value equals the whole file's; anything the entries cannot tell
 * alone (an error or warning in one, a key repeated in two, document markers, an entry that is not a mapping) gets
 * the whole file parsed by `parseYamlFile`, with its message. `memoKey` names the file across roots. Callers must
 * not change the value: entries are shared with later parses.
 */
export function parseYamlMappingFile(file: string, text: string, memoKey = file): unknown {
  if (DOCUMENT_MARK.test(text)) return parseYamlFile(file, text);
  const known = parsedEntries.get(memoKey);
  const kept = new Map<string, Record<string, unknown>>();
  const doc: Record<string, unknown> = {};
  for (const entry of topLevelEntries(text)) {
    let value = known?.get(entry) ?? kept.get(entry);
    if (!value) {
      const js = entryValue(entry);
      if (!js) return parseYamlFile(file, text);
      value = js;
    }
    for (const key of Object.keys(value)) {
      if (key === '__proto__' || Object.hasOwn(doc, key)) return parseYamlFile(file, text);
      doc[key] = value[key];
    }
    kept.set(entry, value);
  }
  parsedEntries.set(memoKey, kept);
  return doc;
}
