/**
 * The partial-hydration layer (src/hydration, README.md there) relies on names and numbers of the installed theme:
 * each constant of src/hydration/contracts.ts must still be what @docusaurus/theme-classic, theme-common, Infima and
 * the framework write or read. After an upgrade a failure here names the contract and the file to re-read; adapt
 * contracts.ts (and the site's CSS media queries, which repeat the breakpoint), then the README's table.
 */
import fs from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {describe, expect, it} from 'vitest';
import {
  CODE_BLOCK_CLASS,
  COLOR_MODE_ATTRIBUTE,
  DARK_COLOR_MODE,
  DESKTOP_BREAKPOINT_PX,
  NARROW_WINDOW_QUERY,
  STATIC_BODY_FLAG,
  TOC_LINK_ACTIVE_CLASS,
  TOC_LINK_CLASS,
  hasStaticBody,
} from '../../src/hydration/contracts';

const require = createRequire(import.meta.url);
const nodeModules = fileURLToPath(new URL('../../node_modules', import.meta.url));

/** The text of an installed file, by its path under node_modules; a missing file fails naming the contract. */
function read(contract: string, file: string): string {
  const full = path.join(nodeModules, file);
  expect(fs.existsSync(full), `${contract}: node_modules/${file} is gone; find where the theme moved it`).toBe(true);
  return fs.readFileSync(full, 'utf8');
}

/** Expects `pattern` in the installed `file`, failing with the contract's name and the file to re-check. */
function holds(contract: string, file: string, pattern: RegExp | string): void {
  const text = read(contract, file);
  const found = typeof pattern === 'string' ? text.includes(pattern) : pattern.test(text);
  expect(found, `${contract}: node_modules/${file} no longer has ${String(pattern)}; re-check it`).toBe(true);
}

/** The rule blocks inside every `@media (<query>)` of a CSS text, one string each (nested braces counted). */
function mediaBlocks(css: string, query: string): string[] {
  const blocks: string[] = [];
  let from = css.indexOf(`@media ${query}`);
  while (from !== -1) {
    const open = css.indexOf('{', from);
    let depth = 0;
    let end = open;
    for (; end < css.length; end += 1) {
      if (css[end] === '{') depth += 1;
      else if (css[end] === '}' && --depth === 0) break;
    }
    blocks.push(css.slice(open + 1, end));
    from = css.indexOf(`@media ${query}`, end);
  }
  return blocks;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe('hydration contract: the desktop breakpoint', () => {
  const contract = `desktop breakpoint ${DESKTOP_BREAKPOINT_PX}px (DESKTOP_BREAKPOINT_PX)`;

  it('is the one theme-common measures the window against', () => {
    const file = '@docusaurus/theme-common/lib/hooks/useWindowSize.js';
    holds(contract, file, new RegExp(`const DesktopBreakpoint = ${DESKTOP_BREAKPOINT_PX};`));
    // Desktop is strictly wider than the breakpoint, so `(max-width: 996px)` matches exactly the "mobile" windows.
    holds(contract, file, 'window.innerWidth > desktopBreakpoint');
    expect(NARROW_WINDOW_QUERY).toBe(`(max-width: ${DESKTOP_BREAKPOINT_PX}px)`);
  });

  it('is where Infima hides the navbar items (the NavbarItem wrap stays static there)', () => {
    const file = 'infima/dist/css/default/default.css';
    holds(contract, '@docusaurus/theme-classic/lib/index.js', 'infima/dist/css/default/default');
    const blocks = mediaBlocks(read(contract, file), NARROW_WINDOW_QUERY);
    expect(
      blocks.some((block) => /\.navbar__item\s*\{\s*display:\s*none/.test(block)),
      `${contract}: node_modules/${file} no longer hides .navbar__item in @media ${NARROW_WINDOW_QUERY}; re-check it`,
    ).toBe(true);
  });

  it('is where the theme hides the desktop doc and blog sidebars (their wraps stay static there)', () => {
    holds(
      contract,
      '@docusaurus/theme-classic/lib/theme/DocRoot/Layout/Sidebar/styles.module.css',
      new RegExp(
        `@media \\(min-width: ${DESKTOP_BREAKPOINT_PX + 1}px\\) \\{\\s*\\.docSidebarContainer \\{\\s*display: block`,
      ),
    );
    const blogFile = '@docusaurus/theme-classic/lib/theme/BlogSidebar/Desktop/styles.module.css';
    expect(
      mediaBlocks(read(contract, blogFile), NARROW_WINDOW_QUERY).some((block) =>
        /\.sidebar\s*\{\s*display:\s*none/.test(block),
      ),
      `${contract}: node_modules/${blogFile} no longer hides .sidebar in @media ${NARROW_WINDOW_QUERY}; re-check it`,
    ).toBe(true);
  });

  it('decides when the theme unmounts the desktop sidebars (so a widened window mounts a live one)', () => {
    holds(contract, '@docusaurus/theme-classic/lib/theme/DocSidebar/index.js', "windowSize === 'mobile'");
    holds(contract, '@docusaurus/theme-classic/lib/theme/BlogSidebar/index.js', "windowSize === 'mobile'");
  });
});

describe('hydration contract: class names', () => {
  it(`code blocks carry "${CODE_BLOCK_CLASS}" (CODE_BLOCK_CLASS)`, () => {
    const contract = `code block class "${CODE_BLOCK_CLASS}" (CODE_BLOCK_CLASS)`;
    holds(contract, '@docusaurus/theme-common/lib/utils/ThemeClassNames.js', `codeBlock: '${CODE_BLOCK_CLASS}'`);
    holds(
      contract,
      '@docusaurus/theme-classic/lib/theme/CodeBlock/Container/index.js',
      'ThemeClassNames.common.codeBlock',
    );
  });

  it(`the TOC's links carry "${TOC_LINK_CLASS}" and are found by class name (TOC_LINK_CLASS)`, () => {
    const contract = `TOC link classes "${TOC_LINK_CLASS}" / "${TOC_LINK_ACTIVE_CLASS}" (TOC_LINK_CLASS)`;
    const toc = '@docusaurus/theme-classic/lib/theme/TOC/index.js';
    holds(contract, toc, `const LINK_CLASS_NAME = '${TOC_LINK_CLASS}';`);
    holds(contract, toc, `const LINK_ACTIVE_CLASS_NAME = '${TOC_LINK_ACTIVE_CLASS}';`);
    holds(contract, '@docusaurus/theme-classic/lib/theme/TOCItems/Tree.js', 'className={linkClassName');
    // The highlight reads the document, not React: it works on a TOC kept as the server's markup.
    const highlight = '@docusaurus/theme-common/lib/hooks/useTOCHighlight.js';
    holds(contract, highlight, 'document.getElementsByClassName(linkClassName)');
    holds(contract, highlight, 'classList.add(linkActiveClassName)');
  });
});

describe('hydration contract: the colour mode', () => {
  const contract = `colour mode <html ${COLOR_MODE_ATTRIBUTE}="${DARK_COLOR_MODE}"> (COLOR_MODE_ATTRIBUTE)`;

  it('is set on <html> before the first paint and on every change', () => {
    holds(
      contract,
      '@docusaurus/theme-classic/lib/inlineScripts.js',
      `document.documentElement.setAttribute('${COLOR_MODE_ATTRIBUTE}'`,
    );
    const colorMode = '@docusaurus/theme-common/lib/contexts/colorMode.js';
    holds(contract, colorMode, `document.documentElement.setAttribute('${COLOR_MODE_ATTRIBUTE}'`);
    holds(
      contract,
      colorMode,
      new RegExp(`colorMode === '${escape(DARK_COLOR_MODE)}' \\? '${escape(DARK_COLOR_MODE)}'`),
    );
  });
});

describe(`hydration contract: the front-matter flag ${STATIC_BODY_FLAG} (STATIC_BODY_FLAG)`, () => {
  const contract = `front-matter flag ${STATIC_BODY_FLAG} (STATIC_BODY_FLAG)`;

  it('reaches the theme: the MDX loader exports the object the remark plugins changed', () => {
    holds(
      contract,
      '@docusaurus/mdx-loader/lib/loader.js',
      /export const frontMatter = \$\{\(0, stringify_object_1\.default\)\(frontMatter\)\}/,
    );
    holds(contract, '@docusaurus/plugin-content-docs/lib/client/doc.js', 'frontMatter: content.frontMatter');
    holds(contract, '@docusaurus/plugin-content-blog/lib/client/contexts.js', 'frontMatter: content.frontMatter');
  });

  it("passes the docs and blog plugins' front-matter validation when an author sets it", () => {
    const docs = require('@docusaurus/plugin-content-docs/lib/frontMatter.js') as {
      validateDocFrontMatter: (frontMatter: object) => Record<string, unknown>;
    };
    const blog = require('@docusaurus/plugin-content-blog/lib/frontMatter.js') as {
      validateBlogPostFrontMatter: (frontMatter: object) => Record<string, unknown>;
    };
    for (const [file, validated] of [
      ['@docusaurus/plugin-content-docs/lib/frontMatter.js', docs.validateDocFrontMatter({[STATIC_BODY_FLAG]: false})],
      [
        '@docusaurus/plugin-content-blog/lib/frontMatter.js',
        blog.validateBlogPostFrontMatter({[STATIC_BODY_FLAG]: false}),
      ],
    ] as const) {
      expect(validated[STATIC_BODY_FLAG], `${contract}: node_modules/${file} drops unknown keys; re-check it`).toBe(
        false,
      );
    }
  });

  it('is read as true only', () => {
    expect(hasStaticBody({[STATIC_BODY_FLAG]: true})).toBe(true);
    for (const value of [false, 'true', 1, undefined]) expect(hasStaticBody({[STATIC_BODY_FLAG]: value})).toBe(false);
    expect(hasStaticBody({})).toBe(false);
  });
});

describe('hydration contract: the moment of hydration', () => {
  const contract = 'moment of hydration (useIsBrowser, HYDRATE_CLIENT_ENTRY)';

  it('useIsBrowser() is false while hydrating and turns true in an effect after it', () => {
    const file = '@docusaurus/core/lib/client/browserContext.js';
    holds(contract, file, 'useState(false)');
    holds(contract, file, /useEffect\(\(\) => \{\s*setIsBrowser\(true\);\s*\}, \[\]\)/);
  });

  it('the client bundle knows whether it hydrates server HTML (src/hydration/serverHtml.ts)', () => {
    holds(contract, '@docusaurus/core/lib/client/clientEntry.js', 'Boolean(process.env.HYDRATE_CLIENT_ENTRY)');
    holds(
      contract,
      '@docusaurus/core/lib/webpack/client.js',
      "'process.env.HYDRATE_CLIENT_ENTRY': JSON.stringify(hydrate)",
    );
  });
});
