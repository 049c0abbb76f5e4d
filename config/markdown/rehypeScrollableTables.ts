/**
 * Rehype plugin for Markdown tables (src/css/custom.css styles them):
 * - every table is focusable and named: a table too wide for its column scrolls sideways in its own box, and a
 *   keyboard user must be able to reach that box to scroll it (WCAG 2.1.1; axe rule scrollable-region-focusable).
 *   Its accessible name is the heading it sits under ("Frontend settings", "Frontend settings, table 2"), or its
 *   column names when no heading comes before it.
 * - every body cell carries its column's name in `data-label`, and a table of three or more columns is marked
 *   `data-stack`: on phones such a table is shown as one card per row, each value under its column's name,
 *   instead of a box that shows one or two columns at a time.
 */
interface HastNode {
  type: string;
  tagName?: string;
  value?: string;
  properties?: Record<string, unknown>;
  children?: HastNode[];
}

const HEADING = /^h[2-6]$/;

/** The visible text of a node (text and inline code), whitespace collapsed. */
export function textOf(node: HastNode): string {
  if (node.type === 'text') return node.value ?? '';
  return (node.children ?? []).map(textOf).join('').replace(/\s+/g, ' ').trim();
}

function elements(node: HastNode, tagName: string): HastNode[] {
  const found: HastNode[] = [];
  const walk = (n: HastNode) => {
    for (const child of n.children ?? []) {
      if (child.type !== 'element') continue;
      if (child.tagName === tagName) found.push(child);
      else if (child.tagName !== 'table') walk(child);
    }
  };
  walk(node);
  return found;
}

function labelCells(table: HastNode): string[] {
  const headRow = elements(table, 'thead').flatMap((head) => elements(head, 'tr'))[0];
  const columns = headRow ? elements(headRow, 'th').map(textOf) : [];
  for (const body of elements(table, 'tbody')) {
    for (const row of elements(body, 'tr')) {
      (row.children ?? [])
        .filter((cell) => cell.type === 'element' && (cell.tagName === 'td' || cell.tagName === 'th'))
        .forEach((cell, i) => {
          if (columns[i]) cell.properties = {...cell.properties, dataLabel: columns[i]};
        });
    }
  }
  return columns;
}

export default function rehypeScrollableTables() {
  return (tree: HastNode): void => {
    let heading = '';
    let tablesUnderHeading = 0;
    const visit = (node: HastNode): void => {
      if (node.type === 'element' && node.tagName && HEADING.test(node.tagName)) {
        heading = textOf(node);
        tablesUnderHeading = 0;
        return;
      }
      if (node.type === 'element' && node.tagName === 'table') {
        const columns = labelCells(node);
        tablesUnderHeading += 1;
        const named = columns.filter(Boolean);
        const name = heading
          ? tablesUnderHeading > 1
            ? `${heading}, table ${tablesUnderHeading}`
            : heading
          : named.length > 0
            ? `Table: ${named.join(', ')}`
            : undefined;
        node.properties = {
          ...node.properties,
          tabIndex: 0,
          ...(name ? {ariaLabel: name} : {}),
          ...(columns.length >= 3 ? {dataStack: ''} : {}),
        };
        return;
      }
      node.children?.forEach(visit);
    };
    visit(tree);
  };
}
