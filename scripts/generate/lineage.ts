/**
 * The `lineage` family: which sources extract lineage automatically, derived from the `tableLineage` and
 * `columnLineage` capabilities of data/connectors/*.yaml (the facts are never typed twice). Next only; each page
 * states the release it describes (data/versions.yaml).
 */
import type {SidebarItems} from '../../sidebars/types';
import type {Connector} from '../../data/schemas/connector';
import {CONNECTORS_DIR, loadConnectors} from './connectors/load';
import {frontMatterBlock} from '../lib/frontMatter';
import {escapeCell} from '../lib/markdown';
import {capabilityMarkHtml} from './marks';
import {folderUrlFor, platformTypes, sortConnectors, sourceUrl} from './connectors/render';
import type {FamilyGenerator, FamilyOutput} from './types';
import {releaseOf, stampRelease} from './releaseLine';
import {CURRENT, VERSIONS_FILE} from '../lib/versions';

export const LINEAGE_DIR = 'generated/lineage';

const yesNo = (b: boolean) => capabilityMarkHtml(b);

function notesOf(c: Connector, keys: Array<'tableLineage' | 'columnLineage'>): string {
  return keys
    .map((k) => c.capabilities[k].notes?.trim())
    .filter((n): n is string => Boolean(n))
    .map(escapeCell)
    .join(' ');
}

function frontMatter(title: string, description: string, label: string): string[] {
  return [
    frontMatterBlock(
      {title, description, sidebar_label: label, custom_edit_url: folderUrlFor('data/connectors')},
      'generated from the tableLineage/columnLineage capabilities in data/connectors/*.yaml - edit those files',
    ),
    '',
  ];
}

export function renderAutomaticLineage(connectors: Connector[]): string {
  const sorted = sortConnectors(connectors);
  const withLineage = sorted.filter(
    (c) => c.capabilities.tableLineage.supported || c.capabilities.columnLineage.supported,
  );
  const withColumns = withLineage.filter((c) => c.capabilities.columnLineage.supported);
  const lines = frontMatter(
    'Automatic lineage by source',
    'Which DataHub ingestion sources and integrations capture table-level and column-level lineage automatically, grouped by platform type.',
    'Automatic lineage',
  );
  lines.push(
    `Lineage in DataHub records how data moves: which datasets feed a table, which jobs read and write it, and which charts and dashboards depend on it. Of the ${sorted.length} integrations documented on this site, ${withLineage.length} capture lineage automatically while they ingest metadata, and ${withColumns.length} of those also capture column-level (fine-grained) lineage. You do not need to draw these edges by hand: run the source, and the lineage graph on each dataset page, the impact analysis view and the lineage GraphQL queries show them.`,
    '',
    'Sources obtain lineage in different ways. Warehouses such as Snowflake, BigQuery or Databricks Unity Catalog expose query history or system lineage tables that the source reads. SQL databases and BI tools usually give DataHub the SQL of views, models or queries, which DataHub parses with its built-in SQL parser to derive the upstream tables and, where the SQL allows, the column mapping. Orchestrators and processing engines (Airflow, Spark, Dagster) push lineage from inside the job as it runs, so a task or job becomes a `dataJob` entity between its input and output datasets.',
    '',
    'The tables below list every source that emits lineage, with the same notes as the capability table on its own page. A check mark (Yes) means the source can emit that kind of lineage; the notes say when an option must be turned on or when only part of the objects are covered. Cross-platform lineage (for example a Looker explore reading a Snowflake table) only joins up when both sources produce the same dataset URNs, so use the same `env` and `platform_instance` values, and the same case for names, on both sides.',
    '',
    ':::tip',
    'When a system is not listed here, you can still add lineage: the `datahub-lineage-file` source reads edges from a YAML file, the `sql-queries` source derives lineage from a file of SQL statements, and the Python SDK and the `updateLineage` GraphQL mutation write edges directly.',
    ':::',
    '',
    '## Summary',
    '',
    '| Platform type | Sources with table-level lineage | With column-level lineage |',
    '| --- | --- | --- |',
  );
  for (const type of platformTypes(sorted)) {
    const group = sorted.filter((c) => c.platformType === type);
    const t = group.filter((c) => c.capabilities.tableLineage.supported).length;
    const col = group.filter((c) => c.capabilities.columnLineage.supported).length;
    if (t + col === 0) continue;
    lines.push(`| ${escapeCell(type)} | ${t} of ${group.length} | ${col} of ${group.length} |`);
  }
  lines.push('');
  for (const type of platformTypes(withLineage)) {
    lines.push(
      `## ${escapeCell(type)}`,
      '',
      '| Source | Connection | Table-level | Column-level | Notes |',
      '| --- | --- | --- | --- | --- |',
    );
    for (const c of withLineage.filter((x) => x.platformType === type)) {
      lines.push(
        `| [${escapeCell(c.displayName)}](${sourceUrl(c.id)}) | ${c.connection} | ${yesNo(c.capabilities.tableLineage.supported)} | ${yesNo(c.capabilities.columnLineage.supported)} | ${notesOf(c, ['tableLineage', 'columnLineage'])} |`,
      );
    }
    lines.push('');
  }
  const without = sorted.filter((c) => !withLineage.includes(c));
  if (without.length > 0) {
    lines.push(
      '## Sources without automatic lineage',
      '',
      'These integrations bring in other metadata (schemas, ownership, glossary terms, users) but no lineage edges. Add lineage for their assets with a file-based lineage recipe or the API if you need it.',
      '',
      without.map((c) => `[${escapeCell(c.displayName)}](${sourceUrl(c.id)})`).join(', ') + '.',
      '',
    );
  }
  return lines.join('\n').trimEnd() + '\n';
}

export function renderColumnLineage(connectors: Connector[]): string {
  const sorted = sortConnectors(connectors).filter((c) => c.capabilities.columnLineage.supported);
  const lines = frontMatter(
    'Column-level lineage by source',
    'DataHub sources that extract column-level (fine-grained) lineage automatically, how they derive it and which options control it.',
    'Column-level lineage',
  );
  lines.push(
    `Column-level lineage, called fine-grained lineage in DataHub's metadata model, links individual fields: it says that \`orders_summary.total_amount\` is computed from \`orders.amount\`, not only that one table feeds the other. DataHub stores it in the \`fineGrainedLineages\` field of the \`upstreamLineage\` aspect of the downstream dataset, with the upstream and downstream schema field URNs, for example \`urn:li:schemaField:(urn:li:dataset:(urn:li:dataPlatform:snowflake,analytics.public.orders,PROD),amount)\`.`,
    '',
    `${sorted.length} sources produce it automatically. Most of them derive it by parsing SQL: the SQL of views, of the queries in the warehouse's query log, of dbt models or of the custom SQL in a BI tool. The parser needs the schemas of the tables a statement reads, so column-level lineage is most complete when the upstream tables were ingested into the same DataHub first, or are ingested in the same run. A statement that uses \`SELECT *\` from a table whose schema DataHub does not know yields table-level lineage only.`,
    '',
    'To see column-level lineage, open a dataset, go to its **Lineage** tab and expand the columns of a node in the graph; selecting a column highlights the upstream and downstream columns it is connected to. Impact analysis and the `searchAcrossLineage` GraphQL query follow the same edges.',
    '',
    '## Sources with column-level lineage',
    '',
  );
  for (const type of platformTypes(sorted)) {
    lines.push(`### ${escapeCell(type)}`, '', '| Source | How to enable / notes |', '| --- | --- |');
    for (const c of sorted.filter((x) => x.platformType === type)) {
      const notes = notesOf(c, ['columnLineage']);
      lines.push(
        `| [${escapeCell(c.displayName)}](${sourceUrl(c.id)}) | ${notes || 'Enabled by default when the source extracts lineage.'} |`,
      );
    }
    lines.push('');
  }
  lines.push(
    '## When columns are missing',
    '',
    '- **The upstream schema is unknown.** Ingest the upstream platform first (or in the same recipe run) so the SQL parser can resolve `SELECT *` and unqualified column names.',
    '- **URNs do not match.** The upstream dataset URN built by the parser must equal the one the upstream source created; align `platform_instance`, `env` and name casing (for example `convert_urns_to_lowercase` on sources that offer it).',
    '- **The SQL did not parse.** Sources count statements they could not parse in the ingestion report printed at the end of a run. Dialect-specific syntax, temporary tables and dynamic SQL are the usual causes; table-level lineage is still emitted when the tables can be found.',
    '',
  );
  return lines.join('\n').trimEnd() + '\n';
}

export function buildLineageOutput(connectors: Connector[]): FamilyOutput {
  const sidebar: SidebarItems = [
    {
      type: 'category',
      label: 'Lineage support',
      items: [`${LINEAGE_DIR}/automatic-lineage`, `${LINEAGE_DIR}/column-level-lineage`],
    },
  ];
  return {
    docs: [
      {path: `${LINEAGE_DIR}/automatic-lineage.md`, content: renderAutomaticLineage(connectors)},
      {path: `${LINEAGE_DIR}/column-level-lineage.md`, content: renderColumnLineage(connectors)},
    ],
    sidebar,
  };
}

const lineageGenerator: FamilyGenerator = {
  name: 'lineage',
  inputs: [CONNECTORS_DIR, VERSIONS_FILE],
  run(root: string): FamilyOutput {
    // Like the connector pages they summarise, the lineage pages state the release they describe.
    return stampRelease(buildLineageOutput(loadConnectors(root)), releaseOf(root, CURRENT));
  },
};

export default lineageGenerator;
