/** The generated families, in the order they run. Each module default-exports a FamilyGenerator. */
import capabilities from './capabilities';
import connectors from './connectors';
import entities from './entities';
import graphql from './graphql';
import learnCovers from './learnCovers';
import lineage from './lineage';
import movedPages from './movedPages';
import recipeSchemas from './recipeSchemas';
import releaseNotes from './releaseNotes';
import siteData from './siteData';
import type {FamilyGenerator} from './types';

export const families: FamilyGenerator[] = [
  connectors,
  recipeSchemas,
  lineage,
  graphql,
  entities,
  releaseNotes,
  siteData,
  capabilities,
  learnCovers,
  // Last: it checks that every moved page's new address exists among the pages above.
  movedPages,
];
