/**
 * The depth record, which keeps our pages as deep as DataHub's own: for every page of ours with a counterpart in
 * DataHub's own documentation, the topics that page covers (its H2/H3 sections, named in our words) and the anchor on
 * our page that covers each, why the topic is obsolete, or what is still missing (a gap lowers the page's coverage).
 * One YAML file per page under tests/depth/<area>/. Checked by tests/unit/depth.test.ts; summarised per area by
 * `npm run depth:report` into bench/results/depth.json.
 */
import fs from 'node:fs';
import path from 'node:path';
import * as z from 'zod';
import {loadFamily} from '../../scripts/lib/dataFamily';

export const DEPTH_DIR = 'tests/depth';
/** Every page must cover at least this share of its counterpart's topics that are not obsolete. */
export const MIN_COVERAGE = 0.9;

const topicSchema = z.union([
  z.strictObject({
    topic: z.string().min(3),
    /** Heading id on our page (`page`) that covers the topic. */
    anchor: z.string().regex(/^[^#\s]+$/, 'an anchor is a heading id without "#"'),
  }),
  z.strictObject({
    topic: z.string().min(3),
    /** One line: why a reader of the pinned release no longer needs this topic. */
    obsolete: z.string().min(10),
  }),
  z.strictObject({
    topic: z.string().min(3),
    /** A topic our page does not cover yet: what it would need. Counts against the page's coverage. */
    missing: z.string().min(10),
  }),
]);

const recordSchema = z.strictObject({
  /** Our route, e.g. /docs/advanced/monitoring */
  route: z.string().regex(/^\/docs\//),
  /** Our source file, from the repository root: docs/... (authored, or generated into docs/generated/ ...). */
  page: z.string().regex(/^docs\/.+\.mdx?$/),
  /** The counterpart's file in datahub-project/datahub (e.g. docs/advanced/monitoring.md). */
  original: z.string().min(3),
  topics: z.array(topicSchema).min(1),
});

export type DepthTopic = z.infer<typeof topicSchema>;
export interface DepthRecord extends z.infer<typeof recordSchema> {
  area: string;
  file: string;
}

/** Every record, validated; an invalid file throws a DataError naming the file, the field and the fix. */
export function loadDepthRecords(root: string): DepthRecord[] {
  const base = path.join(root, DEPTH_DIR);
  const areas = fs
    .readdirSync(base, {withFileTypes: true})
    .filter((d) => d.isDirectory())
    .map((d) => d.name)
    .sort();
  return areas.flatMap((area) =>
    loadFamily(root, `${DEPTH_DIR}/${area}`, recordSchema, {
      kind: 'depth records',
      hints: {
        format:
          'each topic has `topic` and one of `anchor` (a heading id of `page`), `obsolete` (why) or `missing` ' +
          '(what our page would need)',
      },
    }).map(({file, entry}) => ({...entry, area, file})),
  );
}

/** Share of the non-obsolete topics that have an anchor (1 when every topic is obsolete). */
export function coverage(record: Pick<DepthRecord, 'topics'>): number {
  const live = record.topics.filter((t) => !('obsolete' in t));
  return live.length === 0 ? 1 : live.filter((t) => 'anchor' in t).length / live.length;
}
