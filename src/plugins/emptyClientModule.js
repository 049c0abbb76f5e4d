// An empty client module (see codeHighlightOnDemand.ts).
export {};
