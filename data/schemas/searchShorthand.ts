/**
 * Schema of data/search-shorthand.yaml: shorthand readers type in search and the words the docs use for it. The
 * search index step (scripts/postbuild/searchIndex.ts) validates the file and ships it with the index; the search
 * box searches for `means` where the query has `short` (src/search/shorthand.ts).
 */
import * as z from 'zod';

export const shorthandEntrySchema = z.strictObject({
  short: z.string().regex(/^[a-z0-9]+$/, 'must be one lower-case word of letters and digits, e.g. k8s'),
  means: z
    .string()
    .regex(/^[a-z0-9][a-z0-9 -]*[a-z0-9]$/, 'must be lower-case words, e.g. kubernetes or single sign-on'),
});

export const searchShorthandSchema = z.array(shorthandEntrySchema).superRefine((entries, ctx) => {
  const seen = new Set<string>();
  entries.forEach((entry, i) => {
    if (seen.has(entry.short)) ctx.addIssue({code: 'custom', path: [i, 'short'], message: `"${entry.short}" twice`});
    seen.add(entry.short);
    if (entry.means.split(/[ -]/).includes(entry.short)) {
      ctx.addIssue({code: 'custom', path: [i, 'means'], message: 'must not contain the shorthand itself'});
    }
  });
});

export type ShorthandEntry = z.infer<typeof shorthandEntrySchema>;
