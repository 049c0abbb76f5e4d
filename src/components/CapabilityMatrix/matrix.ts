/**
 * The data of the connector capability matrix (generated/capabilities.json, also served at
 * /integrations/capabilities.json) and the pure sorting and filtering of the table. The page keeps its state in
 * the URL query string, parsed here from untrusted input.
 */

import {compareTextIgnoringCase} from '../../utils/compareText';

export interface CapabilityColumn {
  key: string;
  label: string;
}

export interface CapabilityRow {
  id: string;
  name: string;
  platformType: string;
  connection: 'pull' | 'push';
  docPath: string;
  /** Capability keys this source supports, in column order. */
  supported: string[];
  /** Notes by capability key, only where the data has one. */
  notes: Record<string, string | undefined>;
}

export interface CapabilityMatrixData {
  capabilities: CapabilityColumn[];
  platformTypes: string[];
  sources: CapabilityRow[];
}

export type SortKey = 'name' | 'count';
export type SortDirection = 'ascending' | 'descending';

export interface MatrixState {
  sort: SortKey;
  direction: SortDirection;
  platformTypes: string[];
  /** Capability keys every shown row must support. */
  requires: string[];
}

export const DEFAULT_STATE: MatrixState = {sort: 'name', direction: 'ascending', platformTypes: [], requires: []};

export function parseState(params: URLSearchParams, data: CapabilityMatrixData): MatrixState {
  const keys = data.capabilities.map((c) => c.key);
  const sort = params.get('sort') === 'count' ? 'count' : 'name';
  const direction = params.get('dir') === 'desc' ? 'descending' : 'ascending';
  return {
    sort,
    direction,
    platformTypes: params.getAll('type').filter((t) => data.platformTypes.includes(t)),
    requires: params.getAll('supports').filter((k) => keys.includes(k)),
  };
}

export function stateToSearch(state: MatrixState): string {
  const params = new URLSearchParams();
  if (state.sort !== DEFAULT_STATE.sort) params.set('sort', state.sort);
  if (state.direction !== DEFAULT_STATE.direction) params.set('dir', 'desc');
  state.platformTypes.forEach((t) => params.append('type', t));
  state.requires.forEach((k) => params.append('supports', k));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The rows to show: filtered by platform type (any of) and capabilities (all of), then sorted. */
export function visibleRows(rows: CapabilityRow[], state: MatrixState): CapabilityRow[] {
  const filtered = rows.filter(
    (row) =>
      (state.platformTypes.length === 0 || state.platformTypes.includes(row.platformType)) &&
      state.requires.every((key) => row.supported.includes(key)),
  );
  const byName = (a: CapabilityRow, b: CapabilityRow) => compareTextIgnoringCase(a.name, b.name);
  const compare =
    state.sort === 'count'
      ? (a: CapabilityRow, b: CapabilityRow) => a.supported.length - b.supported.length || byName(a, b)
      : byName;
  const sorted = [...filtered].sort(compare);
  return state.direction === 'descending' ? sorted.reverse() : sorted;
}

/** Clicking a column's sort button: the same column flips direction, another starts at its natural direction. */
export function nextSort(state: MatrixState, sort: SortKey): MatrixState {
  if (state.sort === sort) {
    return {...state, direction: state.direction === 'ascending' ? 'descending' : 'ascending'};
  }
  return {...state, sort, direction: sort === 'count' ? 'descending' : 'ascending'};
}
