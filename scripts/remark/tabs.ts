/**
 * Remark plugin: tabs for `.md` pages, written as container directives.
 *
 *     ::::tabs{group="interface"}
 *     :::tab{label="CLI"}
 *     ...Markdown...
 *     :::
 *     :::tab{label="Python"}
 *     ...Markdown...
 *     :::
 *     ::::
 *
 * becomes `<Tabs groupId="interface"><TabItem value="cli" label="CLI">...</TabItem>...</Tabs>` (MDX JSX nodes),
 * plus an ESM import of `@theme/Tabs` and `@theme/TabItem` in that page only, so pages without tabs load no
 * tab code. Tabs of one `group` share the reader's choice across pages (Docusaurus keeps it in localStorage
 * under the group id); tab values are the slug of the label unless `value` is given.
 *
 * The directives are parsed by remark-directive, which Docusaurus enables. Docusaurus registers
 * `beforeDefaultRemarkPlugins` before it, but every parser extension is attached before any transformer runs,
 * so the directive nodes exist when this plugin runs, and it runs before the admonitions plugin and before
 * Docusaurus warns about unhandled directives. Misuse fails the build with file, line and fix.
 *
 * Pure: no file system access. Errors name the file relative to `siteDir` when it is given.
 */

import path from 'node:path';
import {tabLabel} from '../lib/markdown';

/** The closed set of group ids; a new group is a decision for CONTENT_GUIDE.md, not for one page. */
export const TAB_GROUPS = ['interface', 'deploy', 'os'] as const;

const TABS_ATTRIBUTES = new Set(['group', 'query']);
const TAB_ATTRIBUTES = new Set(['label', 'value', 'default']);

interface Point {
  line: number;
}
interface Position {
  start: Point;
}
/** The slice of mdast/unist this plugin reads and writes (kept local: no dependency on mdast packages). */
export interface MdNode {
  type: string;
  name?: string;
  value?: string;
  attributes?: Record<string, string | null | undefined> | MdxAttribute[];
  children?: MdNode[];
  data?: Record<string, unknown>;
  position?: Position;
}
interface MdxAttribute {
  type: 'mdxJsxAttribute';
  name: string;
  value: string | null;
}

export interface RemarkTabsOptions {
  /** Errors name files relative to this folder (the site's), e.g. `docs/x.md:12`. */
  siteDir?: string;
}

export interface TabsProblem {
  line: number;
  message: string;
  fix: string;
}

const isDirective = (node: MdNode, name: string) => node.type === 'containerDirective' && node.name === name;
const directiveAttributes = (node: MdNode): Record<string, string | null | undefined> =>
  node.attributes && !Array.isArray(node.attributes) ? node.attributes : {};
const lineOf = (node: MdNode) => node.position?.start.line ?? 0;

/** `Python SDK` -> `python-sdk`: the value a tab is stored under when it has no explicit `value`. */
export function tabValue(label: string): string {
  return label
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Text of a directive label (`:::tab[CLI]`), which remark-directive stores as a first paragraph child. */
function directiveLabel(node: MdNode): string | undefined {
  const first = node.children?.[0];
  if (!first || first.type !== 'paragraph' || first.data?.directiveLabel !== true) return undefined;
  const text = (n: MdNode): string => n.value ?? (n.children ?? []).map(text).join('');
  return text(first).trim();
}

const withoutLabel = (node: MdNode): MdNode[] =>
  (node.children ?? []).filter((child) => !(child.type === 'paragraph' && child.data?.directiveLabel === true));

const jsxAttribute = (name: string, value: string | null): MdxAttribute => ({type: 'mdxJsxAttribute', name, value});

function unknownAttributes(node: MdNode, allowed: Set<string>, problems: TabsProblem[]): void {
  for (const key of Object.keys(directiveAttributes(node))) {
    if (!allowed.has(key)) {
      problems.push({
        line: lineOf(node),
        message: `unknown attribute "${key}" on :::${node.name ?? ''}`,
        fix: `use only ${[...allowed].map((a) => `${a}="..."`).join(', ')}`,
      });
    }
  }
}

function toTabItem(tab: MdNode, problems: TabsProblem[], seen: Map<string, number>): MdNode {
  unknownAttributes(tab, TAB_ATTRIBUTES, problems);
  const attrs = directiveAttributes(tab);
  const label = (tabLabel(attrs, directiveLabel(tab)) ?? '').trim();
  const children = withoutLabel(tab);
  if (!label) {
    problems.push({
      line: lineOf(tab),
      message: 'a :::tab has no label',
      fix: 'name the tab as readers should see it: :::tab{label="Python"}',
    });
  }
  if (children.length === 0) {
    problems.push({
      line: lineOf(tab),
      message: `the tab "${label}" is empty`,
      fix: 'put the tab content between ":::tab{...}" and its closing ":::", or remove the tab',
    });
  }
  const value = (attrs.value ?? tabValue(label)).trim();
  if (label && !value) {
    problems.push({
      line: lineOf(tab),
      message: `the tab "${label}" has no usable value`,
      fix: 'give it one: :::tab{label="..." value="python"}',
    });
  }
  const previous = seen.get(value);
  if (value && previous !== undefined) {
    problems.push({
      line: lineOf(tab),
      message: `two tabs of one ::::tabs share the value "${value}" (the other is on line ${previous})`,
      fix: 'give each tab a different label, or a different value="..."',
    });
  }
  seen.set(value, lineOf(tab));
  const attributes = [jsxAttribute('value', value), jsxAttribute('label', label)];
  if (attrs.default !== undefined) attributes.push(jsxAttribute('default', null));
  return {type: 'mdxJsxFlowElement', name: 'TabItem', attributes, children, position: tab.position};
}

function toTabs(tabs: MdNode, problems: TabsProblem[]): MdNode {
  unknownAttributes(tabs, TABS_ATTRIBUTES, problems);
  const attrs = directiveAttributes(tabs);
  const attributes: MdxAttribute[] = [];
  const group = attrs.group;
  if (group !== undefined && group !== null) {
    if (!(TAB_GROUPS as readonly string[]).includes(group)) {
      problems.push({
        line: lineOf(tabs),
        message: `unknown tab group "${group}"`,
        fix: `use one of ${TAB_GROUPS.map((g) => `group="${g}"`).join(', ')} (see CONTENT_GUIDE.md), or no group`,
      });
    }
    attributes.push(jsxAttribute('groupId', group));
  }
  if (attrs.query !== undefined) {
    if (group === undefined || group === null) {
      problems.push({
        line: lineOf(tabs),
        message: '"query" needs a group: the query string parameter is named after it',
        fix: 'add group="..." or remove query',
      });
    } else attributes.push(jsxAttribute('queryString', null));
  }
  const children = withoutLabel(tabs);
  const items: MdNode[] = [];
  const seen = new Map<string, number>();
  for (const child of children) {
    if (isDirective(child, 'tab')) items.push(toTabItem(child, problems, seen));
    else {
      problems.push({
        line: lineOf(child) || lineOf(tabs),
        message: `only :::tab blocks may stand directly inside ::::tabs (found ${describe(child)})`,
        fix: 'move this content into a :::tab{label="..."} ... ::: block, or out of the ::::tabs block',
      });
    }
  }
  if (children.length === 0) {
    problems.push({
      line: lineOf(tabs),
      message: 'a ::::tabs block has no tabs',
      fix: 'put at least one :::tab{label="..."} ... ::: inside it (with fewer colons than ::::tabs), or remove it',
    });
  }
  return {type: 'mdxJsxFlowElement', name: 'Tabs', attributes, children: items, position: tabs.position};
}

function describe(node: MdNode): string {
  if (node.type === 'containerDirective') return `:::${node.name ?? ''}`;
  return `a ${node.type}`;
}

/** The ESM node importing the two components, with the estree MDX compiles it from. */
export function tabsImport(): MdNode {
  const imports = [
    ['Tabs', '@theme/Tabs'],
    ['TabItem', '@theme/TabItem'],
  ] as const;
  return {
    type: 'mdxjsEsm',
    value: imports.map(([name, from]) => `import ${name} from '${from}';`).join('\n'),
    data: {
      estree: {
        type: 'Program',
        sourceType: 'module',
        body: imports.map(([name, from]) => ({
          type: 'ImportDeclaration',
          specifiers: [{type: 'ImportDefaultSpecifier', local: {type: 'Identifier', name}}],
          source: {type: 'Literal', value: from, raw: `'${from}'`},
          attributes: [],
        })),
      },
    },
  };
}

/**
 * Replaces every `::::tabs` directive of the tree by MDX JSX and adds the import when there is one.
 * Returns the problems found (nothing is thrown here); the tree is changed in place.
 */
export function transformTabs(tree: MdNode): {count: number; problems: TabsProblem[]} {
  const problems: TabsProblem[] = [];
  let count = 0;
  const walk = (node: MdNode) => {
    const children = node.children;
    if (!children) return;
    for (let i = 0; i < children.length; i++) {
      const child = children[i]!;
      if (isDirective(child, 'tabs')) {
        children[i] = toTabs(child, problems);
        count++;
      } else if (isDirective(child, 'tab')) {
        problems.push({
          line: lineOf(child),
          message: 'a :::tab outside a ::::tabs block',
          fix: 'wrap the tabs in ::::tabs{group="..."} ... :::: (the outer fence needs more colons than :::tab)',
        });
      }
      walk(children[i]!);
    }
  };
  walk(tree);
  if (count > 0) {
    const esm = (tree.children ?? []).filter((n) => n.type === 'mdxjsEsm').map((n) => n.value ?? '');
    if (!esm.some((code) => /\bimport\s+(Tabs|TabItem)\b/.test(code))) tree.children?.unshift(tabsImport());
  }
  return {count, problems: problems.sort((a, b) => a.line - b.line)};
}

/** The error thrown for a page's problems: one `location: message` line and one `fix:` line per problem. */
export function tabsError(problems: TabsProblem[], where: (line: number) => string): Error {
  const lines = problems.map((p) => `  ${where(p.line)}: ${p.message}\n    fix: ${p.fix}`);
  return new Error(`Invalid tabs syntax (${problems.length} problem(s)):\n${lines.join('\n')}`);
}

/** The unified plugin (`beforeDefaultRemarkPlugins: [[remarkTabs, options]]`). */
export default function remarkTabs(options: RemarkTabsOptions = {}) {
  return (tree: MdNode, file: {path?: string}) => {
    const {problems} = transformTabs(tree);
    if (problems.length === 0) return;
    const filePath = !file.path
      ? '<unknown file>'
      : options.siteDir
        ? path.relative(options.siteDir, file.path).split(path.sep).join('/')
        : file.path;
    throw tabsError(problems, (line) => `${filePath}:${line}`);
  };
}
