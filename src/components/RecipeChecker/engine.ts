/**
 * The part of the recipe checker loaded on first use (a separate chunk): the checking core with its YAML parser,
 * and the option data of the page's connector and docs version.
 */
import {checkRecipe} from '@site/src/recipeCheck/check';
import type {RecipeCheckContext, RecipeProblem} from '@site/src/recipeCheck/types';

export interface CheckResult {
  problems: RecipeProblem[];
  /** The DataHub release of the page's docs version, e.g. `v1.7.0.1`. */
  release: string;
  /** Display name of the page's connector. */
  name: string;
}

export type Checker = ((text: string) => CheckResult) & {
  /** Display name of a connector of the same docs version, by id (the id when unknown). */
  sourceName: (id: string) => string;
};

export async function loadChecker(dataUrl: string): Promise<Checker> {
  const response = await fetch(dataUrl);
  if (!response.ok) throw new Error(`${dataUrl}: HTTP ${response.status}`);
  const context = (await response.json()) as RecipeCheckContext;
  const checker = (text: string): CheckResult => ({
    problems: checkRecipe(text, context),
    release: context.release,
    name: context.connector.name,
  });
  return Object.assign(checker, {
    sourceName: (id: string) => context.sources?.find((s) => s.id === id)?.name ?? id,
  });
}
