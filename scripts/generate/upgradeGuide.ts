/**
 * The `upgradeGuide` family: what each DataHub release from the frozen docs version's release (v1.1.0) up to the
 * release Next documents (data/versions.yaml) changes for a deployment, from data/upgrade/<release>.yaml (schema:
 * data/schemas/upgradeRelease.ts). It fills the line `<!-- generated:upgrade-guide -->` of the authored page
 * docs/how/updating-datahub.md with the section "Changes from 1.1.0 to <Next>": breaking changes first (grouped by
 * area), then deprecations, required upgrade actions and notable changes, followed by one section per release
 * whose id (`v1-5-0`) other pages can link to, and one section per connector that items name (`connector-snowflake`),
 * which the notes of the 1.1.0 connector pages link to (scripts/generate/versionNotes.ts).
 *
 * The section opens with the line `<!-- generated:upgrade-diff -->`, the place for the generated diff of options,
 * GraphQL and aspects between the two releases; until that generator exists, this family fills it with nothing
 * (`upgradeDiffContent`).
 */
import fs from 'node:fs';
import path from 'node:path';
import {compareVersions} from '../../data/schemas/releaseNote';
import {
  UPGRADE_AREAS,
  UPGRADE_KINDS,
  upgradeReleaseSchema,
  type UpgradeArea,
  type UpgradeItem,
  type UpgradeKind,
  type UpgradeRelease,
} from '../../data/schemas/upgradeRelease';
import {CURRENT, loadVersions} from '../lib/versions';
import {loadFamily, type FamilyOptions} from '../lib/dataFamily';
import {CONNECTORS_DIR, loadConnectors} from './connectors/load';
import {formatDate} from './releaseNotes';
import {RELEASES_DIR, loadReleases} from './releases';
import {DataError, type FamilyGenerator, type FamilyOutput, type GeneratedInsert} from './types';

export const UPGRADE_DIR = 'data/upgrade';
/** The authored page (relative to docs/) that receives the section, and its markers. */
export const UPGRADE_PAGE = 'how/updating-datahub.md';
export const UPGRADE_MARKER = 'upgrade-guide';
export const UPGRADE_DIFF_MARKER = 'upgrade-diff';

/** `v1.1.0` -> `1.1.0`, as the docs version is named. */
const bare = (release: string) => release.replace(/^v/, '');
/** The heading id of a release's section: `v1.5.0` -> `v1-5-0`. */
export const releaseAnchor = (release: string) => release.replace(/\./g, '-');
/** The heading id of the section that collects the items about one connector: `snowflake` -> `connector-snowflake`. */
export const connectorAnchor = (id: string) => `connector-${id}`;
/** The heading id of the group of one kind and area: `breaking`, `ingestion` -> `breaking-ingestion`. */
export const groupAnchor = (kind: UpgradeKind, area: UpgradeArea) => `${kind}-${area}`;
/** The heading id of the section "Changes from <frozen> to <Next>": `v1.1.0` -> `changes-from-1-1-0`. */
export const changesAnchor = (from: string) => `changes-from-${releaseAnchor(bare(from))}`;

export interface UpgradeRange {
  /** The release the section starts from (exclusive): the frozen docs version's release. */
  from: string;
  /** The release Next documents (inclusive). */
  to: string;
}

/** From the newest frozen docs version's release to Next's release, as recorded in data/versions.yaml. */
export function upgradeRange(root: string): UpgradeRange {
  const versions = loadVersions(root);
  const next = versions.find((v) => v.docsVersion === CURRENT)!;
  const frozen = versions.filter((v) => v.docsVersion !== CURRENT).map((v) => v.release);
  if (frozen.length === 0) {
    throw new DataError('data/versions.yaml', 'versions', 'add the frozen docs version', 'no frozen docs version');
  }
  const from = frozen.sort(compareVersions).at(-1)!;
  return {from, to: next.release};
}

const schemaFix =
  'follow the format in data/README.md: release, optional date and requirements, summary, and items ' +
  '{title, details, area, optional connector and alsoIn} under breaking, deprecations, actions or notable';

/** One object for every load: `loadFamily` keeps the validated files by it, so an unchanged file is not parsed again. */
const upgradeFamily: FamilyOptions<UpgradeRelease> = {
  kind: 'upgrade files',
  idField: 'release',
  hints: {format: schemaFix},
};

/** Every upgrade file, validated, newest release first; an invalid file throws a DataError naming file, field and fix. */
export function loadUpgradeReleases(root: string): UpgradeRelease[] {
  const connectors = new Set(
    fs.existsSync(path.join(root, CONNECTORS_DIR))
      ? fs.readdirSync(path.join(root, CONNECTORS_DIR)).map((n) => n.replace(/\.yaml$/, ''))
      : [],
  );
  const files = loadFamily(root, UPGRADE_DIR, upgradeReleaseSchema, upgradeFamily);
  const releases = files.map(({file, entry: r}) => {
    for (const kind of Object.keys(UPGRADE_KINDS) as UpgradeKind[]) {
      r[kind].forEach((item, index) => {
        if (item.connector && !connectors.has(item.connector)) {
          throw new DataError(
            file,
            `${kind}[${index}].connector`,
            `use the id of a file in ${CONNECTORS_DIR}/ (for example snowflake) or leave the field out`,
            `no connector "${item.connector}"`,
          );
        }
      });
    }
    return {file, release: r};
  });
  const known = new Set(releases.map((r) => r.release.release));
  for (const {file, release: r} of releases) {
    for (const kind of Object.keys(UPGRADE_KINDS) as UpgradeKind[]) {
      r[kind].forEach((item, index) => {
        for (const other of item.alsoIn ?? []) {
          if (!known.has(other)) {
            throw new DataError(
              file,
              `${kind}[${index}].alsoIn`,
              `add ${UPGRADE_DIR}/${other}.yaml or remove ${other} from the list`,
              `no upgrade file for ${other}`,
            );
          }
          if (compareVersions(other, r.release) >= 0) {
            throw new DataError(
              file,
              `${kind}[${index}].alsoIn`,
              `list the item in ${UPGRADE_DIR}/${other}.yaml and name ${r.release} in its alsoIn instead`,
              `${other} is not older than ${r.release}`,
            );
          }
        }
      });
    }
  }
  return releases.map((r) => r.release).sort((a, b) => compareVersions(b.release, a.release));
}

/**
 * Checks the upgrade files against the release list (data/releases/) and the range: every file lies in the range,
 * the range's last release has a file, and so has every listed release in the range that was published before it (a
 * patch of an older line published later is not on the way to it). Dates that both lists record must agree.
 */
export function checkUpgradeCoverage(
  upgrades: UpgradeRelease[],
  releases: {version: string; date?: string | undefined}[],
  range: UpgradeRange,
): void {
  const inRange = (v: string) => compareVersions(v, range.from) > 0 && compareVersions(v, range.to) <= 0;
  const byRelease = new Map(upgrades.map((u) => [u.release, u]));
  for (const u of upgrades) {
    if (!inRange(u.release)) {
      throw new DataError(
        `${UPGRADE_DIR}/${u.release}.yaml`,
        'release',
        `remove the file: the upgrade guide covers releases after ${range.from} up to ${range.to} (data/versions.yaml)`,
        `${u.release} is outside the range`,
      );
    }
  }
  const lastDate = releases.find((r) => r.version === range.to)?.date;
  const due = [
    range.to,
    ...releases
      .filter((r) => inRange(r.version))
      .filter((r) => !(r.date && lastDate && r.date > lastDate))
      .map((r) => r.version),
  ];
  for (const version of due) {
    if (!byRelease.has(version)) {
      throw new DataError(
        `${UPGRADE_DIR}/${version}.yaml`,
        '(file)',
        `write it from the ${version} section of DataHub's upgrade notes (format in data/README.md)`,
        `release ${version} lies between ${range.from} and ${range.to} but has no upgrade file`,
      );
    }
  }
  for (const r of releases) {
    const u = byRelease.get(r.version);
    if (u?.date && r.date && u.date !== r.date) {
      throw new DataError(
        `${UPGRADE_DIR}/${r.version}.yaml`,
        'date',
        `set the date both files record to the GitHub release date (${RELEASES_DIR}/${r.version}.yaml says ${r.date})`,
        `date ${u.date} differs from the release list`,
      );
    }
  }
}

interface Placed {
  item: UpgradeItem;
  release: string;
}

const areaOrder = Object.keys(UPGRADE_AREAS) as UpgradeArea[];
const kindOrder = Object.keys(UPGRADE_KINDS) as UpgradeKind[];
const groupId = groupAnchor;
const releaseLink = (release: string) => `[${release}](#${releaseAnchor(release)})`;
const connectorLink = (id: string, names: Map<string, string>) =>
  `[${names.get(id) ?? id} source](/docs/generated/ingestion/sources/${id})`;

function itemLine(p: Placed, names: Map<string, string>): string {
  const refs = [releaseLink(p.release)];
  if (p.item.alsoIn?.length) refs[0] += `, also in ${p.item.alsoIn.map(releaseLink).join(' and ')}`;
  if (p.item.connector) refs.push(connectorLink(p.item.connector, names));
  const title = p.item.title.replace(/[.:]$/, '');
  return `- **${title}** (${refs.join('; ')}). ${p.item.details.replace(/\s*\n\s*/g, ' ')}`;
}

function requirementsText(r: UpgradeRelease): string {
  const req = r.requirements;
  const parts: string[] = [];
  if (req?.upgradeFrom) {
    parts.push(`install ${releaseLink(req.upgradeFrom)} first and let its system update finish`);
  }
  if (req?.cli) parts.push(`CLI and Python SDK ${req.cli.join(' or ')}`);
  if (req?.helmChart) parts.push(`Helm chart ${req.helmChart} or later`);
  return parts.length ? `Requirements: ${parts.join('; ')}.` : 'No CLI or Helm chart requirement is stated for it.';
}

/** The Markdown that replaces the marker. `connectorNames` maps connector ids to their display names. */
export function renderUpgradeGuide(
  upgrades: UpgradeRelease[],
  range: UpgradeRange,
  connectorNames: Map<string, string> = new Map(),
): string {
  const sorted = [...upgrades].sort((a, b) => compareVersions(b.release, a.release));
  const oldest = sorted.at(-1)?.release ?? range.to;
  const out: string[] = [];
  out.push(
    `## Changes from ${bare(range.from)} to ${range.to} {#${changesAnchor(range.from)}}`,
    '',
    `Moving a deployment from ${range.from} to ${range.to} crosses ${sorted.length} releases, ${oldest} to ` +
      `${range.to}. This section puts their changes together by kind: breaking changes first, grouped by the part ` +
      'of DataHub they affect, then deprecations, the actions the upgrade itself needs, and notable changes. Inside ' +
      'each group the newest release comes first, and every item links to its release. If your deployment already ' +
      'runs a release after ' +
      `${range.from}, skip the items of the releases you have installed. ` +
      '[Upgrade notes by release](#upgrade-notes-by-release) lists the same items per release, with its ' +
      'requirements, and [upgrade notes by connector](#upgrade-notes-by-connector) collects the items about each ' +
      'ingestion source and plugin.',
    '',
    `<!-- generated:${UPGRADE_DIFF_MARKER} -->`,
    '',
  );
  for (const kind of kindOrder) {
    const placed: Placed[] = sorted.flatMap((r) => r[kind].map((item) => ({item, release: r.release})));
    if (placed.length === 0) continue;
    out.push(`### ${UPGRADE_KINDS[kind]} {#upgrade-${kind}}`, '');
    for (const area of areaOrder) {
      const group = placed.filter((p) => p.item.area === area);
      if (group.length === 0) continue;
      out.push(`#### ${UPGRADE_AREAS[area]} {#${groupId(kind, area)}}`, '');
      for (const p of group) out.push(itemLine(p, connectorNames));
      out.push('');
    }
  }
  out.push(
    '## Upgrade notes by release {#upgrade-notes-by-release}',
    '',
    'Each release below lists its requirements and the titles of its items; the item itself, with what to do, is ' +
      'in the group the link points to. Patch releases of an older line that carry a change of a newer release ' +
      'list it under "Also in this release".',
    '',
  );
  for (const r of sorted) {
    out.push(`### ${r.release} {#${releaseAnchor(r.release)}}`, '');
    const when = r.date ? `Published ${formatDate(r.date)}. ` : '';
    out.push(`${when}${r.summary} ${requirementsText(r)}`, '');
    for (const kind of kindOrder) {
      for (const item of r[kind]) {
        out.push(`- ${kindLabel(kind)}, [${UPGRADE_AREAS[item.area]}](#${groupId(kind, item.area)}): ${item.title}`);
      }
    }
    const carried = sorted.flatMap((other) =>
      kindOrder.flatMap((kind) =>
        other[kind]
          .filter((item) => item.alsoIn?.includes(r.release))
          .map((item) => ({kind, item, home: other.release})),
      ),
    );
    if (carried.length) {
      out.push('', 'Also in this release:', '');
      for (const c of carried) {
        out.push(
          `- ${kindLabel(c.kind)}, [${UPGRADE_AREAS[c.item.area]}](#${groupId(c.kind, c.item.area)}): ` +
            `${c.item.title} (listed under ${releaseLink(c.home)})`,
        );
      }
    }
    out.push('');
  }
  out.push(...connectorNotes(sorted, connectorNames));
  return out.join('\n').trimEnd();
}

/** Every item that names a connector, by connector (sorted by display name), newest release first. */
export function itemsByConnector(upgrades: UpgradeRelease[]): Map<string, {kind: UpgradeKind; placed: Placed}[]> {
  const sorted = [...upgrades].sort((a, b) => compareVersions(b.release, a.release));
  const byConnector = new Map<string, {kind: UpgradeKind; placed: Placed}[]>();
  for (const r of sorted) {
    for (const kind of kindOrder) {
      for (const item of r[kind]) {
        if (!item.connector) continue;
        const list = byConnector.get(item.connector) ?? [];
        list.push({kind, placed: {item, release: r.release}});
        byConnector.set(item.connector, list);
      }
    }
  }
  return byConnector;
}

/** The section "Upgrade notes by connector": one heading per connector that an item names, with its items' titles. */
function connectorNotes(upgrades: UpgradeRelease[], names: Map<string, string>): string[] {
  const byConnector = itemsByConnector(upgrades);
  if (byConnector.size === 0) return [];
  const nameOf = (id: string) => names.get(id) ?? id;
  const ids = [...byConnector.keys()].sort((a, b) => nameOf(a).localeCompare(nameOf(b), 'en'));
  const out = [
    '## Upgrade notes by connector {#upgrade-notes-by-connector}',
    '',
    'The items about one ingestion source or plugin, newest release first. Each item links to its release and to ' +
      'the group above that explains what changes and what to do.',
    '',
  ];
  for (const id of ids) {
    out.push(`### ${nameOf(id)} {#${connectorAnchor(id)}}`, '', `Reference: ${connectorLink(id, names)}.`, '');
    for (const {kind, placed} of byConnector.get(id)!) {
      out.push(
        `- ${kindLabel(kind)}, ${releaseLink(placed.release)}, [${UPGRADE_AREAS[placed.item.area]}](#${groupId(kind, placed.item.area)}): ${placed.item.title.replace(/[.:]$/, '')}`,
      );
    }
    out.push('');
  }
  return out;
}

function kindLabel(kind: UpgradeKind): string {
  return {breaking: 'Breaking', deprecations: 'Deprecation', actions: 'Action', notable: 'Notable'}[kind];
}

/** What fills `<!-- generated:upgrade-diff -->`: nothing until the diff of options, GraphQL and aspects exists. */
export function upgradeDiffContent(): string {
  return '';
}

/** Display names of the connectors in data/connectors/, by id (from the connectors' shared, validated load). */
export function connectorNames(root: string): Map<string, string> {
  return new Map(loadConnectors(root).map((c) => [c.id, c.displayName]));
}

export function buildUpgradeGuideOutput(root: string): FamilyOutput {
  const range = upgradeRange(root);
  const upgrades = loadUpgradeReleases(root);
  checkUpgradeCoverage(upgrades, loadReleases(root), range);
  const inserts: GeneratedInsert[] = [
    {page: UPGRADE_PAGE, marker: UPGRADE_MARKER, content: renderUpgradeGuide(upgrades, range, connectorNames(root))},
    {page: UPGRADE_PAGE, marker: UPGRADE_DIFF_MARKER, content: upgradeDiffContent()},
  ];
  return {docs: [], inserts};
}

const upgradeGuideGenerator: FamilyGenerator = {
  name: 'upgradeGuide',
  inputs: [UPGRADE_DIR, RELEASES_DIR, CONNECTORS_DIR, 'data/versions.yaml', 'versions.json'],
  run: (root) => buildUpgradeGuideOutput(root),
};

export default upgradeGuideGenerator;
