/**
 * Preloads the brand font files (against layout shift). The fonts are declared `font-display: optional` in
 * src/css/custom.css, so a late font is never swapped in; preloading starts both downloads with the HTML, and
 * Chromium waits for a preloaded optional font during its block period, so most first visits still get Manrope.
 * The file names carry a content hash that is only known once the client bundle is written, so the links are
 * added to every built page after the build rather than through `injectHtmlTags`.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

const FONT_FILE = /^manrope-latin-(400|700)-normal-[0-9a-f]+\.woff2$/;
/** The tag the links go after: the template's `<meta charset>`, minified (`docusaurus build`) or not (`--no-minify`). */
const CHARSET = /<meta charset="?UTF-8"?>/;

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

/**
 * Adds the preload links to every page of a build that has the theme's head and returns how many pages have them.
 * No such page means the links went nowhere (the template or the minifier writes the charset differently now), and
 * the site would quietly lose its font preload: that fails the build instead.
 */
export function addFontPreloads(outDir: string, baseUrl: string): number {
  const tags = preloadTags(outDir, baseUrl);
  let pages = 0;
  for (const file of htmlFiles(outDir)) {
    const html = fs.readFileSync(file, 'utf8');
    // Redirect stubs and other hand-made pages without the theme's head are left alone.
    if (!CHARSET.test(html)) continue;
    pages += 1;
    if (html.includes('rel=preload href=' + baseUrl + 'assets/fonts/')) continue;
    fs.writeFileSync(
      file,
      html.replace(CHARSET, (charset) => charset + tags),
    );
  }
  if (pages === 0) {
    throw new Error(
      `fontPreload: no HTML page in ${outDir} has the <meta charset=UTF-8> tag the font preload links go after, ` +
        "so no page would preload Manrope. Re-check the head that Docusaurus' SSR template " +
        '(@docusaurus/core/lib/ssg/ssgTemplate.html.js, used through config/ssrTemplate.ts) and its HTML minifier ' +
        'write, and update CHARSET in src/plugins/fontPreload.ts to match.',
    );
  }
  return pages;
}

export default function fontPreload(context: LoadContext): Plugin {
  return {
    name: 'font-preload',
    async postBuild({outDir}) {
      addFontPreloads(outDir, context.baseUrl);
    },
  };
}
