/**
 * Schema of `data/upgrade/<release>.yaml`: what one DataHub release changes for a deployment that upgrades through
 * it, rendered into the section "Changes from 1.1.0 to <Next>" of /docs/how/updating-datahub (generator:
 * scripts/generate/upgradeGuide.ts; format documented in data/README.md).
 */
import * as z from 'zod';
import {releaseVersion} from './release';

/** The areas an item belongs to, in the order the page groups them, with the heading each group gets. */
export const UPGRADE_AREAS = {
  deployment: 'Deployment and configuration',
  auth: 'Authentication and authorization',
  api: 'GraphQL, REST and OpenAPI',
  search: 'Search and indexing',
  ui: 'User interface',
  model: 'Metadata model',
  actions: 'DataHub Actions',
  observability: 'Monitoring',
  sdk: 'CLI and SDKs',
  plugins: 'Airflow, Spark and other plugins',
  ingestion: 'Ingestion sources',
} as const;

export type UpgradeArea = keyof typeof UPGRADE_AREAS;

const areaNames = Object.keys(UPGRADE_AREAS) as [UpgradeArea, ...UpgradeArea[]];

const line = z
  .string()
  .trim()
  .min(1)
  .refine((s) => !s.includes('\n'), 'must be one line of Markdown');

const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date written YYYY-MM-DD')
  .refine((s) => new Date(`${s}T00:00:00Z`).toISOString().startsWith(s), 'is not a real calendar date');

/** A PyPI version of `acryl-datahub` (`1.7.0`, `1.7.0.9`) or a Helm chart version (`1.1.0`). */
const packageVersion = z.string().regex(/^\d+\.\d+\.\d+(\.\d+)?$/, 'must be a version such as 1.7.0 or 1.7.0.9');

export const upgradeItemSchema = z.strictObject({
  /** A short title: what changes, in a few words (no final full stop needed). */
  title: line.refine((s) => s.length <= 110, 'must be at most 110 characters; put the rest in `details`'),
  /** Our own explanation: what changes for a reader and what to do about it. One paragraph of Markdown. */
  details: z
    .string()
    .trim()
    .min(40, 'must explain what changes and what to do (at least 40 characters)')
    .refine((s) => !/\n\s*\n/.test(s), 'must be one paragraph (no blank lines)'),
  area: z.enum(areaNames, {error: `must be one of ${areaNames.join(', ')}`}),
  /** The connector the item is about: the id of a file in data/connectors/. */
  connector: z
    .string()
    .regex(/^[a-z0-9-]+$/, 'must be a connector id such as snowflake')
    .optional(),
  /** Other releases, on an older line, that shipped the same change (a patch release of v1.6.0, for example). */
  alsoIn: z.array(releaseVersion).min(1).optional(),
});

export const upgradeReleaseSchema = z
  .strictObject({
    /** The release tag, equal to the file name. */
    release: releaseVersion,
    /** Publication date of the GitHub release; leave it out when it cannot be confirmed. */
    date: isoDate.optional(),
    /** One sentence: what kind of release this is, for its own section. */
    summary: line,
    /** Only what DataHub states for the release. */
    requirements: z
      .strictObject({
        /** CLI / Python SDK versions to pair with the release (several when DataHub names several). */
        cli: z.array(packageVersion).min(1).optional(),
        /** The oldest Helm chart version that deploys the release. */
        helmChart: packageVersion.optional(),
        /** A release that must be installed, and its system update finished, before this one. */
        upgradeFrom: releaseVersion.optional(),
      })
      .optional(),
    /** Changes that can break a working setup: each says what to do. */
    breaking: z.array(upgradeItemSchema).default([]),
    /** Features and options that still work but are on their way out. */
    deprecations: z.array(upgradeItemSchema).default([]),
    /** Steps the upgrade itself needs: downtime to plan, a job to watch, a setting to flip after the first run. */
    actions: z.array(upgradeItemSchema).default([]),
    /** Changes worth knowing that need no action from most deployments. */
    notable: z.array(upgradeItemSchema).default([]),
  })
  .refine(
    (r) => r.breaking.length + r.deprecations.length + r.actions.length + r.notable.length > 0,
    'list at least one item under breaking, deprecations, actions or notable',
  );

export type UpgradeItem = z.infer<typeof upgradeItemSchema>;
export type UpgradeRelease = z.infer<typeof upgradeReleaseSchema>;

/** The four lists of a release file, in the order the page shows them, with their headings. */
export const UPGRADE_KINDS = {
  breaking: 'Breaking changes',
  deprecations: 'Deprecations',
  actions: 'Required upgrade actions',
  notable: 'Notable changes',
} as const;

export type UpgradeKind = keyof typeof UPGRADE_KINDS;
