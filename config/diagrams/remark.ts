/**
 * Remark plugin: replaces every ```mermaid code block with the diagram rendered at build time (inline SVG
 * in the site's colours, scaled down to the column when wider) and a link to a standalone SVG file for
 * the full-size view. Authors keep writing ```mermaid blocks; no diagram code reaches the browser.
 * A diagram that cannot be rendered fails the build with its file and line.
 */
import {mkdirSync, writeFileSync, existsSync} from 'node:fs';
import path from 'node:path';
import {DiagramError, loadRenderer, renderDiagram} from './render';

export interface RemarkDiagramsOptions {
  /** Folder served as a static directory; the full-size files go to its `diagrams/` subfolder. */
  staticDir: string;
  /** The site's baseUrl, for links to the full-size files. */
  baseUrl: string;
}

interface MdNode {
  type: string;
  lang?: string | null;
  value?: string;
  children?: MdNode[];
  position?: {start: {line: number}};
  [key: string]: unknown;
}

interface FileLike {
  path?: string;
  history?: string[];
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The HTML of one diagram figure (without its outer element, which the MDX node provides): the SVG, scaled down
 * to the column when it is wider, a click target over the whole drawing (hidden from assistive technology: the
 * visible link below is the accessible way) and a "full size" link to the standalone file.
 */
export function diagramFigureHtml(svg: string, href: string): string {
  const target = escapeHtml(href);
  return (
    `<div class="site-diagram__frame"><div class="site-diagram__canvas">${svg}` +
    `<a class="site-diagram__zoom" href="${target}" target="_blank" rel="noopener" tabindex="-1" aria-hidden="true"></a>` +
    `</div></div><figcaption class="site-diagram__caption"><a class="site-diagram__open" href="${target}" target="_blank" rel="noopener">` +
    `Open the diagram full size<span class="site-diagram__new-tab"> (SVG, new tab)</span></a></figcaption>`
  );
}

/** An MDX JSX element `<figure className=... dangerouslySetInnerHTML={{__html}} />`, valid in .md and .mdx. */
function figureNode(html: string): MdNode {
  const expression = {
    type: 'ObjectExpression',
    properties: [
      {
        type: 'Property',
        key: {type: 'Identifier', name: '__html'},
        value: {type: 'Literal', value: html, raw: JSON.stringify(html)},
        kind: 'init',
        method: false,
        shorthand: false,
        computed: false,
      },
    ],
  };
  return {
    type: 'mdxJsxFlowElement',
    name: 'figure',
    attributes: [
      {type: 'mdxJsxAttribute', name: 'className', value: 'site-diagram'},
      {
        type: 'mdxJsxAttribute',
        name: 'dangerouslySetInnerHTML',
        value: {
          type: 'mdxJsxAttributeValueExpression',
          value: `{__html: ${JSON.stringify(html)}}`,
          data: {
            estree: {
              type: 'Program',
              sourceType: 'module',
              body: [{type: 'ExpressionStatement', expression}],
            },
          },
        },
      },
    ],
    children: [],
  };
}

function visit(node: MdNode, replace: (node: MdNode, index: number, parent: MdNode) => void): void {
  node.children?.forEach((child, index) => {
    replace(child, index, node);
    visit(child, replace);
  });
}

export default function remarkDiagrams(options: RemarkDiagramsOptions) {
  const outDir = path.join(options.staticDir, 'diagrams');
  return (tree: MdNode, file: FileLike): void => {
    const render = loadRenderer();
    const source = file.path ?? file.history?.[0] ?? '(unknown file)';
    let count = 0;
    visit(tree, (node, index, parent) => {
      if (node.type !== 'code' || node.lang !== 'mermaid' || !parent.children) return;
      const line = node.position?.start.line ?? 0;
      let rendered;
      try {
        rendered = renderDiagram(render, node.value ?? '', `${count}`);
      } catch (error) {
        const reason = error instanceof DiagramError ? error.message : String(error);
        throw new Error(`Diagram in ${path.relative(process.cwd(), source)}:${line} cannot be rendered: ${reason}`);
      }
      count += 1;
      const fileName = `${rendered.hash}.svg`;
      const target = path.join(outDir, fileName);
      if (!existsSync(target)) {
        mkdirSync(outDir, {recursive: true});
        writeFileSync(target, rendered.standalone);
      }
      const href = `${options.baseUrl.replace(/\/?$/, '/')}diagrams/${fileName}`;
      parent.children[index] = figureNode(diagramFigureHtml(rendered.inline, href));
    });
  };
}
