/**
 * The `releases` family: the list of open-source DataHub releases from data/releases/<version>.yaml, inserted into
 * the authored page docs/releases.md where it holds the line `<!-- generated:releases -->`.
 */
import {compareVersions} from '../../data/schemas/releaseNote';
import {releaseSchema, type Release} from '../../data/schemas/release';
import {formatDate} from './releaseNotes';
import {loadFamily, type FamilyOptions} from '../lib/dataFamily';
import {type FamilyGenerator, type FamilyOutput} from './types';

export const RELEASES_DIR = 'data/releases';
/** The authored page (relative to docs/) that receives the list, and its marker name. */
export const RELEASES_PAGE = 'releases.md';
export const RELEASES_MARKER = 'releases';

export const githubReleaseUrl = (version: string) =>
  `https://github.com/datahub-project/datahub/releases/tag/${version}`;

/** One object for every load: `loadFamily` keeps the validated files by it, so an unchanged file is not parsed again. */
const releaseFamily: FamilyOptions<Release> = {
  kind: 'release files',
  idField: 'version',
  hints: {
    format: 'follow the format in data/README.md (version v1.7.0, optional date YYYY-MM-DD, summary, 2-4 highlights)',
  },
};

/** Every release, validated, newest version first; an invalid file throws a DataError naming file, field and fix. */
export function loadReleases(root: string): Release[] {
  const releases = loadFamily(root, RELEASES_DIR, releaseSchema, releaseFamily);
  return releases.map((r) => r.entry).sort((a, b) => compareVersions(b.version, a.version));
}

/** The Markdown that replaces the marker: a summary table, then one section per release. */
export function renderReleaseList(releases: Release[]): string {
  const lines = ['| Release | Published | Notes |', '| --- | --- | --- |'];
  for (const r of releases) {
    const date = r.date ? formatDate(r.date) : 'Date not recorded';
    lines.push(
      `| [${r.version}](#${r.version.replace(/\./g, '')}) | ${date} | [GitHub release](${githubReleaseUrl(r.version)}) |`,
    );
  }
  lines.push('');
  for (const r of releases) {
    lines.push(`### ${r.version} {#${r.version.replace(/\./g, '')}}`, '');
    const when = r.date ? `Published ${formatDate(r.date)}. ` : '';
    lines.push(`${when}${r.summary} [Release notes on GitHub](${githubReleaseUrl(r.version)}).`, '');
    for (const h of r.highlights) lines.push(`- ${h}`);
    lines.push('');
  }
  return lines.join('\n').trimEnd();
}

export function buildReleasesOutput(releases: Release[]): FamilyOutput {
  return {docs: [], inserts: [{page: RELEASES_PAGE, marker: RELEASES_MARKER, content: renderReleaseList(releases)}]};
}

const releasesGenerator: FamilyGenerator = {
  name: 'releases',
  inputs: [RELEASES_DIR],
  run: (root) => buildReleasesOutput(loadReleases(root)),
};

export default releasesGenerator;
