// The server renders every code block highlighted in its first pass, so the module is imported statically here.
import * as Highlighted from './Highlighted';
import type {HighlightedModule} from './loadHighlighted';

export const loadedHighlighted = (): HighlightedModule | undefined => Highlighted;
export const loadHighlighted = (): Promise<HighlightedModule> => Promise.resolve(Highlighted);
