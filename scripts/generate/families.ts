/** The generated families, in the order they run. Each module default-exports a FamilyGenerator. */
import capabilities from './capabilities';
import connectors from './connectors';
import docsVersions from './docsVersions';
import entities from './entities';
import graphql from './graphql';
import learnCovers from './learnCovers';
import lineage from './lineage';
import movedPages from './movedPages';
import recipeCheck from './recipeCheck';
import recipeSchemas from './recipeSchemas';
import releaseNotes from './releaseNotes';
import releases from './releases';
import siteData from './siteData';
import type {FamilyGenerator} from './types';
import upgradeGuide from './upgradeGuide';

export const families: FamilyGenerator[] = [
  connectors,
  recipeSchemas,
  recipeCheck,
  lineage,
  graphql,
  entities,
  releaseNotes,
  releases,
  upgradeGuide,
  siteData,
  capabilities,
  learnCovers,
  docsVersions,
  // Last: it checks that every moved page's new address exists among the pages above.
  movedPages,
];
