/**
 * Build files stored gzip-compressed that the host sends as they are, with `Content-Encoding: gzip`.
 *
 * Pagefind writes its WebAssembly, index chunks, fragments and filters as gzip streams and, when they arrive as they
 * are, inflates them in JavaScript on the main thread: on a direct visit to /search?q= the WebAssembly alone was one
 * task of 110 ms at 4x CPU (`gunzipSync`), before the first result could paint. Sent with `Content-Encoding: gzip`, the
 * browser inflates them natively while they download, and the Pagefind client skips its own inflate (it checks for
 * its `pagefind_dcd` signature first). The bytes on the wire are the same. A host that ignores the header leaves the
 * Pagefind client to inflate them as before. Only paths whose every file is gzip (tests/e2e/search.spec.ts checks the
 * build): a wrong `Content-Encoding` would make a file unreadable.
 */
export const PRECOMPRESSED_PREFIXES = [
  '/pagefind/index/',
  '/pagefind/fragment/',
  '/pagefind/filter/',
  '/pagefind/wasm.',
] as const;

export const isPrecompressed = (pathname: string): boolean =>
  PRECOMPRESSED_PREFIXES.some((prefix) => pathname.startsWith(prefix));

export const PRECOMPRESSED_ENCODING = 'gzip';
