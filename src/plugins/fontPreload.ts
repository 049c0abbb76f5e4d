/**
 * Preloads the brand font files (issue 19: layout shift). The fonts are declared `font-display: optional` in
 * src/css/custom.css, so a late font is never swapped in; preloading starts both downloads with the HTML, and
 * Chromium waits for a preloaded optional font during its block period, so most first visits still get Manrope.
 * The file names carry a content hash that is only known once the client bundle is written, so the links are
 * added to every built page after the build rather than through `injectHtmlTags`.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

const FONT_FILE = /^manrope-latin-(400|700)-normal-[0-9a-f]+\.woff2$/;
const CHARSET = '<meta charset=UTF-8>';

function htmlFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, {withFileTypes: true, recursive: true})
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** The `<link rel=preload>` tags for the font files in `assets/fonts` of a build. */
export function preloadTags(outDir: string, baseUrl: string): string {
  const fontsDir = path.join(outDir, 'assets/fonts');
  const files = fs.existsSync(fontsDir) ? fs.readdirSync(fontsDir).filter((name) => FONT_FILE.test(name)) : [];
  if (files.length !== 2) {
    throw new Error(
      `fontPreload: expected the two Manrope woff2 files in ${fontsDir}, found ${files.length}: ` +
        'update FONT_FILE in src/plugins/fontPreload.ts to the fonts src/css/custom.css declares.',
    );
  }
  return files
    .sort()
    .map((name) => `<link rel=preload href=${baseUrl}assets/fonts/${name} as=font type=font/woff2 crossorigin>`)
    .join('');
}

export default function fontPreload(context: LoadContext): Plugin {
  return {
    name: 'font-preload',
    async postBuild({outDir}) {
      const tags = preloadTags(outDir, context.baseUrl);
      for (const file of htmlFiles(outDir)) {
        const html = fs.readFileSync(file, 'utf8');
        // Redirect stubs and other hand-made pages without the theme's head are left alone.
        if (!html.includes(CHARSET) || html.includes('rel=preload href=' + context.baseUrl + 'assets/fonts/')) continue;
        fs.writeFileSync(file, html.replace(CHARSET, CHARSET + tags));
      }
    },
  };
}
