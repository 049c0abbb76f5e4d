/**
 * The order and shape of a generated connector page (issue 32 item 4): at a glance, install, prerequisites, the
 * starter recipes and the checker before the reference; the options table split into an open table and collapsed
 * groups; names and values that wrap only after `_`, `.` and `/`; links that open the group holding their target.
 */
import {fileURLToPath} from 'node:url';
import {createElement, type ReactNode} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {describe, expect, it, vi} from 'vitest';
import {CAPABILITY_KEYS, type Connector} from '../../data/schemas/connector';
import {loadConnectors} from '../../scripts/generate/connectors/load';
import {
  capabilityAnchor,
  display,
  optionRows,
  recipeOptionPaths,
  renderConnectorPage,
} from '../../scripts/generate/connectors/render';
import {
  breakPieces,
  COLLAPSE_ABOVE,
  groupId,
  layoutOptions,
  namePrefix,
  type ConnectorOptionRow,
} from '../../src/components/ConnectorOptions/layout';
import {detailsToOpen, fragmentId, type ElementLike} from '../../src/utils/revealTarget';

vi.mock('@docusaurus/Link', () => ({
  default: ({to, children, ...rest}: {to: string; children: ReactNode}) =>
    createElement('a', {href: to, ...rest}, children),
}));
vi.mock('@docusaurus/useBrokenLinks', () => ({default: () => ({collectAnchor: () => undefined})}));

const root = fileURLToPath(new URL('../..', import.meta.url));
const connectors = loadConnectors(root) as Connector[];
const snowflake = connectors.find((c) => c.id === 'snowflake')!;
const all = new Map(connectors.map((c) => [c.id, c]));
const snowflakeRows = () => optionRows(snowflake.options, '', new Map(), recipeOptionPaths(snowflake.recipes));

describe('connector page order (Snowflake)', () => {
  const page = renderConnectorPage(snowflake, all);
  const at = (marker: string) => {
    const index = page.indexOf(marker);
    expect(index, marker).toBeGreaterThanOrEqual(0);
    return index;
  };

  it('puts at a glance, install, prerequisites, the recipes and the checker before overview, options and capabilities', () => {
    const order = [
      '## At a glance',
      '### Install',
      '## Prerequisites',
      '## Starter recipes',
      '<RecipeChecker ',
      '## Overview',
      '## Configuration',
      '<ConnectorOptions ',
      '## Capabilities',
      '## Troubleshooting',
      '## Related',
    ].map(at);
    expect(order).toEqual([...order].sort((a, b) => a - b));
    // The starter recipe now comes before the 182 options, not 20,000 px below them.
    expect(at('type: snowflake')).toBeLessThan(at('<ConnectorOptions '));
  });

  it('says where it runs and lists capabilities with links to their rows further down', () => {
    const glance = page.slice(at('## At a glance'), at('### Install'));
    expect(glance).toContain('| Runs from | The DataHub CLI (`datahub ingest -c recipe.yaml`)');
    expect(glance).toContain('UI ingestion');
    expect(glance).toContain('[Column-level lineage](#capability-column-lineage)');
    expect(glance).toMatch(/\| Not supported \| \[Ownership\]\(#capability-ownership\) \|/);
    const table = page.slice(at('## Capabilities'), at('## Troubleshooting'));
    for (const key of CAPABILITY_KEYS) {
      expect(glance).toContain(`(#${capabilityAnchor(key)})`);
      expect(table).toContain(`id="${capabilityAnchor(key)}"`);
    }
  });

  it('states a push integration runs inside the other system', () => {
    const airflow = all.get('airflow')!;
    const glance = renderConnectorPage(airflow, all);
    expect(glance).toMatch(/\| Runs from \| Inside the system that produces the metadata/);
    expect(glance).not.toContain('<RecipeChecker');
  });
});

describe('options grouping', () => {
  it('marks as common the required options and every path a starter recipe sets', () => {
    const used = recipeOptionPaths(snowflake.recipes);
    for (const p of ['account_id', 'private_key', 'profiling', 'profiling.enabled', 'database_pattern.allow'])
      expect(used.has(p), p).toBe(true);
    const rows = snowflakeRows();
    const byPath = new Map<string, ConnectorOptionRow>();
    const index = (list: ConnectorOptionRow[]) =>
      list.forEach((row) => {
        byPath.set(row.path, row);
        index(row.fields ?? []);
      });
    index(rows);
    expect(byPath.get('account_id')?.common).toBe(true); // required
    expect(byPath.get('warehouse')?.common).toBe(true); // set by a recipe
    expect(byPath.get('profiling.enabled')?.common).toBe(true);
    expect(byPath.get('include_tables')?.common).toBeUndefined();
    expect(byPath.get('profiling.profile_table_row_limit')?.common).toBeUndefined();
  });

  it('keeps required and common options open and the others in groups named by their path', () => {
    const {main, groups} = layoutOptions(snowflakeRows());
    const open = main.map((r) => r.option.path);
    expect(open).toEqual(expect.arrayContaining(['account_id', 'role', 'warehouse', 'profiling', 'profiling.enabled']));
    expect(open).not.toContain('include_tables');
    const groupOf = (path: string) => groups.find((g) => g.rows.some((r) => r.option.path === path));
    expect(groupOf('include_tables')?.label).toBe('include_*');
    expect(groupOf('profiling.profile_table_row_limit')?.label).toBe('profiling');
    expect(groupOf('oauth_config.client_id')?.label).toBe('oauth_config');
    expect(groupOf('table_pattern.deny')?.label).toBe('Filter patterns');
    expect(groupOf('database_pattern.deny')?.label).toBe('Filter patterns');
    expect(groupOf('snowflake_domain')?.label).toBe('Other options');
    // The two removed view-lineage keys are flagged deprecated and form the last group.
    expect(groupOf('include_view_lineage')?.label).toBe('Deprecated options');
    expect(groups.at(-2)?.label).toBe('Other options');
    expect(groups.at(-1)?.label).toBe('Deprecated options');
    // Every option is in exactly one place, so every row id exists once.
    const shown = [...open, ...groups.flatMap((g) => g.rows.map((r) => r.option.path))];
    expect(shown).toHaveLength(182);
    expect(new Set(shown).size).toBe(182);
    // No group of a single row, and the open table keeps the data order.
    for (const g of groups) expect(g.rows.length, g.label).toBeGreaterThan(1);
    const dataOrder = layoutOptions(snowflake.options.map((o) => ({...o, path: o.name}) as ConnectorOptionRow)).main;
    const position = new Map(dataOrder.map((r, i) => [r.option.path, i]));
    const topOpen = main.filter((r) => r.depth === 0).map((r) => position.get(r.option.path)!);
    expect(topOpen).toEqual([...topOpen].sort((a, b) => a - b));
  });

  it('does not split short lists, or lists with nothing common to show first', () => {
    const option = (name: string, extra: Partial<ConnectorOptionRow> = {}): ConnectorOptionRow => ({
      name,
      path: name,
      type: 'string',
      required: false,
      description: 'x',
      ...extra,
    });
    const short = Array.from({length: COLLAPSE_ABOVE}, (_, i) => option(`o${i}`, {common: i === 0}));
    expect(layoutOptions(short).groups).toEqual([]);
    const none = Array.from({length: 40}, (_, i) => option(`include_${i}`));
    expect(layoutOptions(none)).toMatchObject({groups: []});
    expect(layoutOptions(none).main).toHaveLength(40);
    const long = [
      option('host', {common: true, required: true}),
      ...Array.from({length: 20}, (_, i) => option(`include_${i}`)),
      option('legacy', {deprecated: true}),
      option('old_one', {deprecated: true}),
      option('lonely'),
      option('spark.datahub.rest.server'),
      option('spark.datahub.rest.token'),
      option('spark.datahub.rest.max_retries'),
    ];
    const layout = layoutOptions(long);
    expect(layout.groups.map((g) => g.label)).toEqual(['include_*', 'spark.datahub.rest.*', 'Deprecated options']);
    // A lone option would make a group of one: it stays open.
    expect(layout.main.map((r) => r.option.path)).toEqual(['host', 'lonely']);
  });

  it('names prefixes and group ids', () => {
    expect(namePrefix('include_tables')).toBe('include_');
    expect(namePrefix('spark.datahub.rest.server')).toBe('spark.datahub.rest.');
    expect(namePrefix('env')).toBeUndefined();
    expect(groupId('prefix-include_')).toBe('options-group-prefix-include_');
  });
});

describe('options table markup', () => {
  it('renders the open table first, then one native <details> per group with its name and count', async () => {
    const {default: ConnectorOptions} = await import('../../src/components/ConnectorOptions');
    const html = renderToStaticMarkup(createElement(ConnectorOptions, {options: snowflakeRows()}));
    const firstDetails = html.indexOf('<details');
    expect(html.indexOf('id="config-account_id"')).toBeLessThan(firstDetails);
    expect(html.indexOf('id="config-include_tables"')).toBeGreaterThan(firstDetails);
    expect(html).toMatch(
      /<details id="options-group-prefix-include_"[^>]*data-native-details=""[^>]*><summary[^>]*><span[^>]*><code>include_<wbr\/>\*<\/code><\/span><span[^>]*>21 options<\/span><\/summary>/,
    );
    expect(html).toMatch(/<summary[^>]*><span[^>]*><code>profiling<\/code><\/span><span[^>]*>3 more options<\/span>/);
    expect(html).toContain('>Other options</span>');
    expect(html).not.toMatch(/<details[^>]* open/);
    // Every option row once.
    expect(html.match(/<tr id="config-/g)).toHaveLength(182);
  });

  it('lets long names and defaults wrap only after _ . and /', async () => {
    const {default: ConnectorOptions} = await import('../../src/components/ConnectorOptions');
    const html = renderToStaticMarkup(createElement(ConnectorOptions, {options: snowflakeRows()}));
    expect(html).toContain('<code>DEFAULT_<wbr/>AUTHENTICATOR</code>');
    expect(html).toContain('<code>snowflakecomputing.<wbr/>com</code>');
    expect(html).toContain('include_<wbr/>view_<wbr/>column_<wbr/>lineage');
    expect(breakPieces('DEFAULT_AUTHENTICATOR')).toEqual(['DEFAULT_', 'AUTHENTICATOR']);
    expect(breakPieces('s3://bucket/path.json')).toEqual(['s3:/', '/', 'bucket/', 'path.', 'json']);
    expect(breakPieces('plain')).toEqual(['plain']);
    expect(breakPieces('trailing_')).toEqual(['trailing_']);
    expect(breakPieces('')).toEqual(['']);
    // Lists get a space after each comma, so they wrap between items.
    expect(display(['BASE TABLE', 'EXTERNAL TABLE'])).toBe('["BASE TABLE", "EXTERNAL TABLE"]');
    expect(display({a: [1, 2], b: null})).toBe('{"a": [1, 2], "b": null}');
    expect(display('DEFAULT_AUTHENTICATOR')).toBe('DEFAULT_AUTHENTICATOR');
  });
});

describe('deep links into collapsed groups', () => {
  const node = (tagName: string, parent: ElementLike | null, open?: boolean): ElementLike => ({
    tagName,
    parentElement: parent,
    open,
  });

  it('opens the closed <details> around the target, outermost first', () => {
    const article = node('ARTICLE', null);
    const outer = node('DETAILS', article, false);
    const inner = node('details', outer, false);
    const row = node('TR', node('TBODY', node('TABLE', inner)));
    expect(detailsToOpen(row)).toEqual([outer, inner]);
    outer.open = true;
    expect(detailsToOpen(row)).toEqual([inner]);
    inner.open = true;
    expect(detailsToOpen(row)).toEqual([]);
    expect(detailsToOpen(node('H2', article))).toEqual([]);
  });

  it('leaves a group closed for a target in its summary, and opens a group that is itself the target', () => {
    const group = node('DETAILS', null, false);
    const summary = node('SUMMARY', group);
    expect(detailsToOpen(node('CODE', summary))).toEqual([]);
    expect(detailsToOpen(group)).toEqual([group]);
  });

  it('reads the id from the hash', () => {
    expect(fragmentId('#config-profiling.enabled')).toBe('config-profiling.enabled');
    expect(fragmentId('#config-a%20b')).toBe('config-a b');
    expect(fragmentId('#%E0%A4%A')).toBeUndefined();
    expect(fragmentId('')).toBeUndefined();
    expect(fragmentId('#')).toBeUndefined();
  });
});
