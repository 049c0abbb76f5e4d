/** The generated families, in the order they run. Each module default-exports a FamilyGenerator. */
import connectors from './connectors';
import graphql from './graphql';
import lineage from './lineage';
import releaseNotes from './releaseNotes';
import type {FamilyGenerator} from './types';

export const families: FamilyGenerator[] = [connectors, lineage, graphql, releaseNotes];
