/**
 * Schema of `data/release-notes/<id>.yaml`: one DataHub Cloud release (documented in data/README.md).
 */
import * as z from 'zod';

const nonEmpty = z.string().trim().min(1);

/** `v0.3.13` -> [0, 3, 13] */
export function versionParts(version: string): number[] {
  return version
    .replace(/^v/, '')
    .split('.')
    .map((n) => Number.parseInt(n, 10));
}

export function compareVersions(a: string, b: string): number {
  const pa = versionParts(a);
  const pb = versionParts(b);
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    const d = (pa[i] ?? 0) - (pb[i] ?? 0);
    if (d !== 0) return d;
  }
  return 0;
}

/** `v0.3.13` -> `v_0_3_13` */
export const idForVersion = (version: string) => `v_${version.replace(/^v/, '').split('.').join('_')}`;

const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date written YYYY-MM-DD')
  .refine(
    (s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s),
    {
      message: 'is not a real calendar date',
    },
  );

export const releaseSectionSchema = z.strictObject({
  title: nonEmpty,
  items: z.array(nonEmpty).min(1),
});

export const releaseNoteSchema = z
  .strictObject({
    id: z.string().regex(/^v_\d+_\d+_\d+$/, 'must look like v_0_3_13'),
    version: z.string().regex(/^v\d+\.\d+\.\d+$/, 'must look like v0.3.13'),
    releaseDate: isoDate.optional(),
    recommendedCli: nonEmpty.optional(),
    summary: nonEmpty,
    sections: z.array(releaseSectionSchema).min(1),
  })
  .refine((r) => idForVersion(r.version) === r.id, {
    message: 'id and version disagree',
    path: ['id'],
  });

export type ReleaseNote = z.infer<typeof releaseNoteSchema>;
export type ReleaseSection = z.infer<typeof releaseSectionSchema>;
