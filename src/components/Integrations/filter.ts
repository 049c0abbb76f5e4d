/** Pure filtering of the integrations catalog; the page keeps its state in the URL query string. */

import type {Integration} from '../../types/connectors';
import {compareText} from '../../utils/compareText';

export interface Filters {
  query: string;
  platformTypes: string[];
  connections: string[];
  features: string[];
}

export interface Facets {
  platformTypes: string[];
  connections: string[];
  features: string[];
}

/** Longest query honoured; anything longer is cut (the URL is untrusted input). */
export const MAX_QUERY_LENGTH = 200;

const sorted = (values: Iterable<string>) => [...new Set(values)].sort(compareText);

/** Facet values derived from the data, never typed by hand. */
export function facetsOf(items: Integration[]): Facets {
  return {
    platformTypes: sorted(items.map((i) => i.platformType)),
    connections: sorted(items.map((i) => i.connection)),
    features: sorted(items.flatMap((i) => i.features)),
  };
}

/** Reads filters from untrusted query-string values, dropping values that are not facets. */
export function parseFilters(params: URLSearchParams, facets: Facets): Filters {
  const pick = (key: string, allowed: string[]) => params.getAll(key).filter((v) => allowed.includes(v));
  return {
    query: (params.get('q') ?? '').slice(0, MAX_QUERY_LENGTH),
    platformTypes: pick('type', facets.platformTypes),
    connections: pick('connection', facets.connections),
    features: pick('feature', facets.features),
  };
}

/** Writes filters back into a query string (stable order, empty values omitted). */
export function filtersToSearch(filters: Filters): string {
  const params = new URLSearchParams();
  if (filters.query.trim()) params.set('q', filters.query.trim());
  filters.platformTypes.forEach((v) => params.append('type', v));
  filters.connections.forEach((v) => params.append('connection', v));
  filters.features.forEach((v) => params.append('feature', v));
  const text = params.toString();
  return text ? `?${text}` : '';
}

const normalise = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '');

/**
 * Items matching every active facet group (OR inside a group, AND between groups; a feature filter
 * needs all chosen features) and every word of the query in name, id, type or summary.
 */
export function filterIntegrations(items: Integration[], filters: Filters): Integration[] {
  const words = normalise(filters.query).split(/\s+/).filter(Boolean);
  return items.filter((item) => {
    if (filters.platformTypes.length && !filters.platformTypes.includes(item.platformType)) return false;
    if (filters.connections.length && !filters.connections.includes(item.connection)) return false;
    if (!filters.features.every((f) => item.features.includes(f))) return false;
    const haystack = normalise(`${item.name} ${item.id} ${item.platformType} ${item.summary}`);
    return words.every((word) => haystack.includes(word));
  });
}

export type FacetKey = 'platformTypes' | 'connections' | 'features';

/**
 * How many items each facet value would show, given the other active filters: for the OR groups (platform
 * type, connection) the group's own choice is ignored; for features (all chosen must match) the count is
 * of the current results that also have that feature.
 */
export function facetCounts(items: Integration[], filters: Filters, key: FacetKey): Record<string, number> {
  const base = key === 'features' ? filters : {...filters, [key]: []};
  const counts: Record<string, number> = {};
  for (const item of filterIntegrations(items, base)) {
    const values =
      key === 'platformTypes' ? [item.platformType] : key === 'connections' ? [item.connection] : item.features;
    for (const value of values) counts[value] = (counts[value] ?? 0) + 1;
  }
  return counts;
}

/** Number of chosen facet values (the search text not included). */
export function activeFacetCount(filters: Filters): number {
  return filters.platformTypes.length + filters.connections.length + filters.features.length;
}

/** "80+" style count for headings: the number rounded down to a multiple of 10. */
export function roundedCount(count: number): string {
  return count >= 10 ? `${Math.floor(count / 10) * 10}+` : String(count);
}
