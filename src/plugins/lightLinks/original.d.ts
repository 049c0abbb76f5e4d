// The framework's link, imported past the replacement in index.ts.
declare module '@docusaurus/core/lib/client/exports/Link.js?original' {
  export {default} from '@docusaurus/Link';
}
