import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import YAML from 'yaml';
import {listFiles} from '../../scripts/generate/docs';
import {parseYamlFile, parseYamlMappingFile} from '../../scripts/lib/yamlFiles';

const root = path.resolve(import.meta.dirname, '../..');

/** The error `parse` throws (its message), or undefined. */
function errorOf(parse: () => unknown): string | undefined {
  try {
    parse();
  } catch (e) {
    return (e as Error).message;
  }
  return undefined;
}

describe('parsing a mapping file entry by entry', () => {
  it('gives the value of the whole file for every data file, the first time and from its kept entries', () => {
    const files = listFiles(path.join(root, 'data')).filter((f) => f.endsWith('.yaml'));
    expect(files.length).toBeGreaterThan(100);
    for (const rel of files) {
      const text = fs.readFileSync(path.join(root, 'data', rel), 'utf8');
      const whole: unknown = YAML.parse(text);
      expect(parseYamlMappingFile(rel, text, `test:${rel}`)).toEqual(whole);
      expect(parseYamlMappingFile(rel, text, `test:${rel}`)).toEqual(whole);
    }
  });

  it('parses only the entries whose text changed', () => {
    const text = '# A connector\nid: a\noptions:\n  - name: x\n    type: string\nrelated: [b]\n';
    const first = parseYamlMappingFile('a.yaml', text, 'test:edit') as Record<string, unknown>;
    const edited = text.replace('type: string', 'type: integer');
    const second = parseYamlMappingFile('a.yaml', edited, 'test:edit') as Record<string, unknown>;
    expect(second).toEqual(YAML.parse(edited));
    expect(second.options).not.toBe(first.options);
    expect(second.related).toBe(first.related);
    // Back to the first text: the entry is parsed again (only the last text's entries are kept), with its value.
    expect(parseYamlMappingFile('a.yaml', text, 'test:edit')).toEqual(YAML.parse(text));
  });

  it('parses the whole file, with its message, where entries alone cannot tell', () => {
    const cases = [
      // A key repeated in two entries.
      'id: a\nname: x\nid: b\n',
      // An error inside one entry.
      'id: a\nsummary: "open\nname: x\n',
      // A document end and a second document.
      'id: a\n...\nname: x\n',
      // Not a mapping.
      '- a\n- b\n',
    ];
    for (const [i, text] of cases.entries()) {
      const whole = errorOf(() => parseYamlFile('bad.yaml', text));
      const byEntry = errorOf(() => parseYamlMappingFile('bad.yaml', text, `test:bad${i}`));
      expect(byEntry).toBe(whole);
      if (!whole) expect(parseYamlMappingFile('bad.yaml', text, `test:bad${i}`)).toEqual(YAML.parse(text));
    }
    // An alias to an anchor of another entry: the whole file resolves it.
    const alias = 'base: &b {x: 1}\nother: *b\n';
    expect(parseYamlMappingFile('alias.yaml', alias, 'test:alias')).toEqual({base: {x: 1}, other: {x: 1}});
  });
});
