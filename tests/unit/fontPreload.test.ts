import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {preloadTags} from '../../src/plugins/fontPreload';

function buildWithFonts(names: string[]): string {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'font-preload-'));
  fs.mkdirSync(path.join(outDir, 'assets/fonts'), {recursive: true});
  for (const name of names) fs.writeFileSync(path.join(outDir, 'assets/fonts', name), '');
  return outDir;
}

describe('font preload (src/plugins/fontPreload)', () => {
  it('preloads both woff2 files of the build, not the woff fallbacks, under the base URL', () => {
    const outDir = buildWithFonts([
      'manrope-latin-700-normal-bee86ea6.woff2',
      'manrope-latin-400-normal-84d41d78.woff2',
      'manrope-latin-400-normal-0d1ad757.woff',
    ]);
    expect(preloadTags(outDir, '/site/')).toBe(
      '<link rel=preload href=/site/assets/fonts/manrope-latin-400-normal-84d41d78.woff2 as=font type=font/woff2 crossorigin>' +
        '<link rel=preload href=/site/assets/fonts/manrope-latin-700-normal-bee86ea6.woff2 as=font type=font/woff2 crossorigin>',
    );
  });

  it('fails the build with the fix when the fonts are not where it looks', () => {
    const outDir = buildWithFonts(['inter-latin-400-normal-1234.woff2']);
    expect(() => preloadTags(outDir, '/')).toThrow(/expected the two Manrope woff2 files.*update FONT_FILE/s);
  });
});
