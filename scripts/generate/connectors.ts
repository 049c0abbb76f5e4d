/**
 * The `connectors` family: one page per data/connectors/<id>.yaml under /docs/generated/ingestion/sources/,
 * the sources index page, the "Sources" sidebar and generated/integrations.json for the /integrations page.
 */
import type {SidebarItems} from '../../sidebars/types';
import {CONNECTORS_DIR, loadConnectors} from './connectors/load';
import {
  SOURCES_DIR,
  connectorOptionRows,
  integrationsData,
  optionsDataFile,
  platformTypes,
  renderConnectorPage,
  renderSourcesIndex,
  sortConnectors,
  sourceDocId,
  type PageChanges,
} from './connectors/render';
import {COMPARED_VERSION, connectorsAt, frozenDataDir, loadFrozenData} from './frozenData';
import {changesOf, diffConnectors} from './versionDiff';
import type {Connector} from '../../data/schemas/connector';
import {logoPath, logoSvg} from './connectors/logos';
import type {FamilyGenerator, FamilyOutput, GeneratedDoc} from './types';
import {releaseOf, stampRelease} from './releaseLine';
import {CURRENT, VERSIONS_FILE} from '../lib/versions';

/**
 * The last page and options data rendered for a connector in each docs version, with the key of what else the render
 * read: rendering all 79 pages is most of the family's time, and after one file's edit the other connectors are the
 * same frozen objects (`loadConnectors`; a frozen version's pages use them too where it has no data of its own). Only
 * a frozen connector is remembered: one that can change could not be trusted by identity.
 */
const renderedDocs = new WeakMap<Connector, Map<string, {key: string; docs: GeneratedDoc[]}>>();

/** A connector's page and options data file (`renderConnectorPage`, `connectorOptionRows`). */
function connectorDocs(
  c: Connector,
  all: Map<string, Connector>,
  docsVersion: string,
  changes: PageChanges | undefined,
): GeneratedDoc[] {
  const memo = Object.isFrozen(c);
  // Besides the connector itself and the version the render reads: its changes since the frozen version, and the
  // names and summaries of the related connectors it links to.
  const key = memo
    ? JSON.stringify([
        changes ? [changes.base, changesOf(changes.diff, c.id)] : null,
        (c.related ?? []).map((id) => {
          const r = all.get(id);
          return r ? [r.displayName, r.summary] : null;
        }),
      ])
    : '';
  const byVersion = renderedDocs.get(c) ?? new Map<string, {key: string; docs: GeneratedDoc[]}>();
  const known = byVersion.get(docsVersion);
  if (memo && known?.key === key) return known.docs;
  const docs: GeneratedDoc[] = [
    {path: `${SOURCES_DIR}/${c.id}.mdx`, content: renderConnectorPage(c, all, docsVersion, changes)},
    // The options table's data, loaded by the page on demand (src/hydration/deferredData.ts).
    ...(c.options.length > 0
      ? [{path: `${SOURCES_DIR}/${optionsDataFile(c.id)}`, content: JSON.stringify(connectorOptionRows(c, changes))}]
      : []),
  ].map((doc) => Object.freeze(doc));
  if (memo) renderedDocs.set(c, byVersion.set(docsVersion, {key, docs}));
  return docs;
}

export function buildConnectorsOutput(
  connectors: Connector[],
  docsVersion = CURRENT,
  changes?: PageChanges,
): FamilyOutput {
  const all = new Map(connectors.map((c) => [c.id, c]));
  const sorted = sortConnectors(connectors);
  const docs = [...connectors]
    .sort((a, b) => a.id.localeCompare(b.id))
    .flatMap((c) => connectorDocs(c, all, docsVersion, changes));
  docs.push({path: `${SOURCES_DIR}/index.md`, content: renderSourcesIndex(connectors)});

  const sidebar: SidebarItems = [
    {
      type: 'category',
      label: 'Sources',
      link: {type: 'doc', id: `${SOURCES_DIR}/index`},
      items: platformTypes(sorted).map((type) => ({
        type: 'category' as const,
        label: type,
        collapsed: true,
        items: sorted.filter((c) => c.platformType === type).map((c) => sourceDocId(c.id)),
      })),
    },
  ];
  return {
    docs,
    sidebar,
    data: [
      {path: 'integrations.json', content: `${JSON.stringify(integrationsData(connectors), null, 2)}\n`},
      // Platform marks, served from the generated static folder (see docusaurus.config.ts).
      ...sorted.map((c) => ({path: `static/${logoPath(c.id)}`, content: logoSvg(c).svg})),
    ],
  };
}

/**
 * The family's output for one docs version (`current` for Next): its pages name that version's release. A frozen
 * version's pages use its verified connector files (data/<release>/connectors/); Next's pages mark what those
 * connectors did not have yet.
 */
export function connectorsFor(root: string, docsVersion: string): FamilyOutput {
  const today = loadConnectors(root);
  if (docsVersion !== CURRENT) {
    const release = releaseOf(root, docsVersion);
    return stampRelease(
      buildConnectorsOutput(connectorsAt(today, loadFrozenData(root, release)), docsVersion),
      release,
    );
  }
  const frozen = loadFrozenData(root, releaseOf(root, COMPARED_VERSION));
  const changes = frozen ? {base: COMPARED_VERSION, diff: diffConnectors(today, frozen.connectors)} : undefined;
  return stampRelease(buildConnectorsOutput(today, docsVersion, changes), releaseOf(root, docsVersion));
}

const connectorsGenerator: FamilyGenerator = {
  name: 'connectors',
  inputs: [CONNECTORS_DIR, VERSIONS_FILE, frozenDataDir('v1.1.0')],
  run(root: string): FamilyOutput {
    return connectorsFor(root, CURRENT);
  },
};

export default connectorsGenerator;
