/** Generated Markdown placed into authored pages: see GeneratedInsert in ./types. */
import type {GeneratedDoc, GeneratedInsert} from './types';

const MARKER = /^<!-- generated:([a-z][a-zA-Z0-9-]*) -->$/;

/**
 * Fills each `<!-- generated:<marker> -->` line of the authored pages. An insert may itself hold marker lines (a
 * generated section that leaves room for another family's list); those are filled the same way. A marker without
 * an insert, an insert without its marker, two inserts for one marker or a marker inside its own insert throws.
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
  const fill = (doc: GeneratedDoc, text: string, open: string[]): string =>
    text
      .split('\n')
      .map((line) => {
        const name = MARKER.exec(line.trim())?.[1];
        if (!name) return line;
        if (open.includes(name)) {
          throw new Error(`docs/${doc.path}: "<!-- generated:${name} -->" appears inside its own generated content`);
        }
        const insert = pending.get(`${doc.path}#${name}`);
        if (!insert)
          throw new Error(`docs/${doc.path}: "<!-- generated:${name} -->" has no generator; remove the line`);
        pending.delete(`${doc.path}#${name}`);
        return fill(doc, insert.content, [...open, name]);
      })
      .join('\n');
  for (const doc of docs) {
    if (!/\.mdx?$/.test(doc.path) || !doc.content.includes('<!-- generated:')) continue;
    doc.content = fill(doc, doc.content, []);
  }
  for (const i of pending.values()) {
    throw new Error(`docs/${i.page}: missing the line "<!-- generated:${i.marker} -->" where the generated list goes`);
  }
}
