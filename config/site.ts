/**
 * Site-wide constants and the environment flags that change them. Read once here so that
 * the config, the generators and the tests agree on the same values.
 */
// Also imported by browser code (constants only), where `process` does not exist.
const env: Record<string, string | undefined> = typeof process === 'undefined' ? {} : process.env;

/** Public URL of the deployed site (canonical URLs, sitemap, social cards). */
export const siteUrl = env.SITE_URL ?? 'https://docs.datahub.com';
/** Base path; overridable, which also shows Docusaurus' wrong-base-URL banner when set wrong. */
export const baseUrl = env.BASE_URL ?? '/';

/** The GitHub repository that holds this site's sources ("Edit this page" targets it). */
export const siteRepoUrl = env.SITE_REPO_URL ?? 'https://github.com/datahub-project/datahub-docs-website';
export const siteRepoBranch = env.SITE_REPO_BRANCH ?? 'main';
/** DataHub's own repository (navbar icon, footer link). */
export const datahubRepoUrl = 'https://github.com/datahub-project/datahub';

/** "Edit this page" URL of a source file given relative to the repository root, e.g. `data/connectors/kafka.yaml`. */
export function editUrlFor(sourcePath: string): string {
  return `${siteRepoUrl}/edit/${siteRepoBranch}/${sourcePath.split('\\').join('/')}`;
}

/** True for builds made by the test suite: adds the test-only pages (crash page...). */
export const isTestBuild = env.SITE_TEST_BUILD === '1';
