/**
 * Serves the capability matrix data at /integrations/capabilities.json: copies generated/capabilities.json (written
 * by `npm run generate`) into a finished build. Usage: `tsx scripts/postbuild/capabilities.ts <buildDir>`.
 */
import fs from 'node:fs';
import path from 'node:path';

export const SOURCE = 'generated/capabilities.json';
export const TARGET = 'integrations/capabilities.json';

export function copyCapabilities(root: string, buildDir: string): string {
  const source = path.join(root, SOURCE);
  if (!fs.existsSync(source)) throw new Error(`${SOURCE} does not exist: run \`npm run generate\` first`);
  const target = path.join(buildDir, TARGET);
  fs.mkdirSync(path.dirname(target), {recursive: true});
  fs.copyFileSync(source, target);
  return target;
}

function main(): void {
  const buildDir = process.argv[2];
  if (!buildDir) {
    console.error('usage: tsx scripts/postbuild/capabilities.ts <buildDir>');
    process.exit(2);
  }
  try {
    const target = copyCapabilities(path.resolve(import.meta.dirname, '../..'), path.resolve(buildDir));
    console.log(`capabilities: wrote ${target}`);
  } catch (error) {
    console.error(`capabilities failed: ${(error as Error).message}`);
    process.exit(1);
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) main();
