import type {SidebarItems} from '../../sidebars/types';

/** A page of the docs folder (path relative to docs/ or to a frozen version's folder, forward slashes). */
export interface GeneratedDoc {
  path: string;
  content: string;
}

/** A JSON or text file the React site reads, written into generated/ (path relative to it). */
export interface GeneratedData {
  path: string;
  content: string;
}

/**
 * Generated Markdown for an authored page: replaces the line `<!-- generated:<marker> -->` of `docs/<page>` when the
 * page is compiled (the authored page keeps its prose; the family supplies a list kept in data/). Written to
 * generated/inserts/ and filled in by scripts/lib/inserts.ts.
 */
export interface GeneratedInsert {
  /** Page path relative to docs/, e.g. `releases.md`. */
  page: string;
  marker: string;
  content: string;
}

export interface FamilyOutput {
  docs: GeneratedDoc[];
  inserts?: GeneratedInsert[];
  /** Sidebar items for this family, written to generated/sidebars/<family>.json for sidebars.ts. */
  sidebar?: SidebarItems;
  data?: GeneratedData[];
}

/** One generator per generated family. `root` is the repository root. */
export interface FamilyGenerator {
  /** Short family name: connectors, entities, graphql, lineage, releaseNotes ... */
  name: string;
  /**
   * Files and folders (relative to `root`) that `run` reads. With them, `npm run generate` reuses the last output
   * while they, the generator code and the site settings are unchanged; without them the family always runs.
   */
  inputs?: string[];
  run(root: string): FamilyOutput | Promise<FamilyOutput>;
}

/** Thrown for invalid source data: the driver prints it and exits non-zero. */
export class DataError extends Error {
  constructor(
    readonly file: string,
    readonly field: string,
    readonly fix: string,
    detail: string,
  ) {
    super(`${file}: field "${field}": ${detail}\n  fix: ${fix}`);
    this.name = 'DataError';
  }
}
