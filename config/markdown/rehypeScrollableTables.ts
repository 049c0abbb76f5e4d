/**
 * Rehype plugin: makes every Markdown table focusable. Tables scroll sideways in their own box when their
 * columns (which keep a readable minimum width) do not fit, and a keyboard user must be able to reach that
 * box to scroll it (WCAG 2.1.1; axe rule scrollable-region-focusable).
 */
interface HastNode {
  type: string;
  tagName?: string;
  properties?: Record<string, unknown>;
  children?: HastNode[];
}

function visit(node: HastNode): void {
  if (node.type === 'element' && node.tagName === 'table') {
    node.properties = {...node.properties, tabIndex: 0};
  }
  node.children?.forEach(visit);
}

export default function rehypeScrollableTables() {
  return (tree: HastNode): void => visit(tree);
}
