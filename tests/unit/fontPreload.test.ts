import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {addFontPreloads, preloadTags} from '../../src/plugins/fontPreload';

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

  const FONTS = ['manrope-latin-400-normal-84d41d78.woff2', 'manrope-latin-700-normal-bee86ea6.woff2'];
  const page = (outDir: string, file: string, html: string) => {
    fs.mkdirSync(path.dirname(path.join(outDir, file)), {recursive: true});
    fs.writeFileSync(path.join(outDir, file), html);
  };
  const read = (outDir: string, file: string) => fs.readFileSync(path.join(outDir, file), 'utf8');

  it('puts the links right after the charset of every page with the theme head, minified or not, once', () => {
    const outDir = buildWithFonts(FONTS);
    page(outDir, 'index.html', '<!doctype html><html><head><meta charset=UTF-8><title>Home</title>');
    page(outDir, 'docs/quickstart/index.html', '<html><head>\n<meta charset="UTF-8">\n<title>Quickstart</title>');
    page(outDir, 'old/index.html', '<html><head><meta http-equiv="refresh" content="0; url=/docs"></head></html>');
    expect(addFontPreloads(outDir, '/')).toBe(2);
    expect(read(outDir, 'index.html')).toMatch(
      /^<!doctype html><html><head><meta charset=UTF-8><link rel=preload href=\/assets\/fonts\/manrope-latin-400[^>]*><link rel=preload [^>]*700[^>]*><title>/,
    );
    expect(read(outDir, 'docs/quickstart/index.html')).toContain('<meta charset="UTF-8"><link rel=preload');
    // A redirect stub without the theme's head stays as it is.
    expect(read(outDir, 'old/index.html')).not.toContain('preload');
    // A second pass over the same build adds nothing.
    const once = read(outDir, 'index.html');
    expect(addFontPreloads(outDir, '/')).toBe(2);
    expect(read(outDir, 'index.html')).toBe(once);
  });

  it('fails the build, naming the patch and what to re-check, when no page has the tag the links go after', () => {
    const outDir = buildWithFonts(FONTS);
    page(outDir, 'index.html', '<html><head><meta charset="utf-8"><title>Home</title>');
    page(outDir, 'old/index.html', '<html><head><meta http-equiv="refresh" content="0; url=/docs"></head></html>');
    expect(() => addFontPreloads(outDir, '/')).toThrow(
      /fontPreload: no HTML page .* has the <meta charset=UTF-8> tag.*ssgTemplate.*update CHARSET in src\/plugins\/fontPreload\.ts/s,
    );
  });
});
