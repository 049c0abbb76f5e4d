// The docs plugin's own module, imported past the replacement in index.ts.
declare module '@docusaurus/plugin-content-docs/lib/client/docsClientUtils.js?original' {
  export * from '@docusaurus/plugin-content-docs/lib/client/docsClientUtils.js';
}
