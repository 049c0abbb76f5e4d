// Style-only entry point of DocSearch (imported for its side effect).
declare module '@docsearch/react/style';
