/**
 * Serves the capability matrix data at /integrations/capabilities.json: copies generated/capabilities.json (written
 * by `npm run generate`) into a finished build (a step of the post-build outputs plugin, src/plugins/postBuildOutputs).
 */
import fs from 'node:fs';
import path from 'node:path';

export const SOURCE = 'generated/capabilities.json';
export const TARGET = 'integrations/capabilities.json';

/** Copies the capability data of `siteDir` into `buildDir`; returns the file written. */
export function copyCapabilities(siteDir: string, buildDir: string): string {
  const source = path.join(siteDir, SOURCE);
  if (!fs.existsSync(source)) throw new Error(`${SOURCE} does not exist: run \`npm run generate\` first`);
  const target = path.join(buildDir, TARGET);
  fs.mkdirSync(path.dirname(target), {recursive: true});
  fs.copyFileSync(source, target);
  return target;
}
