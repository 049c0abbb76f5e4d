/**
 * Orders strings by their UTF-16 code units, for sorting data in components that run in the browser.
 *
 * Not `localeCompare`: its first call on a page loads the ICU collation data, 9-12 ms of a first visit on a
 * desktop CPU and about four times that on Lighthouse's phone. The sorted values here are platform
 * types, ids and ISO dates in English, where code-unit order is the expected order.
 */
export function compareText(a: string, b: string): number {
  if (a === b) return 0;
  return a < b ? -1 : 1;
}

/** As `compareText`, ignoring letter case ("dbt" sorts with "Databricks", not after "Z"). */
export function compareTextIgnoringCase(a: string, b: string): number {
  return compareText(a.toLowerCase(), b.toLowerCase()) || compareText(a, b);
}
