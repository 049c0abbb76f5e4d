/**
 * Remark plugin: the note at the top of a frozen version's authored page that leads to its Next version
 * (scripts/generate/versionNotes.ts computes which pages get one and what it says). The docs plugin compiles those
 * pages straight from versioned_docs/, so `npm run generate` writes their notes to generated/version-notes.json,
 * keyed by file path from the site folder; this plugin adds the note as an `info` admonition with a title, right
 * under the page title. Pages that are not in the file (Next's pages, unchanged pages, blog posts) are left alone.
 * Nothing runs in the browser: the note is plain Markdown in the compiled page.
 *
 * Runs in `beforeDefaultRemarkPlugins`, so Docusaurus' admonitions plugin renders the container directive it adds,
 * and its content-title plugin still finds a leading `# title` first (the note goes after it).
 */
import fs from 'node:fs';
import path from 'node:path';
import {NOTE_CLASS, VERSION_NOTES_FILE, type VersionNote} from '../lib/versionNote';

export interface RemarkVersionNoteOptions {
  /** The site folder: keys of the notes file are file paths relative to it. */
  siteDir: string;
  /** The notes file; `generated/version-notes.json` under `siteDir` by default. */
  notesFile?: string;
}

interface Node {
  type: string;
  depth?: number;
  children?: Node[];
  [key: string]: unknown;
}

interface PluginFile {
  path?: string;
}

/** The mdast of a note: a container directive that Docusaurus renders as an admonition. */
export function noteNode(note: VersionNote): Node {
  return {
    type: 'containerDirective',
    name: 'info',
    attributes: {title: note.title, class: NOTE_CLASS},
    children: [
      {
        type: 'paragraph',
        children: note.parts.map((part) =>
          part.href
            ? {type: 'link', url: part.href, title: null, children: [{type: 'text', value: part.text}]}
            : {type: 'text', value: part.text},
        ),
      },
    ],
  };
}

/** Where the note goes among the root's children: after ESM imports and after a leading `# title`. */
export function noteIndex(children: readonly Node[]): number {
  let at = 0;
  while (at < children.length && children[at]!.type === 'mdxjsEsm') at++;
  if (children[at]?.type === 'heading' && children[at]!.depth === 1) at++;
  return at;
}

/** Inserts the note into a page's tree. */
export function addNote(tree: Node, note: VersionNote): void {
  const children = tree.children ?? (tree.children = []);
  children.splice(noteIndex(children), 0, noteNode(note));
}

/** Reads the notes file again only when it changed (a dev server keeps running across `npm run generate`). */
function notesReader(file: string): () => Record<string, VersionNote> {
  let stamp = '';
  let notes: Record<string, VersionNote> = {};
  return () => {
    const stat = fs.statSync(file, {throwIfNoEntry: false});
    const next = stat ? `${stat.mtimeMs}:${stat.size}` : 'missing';
    if (next !== stamp) {
      stamp = next;
      notes = stat ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, VersionNote>) : {};
    }
    return notes;
  };
}

export default function remarkVersionNote(options: RemarkVersionNoteOptions) {
  const read = notesReader(options.notesFile ?? path.join(options.siteDir, 'generated', VERSION_NOTES_FILE));
  return (tree: Node, file: PluginFile): void => {
    if (!file.path) return;
    const key = path.relative(options.siteDir, file.path).split(path.sep).join('/');
    if (!key.startsWith('versioned_docs/')) return;
    const note = read()[key];
    if (note) addNote(tree, note);
  };
}
