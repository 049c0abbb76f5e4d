/**
 * Schema of `data/releases/<version>.yaml`: one open-source DataHub release, listed on /docs/releases
 * (documented in data/README.md).
 */
import * as z from 'zod';

const line = z
  .string()
  .trim()
  .min(1)
  .refine((s) => !s.includes('\n'), 'must be one line of Markdown');

/** `v1.7.0` or `v1.7.0.1`: the git tag of the release in datahub-project/datahub. */
export const releaseVersion = z
  .string()
  .regex(/^v\d+\.\d+\.\d+(\.\d+)?$/, 'must be a release tag such as v1.7.0 or v1.7.0.1');

const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date written YYYY-MM-DD')
  .refine((s) => new Date(`${s}T00:00:00Z`).toISOString().startsWith(s), 'is not a real calendar date');

export const releaseSchema = z.strictObject({
  version: releaseVersion,
  /** Publication date of the GitHub release; leave it out when it cannot be confirmed. */
  date: isoDate.optional(),
  /** One sentence: what kind of release it is (minor, patch of which line, security). */
  summary: line,
  /** Two to four one-line Markdown items, most important first. */
  highlights: z.array(line).min(2, 'list at least 2 highlights').max(4, 'list at most 4 highlights'),
});

export type Release = z.infer<typeof releaseSchema>;
