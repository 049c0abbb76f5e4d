/**
 * The `releaseNotes` family: one page per DataHub Cloud release from data/release-notes/<id>.yaml under
 * /docs/managed-datahub/release-notes/<id>, the release history index and the "Release notes" sidebar.
 */
import {loadFamily} from '../lib/dataFamily';
import {editUrlFor} from '../../config/site';
import type {SidebarItems} from '../../sidebars/types';
import {compareVersions, idForVersion, releaseNoteSchema, type ReleaseNote} from '../../data/schemas/releaseNote';
import {frontMatterBlock} from '../lib/frontMatter';
import {escapeCell, escapeMarkdown, snippet} from '../lib/markdown';
import {folderUrlFor} from './connectors/render';
import {DataError, type FamilyGenerator, type FamilyOutput} from './types';

export const RELEASE_NOTES_DIR = 'data/release-notes';
export const RELEASE_DOCS_DIR = 'managed-datahub/release-notes';
const releaseUrl = (id: string) => `/docs/${RELEASE_DOCS_DIR}/${id}`;

export function formatDate(iso: string | undefined): string {
  if (!iso) return 'Not published';
  const [y, m, d] = iso.split('-').map((n) => Number.parseInt(n, 10));
  // Same wording as the events page: "14 February 2024".
  return new Intl.DateTimeFormat('en-GB', {day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC'}).format(
    Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1),
  );
}

/** Reads and validates every release note, newest first. */
export function loadReleaseNotes(root: string): ReleaseNote[] {
  const notes = loadFamily(root, RELEASE_NOTES_DIR, releaseNoteSchema, {
    kind: 'release notes',
    idField: 'id',
    idNote: '(and version to match)',
    hints: {
      format:
        'follow the release-notes format in data/README.md (id v_0_3_13, version v0.3.13, releaseDate YYYY-MM-DD, sections with items)',
    },
  });
  const versions = new Map<string, string>();
  for (const {file, entry: note} of notes) {
    const other = versions.get(note.version);
    if (other)
      throw new DataError(
        file,
        'version',
        'each release has exactly one file',
        `version ${note.version} is also in ${other}`,
      );
    versions.set(note.version, file);
  }
  return notes.map((n) => n.entry).sort((a, b) => compareVersions(b.version, a.version));
}

function cliInstall(cli: string): string {
  const version = cli.replace(/^v/, '').replace(/\.x$/, '');
  return /^\d+(\.\d+)*$/.test(version)
    ? `pip install --upgrade 'acryl-datahub==${version}'`
    : `pip install --upgrade acryl-datahub`;
}

export function renderReleaseNote(
  note: ReleaseNote,
  newer: ReleaseNote | undefined,
  older: ReleaseNote | undefined,
): string {
  const file = `${RELEASE_NOTES_DIR}/${note.id}.yaml`;
  const lines: string[] = [
    frontMatterBlock(
      {
        title: `DataHub Cloud ${note.version}`,
        description: snippet(
          `DataHub Cloud ${note.version}${note.releaseDate ? ` (${formatDate(note.releaseDate)})` : ''}: ${note.summary}`,
        ),
        sidebar_label: note.version,
        custom_edit_url: editUrlFor(file),
      },
      `generated from ${file} - edit that file`,
    ),
    '',
    escapeMarkdown(note.summary.trim()),
    '',
    '| Release | Available since | Recommended CLI/SDK |',
    '| --- | --- | --- |',
    `| ${note.version} | ${formatDate(note.releaseDate)} | ${note.recommendedCli ? `\`${note.recommendedCli}\`` : 'Not specified'} |`,
    '',
  ];
  for (const section of note.sections) {
    lines.push(`## ${escapeCell(section.title)}`, '');
    for (const item of section.items) {
      const body = escapeMarkdown(item.trim()).split('\n');
      lines.push(`- ${body[0] ?? ''}`, ...body.slice(1).map((l) => (l ? `  ${l}` : '')));
    }
    lines.push('');
  }
  lines.push('## Upgrading to this release', '');
  lines.push(
    'DataHub Cloud upgrades the hosted service for you; what you control is the version of the clients that talk to it. ' +
      'Check the breaking changes above against your recipes, custom sources and scripts before the upgrade window, and keep the CLI, the Python SDK and the push plugins (Airflow, Dagster, Spark) in step with the server.',
    '',
  );
  if (note.recommendedCli) {
    lines.push(
      `The recommended client version for ${note.version} is \`${note.recommendedCli}\`. Pin it wherever ingestion runs: in CI jobs, in the requirements of Airflow or Dagster deployments, and in the CLI version field of UI-managed ingestion sources.`,
      '',
      '```shell',
      cliInstall(note.recommendedCli),
      'datahub version',
      '```',
      '',
    );
  } else {
    lines.push(
      'No specific client version was recommended for this release. Use a CLI release from the same period as this server release and run `datahub version` to confirm what is installed.',
      '',
    );
  }
  lines.push(
    'For UI-managed ingestion, set the **CLI Version** field in the advanced settings of each ingestion source, so scheduled runs use the same client as your command line. Before switching a production schedule to a new client, run the recipe once with `datahub ingest -c recipe.yaml --dry-run`: it connects to the source and processes the metadata without writing anything to DataHub, which surfaces renamed or removed options early.',
    '',
    'If you run remote executors or self-hosted components next to DataHub Cloud, upgrade them to a version your DataHub representative lists as compatible before enabling new features.',
    '',
  );
  const nav: string[] = [];
  if (older) nav.push(`Previous release: [${older.version}](${releaseUrl(older.id)})`);
  if (newer) nav.push(`Next release: [${newer.version}](${releaseUrl(newer.id)})`);
  nav.push(`[All DataHub Cloud releases](/docs/${RELEASE_DOCS_DIR})`);
  lines.push('---', '', nav.join(' · '), '');
  return lines.join('\n').trimEnd() + '\n';
}

export function renderReleaseIndex(notes: ReleaseNote[]): string {
  const newest = notes[0];
  const oldest = notes[notes.length - 1];
  const lines: string[] = [
    frontMatterBlock(
      {
        title: 'DataHub Cloud release notes',
        description:
          'Release history of DataHub Cloud (formerly Acryl Data managed DataHub): dates, recommended CLI versions and the changes in every release.',
        sidebar_label: 'Release notes',
        custom_edit_url: folderUrlFor(RELEASE_NOTES_DIR),
      },
      `generated from ${RELEASE_NOTES_DIR}/*.yaml - edit those files`,
    ),
    '',
    'DataHub Cloud is the managed, hosted edition of DataHub operated by the DataHub team (it was called Acryl Data and "Managed DataHub" before 2025). Each DataHub Cloud release bundles the open-source DataHub changes up to a given core version with Cloud-only features such as Observe (assertions, smart assertions and incidents), Automations, Compliance Forms, proposals, the Slack integration and remote executors.',
    '',
    `This page lists ${notes.length} releases${newest && oldest ? `, from ${oldest.version} to ${newest.version}` : ''}, newest first. Each release page explains what changed, the breaking changes to check and the CLI/SDK version to use with it. Cloud upgrades are rolled out by the DataHub team, so the date below is when a release became available, not necessarily when your instance was upgraded; your DataHub representative can confirm which release your instance runs and schedule the upgrade.`,
    '',
    '## Which CLI version should I use?',
    '',
    'Match the DataHub CLI and Python SDK to the server: use the recommended version listed for your release, or a newer patch of it. Old clients keep working for basic ingestion, but new aspects, search features and ingestion options need a recent client, and several releases (for example v0.2.9 with Browse v2) could only turn features on once every client was upgraded.',
    '',
    '```shell',
    'datahub version',
    // The newest release's recommendation, so a frozen version's index names the client of its own newest release.
    newest?.recommendedCli ? cliInstall(newest.recommendedCli) : 'pip install --upgrade acryl-datahub',
    '```',
    '',
    '## How to read a release page',
    '',
    '- **Breaking changes** list what can change the result of your ingestion or API calls: renamed options, new defaults, dropped Python or Airflow versions, URN changes. Check them against your recipes and scripts first.',
    '- **Known issues** describe problems found after the release and, where there is one, the patch release that fixes them. Patch releases such as v0.3.10.2 are described on the page of their minor release.',
    '- **Product**, **Ingestion** and **Platform** sections describe new features; features marked beta or private beta are enabled on request by your DataHub representative.',
    '- The recommended CLI/SDK version applies to every client that writes to DataHub: the `datahub` CLI, the Python and Java SDKs, and the Airflow, Dagster, Prefect, Spark and Great Expectations integrations.',
    '',
    '## Release history',
    '',
    '| Release | Available since | Recommended CLI/SDK | Highlights |',
    '| --- | --- | --- | --- |',
  ];
  for (const n of notes) {
    lines.push(
      `| [${n.version}](${releaseUrl(n.id)}) | ${formatDate(n.releaseDate)} | ${n.recommendedCli ? `\`${n.recommendedCli}\`` : ''} | ${escapeCell(snippet(n.summary, 200))} |`,
    );
  }
  lines.push('');
  return lines.join('\n').trimEnd() + '\n';
}

export function buildReleaseNotesOutput(notes: ReleaseNote[]): FamilyOutput {
  const sorted = [...notes].sort((a, b) => compareVersions(b.version, a.version));
  const docs = sorted.map((n, i) => ({
    path: `${RELEASE_DOCS_DIR}/${n.id}.md`,
    content: renderReleaseNote(n, sorted[i - 1], sorted[i + 1]),
  }));
  docs.push({path: `${RELEASE_DOCS_DIR}/index.md`, content: renderReleaseIndex(sorted)});
  const sidebar: SidebarItems = [
    {
      type: 'category',
      label: 'Release notes',
      link: {type: 'doc', id: `${RELEASE_DOCS_DIR}/index`},
      items: sorted.map((n) => `${RELEASE_DOCS_DIR}/${n.id}`),
    },
  ];
  return {docs, sidebar};
}

const releaseNotesGenerator: FamilyGenerator = {
  name: 'releaseNotes',
  inputs: [RELEASE_NOTES_DIR],
  run(root: string): FamilyOutput {
    return buildReleaseNotesOutput(loadReleaseNotes(root));
  },
};

export default releaseNotesGenerator;
export {idForVersion};
