/**
 * Docs versions: the current version's label, the versions this site builds, the archived ones the version dropdown
 * links to, and which versions `npm start` includes (the release each version documents is in data/versions.yaml).
 */

/** Label of the current version, served at /docs. */
export const currentVersionLabel = 'Next';
/** Versions built by this site, newest first (versions.json holds the same list). */
export const builtVersions = ['1.1.0'] as const;

/**
 * Older releases whose docs live on archived copies of the site. They are listed in the
 * version dropdown and link out; the URL pattern is configurable for a new archive host.
 */
export const archivedVersions = [
  '1.0.0',
  '0.15.0',
  '0.14.1',
  '0.14.0',
  '0.13.1',
  '0.13.0',
  '0.12.1',
  '0.11.0',
  '0.10.5',
] as const;

const archiveHost =
  (typeof process === 'undefined' ? undefined : process.env.SITE_ARCHIVE_URL_PATTERN) ??
  'https://docs-archive.datahub.com/v{version}/docs/features';

export function archivedVersionUrl(version: string): string {
  return archiveHost.replace('{version}', version);
}

/**
 * The versions the docs plugin loads (`onlyIncludeVersions`; undefined = all). A build always has all of them. The dev
 * server (`npm start`, NODE_ENV development) loads only the current version, which halves its start-up, unless
 * `DOCS_VERSIONS=all` (every version) or a comma-separated list such as `DOCS_VERSIONS=current,1.1.0`.
 */
export function includedVersions(env: Record<string, string | undefined>): string[] | undefined {
  const asked = env.DOCS_VERSIONS?.trim();
  if (asked === 'all' || (env.NODE_ENV !== 'development' && !asked)) return undefined;
  return asked ? asked.split(',').map((v) => v.trim()) : ['current'];
}
