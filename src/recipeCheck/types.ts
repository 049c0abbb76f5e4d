/** The data `checkRecipe` reads and the problems it returns (see ./check.ts). */
import type {RuleOption} from './rules';

/** An option of a connector as the checker sees it: name, type, required, enum values, nested fields. */
export type CheckOption = RuleOption;

/** The connector a page documents, in one docs version. */
export interface CheckConnector {
  /** Page id: `/docs/generated/ingestion/sources/<id>`. */
  id: string;
  /** Display name, e.g. `PostgreSQL`. */
  name: string;
  /** The `source.type` of its recipes. */
  recipeType: string;
  options: CheckOption[];
}

/** The same connector's options in another docs version, to tell a reader an option belongs to that release. */
export interface OtherVersion {
  /** Docs version name: `current` (Next, /docs) or a frozen version such as `1.1.0`. */
  docsVersion: string;
  /** The DataHub release it documents, e.g. `v1.7.0.1` (data/versions.yaml). */
  release: string;
  options: CheckOption[];
}

/** Another source of the same docs version, to send a reader whose `source.type` names it to its page. */
export interface SourceRef {
  type: string;
  id: string;
  name: string;
}

export interface RecipeCheckContext {
  connector: CheckConnector;
  /** Docs version of the page: `current` or a frozen version such as `1.1.0`. */
  docsVersion: string;
  /** The DataHub release that docs version documents, e.g. `v1.1.0`. */
  release: string;
  otherVersions?: OtherVersion[];
  sources?: SourceRef[];
}

export type ProblemCode =
  | 'too-long'
  | 'binary'
  | 'too-deep'
  | 'alias-expansion'
  | 'empty'
  | 'yaml-syntax'
  | 'not-a-recipe'
  | 'unknown-key'
  | 'unknown-option'
  | 'other-version'
  | 'misplaced-option'
  | 'wrong-type'
  | 'bad-value'
  | 'missing-required'
  | 'clear-secret'
  | 'markup'
  | 'deprecated'
  | 'missing-source-type'
  | 'other-connector'
  | 'unknown-source-type'
  | 'unknown-sink-type'
  | 'too-many-problems';

export interface RecipeProblem {
  /** 1-based line of the text where the problem is. */
  line: number;
  /** 1-based column. */
  column: number;
  severity: 'error' | 'warning';
  code: ProblemCode;
  /** One sentence or two; names in backticks. Plain text: never HTML. */
  message: string;
  /** Dotted path of the option's row in the options table (anchor `config-<path>`). */
  option?: string;
  /** Id of another connector whose page the problem points to (otherwise this page). */
  connector?: string;
  /** Docs version of the page the problem points to, when it is not the page's own. */
  docsVersion?: string;
}
