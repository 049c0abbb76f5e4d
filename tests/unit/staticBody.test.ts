import {describe, expect, it} from 'vitest';
import {compile} from '@mdx-js/mdx';
import {VFile} from 'vfile';
import remarkStaticBody from '../../scripts/remark/staticBody';

/** Compiles a page as the MDX loader does (front matter object in the file's data) and returns that object. */
async function frontMatterAfter(markdown: string, frontMatter: Record<string, unknown> = {}) {
  const file = new VFile({value: markdown, path: 'docs/page.mdx', data: {frontMatter}});
  // The plugin types only the slice of the file it reads.
  await compile(file, {remarkPlugins: [remarkStaticBody as never]});
  return frontMatter;
}

describe('remark static body', () => {
  it('marks a page of Markdown, links, tables, HTML and code blocks', async () => {
    const page = [
      '## Install',
      'See [the quickstart](/docs/quickstart) and <a href="/docs/cli">the CLI</a>.<br/>',
      '| a | b |\n| - | - |\n| 1 | 2 |',
      '```yaml\nsource:\n  type: mysql\n```',
    ].join('\n\n');
    expect(await frontMatterAfter(page)).toEqual({static_body: true});
  });

  it('marks a page whose components render plain markup', async () => {
    const page = 'import PlatformLogo from \'@site/src/components/PlatformLogo\';\n\n<PlatformLogo id="snowflake" />\n';
    expect((await frontMatterAfter(page)).static_body).toBe(true);
  });

  it.each([
    ['tabs', '<Tabs><TabItem value="a">A</TabItem></Tabs>'],
    ['a <details> element', '<details><summary>More</summary>Text</details>'],
    ['a form control', '<button>Run</button>'],
    ['a JSX expression', 'Two is {1 + 1}.'],
    ['a member component', '<Foo.Bar />'],
  ])('leaves a page with %s hydrated', async (_label, body) => {
    expect((await frontMatterAfter(`Intro.\n\n${body}\n`)).static_body).toBeUndefined();
  });

  it('keeps an author opt-out', async () => {
    expect(await frontMatterAfter('Plain text.\n', {static_body: false})).toEqual({static_body: false});
  });

  it('refuses static_body on a page that needs hydration, naming the file and the reason', async () => {
    await expect(frontMatterAfter('<Tabs />\n', {static_body: true})).rejects.toThrow(
      /docs\/page\.mdx: .*static_body.*the component <Tabs>.*fix:/s,
    );
  });
});
