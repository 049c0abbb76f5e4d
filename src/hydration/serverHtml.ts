/**
 * True in the browser on a built site, whose pages hydrate over the server's HTML; false under `docusaurus start`,
 * which renders in the browser only. Regions that keep the server's HTML instead of hydrating (StaticBody, CodeBlock)
 * must render live when there is none, or the dev server shows them empty. Docusaurus' bundler config replaces
 * `process.env.HYDRATE_CLIENT_ENTRY` in the client bundle (its client entry makes the same choice with it).
 */
export const hydratesServerHtml: boolean = Boolean(process.env.HYDRATE_CLIENT_ENTRY);
