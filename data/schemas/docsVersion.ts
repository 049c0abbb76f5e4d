/**
 * Schema of data/versions.yaml: for each docs version of this site, the DataHub release it documents and the
 * matching CLI / Python SDK and Helm chart versions. It is the one source of version truth: the reference generators
 * state the release on every generated page, and `npm run check:content` (scripts/check/versionClaims.ts) refuses
 * a page whose image tags, quickstart or Helm pins, pip pins or "latest release" sentences name another one.
 */
import * as z from 'zod';

/** A DataHub server release tag: `v1.7.0`, or a four-part patch release such as `v1.7.0.1`. */
export const RELEASE_TAG = /^v\d+\.\d+\.\d+(?:\.\d+)?$/;
/** A PyPI version of `acryl-datahub`: three or four numeric parts (`1.1.0`, `1.7.0.9`). */
const CLI_VERSION = /^\d+\.\d+\.\d+(?:\.\d+)?$/;
/** A Helm chart version (SemVer without a leading `v`). */
const CHART_VERSION = /^\d+\.\d+\.\d+$/;

export const docsVersionSchema = z.strictObject({
  docsVersion: z.string().min(1),
  release: z.string().regex(RELEASE_TAG, 'must be a release tag such as v1.7.0.1'),
  tag: z.string().regex(RELEASE_TAG, 'must be a git tag such as v1.7.0.1'),
  commit: z
    .string()
    .regex(/^[0-9a-f]{40}$/, 'must be a full 40-character commit hash')
    .nullable(),
  cli: z.string().regex(CLI_VERSION, 'must be a PyPI version of acryl-datahub such as 1.7.0.9'),
  helmChart: z.string().regex(CHART_VERSION, 'must be a chart version such as 1.1.4').nullable(),
});

export const docsVersionsSchema = z.strictObject({
  versions: z.array(docsVersionSchema).min(1),
});

export type DocsVersion = z.infer<typeof docsVersionSchema>;

export const docsVersionFieldHelp: Record<keyof DocsVersion, string> = {
  docsVersion: '`current` for Next, or a version name from versions.json such as 1.1.0',
  release: 'the DataHub release tag the version documents, e.g. v1.7.0.1',
  tag: 'the git tag of that release in datahub-project/datahub, e.g. v1.7.0.1',
  commit: 'the 40-character commit of the tag, or null when it is not known',
  cli: 'the acryl-datahub version to pair with the release, e.g. 1.7.0.9',
  helmChart: 'the acryldata/datahub-helm chart version whose appVersion is the release, e.g. 1.1.4, or null',
};
