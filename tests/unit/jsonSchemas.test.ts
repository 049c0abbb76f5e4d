import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import Ajv from 'ajv';
import YAML from 'yaml';
import {describe, expect, it} from 'vitest';
import {
  DATA_FILE_SCHEMAS,
  JSON_SCHEMA_DIR,
  VSCODE_SETTINGS,
  jsonSchemaPath,
  jsonSchemaText,
  yamlSchemasSetting,
} from '../../scripts/generate/jsonSchemas';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** The files under data/ a glob of DATA_FILE_SCHEMAS names (`*` within one path segment). */
function filesOf(glob: string): string[] {
  const pattern = new RegExp(`^${glob.replace(/[.+^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]*')}$`);
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(path.join(root, dir), {withFileTypes: true})) {
      const rel = `${dir}/${entry.name}`;
      if (entry.isDirectory()) walk(rel);
      else if (pattern.test(rel)) out.push(rel);
    }
  };
  walk('data');
  return out.sort();
}

describe('JSON Schemas of the data files', () => {
  it('are committed as npm run generate writes them from the zod schemas', () => {
    for (const entry of DATA_FILE_SCHEMAS) {
      const file = path.join(root, jsonSchemaPath(entry.family));
      expect(fs.existsSync(file), `${jsonSchemaPath(entry.family)} is missing: run npm run generate`).toBe(true);
      expect(
        fs.readFileSync(file, 'utf8'),
        `${jsonSchemaPath(entry.family)} is out of date: run npm run generate`,
      ).toBe(jsonSchemaText(entry));
    }
    const names = fs.readdirSync(path.join(root, JSON_SCHEMA_DIR)).sort();
    expect(names).toEqual(DATA_FILE_SCHEMAS.map((e) => `${e.family}.schema.json`).sort());
  });

  it('are mapped to their data files for editors in .vscode/settings.json', () => {
    const settings = JSON.parse(fs.readFileSync(path.join(root, VSCODE_SETTINGS), 'utf8')) as {
      'yaml.schemas'?: Record<string, string[]>;
    };
    expect(settings['yaml.schemas']).toEqual(yamlSchemasSetting());
  });

  it('accept every data file that the loaders accept', () => {
    const ajv = new Ajv({allErrors: true, strict: false});
    let checked = 0;
    for (const entry of DATA_FILE_SCHEMAS) {
      const validate = ajv.compile(JSON.parse(jsonSchemaText(entry)) as object);
      for (const file of entry.files.flatMap(filesOf)) {
        const doc: unknown = YAML.parse(fs.readFileSync(path.join(root, file), 'utf8'));
        expect(validate(doc), `${file}: ${ajv.errorsText(validate.errors)}`).toBe(true);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(100);
  });

  it('refuse what the zod schema refuses: an unknown field, a wrong enum value, a missing field', () => {
    const ajv = new Ajv({allErrors: true, strict: false});
    const release = DATA_FILE_SCHEMAS.find((e) => e.family === 'release')!;
    const validate = ajv.compile(JSON.parse(jsonSchemaText(release)) as object);
    const valid = {version: 'v1.7.0', summary: 'A minor release.', highlights: ['One.', 'Two.']};
    expect(validate(valid)).toBe(true);
    expect(validate({...valid, tag: 'x'})).toBe(false);
    expect(validate({...valid, highlights: ['Only one.']})).toBe(false);
    expect(validate({version: valid.version, highlights: valid.highlights})).toBe(false);
  });
});
