/** Generated Markdown placed into authored pages: see GeneratedInsert in ./types. */
import type {GeneratedDoc, GeneratedInsert} from './types';

const MARKER = /^<!-- generated:([a-z][a-zA-Z0-9-]*) -->$/;

/** Fills each `<!-- generated:<marker> -->` line of the authored pages; a marker without an insert, or the reverse, throws. */
export function applyInserts(docs: GeneratedDoc[], inserts: GeneratedInsert[]): void {
  const pending = new Map(inserts.map((i) => [`${i.page}#${i.marker}`, i]));
  for (const doc of docs) {
    if (!/\.mdx?$/.test(doc.path) || !doc.content.includes('<!-- generated:')) continue;
    doc.content = doc.content
      .split('\n')
      .map((line) => {
        const name = MARKER.exec(line.trim())?.[1];
        if (!name) return line;
        const insert = pending.get(`${doc.path}#${name}`);
        if (!insert)
          throw new Error(`docs/${doc.path}: "<!-- generated:${name} -->" has no generator; remove the line`);
        pending.delete(`${doc.path}#${name}`);
        return insert.content;
      })
      .join('\n');
  }
  for (const i of pending.values()) {
    throw new Error(`docs/${i.page}: missing the line "<!-- generated:${i.marker} -->" where the generated list goes`);
  }
}
