/**
 * The bucket of a route path, computed the same way at build time (src/plugins/lazyRoutes/index.ts) and in the
 * browser (client.ts). The key ignores what the router ignores when it matches: letter case and trailing slashes.
 */
export function routeKey(pathname: string): string {
  return pathname.toLowerCase().replace(/\/+$/, '') || '/';
}

/** FNV-1a (32 bit) of the key, modulo the number of buckets. */
export function bucketOf(key: string, count: number): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) {
    hash ^= key.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash % count;
}
