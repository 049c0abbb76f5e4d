import {describe, expect, it} from 'vitest';
import {fromMarkdown} from 'mdast-util-from-markdown';
import {directive} from 'micromark-extension-directive';
import {directiveFromMarkdown} from 'mdast-util-directive';
import {compile} from '@mdx-js/mdx';
import remarkDirective from 'remark-directive';
import remarkTabs, {TAB_GROUPS, tabValue, transformTabs, type MdNode} from '../../scripts/remark/tabs';
import {tabsToHeadings, toMarkdownTwin, type TwinContext} from '../../scripts/postbuild/markdownTwin';

const parse = (markdown: string): MdNode =>
  fromMarkdown(markdown, {extensions: [directive()], mdastExtensions: [directiveFromMarkdown()]}) as MdNode;

const TWO_TABS = `## Create a tag

::::tabs{group="interface"}
:::tab{label="GraphQL"}
Send the mutation:

\`\`\`graphql
mutation { createTag(input: {id: "pii", name: "PII"}) }
\`\`\`
:::
:::tab{label="Python SDK"}
Emit the aspect.
:::
::::

After the tabs.
`;

const attrs = (node: MdNode | undefined) =>
  Object.fromEntries(
    ((node?.attributes ?? []) as {name: string; value: string | null}[]).map((a) => [a.name, a.value]),
  );

describe('remark tabs plugin', () => {
  it('turns ::::tabs / :::tab into <Tabs groupId> / <TabItem value label> and imports them', () => {
    const tree = parse(TWO_TABS);
    const {count, problems} = transformTabs(tree);
    expect(problems).toEqual([]);
    expect(count).toBe(1);
    const [esm, heading, tabs, after] = tree.children ?? [];
    expect(esm?.type).toBe('mdxjsEsm');
    expect(esm?.value).toContain("import Tabs from '@theme/Tabs'");
    expect(heading?.type).toBe('heading');
    expect(tabs).toMatchObject({type: 'mdxJsxFlowElement', name: 'Tabs'});
    expect(attrs(tabs)).toEqual({groupId: 'interface'});
    const items = tabs?.children ?? [];
    expect(items.map((i) => i.name)).toEqual(['TabItem', 'TabItem']);
    expect(attrs(items[0])).toEqual({value: 'graphql', label: 'GraphQL'});
    expect(attrs(items[1])).toEqual({value: 'python-sdk', label: 'Python SDK'});
    // The content of a tab stays Markdown: a paragraph and the code block, with its language.
    expect(items[0]?.children?.map((c) => c.type)).toEqual(['paragraph', 'code']);
    expect(after?.type).toBe('paragraph');
  });

  it('supports [label], value, default and query', () => {
    const tree = parse(
      '::::tabs{group="deploy" query}\n:::tab[Docker Compose]{default}\nA\n:::\n:::tab{label="Helm" value="k8s"}\nB\n:::\n::::\n',
    );
    const {problems} = transformTabs(tree);
    expect(problems).toEqual([]);
    const tabs = tree.children?.[1];
    expect(attrs(tabs)).toEqual({groupId: 'deploy', queryString: null});
    expect(attrs(tabs?.children?.[0])).toEqual({value: 'docker-compose', label: 'Docker Compose', default: null});
    expect(tabs?.children?.[0]?.children?.map((c) => c.type)).toEqual(['paragraph']); // the label is not content
    expect(attrs(tabs?.children?.[1])).toEqual({value: 'k8s', label: 'Helm'});
  });

  it('leaves pages without tabs and other directives (admonitions) alone', () => {
    const tree = parse(':::note\nKeep me.\n:::\n\nText.\n');
    const before = JSON.stringify(tree);
    expect(transformTabs(tree)).toEqual({count: 0, problems: []});
    expect(JSON.stringify(tree)).toBe(before);
  });

  it('keeps admonitions nested in a tab for the admonitions plugin', () => {
    const tree = parse('::::::tabs\n:::::tab{label="CLI"}\n:::warning\nCareful.\n:::\n:::::\n::::::\n');
    expect(transformTabs(tree).problems).toEqual([]);
    const item = tree.children?.[1]?.children?.[0];
    expect(item?.children?.[0]).toMatchObject({type: 'containerDirective', name: 'warning'});
  });

  it('reports a tab outside tabs, a tab without label, an empty tabs and stray content, with lines and fixes', () => {
    const tree = parse(
      [
        ':::tab{label="CLI"}', // 1
        'alone', // 2
        ':::', // 3
        '', // 4
        '::::tabs{group="interface"}', // 5
        ':::tab', // 6
        'no label', // 7
        ':::', // 8
        'stray paragraph', // 9
        '::::', // 10
        '', // 11
        '::::tabs', // 12
        '::::', // 13
        '', // 14
        '::::tabs{group="languages" groupId="x"}', // 15
        ':::tab{label="A"}', // 16
        'a', // 17
        ':::', // 18
        ':::tab{label="a"}', // 19
        'b', // 20
        ':::', // 21
        '::::', // 22
      ].join('\n'),
    );
    const {problems} = transformTabs(tree);
    const summary = problems.map((p) => `${p.line}: ${p.message}`);
    expect(summary).toEqual([
      '1: a :::tab outside a ::::tabs block',
      '6: a :::tab has no label',
      '9: only :::tab blocks may stand directly inside ::::tabs (found a paragraph)',
      '12: a ::::tabs block has no tabs',
      '15: unknown attribute "groupId" on :::tabs',
      '15: unknown tab group "languages"',
      '19: two tabs of one ::::tabs share the value "a" (the other is on line 16)',
    ]);
    expect(problems.every((p) => p.fix.length > 10)).toBe(true);
  });

  it('throws from the unified plugin naming the file (relative to the site) and line the author edits', () => {
    const tree = parse('# T\n\n:::tab{label="CLI"}\nx\n:::\n');
    expect(() => remarkTabs({siteDir: '/site'})(tree, {path: '/site/docs/how/x.md'})).toThrow(
      /docs\/how\/x\.md:3: a :::tab outside a ::::tabs block\n\s+fix: wrap the tabs in ::::tabs/,
    );
  });

  it('derives stable values from labels and keeps the group set closed', () => {
    expect(tabValue('CLI')).toBe('cli');
    expect(tabValue('REST (OpenAPI)')).toBe('rest-openapi');
    expect(tabValue('  curl ')).toBe('curl');
    expect([...TAB_GROUPS]).toEqual(['interface', 'deploy', 'os']);
  });

  it('compiles in MDX "md" format (the format of .md pages) to the theme components', async () => {
    const out = String(
      await compile(TWO_TABS, {format: 'md', remarkPlugins: [remarkDirective, remarkTabs], jsx: true}),
    );
    expect(out).toMatch(/import Tabs from ['"]@theme\/Tabs['"]/);
    expect(out).toMatch(/import TabItem from ['"]@theme\/TabItem['"]/);
    // Resolved to the imports, not looked up in the MDX components map.
    expect(out).not.toContain('_components.Tabs');
    expect(out).toMatch(/<Tabs groupId="interface">/);
    expect(out).toMatch(/<TabItem value="python-sdk" label="Python SDK">/);
    expect(out).toContain('className="language-graphql"');
  });
});

describe('Markdown twin of a page with tabs', () => {
  const ctx: TwinContext = {
    source: 'docs/api/tutorials/tags.md',
    title: 'Tags',
    pageUrl: 'https://docs.datahub.com/docs/api/tutorials/tags',
    siteRoot: 'https://docs.datahub.com',
    urlOfSource: () => undefined,
  };

  it('writes each tab as a heading one level below its section and drops the fences', () => {
    const twin = toMarkdownTwin(`---\ntitle: Tags\n---\n\n${TWO_TABS}`, ctx);
    expect(twin).toBe(
      [
        '# Tags',
        '',
        '## Create a tag',
        '',
        '### GraphQL',
        '',
        'Send the mutation:',
        '',
        '```graphql',
        'mutation { createTag(input: {id: "pii", name: "PII"}) }',
        '```',
        '### Python SDK',
        '',
        'Emit the aspect.',
        '',
        'After the tabs.',
        '',
      ].join('\n'),
    );
  });

  it('keeps one blank line after a tab heading when the source already has one', () => {
    const twin = tabsToHeadings('## A\n\n::::tabs\n:::tab{label="CLI"}\n\nRun it.\n:::\n::::\n');
    expect(twin).toBe('## A\n\n### CLI\n\nRun it.\n');
  });

  it('keeps admonitions, code that looks like a fence, and nests tabs one level deeper', () => {
    const body = [
      '### Install',
      '',
      '::::::tabs{group="os"}',
      ':::::tab[macOS]',
      ':::note',
      'Needs Homebrew.',
      ':::',
      '```text',
      ':::tab{label="not a tab"}',
      '```',
      ':::::',
      '::::::',
    ].join('\n');
    const twin = tabsToHeadings(body);
    expect(twin).toBe(
      [
        '### Install',
        '',
        '#### macOS',
        '',
        ':::note',
        'Needs Homebrew.',
        ':::',
        '```text',
        ':::tab{label="not a tab"}',
        '```',
      ].join('\n'),
    );
  });
});
