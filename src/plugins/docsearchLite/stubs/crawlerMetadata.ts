/**
 * Stand-in for autocomplete-core's `metadata` module, which describes the search box to Algolia's crawler (a `<meta
 * name="algolia:metadata">` added only when the visitor's user agent is that crawler). The local modal has nothing
 * to report to Algolia.
 */
export const getMetadata = (): null => null;
export const injectMetadata = (): void => {};
