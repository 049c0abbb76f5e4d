/**
 * What the partial-hydration layer (src/hydration, README.md there) relies on outside itself: names and numbers
 * written by @docusaurus/theme-classic, theme-common, Infima and the site's own build. Every module of the layer and
 * every theme wrap that uses one of them imports it from here. tests/unit/hydrationContracts.test.ts checks each
 * one against the installed packages; when it fails after an upgrade, it names the contract and the file to re-read.
 */

/**
 * The theme's desktop breakpoint, in CSS pixels: at this width and below the window is "mobile". Infima hides the
 * navbar's items (`.navbar__item`) below it, the theme's CSS hides the desktop doc and blog sidebars, and
 * theme-common's `useWindowSize` (`window.innerWidth > 996` is desktop) drops the desktop sidebars once mounted.
 */
export const DESKTOP_BREAKPOINT_PX = 996;

/** Matches exactly the windows `useWindowSize` calls "mobile". */
export const NARROW_WINDOW_QUERY = `(max-width: ${DESKTOP_BREAKPOINT_PX}px)`;

/** The class of every code block's container (theme-common `ThemeClassNames.common.codeBlock`). */
export const CODE_BLOCK_CLASS = 'theme-code-block';
export const CODE_BLOCK_SELECTOR = `.${CODE_BLOCK_CLASS}`;

/**
 * The attribute of `<html>` that carries the colour mode, and its dark value: set before first paint by the theme's
 * inline script and later by theme-common's colour-mode context. The server renders code in the light theme's
 * colours, so a dark page makes static code live.
 */
export const COLOR_MODE_ATTRIBUTE = 'data-theme';
export const DARK_COLOR_MODE = 'dark';

/**
 * The class the theme's table of contents gives its links, by which theme-common's `useTOCHighlight` finds them
 * in the document (`getElementsByClassName`) to mark the current heading: that is why a TOC kept as the server's
 * markup (TOCItems/Tree wrap) still highlights.
 */
export const TOC_LINK_CLASS = 'table-of-contents__link toc-highlight';
export const TOC_LINK_ACTIVE_CLASS = 'table-of-contents__link--active';

/**
 * The front-matter flag that marks a page whose body needs no hydration: set by scripts/remark/staticBody.ts on the
 * object the MDX loader exports as `frontMatter`, read by the DocItem/Content and BlogPostItem/Content wraps
 * (`useDoc()` / `useBlogPost()` hand that export over). An author may set it to `false` to opt a page out.
 */
export const STATIC_BODY_FLAG = 'static_body';

/** Whether a page's front matter marks its body static (`static_body: true`, nothing else). */
export const hasStaticBody = (frontMatter: object): boolean =>
  (frontMatter as Record<string, unknown>)[STATIC_BODY_FLAG] === true;

/**
 * The site's own attributes (no theme involved): the wrapper of a region kept as the server's markup (its links
 * are routed by src/plugins/lightLinks), a control inside a static body whose first focus or click makes the body
 * live (the recipe checker), and a control whose state an address parameter carries, which makes the body live at
 * once when the address has that parameter (`data-live-if-param="recipe"`).
 */
export const STATIC_REGION_SELECTOR = '[data-static-body]';
export const LIVE_ON_USE_SELECTOR = '[data-live-on-use]';
export const LIVE_IF_PARAM_SELECTOR = '[data-live-if-param]';

/**
 * Data a static region renders but a first visit does not download (src/hydration/deferredData.ts): the element
 * that renders it carries its key, so a region about to go live can load it first.
 */
export const DEFERRED_DATA_ATTRIBUTE = 'data-deferred';
export const DEFERRED_DATA_SELECTOR = `[${DEFERRED_DATA_ATTRIBUTE}]`;

/**
 * The JSON a static doc body carries on the server's page (src/hydration/firstVisitContent.tsx): what the layout reads
 * from the doc's MDX module, so that the first visit does not download that module.
 */
export const FIRST_VISIT_DATA_ATTRIBUTE = 'data-first-visit-doc';
