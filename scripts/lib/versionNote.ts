/**
 * The note that leads a frozen version's page to Next: its shape, shared by the generator that computes the notes
 * (scripts/generate/versionNotes.ts) and the remark plugin that adds them to authored pages
 * (scripts/remark/versionNote.ts), which loads this small module only.
 */

/** generated/version-notes.json: notes of authored frozen pages, keyed by file path from the repository root. */
export const VERSION_NOTES_FILE = 'version-notes.json';

/**
 * The class of a note's admonition: the search index leaves it out (scripts/lib/searchDocument.ts), so that the same
 * sentence on every frozen page neither matches queries nor shows in snippets.
 */
export const NOTE_CLASS = 'version-note';

/** A run of the note's text; with `href`, a link. */
export interface NotePart {
  text: string;
  href?: string;
}

/** One note: the admonition's title and its one paragraph. */
export interface VersionNote {
  status: 'changed' | 'removed';
  title: string;
  parts: NotePart[];
}
