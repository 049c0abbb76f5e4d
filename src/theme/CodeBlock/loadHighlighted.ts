// The browser's way to the highlighted code block: a separate chunk, fetched on demand. The server build replaces
// this module with loadHighlighted.server.ts (src/plugins/codeHighlightOnDemand.ts), which has it at once.
export type HighlightedModule = typeof import('./Highlighted');
export const preloaded: HighlightedModule | undefined = undefined;
export const loadHighlighted = (): Promise<HighlightedModule> => import('./Highlighted');
