import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {describe, expect, it} from 'vitest';
import {CAPABILITY_KEYS, CAPABILITY_LABELS} from '../../data/schemas/connector';
import capabilities, {capabilityMatrix} from '../../scripts/generate/capabilities';
import {loadConnectors} from '../../scripts/generate/connectors/load';
import {copyCapabilities} from '../../scripts/postbuild/capabilities';
import {
  DEFAULT_STATE,
  nextSort,
  parseState,
  stateToSearch,
  visibleRows,
  type CapabilityRow,
} from '../../src/components/CapabilityMatrix/matrix';

const root = fileURLToPath(new URL('../..', import.meta.url));
const connectors = loadConnectors(root);
const matrix = capabilityMatrix(connectors);

describe('capability matrix data', () => {
  it('has one row per connector and one column per capability label', () => {
    expect(matrix.sources).toHaveLength(connectors.length);
    expect(matrix.capabilities).toEqual(CAPABILITY_KEYS.map((key) => ({key, label: CAPABILITY_LABELS[key]})));
    expect(matrix.capabilities).toHaveLength(15);
  });

  it('copies support and notes from the connector files', () => {
    for (const c of connectors) {
      const row = matrix.sources.find((r) => r.id === c.id);
      expect(row?.supported).toEqual(CAPABILITY_KEYS.filter((k) => c.capabilities[k].supported));
      for (const key of CAPABILITY_KEYS) expect(row?.notes[key]).toBe(c.capabilities[key].notes?.trim() || undefined);
      expect(row?.docPath).toBe(`/docs/generated/ingestion/sources/${c.id}`);
    }
    expect(new Set(matrix.platformTypes)).toEqual(new Set(connectors.map((c) => c.platformType)));
  });

  it('is written as generated/capabilities.json', async () => {
    const out = await capabilities.run(root);
    expect(out.data?.map((d) => d.path)).toEqual(['capabilities.json']);
    expect(JSON.parse(out.data?.[0]?.content ?? '{}')).toEqual(matrix);
  });

  it('is copied into a build at integrations/capabilities.json', () => {
    const build = fs.mkdtempSync(path.join(os.tmpdir(), 'caps-build-'));
    const fakeRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'caps-root-'));
    expect(() => copyCapabilities(fakeRoot, build)).toThrow(/npm run generate/);
    fs.mkdirSync(path.join(fakeRoot, 'generated'));
    fs.writeFileSync(path.join(fakeRoot, 'generated/capabilities.json'), '{"sources":[]}');
    copyCapabilities(fakeRoot, build);
    expect(fs.readFileSync(path.join(build, 'integrations/capabilities.json'), 'utf8')).toBe('{"sources":[]}');
  });
});

const row = (id: string, platformType: string, supported: string[]): CapabilityRow => ({
  id,
  name: id,
  platformType,
  connection: 'pull',
  docPath: `/docs/${id}`,
  supported,
  notes: {},
});
const rows = [
  row('beta', 'Database', ['tags', 'usage']),
  row('Alpha', 'BI Tool', ['tags']),
  row('gamma', 'Database', ['tags', 'usage', 'profiling']),
];

describe('sorting and filtering', () => {
  it('sorts by name (case-insensitive) and by number of capabilities', () => {
    expect(visibleRows(rows, DEFAULT_STATE).map((r) => r.id)).toEqual(['Alpha', 'beta', 'gamma']);
    const byCount = nextSort(DEFAULT_STATE, 'count');
    expect(byCount).toMatchObject({sort: 'count', direction: 'descending'});
    expect(visibleRows(rows, byCount).map((r) => r.id)).toEqual(['gamma', 'beta', 'Alpha']);
    expect(visibleRows(rows, nextSort(DEFAULT_STATE, 'name')).map((r) => r.id)).toEqual(['gamma', 'beta', 'Alpha']);
  });

  it('filters by platform type (any) and required capabilities (all)', () => {
    expect(visibleRows(rows, {...DEFAULT_STATE, platformTypes: ['Database']}).map((r) => r.id)).toEqual([
      'beta',
      'gamma',
    ]);
    expect(visibleRows(rows, {...DEFAULT_STATE, requires: ['usage', 'profiling']}).map((r) => r.id)).toEqual(['gamma']);
  });

  it('round-trips the state through the query string and drops unknown values', () => {
    const state = {sort: 'count', direction: 'descending', platformTypes: ['Database'], requires: ['usage']} as const;
    const search = stateToSearch({...state, platformTypes: [...state.platformTypes], requires: [...state.requires]});
    expect(search).toBe('?sort=count&dir=desc&type=Database&supports=usage');
    expect(parseState(new URLSearchParams(search), matrix)).toEqual(state);
    expect(parseState(new URLSearchParams('type=Nope&supports=flying&sort=x'), matrix)).toEqual(DEFAULT_STATE);
    expect(stateToSearch(DEFAULT_STATE)).toBe('');
  });
});
