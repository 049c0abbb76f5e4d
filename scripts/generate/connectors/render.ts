/** Renders the connector pages, the sources index and the integrations catalog data. */
import {editUrlFor, siteRepoBranch, siteRepoUrl} from '../../../config/site';
import {
  CAPABILITY_KEYS,
  CAPABILITY_LABELS,
  type CapabilityKey,
  type Connector,
  type ConnectorOption,
} from '../../../data/schemas/connector';
import {layoutOptions} from '../../../src/components/ConnectorOptions/layout';
import type {ConnectorOptionRow, Integration} from '../../../src/types/connectors';
import {frontMatterBlock} from '../../lib/frontMatter';
import {escapeCell, escapeMarkdown, snippet} from '../../lib/markdown';
import {brandIconFor, logoPath} from './logos';
import {parsedRecipe} from './load';
import {capabilityMarkJsx} from '../marks';
import {changesOf, newInNextLabel, type VersionDiff} from '../versionDiff';
import {schemaModeline, schemaUrl} from './schemaUrl';

export const SOURCES_DIR = 'generated/ingestion/sources';
export const sourceDocId = (id: string) => `${SOURCES_DIR}/${id}`;
export const sourceUrl = (id: string) => `/docs/${SOURCES_DIR}/${id}`;

const STATUS_LABEL: Record<Connector['status'], string> = {
  certified: 'Certified',
  incubating: 'Incubating',
  testing: 'Testing',
};

/**
 * English collations, made once: `a.localeCompare(b, 'en', options)` compares the same but builds a collator on every
 * call, a few milliseconds per sort of the connectors (sorted several times per pass).
 */
const english = new Intl.Collator('en');
const englishBase = new Intl.Collator('en', {sensitivity: 'base'});

const byName = (a: {displayName: string; id: string}, b: {displayName: string; id: string}) =>
  englishBase.compare(a.displayName, b.displayName) || a.id.localeCompare(b.id);

export function sortConnectors<T extends Connector>(connectors: T[]): T[] {
  return [...connectors].sort(byName);
}

/** Platform types that have at least one connector, sorted alphabetically. */
export function platformTypes(connectors: Connector[]): string[] {
  return [...new Set(connectors.map((c) => c.platformType))].sort(english.compare);
}

/** GitHub URL of a data folder, for pages generated from many files (an edit URL needs a single file). */
export function folderUrlFor(dir: string): string {
  return `${siteRepoUrl}/tree/${siteRepoBranch}/${dir}`;
}

export function installCommand(c: Connector): string {
  if (c.install) return c.install.trim();
  if (c.pipExtra) return `pip install 'acryl-datahub[${c.pipExtra}]'`;
  return 'pip install acryl-datahub';
}

function connectionText(c: Connector): string {
  return c.connection === 'pull'
    ? 'Pull: DataHub connects to the system and reads its metadata'
    : 'Push: a plugin inside the system sends metadata to DataHub as it runs';
}

/**
 * A default or example as shown in the options table: strings as they are, other values as JSON with a space after
 * each `,` and `:` between items, so that a long list can wrap between its items.
 */
export function display(value: unknown): string {
  if (typeof value === 'string') return value;
  return spacedJson(value);
}

function spacedJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(spacedJson).join(', ')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>);
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}: ${spacedJson(v)}`).join(', ')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/**
 * Paths of the options the recipes set under `source.config` (`account_id`, `profiling`, `profiling.enabled`, ...).
 * Keys inside a list or inside a map option's value are followed too; they simply match no option.
 */
export function recipeOptionPaths(recipes: readonly {yaml: string}[]): Set<string> {
  const paths = new Set<string>();
  const walk = (value: unknown, prefix: string) => {
    if (value === null || typeof value !== 'object' || Array.isArray(value)) return;
    for (const [key, child] of Object.entries(value as Record<string, unknown>)) {
      const p = prefix ? `${prefix}.${key}` : key;
      paths.add(p);
      walk(child, p);
    }
  };
  for (const recipe of recipes) {
    const parsed = parsedRecipe(recipe);
    if ('error' in parsed) continue; // the loader reports recipes that do not parse
    const source = (parsed.doc as {source?: {config?: unknown}} | null)?.source;
    walk(source?.config, '');
  }
  return paths;
}

/**
 * The rows of the options table. `used` holds the option paths the starter recipes set (recipeOptionPaths): those
 * options, and the required ones (a nested required field only when its parent is shown too), are marked `common`
 * and stay visible above the collapsed groups (src/components/ConnectorOptions/layout.ts).
 */
export function optionRows(
  options: ConnectorOption[],
  prefix = '',
  marks: ReadonlyMap<string, string> = new Map(),
  used: ReadonlySet<string> = new Set(),
  parentCommon = true,
): ConnectorOptionRow[] {
  return options.map((o) => {
    const p = prefix ? `${prefix}.${o.name}` : o.name;
    const row: ConnectorOptionRow = {
      name: o.name,
      path: p,
      type: o.type,
      required: o.required,
      description: o.description.trim(),
    };
    if (o.default !== undefined && o.default !== null) row.default = display(o.default);
    if (o.example !== undefined && o.example !== null) row.example = display(o.example);
    const common = used.has(p) || (o.required && parentCommon);
    if (common) row.common = true;
    if (o.deprecated) row.deprecated = true;
    const mark = marks.get(p);
    if (mark) row.newIn = mark;
    if (o.fields && o.fields.length > 0) row.fields = optionRows(o.fields, p, marks, used, common);
    return row;
  });
}

function countOptions(options: ConnectorOption[]): number {
  return options.reduce((n, o) => n + 1 + countOptions(o.fields ?? []), 0);
}

/**
 * Search keywords of a connector page: its name and the words a reader uses for it (the recipe type, "connector",
 * "ingestion source"), so the connector page wins for its name over guides that mention it (scripts/lib/searchDocument).
 */
export function connectorKeywords(c: Connector): string[] {
  const words = [c.displayName, c.recipeType ?? '', `${c.displayName} connector`, `${c.displayName} ingestion source`];
  return [...new Set(words.filter(Boolean))];
}

/** Id of a capability's row in the Capabilities table (on its Yes/No mark): `capability-column-lineage`. */
export function capabilityAnchor(key: CapabilityKey): string {
  return `capability-${key.replace(/[A-Z]/g, (ch) => `-${ch.toLowerCase()}`)}`;
}

/** Where the integration runs, from its connection model. */
function runsWhere(c: Connector): string {
  if (c.connection === 'push') {
    return 'Inside the system that produces the metadata, as part of its own runs; DataHub schedules nothing';
  }
  if (!c.recipeType) return 'The DataHub CLI';
  return 'The DataHub CLI (`datahub ingest -c recipe.yaml`) on any machine that can reach the system, or UI ingestion, which runs the same recipe on your DataHub deployment';
}

function capabilityLinks(c: Connector, supported: boolean): string {
  return CAPABILITY_KEYS.filter((k) => c.capabilities[k].supported === supported)
    .map((k) => `[${CAPABILITY_LABELS[k]}](#${capabilityAnchor(k)})`)
    .join(', ');
}

/** The "At a glance" table: status, connection, where it runs, recipe type, package, capabilities. */
function atAGlance(c: Connector): string[] {
  const lines = [
    '## At a glance',
    '',
    '| Property | Value |',
    '| --- | --- |',
    `| Support status | ${STATUS_LABEL[c.status]} |`,
    `| Platform type | ${escapeCell(c.platformType)} |`,
    `| Connection | ${escapeCell(connectionText(c))} |`,
    `| Runs from | ${escapeCell(runsWhere(c))} |`,
  ];
  if (c.recipeType) lines.push(`| Recipe \`source.type\` | \`${c.recipeType}\` |`);
  if (c.pipExtra) lines.push(`| Python package extra | \`acryl-datahub[${c.pipExtra}]\` |`);
  const yes = capabilityLinks(c, true);
  const no = capabilityLinks(c, false);
  lines.push(`| Capabilities | ${yes || 'None of the listed capabilities'} |`);
  if (no) lines.push(`| Not supported | ${no} |`);
  lines.push('');
  return lines;
}

function installSection(c: Connector): string[] {
  const lines = [
    '### Install',
    '',
    c.connection === 'pull'
      ? 'Install the DataHub CLI with the plugin for this source (Python 3.9 or newer). UI ingestion on a DataHub server installs it automatically.'
      : 'Install the integration into the environment of the system that pushes metadata to DataHub.',
    '',
    '```shell',
    installCommand(c),
    '```',
    '',
  ];
  if (c.connection === 'pull' && c.recipeType) {
    lines.push(
      'Then check that the plugin is active with `datahub check plugins` and run a recipe with `datahub ingest -c recipe.yaml`.',
      '',
    );
  }
  return lines;
}

function prerequisitesSection(c: Connector): string[] {
  return ['## Prerequisites', '', escapeMarkdown(c.prerequisites.trim()), ''];
}

/** The starter recipes and, right after them, the recipe checker seeded with the first one. */
function recipesSection(c: Connector, docsVersion: string): string[] {
  const lines = ['## Starter recipes', ''];
  if (c.connection === 'pull') {
    lines.push(
      escapeMarkdown(
        'Save a recipe as `recipe.yaml`, export the environment variables it references, and run `datahub ingest -c recipe.yaml`. The same YAML works in the UI ingestion wizard, where secrets are referenced as `${SECRET_NAME}`.',
      ),
      '',
    );
  }
  const modeline = c.connection === 'pull' && c.recipeType ? schemaModeline(c.id) : undefined;
  if (modeline) {
    lines.push(
      escapeMarkdown(
        `Each recipe below starts with the line \`${modeline}\`. Keep it as the first line of your recipe file: VS Code with the YAML extension, or any other editor built on yaml-language-server, then checks the file against the [JSON Schema of this source](${schemaUrl(c.id)}) as you type, flagging unknown options and values of the wrong type and completing option names, before you run anything.`,
      ),
      '',
    );
  }
  for (const recipe of c.recipes) {
    lines.push(`### ${escapeCell(recipe.title)}`, '');
    if (recipe.description) lines.push(escapeMarkdown(recipe.description.trim()), '');
    const yaml = recipe.yaml.replace(/\s+$/, '');
    lines.push('```yaml', ...(modeline ? [modeline] : []), yaml, '```', '');
  }
  const starter = c.recipes[0];
  if (c.connection === 'pull' && c.recipeType && starter) {
    // Right after the starter recipes: the reader's copy of the first one, checked as they edit it.
    lines.push(
      `<RecipeChecker connector=${JSON.stringify(c.id)} version=${JSON.stringify(docsVersion)} recipe={${JSON.stringify(`${starter.yaml.replace(/\s+$/, '')}\n`)}} />`,
      '',
    );
  }
  return lines;
}

/** Where a connector page's options table data is written, beside the page (folders starting with `_` are not pages). */
export const optionsDataFile = (id: string) => `_options/${id}.json`;

/** Whether a generated path is such an options data file. */
export const isOptionsDataPath = (rel: string) => /(^|\/)_options\/[^/]+\.json$/.test(rel);

/**
 * The ESM lines that register a page's options table data with src/hydration/deferredData.ts. The server reads the
 * file at once (`require`: the render must not wait, or it would stream a fallback) and renders the whole table; the
 * browser gets the same file as a static asset, fetched only when the table renders there, not on the page a reader
 * lands on. `process.env.SITE_SERVER_RENDER` is a build constant (src/plugins/deferredDataFiles.ts), so each bundle
 * keeps one branch.
 */
export function deferredOptionsLines(id: string, docsVersion: string): string[] {
  const file = `'./${optionsDataFile(id)}'`;
  return [
    "import {deferData} from '@site/src/hydration/deferredData';",
    `export const optionsData = deferData(${JSON.stringify(`${docsVersion}/${id}`)}, process.env.SITE_SERVER_RENDER ? {value: require(${file})} : new URL(${file}, import.meta.url).href);`,
  ];
}

/** The rows of a connector's options table, with the marks of what is new since a frozen version. */
export function connectorOptionRows(c: Connector, changes?: PageChanges): ConnectorOptionRow[] {
  const added = changes ? changesOf(changes.diff, c.id).added : [];
  const optionMarks = new Map(added.filter((a) => a.kind === 'option').map((a) => [a.name, newInNextLabel(a)]));
  return optionRows(c.options, '', optionMarks, recipeOptionPaths(c.recipes));
}

function configurationSection(c: Connector, rows: ConnectorOptionRow[]): string[] {
  const lines = ['## Configuration', ''];
  if (c.options.length === 0) {
    lines.push('This integration has no configuration options of its own.', '');
    return lines;
  }
  const {groups} = layoutOptions(rows);
  const where =
    c.connection === 'pull'
      ? 'These options go under `source.config` in a recipe.'
      : 'These are the settings of the integration in the system that runs it.';
  const first = c.recipes.length > 0 ? 'the required ones and those the starter recipes set' : 'the required ones';
  const arrangement =
    groups.length > 0
      ? `${countOptions(c.options)} options: first ${first}, then the others in collapsed groups by topic. Every row has a link (#) you can share; a link to an option in a closed group opens the group.`
      : `${countOptions(c.options)} options; nested options are listed under their parent. Every row has a link (#) you can share.`;
  lines.push(`${where} The table lists ${arrangement}`, '', '<ConnectorOptions deferred={optionsData} />', '');
  return lines;
}

function capabilitiesSection(c: Connector, capabilityMarks: ReadonlyMap<string, string>): string[] {
  const lines = [
    '## Capabilities',
    '',
    `What ${escapeCell(c.displayName)} metadata this integration brings into DataHub.`,
    '',
    '| Capability | Supported | Notes |',
    '| --- | --- | --- |',
  ];
  for (const key of CAPABILITY_KEYS) {
    const cap = c.capabilities[key];
    const mark = capabilityMarks.get(key);
    const notes = [mark ? `**${mark}.**` : '', cap.notes ? escapeCell(cap.notes) : ''].filter(Boolean).join(' ');
    lines.push(`| ${CAPABILITY_LABELS[key]} | ${capabilityMarkJsx(cap.supported, capabilityAnchor(key))} | ${notes} |`);
  }
  lines.push('');
  return lines;
}

/** What a Next page marks: its changes against a frozen version (`base`, e.g. 1.1.0) whose data was verified. */
export interface PageChanges {
  base: string;
  diff: VersionDiff;
}

/**
 * The page of a connector in a docs version (`current` for Next): `docsVersion` picks the option data of its recipe
 * checker; `changes` marks what is new since a frozen version.
 */
export function renderConnectorPage(
  c: Connector,
  all: Map<string, Connector>,
  docsVersion = 'current',
  changes?: PageChanges,
): string {
  const added = changes ? changesOf(changes.diff, c.id).added : [];
  const removed = changes ? changesOf(changes.diff, c.id).removed : [];
  const capabilityMarks = new Map(added.filter((a) => a.kind === 'capability').map((a) => [a.name, newInNextLabel(a)]));
  const file = `data/connectors/${c.id}.yaml`;
  const lines: string[] = [
    frontMatterBlock(
      {
        title: c.displayName,
        description: snippet(c.summary),
        sidebar_label: c.displayName,
        keywords: connectorKeywords(c),
        custom_edit_url: editUrlFor(file),
      },
      `generated from ${file} - edit that file`,
    ),
    '',
    "import ConnectorOptions from '@site/src/components/ConnectorOptions';",
    "import PlatformLogo from '@site/src/components/PlatformLogo';",
    "import CapabilityMark from '@site/src/components/CapabilityMark';",
    "import RecipeChecker from '@site/src/components/RecipeChecker';",
    ...(c.options.length > 0 ? deferredOptionsLines(c.id, docsVersion) : []),
    '',
    `<PlatformLogo id=${JSON.stringify(c.id)} />`,
    '',
    escapeMarkdown(c.summary.trim()),
    '',
  ];
  if (c.status !== 'certified') {
    lines.push(
      ':::info',
      c.status === 'incubating'
        ? 'This source is **incubating**: it is used in production by some teams, but its configuration may still change between releases.'
        : 'This source is in **testing**: it works for the cases described here, but expect gaps and configuration changes between releases.',
      ':::',
      '',
    );
  }
  lines.push(...atAGlance(c), ...installSection(c));
  // A reader who wants to run the connector first needs what to prepare and a recipe; the reference follows.
  lines.push(...prerequisitesSection(c));
  if (c.recipes.length > 0) lines.push(...recipesSection(c, docsVersion));
  lines.push('## Overview', '', escapeMarkdown(c.overview.trim()), '');
  lines.push(...configurationSection(c, connectorOptionRows(c, changes)));
  if (changes && removed.length > 0) {
    lines.push(
      `### Removed after ${changes.base}`,
      '',
      `${escapeCell(c.displayName)} in DataHub ${changes.base} had these options or capabilities, which Next no longer has (removed or renamed):`,
      '',
      ...removed.map((r) =>
        r.kind === 'capability'
          ? `- ${CAPABILITY_LABELS[r.name as keyof typeof CAPABILITY_LABELS]} (capability)`
          : `- \`${r.name}\``,
      ),
      '',
    );
  }
  lines.push(...capabilitiesSection(c, capabilityMarks));

  if (c.troubleshooting.length > 0) {
    lines.push('## Troubleshooting', '');
    for (const t of c.troubleshooting) {
      lines.push(`### ${escapeCell(t.problem)}`, '', escapeMarkdown(t.solution.trim()), '');
    }
  }

  const related = (c.related ?? []).map((id) => all.get(id)).filter((r): r is Connector => r !== undefined);
  if (related.length > 0) {
    lines.push('## Related', '');
    for (const r of sortConnectors(related)) {
      lines.push(`- [${escapeCell(r.displayName)}](${sourceUrl(r.id)}): ${escapeCell(r.summary)}`);
    }
    lines.push('');
  }
  const page = lines.join('\n');
  return (
    (page.includes('<RecipeChecker ') ? page : page.replace(/^import RecipeChecker .*\n/m, ''))
      .replace(/\n{3,}/g, '\n\n')
      .trimEnd() + '\n'
  );
}

export function renderSourcesIndex(connectors: Connector[]): string {
  const sorted = sortConnectors(connectors);
  const pull = sorted.filter((c) => c.connection === 'pull').length;
  const push = sorted.length - pull;
  const lines: string[] = [
    frontMatterBlock(
      {
        title: 'Ingestion sources',
        description: `All ${sorted.length} DataHub ingestion sources and push integrations, grouped by platform type, with support status and connection model.`,
        sidebar_label: 'All sources',
        custom_edit_url: folderUrlFor('data/connectors'),
      },
      'generated from data/connectors/*.yaml - edit those files',
    ),
    '',
    `DataHub reads metadata from ${sorted.length} systems. ${pull} of them are **pull** sources: you describe the connection in a recipe and the DataHub CLI (\`datahub ingest -c recipe.yaml\`), UI ingestion or your scheduler connects to the system and extracts its metadata. The other ${push} are **push** integrations: a plugin installed in the other system (an Airflow plugin, a Spark listener, a Great Expectations action and so on) emits metadata to DataHub while that system runs.`,
    '',
    'Each source page lists what the integration extracts, the permissions it needs, its capabilities, every configuration option with its type and default, starter recipes you can copy, and answers to the problems people run into most often.',
    '',
    '## Support status',
    '',
    '- **Certified** sources are maintained by the DataHub project, covered by integration tests and used widely in production.',
    '- **Incubating** sources work and are used in production by some teams, but their configuration may still change.',
    '- **Testing** sources are new or rarely used; try them on a non-production DataHub first and report gaps.',
    '',
    '## Installing a source',
    '',
    "Pull sources ship as extras of the `acryl-datahub` Python package, so you install only the drivers you need, for example `pip install 'acryl-datahub[snowflake]'`. Run `datahub check plugins` to list the sources your installation can run. When you use UI ingestion, the DataHub server installs the right extra for you, matching the CLI version you choose in the ingestion source settings.",
    '',
  ];
  for (const type of platformTypes(sorted)) {
    const group = sorted.filter((c) => c.platformType === type);
    lines.push(
      `## ${escapeCell(type)}`,
      '',
      '| Source | Status | Connection | What it extracts |',
      '| --- | --- | --- | --- |',
    );
    for (const c of group) {
      lines.push(
        `| [${escapeCell(c.displayName)}](${sourceUrl(c.id)}) | ${STATUS_LABEL[c.status]} | ${c.connection} | ${escapeCell(c.summary)} |`,
      );
    }
    lines.push('');
  }
  return lines.join('\n').trimEnd() + '\n';
}

export function integrationsData(connectors: Connector[]): Integration[] {
  return sortConnectors(connectors).map((c) => ({
    id: c.id,
    name: c.displayName,
    platformType: c.platformType,
    connection: c.connection,
    status: c.status,
    features: CAPABILITY_KEYS.filter((k) => c.capabilities[k].supported).map((k) => CAPABILITY_LABELS[k]),
    docPath: sourceUrl(c.id),
    summary: c.summary.replace(/\s+/g, ' ').trim(),
    logo: `/${logoPath(c.id)}`,
    brandLogo: brandIconFor(c.id) !== undefined,
  }));
}
