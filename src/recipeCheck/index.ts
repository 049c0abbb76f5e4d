/** The recipe checker's core: pure functions shared by the connector pages (browser) and Node tools. */
export {checkRecipe, MAX_DEPTH, MAX_EXPANDED_NODES, MAX_PROBLEMS, MAX_RECIPE_CHARS} from './check';
export {checkOptions, recipeCheckContext, sourceRefs, type ConnectorLike, type VersionConnectors} from './data';
export type {
  CheckConnector,
  CheckOption,
  OtherVersion,
  ProblemCode,
  RecipeCheckContext,
  RecipeProblem,
  SourceRef,
} from './types';
