import fs from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';
import {DataError} from '../generate/types';

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
    return {file, id: name.replace(/\.yaml$/, ''), text: fs.readFileSync(path.join(abs, name), 'utf8')};
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
