/** Generated Markdown placed into authored pages: see GeneratedInsert in ./types and scripts/lib/inserts.ts. */
import {fillMarkers, insertFile} from '../lib/inserts';
import type {GeneratedData, GeneratedDoc, GeneratedInsert} from './types';

/**
 * Fills each `<!-- generated:<marker> -->` line of the authored pages in memory (for the steps of `npm run generate`
 * that read Next's pages as readers see them). A marker without an insert, an insert without its marker, two
 * inserts for one marker or a marker inside its own insert throws.
 */
export function applyInserts(docs: GeneratedDoc[], inserts: GeneratedInsert[]): void {
  const pending = new Map<string, GeneratedInsert>();
  for (const i of inserts) {
    const key = `${i.page}#${i.marker}`;
    if (pending.has(key)) {
      throw new Error(
        `docs/${i.page}: two generators fill "<!-- generated:${i.marker} -->"; keep one insert for each marker`,
      );
    }
    pending.set(key, i);
  }
  const used = new Set<string>();
  for (const doc of docs) {
    if (!/\.mdx?$/.test(doc.path)) continue;
    doc.content = fillMarkers(doc.content, doc.path, (marker) => {
      const key = `${doc.path}#${marker}`;
      used.add(key);
      return pending.get(key)?.content;
    });
  }
  for (const [key, i] of pending) {
    if (!used.has(key)) {
      throw new Error(
        `docs/${i.page}: missing the line "<!-- generated:${i.marker} -->" where the generated list goes`,
      );
    }
  }
}

/** The inserts as files of generated/inserts/ (paths relative to generated/). */
export const insertFiles = (inserts: GeneratedInsert[]): GeneratedData[] =>
  inserts.map((i) => ({path: `inserts/${insertFile(i.page, i.marker)}`, content: i.content}));
