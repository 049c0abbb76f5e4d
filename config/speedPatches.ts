/**
 * The changes to the framework this site makes for speed, by name. Each one can be left out of
 * a build with `SITE_PATCHES_OFF=name,name` so that `npm run bench:patches` can measure it against a build without
 * it; production builds set nothing and get them all. What each one does and what it gains is in
 * bench/results/patches.json and the README's "Upgrading Docusaurus".
 */
export const SPEED_PATCHES = [
  // Module replacements (src/plugins/*): each is pinned to its upstream file by tests/unit/frameworkPatches.test.ts.
  'lightLinks',
  'lazyRoutes',
  'compactChunkMap',
  'trimVersionMetadata',
  'trimSiteConfig',
  'codeHighlightOnDemand',
  // A page family's layout chunks merged into one (src/plugins/layoutChunks.ts).
  'layoutChunks',
  // The bundles run after the first paint (config/ssrTemplate.ts).
  'bundleLoader',
  // The bundler's runtime runs after main.js, so the app starts under the runtime's top level (config/ssrTemplate.ts).
  'runtimeLast',
  // V8 compiles the main bundle's functions off the main thread (src/plugins/compileHints.ts).
  'compileHints',
  // The theme wraps that keep server markup instead of hydrating (src/hydration/StaticBody and its users).
  'staticBodies',
  // A static doc's first visit without its MDX chunk (src/hydration/firstVisitContent.tsx); needs lazyRoutes and
  // staticBodies.
  'firstVisitContent',
] as const;
export type SpeedPatch = (typeof SPEED_PATCHES)[number];

/** The patches turned off by `SITE_PATCHES_OFF`; an unknown name is an error, not a silent no-op. */
export function patchesOff(env: NodeJS.ProcessEnv): SpeedPatch[] {
  const names = (env.SITE_PATCHES_OFF ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  for (const name of names) {
    if (!(SPEED_PATCHES as readonly string[]).includes(name)) {
      throw new Error(`SITE_PATCHES_OFF: unknown patch "${name}"; known: ${SPEED_PATCHES.join(', ')}`);
    }
  }
  return names as SpeedPatch[];
}
