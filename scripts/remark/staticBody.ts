/**
 * Remark plugin: marks a doc whose body needs no hydration in the browser, to cut total blocking time.
 *
 * A body made only of Markdown (headings, paragraphs, lists, tables, admonitions, images, build-time diagrams),
 * links, code blocks and the components listed in STATIC_COMPONENTS renders the same HTML on the server and in
 * the browser and has no behaviour of its own: its links are routed by document listeners (src/plugins/lightLinks)
 * and its code blocks come alive on first use. For such a page the plugin sets `static_body: true` in the front
 * matter the MDX loader exports (the loader hands the plugins the same object it exports), and
 * src/hydration/StaticBody keeps the server's body on a first visit instead of hydrating it.
 *
 * Anything else keeps the page hydrated: tabs, `<details>`, form controls, JSX expressions, other components.
 * An author can opt a page out with `static_body: false`; any other value is refused on a page that needs hydration. tests/e2e/staticBody.spec.ts checks the built pages.
 *
 * Runs as a `remarkPlugins` entry, after Docusaurus' own plugins and ours in `beforeDefaultRemarkPlugins`, so it
 * sees the tabs, admonitions and diagrams as the JSX they become. Pure: no file system access.
 */
import {STATIC_BODY_FLAG} from '../../src/hydration/contracts';

/**
 * Components of src/components that render plain markup the same way on server and client. RecipeChecker has
 * behaviour, but its region is marked `data-live-on-use`: the static body renders live on its first use
 * (src/hydration/staticUntilUsed.ts), so a connector page need not hydrate its whole body on every visit.
 * ConnectorOptions puts its collapsed option groups in native `<details data-native-details>` elements, which open
 * without script (src/clientModules/hashScroll.ts opens the one a link points into).
 */
export const STATIC_COMPONENTS = new Set(['PlatformLogo', 'CapabilityMark', 'ConnectorOptions', 'RecipeChecker']);

/** HTML elements that Docusaurus maps to an interactive component, or that are interactive themselves. */
const INTERACTIVE_ELEMENTS = new Set([
  'details',
  'summary',
  'button',
  'input',
  'select',
  'textarea',
  'form',
  'dialog',
  'script',
  'mermaid',
]);

interface Node {
  type: string;
  name?: string | null;
  lang?: string | null;
  children?: Node[];
}

interface PluginFile {
  path?: string;
  data: {frontMatter?: Record<string, unknown>};
}

/** Why a body needs hydration (the first reason found), or undefined when it does not. */
export function hydrationReason(tree: Node): string | undefined {
  const stack: Node[] = [tree];
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (node.type === 'mdxFlowExpression' || node.type === 'mdxTextExpression') return 'a JSX expression';
    if (node.type === 'code' && node.lang === 'mermaid') return 'a mermaid block rendered in the browser';
    if ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && node.name) {
      const {name} = node;
      const isComponent = /^[A-Z]|\./.test(name);
      if (isComponent && !STATIC_COMPONENTS.has(name)) return `the component <${name}>`;
      if (!isComponent && INTERACTIVE_ELEMENTS.has(name)) return `the element <${name}>`;
    }
    if (node.children) stack.push(...node.children);
  }
  return undefined;
}

export default function remarkStaticBody() {
  return (tree: Node, file: PluginFile): void => {
    const frontMatter = file.data.frontMatter;
    if (!frontMatter || frontMatter[STATIC_BODY_FLAG] === false) return;
    const reason = hydrationReason(tree);
    if (reason === undefined) frontMatter[STATIC_BODY_FLAG] = true;
    else if (frontMatter[STATIC_BODY_FLAG] !== undefined) {
      throw new Error(
        `${file.path ?? 'a page'}: front matter ${STATIC_BODY_FLAG} is set, but the body has ${reason}, which needs hydration.\n  fix: remove ${STATIC_BODY_FLAG} (pages are marked automatically), or set it to false.`,
      );
    }
  };
}
