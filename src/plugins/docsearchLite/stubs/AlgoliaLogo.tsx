/** Stand-in for DocSearch's "Search by Algolia" logo and link: the local modal queries no Algolia host. */
export function AlgoliaLogo(): null {
  return null;
}
