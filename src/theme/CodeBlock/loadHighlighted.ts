// The browser's way to the highlighted code block: a separate chunk, fetched on demand. The server build replaces
// this module with loadHighlighted.server.ts (src/plugins/codeHighlightOnDemand.ts), which has it at once.
export type HighlightedModule = typeof import('./Highlighted');

let loaded: HighlightedModule | undefined;

/** The highlighted block's module once fetched (always, on the server), else undefined. */
export const loadedHighlighted = (): HighlightedModule | undefined => loaded;

export const loadHighlighted = (): Promise<HighlightedModule> =>
  import('./Highlighted').then((module) => (loaded = module));
