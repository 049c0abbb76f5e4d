/**
 * The `capabilities` family: the source x capability matrix behind /integrations/capabilities, derived from
 * data/connectors/ (never a hand-kept list). Writes generated/capabilities.json; scripts/postbuild/capabilities.ts
 * copies it into the build so that the same data is served at /integrations/capabilities.json.
 */
import {CAPABILITY_KEYS, CAPABILITY_LABELS, PLATFORM_TYPES, type Connector} from '../../data/schemas/connector';
import type {CapabilityMatrixData, CapabilityRow} from '../../src/components/CapabilityMatrix/matrix';
import {CONNECTORS_DIR, loadConnectors} from './connectors/load';
import {sourceUrl} from './connectors/render';
import type {FamilyGenerator, FamilyOutput} from './types';

export const CAPABILITIES_FILE = 'capabilities.json';

function rowOf(c: Connector): CapabilityRow {
  const notes: Record<string, string> = {};
  for (const key of CAPABILITY_KEYS) {
    const note = c.capabilities[key].notes?.trim();
    if (note) notes[key] = note;
  }
  return {
    id: c.id,
    name: c.displayName,
    platformType: c.platformType,
    connection: c.connection,
    docPath: sourceUrl(c.id),
    supported: CAPABILITY_KEYS.filter((key) => c.capabilities[key].supported),
    notes,
  };
}

/** `a.localeCompare(b, 'en', {sensitivity: 'base'})` without a new collator on every call. */
const englishBase = new Intl.Collator('en', {sensitivity: 'base'});

export function capabilityMatrix(connectors: Connector[]): CapabilityMatrixData {
  const used = new Set(connectors.map((c) => c.platformType));
  return {
    capabilities: CAPABILITY_KEYS.map((key) => ({key, label: CAPABILITY_LABELS[key]})),
    platformTypes: PLATFORM_TYPES.filter((t) => used.has(t)),
    sources: connectors.map(rowOf).sort((a, b) => englishBase.compare(a.name, b.name)),
  };
}

const capabilitiesGenerator: FamilyGenerator = {
  name: 'capabilities',
  inputs: [CONNECTORS_DIR],
  run(root: string): FamilyOutput {
    const matrix = capabilityMatrix(loadConnectors(root));
    return {docs: [], data: [{path: CAPABILITIES_FILE, content: `${JSON.stringify(matrix, null, 2)}\n`}]};
  },
};

export default capabilitiesGenerator;
