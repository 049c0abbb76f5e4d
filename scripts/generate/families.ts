/** The generated families, in the order they run. Each module default-exports a FamilyGenerator. */
import type {FamilyGenerator} from './types';

export const families: FamilyGenerator[] = [];
