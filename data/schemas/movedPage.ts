/**
 * Schema of data/moved-pages.yaml: pages that moved, so that the 404 page can send readers of an old URL to the
 * new one. Both paths start with `/`, include the base path part (`/docs/...`) and have no trailing slash.
 */
import * as z from 'zod';

const sitePath = z
  .string()
  .regex(
    /^\/[^\s?#]*[^/\s?#]$/,
    'must be a site path starting with "/", without spaces, query, anchor or trailing "/"',
  );

export const movedPageSchema = z.strictObject({
  from: sitePath,
  to: sitePath,
});

export const movedPagesSchema = z.array(movedPageSchema);

export type MovedPage = z.infer<typeof movedPageSchema>;

export const movedPageFieldHelp: Record<keyof MovedPage, string> = {
  from: 'the old path, e.g. /docs/saas',
  to: 'the path of an existing page, e.g. /docs/managed-datahub/managed-datahub-overview',
};
