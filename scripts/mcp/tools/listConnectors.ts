/**
 * `list_connectors`: the integrations of the catalog with their support status and capabilities, filtered like the
 * catalog's capability filter (/integrations) and the capability matrix (/integrations/capabilities).
 *
 * Data: `<build>/integrations/capabilities.json` (scripts/postbuild/capabilities.ts) for names, platform types,
 * capabilities and page paths; the support status from each connector page's "At a glance" table in its Markdown
 * twin (`| Support status | Certified |`, written by scripts/generate/connectors/render.ts).
 */
import * as z from 'zod';
import type {McpServer} from '@modelcontextprotocol/sdk/server/mcp.js';
import type {ToolContext} from '../context';
import {errorResult, guarded, textResult} from '../results';
import {pageUrl, SiteError, type BuiltSite} from '../site';
import {quote} from '../text';

export const CAPABILITIES_FILE = 'integrations/capabilities.json';
export const STATUSES = ['certified', 'incubating', 'testing'] as const;

export interface ConnectorEntry {
  id: string;
  name: string;
  status: string;
  platformType: string;
  connection: string;
  /** Capability labels, in the matrix's column order. */
  capabilities: string[];
  capabilityKeys: string[];
  url: string;
}

export interface ConnectorData {
  capabilities: {key: string; label: string}[];
  platformTypes: string[];
  connectors: ConnectorEntry[];
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const strings = (v: unknown): string[] => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []);

/** Letters and digits only, lower case: `Column-level lineage`, `column level lineage` and `columnLineage`. */
export const squash = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '');

const STATUS_ROW = /^\|\s*Support status\s*\|\s*([A-Za-z]+)\s*\|/m;

export function statusOf(twin: string | undefined): string {
  return STATUS_ROW.exec(twin ?? '')?.[1]?.toLowerCase() ?? 'unknown';
}

/** Reads the catalog data of a build. Throws a SiteError when the build has none. */
export function loadConnectorData(site: BuiltSite): ConnectorData {
  const raw = site.readJson(CAPABILITIES_FILE);
  if (!isRecord(raw) || !Array.isArray(raw.capabilities) || !Array.isArray(raw.sources)) {
    throw new SiteError(`${CAPABILITIES_FILE} is missing or malformed in ${site.dir}: rebuild the site`);
  }
  const capabilities = raw.capabilities
    .filter(isRecord)
    .filter((c) => typeof c.key === 'string' && typeof c.label === 'string')
    .map((c) => ({key: c.key as string, label: c.label as string}));
  const labels = new Map(capabilities.map((c) => [c.key, c.label]));
  const twins = site.twins();
  const connectors = raw.sources.filter(isRecord).map((s): ConnectorEntry => {
    const docPath = typeof s.docPath === 'string' ? s.docPath : '';
    const keys = strings(s.supported).filter((k) => labels.has(k));
    return {
      id: String(s.id),
      name: String(s.name),
      status: statusOf(twins.get(docPath.replace(/\/+$/, ''))?.markdown),
      platformType: String(s.platformType),
      connection: String(s.connection),
      capabilities: keys.map((k) => labels.get(k) ?? k),
      capabilityKeys: keys,
      url: pageUrl(docPath),
    };
  });
  return {capabilities, platformTypes: strings(raw.platformTypes), connectors};
}

export interface ConnectorFilters {
  capability?: string;
  status?: string;
  platformType?: string;
}

/** The connectors matching every given filter, or an error naming the accepted values of a filter that matches none. */
export function filterConnectors(
  data: ConnectorData,
  filters: ConnectorFilters,
): {connectors: ConnectorEntry[]; capability?: string; platformType?: string} | {error: string} {
  let list = data.connectors;
  let capabilityLabel: string | undefined;
  let platformType: string | undefined;
  if (filters.capability !== undefined) {
    const wanted = squash(filters.capability);
    const column = data.capabilities.find((c) => squash(c.key) === wanted || squash(c.label) === wanted);
    if (!column) {
      const known = data.capabilities.map((c) => `${c.label} (${c.key})`).join(', ');
      return {error: `Unknown capability ${quote(filters.capability)}. Use one of: ${known}.`};
    }
    capabilityLabel = column.label;
    list = list.filter((c) => c.capabilityKeys.includes(column.key));
  }
  if (filters.status !== undefined) {
    const wanted = squash(filters.status);
    if (!(STATUSES as readonly string[]).includes(wanted)) {
      return {error: `Unknown status ${quote(filters.status)}. Use one of: ${STATUSES.join(', ')}.`};
    }
    list = list.filter((c) => c.status === wanted);
  }
  if (filters.platformType !== undefined) {
    const wanted = squash(filters.platformType);
    const type = data.platformTypes.find((t) => squash(t) === wanted);
    if (!type) {
      return {
        error: `Unknown platform type ${quote(filters.platformType)}. Use one of: ${data.platformTypes.join(', ')}.`,
      };
    }
    platformType = type;
    list = list.filter((c) => c.platformType === type);
  }
  return {connectors: list, capability: capabilityLabel, platformType};
}

const description = [
  'List DataHub integrations (ingestion sources and push-based plugins) with their support status',
  '(certified, incubating, testing), platform type, the capabilities each one extracts (schema metadata,',
  'table-level and column-level lineage, usage statistics, profiling, ownership, tags ...) and their docs page.',
  'Use it to answer "which connectors support X" or "is there a connector for Y"; all filters are optional and',
  'case-insensitive: capability takes a label ("column-level lineage") or a key ("columnLineage").',
].join(' ');

export function registerListConnectors(server: McpServer, ctx: ToolContext): void {
  server.registerTool(
    'list_connectors',
    {
      title: 'List DataHub connectors',
      description,
      inputSchema: {
        capability: z.string().max(200).optional().describe('e.g. "Column-level lineage", "usage", "profiling"'),
        status: z.string().max(200).optional().describe('certified, incubating or testing'),
        platformType: z.string().max(200).optional().describe('e.g. "Data Warehouse", "BI Tool", "Orchestrator"'),
      },
      annotations: {readOnlyHint: true, openWorldHint: false},
    },
    (filters) =>
      guarded(() => {
        const data = ctx.once('connectors', () => loadConnectorData(ctx.site));
        const result = filterConnectors(data, filters);
        if ('error' in result) return errorResult(result.error);
        const {connectors} = result;
        const applied = [
          result.capability && `capability ${result.capability}`,
          filters.status && `status ${filters.status.toLowerCase()}`,
          result.platformType && `platform type ${result.platformType}`,
        ].filter(Boolean);
        const heading =
          `${connectors.length} of ${data.connectors.length} connectors` +
          (applied.length > 0 ? ` match ${applied.join(', ')}` : '');
        const lines = connectors.map(
          (c) =>
            `- ${c.name} (${c.id}): ${c.status}, ${c.platformType}, ${c.connection}. ` +
            `Capabilities: ${c.capabilities.join(', ') || 'none listed'}. ${c.url}`,
        );
        const structured = connectors.map((c) => ({
          id: c.id,
          name: c.name,
          status: c.status,
          platformType: c.platformType,
          connection: c.connection,
          capabilities: c.capabilities,
          url: c.url,
        }));
        return textResult(`${heading}:\n\n${lines.join('\n')}`, {count: connectors.length, connectors: structured});
      }),
  );
}
