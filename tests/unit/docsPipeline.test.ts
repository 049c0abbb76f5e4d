import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterEach, describe, expect, it} from 'vitest';
import {brokenFileLinks, transformPage} from '../../scripts/generate/docs';
import {generate} from '../../scripts/generate/index';
import {parsePage} from '../../scripts/lib/frontMatter';
import {codeBlocks, firstH1, markdownLinks, proseWordCount} from '../../scripts/lib/markdown';

const temps: string[] = [];
function tempRepo(files: Record<string, string>): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-pipeline-'));
  temps.push(root);
  for (const [file, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), {recursive: true});
    fs.writeFileSync(path.join(root, file), content);
  }
  return root;
}
afterEach(() => temps.splice(0).forEach((dir) => fs.rmSync(dir, {recursive: true, force: true})));

describe('docs pipeline', () => {
  it('takes the title from the first H1 when front matter has none', () => {
    const out = parsePage(transformPage('# Deploying on AWS\n\nText.\n', 'docs/deploy/aws.md'), 'x');
    expect(out.frontMatter.title).toBe('Deploying on AWS');
  });

  it('keeps an explicit title and points "Edit this page" at the real source, never genDocs', () => {
    const out = parsePage(transformPage('---\ntitle: Kept\n---\n# Other\n', 'docs/a/b.md'), 'x');
    expect(out.frontMatter.title).toBe('Kept');
    expect(out.frontMatter.custom_edit_url).toMatch(/\/edit\/[^/]+\/docs\/a\/b\.md$/);
    expect(String(out.frontMatter.custom_edit_url)).not.toContain('genDocs');
  });

  it('keeps the file path as the URL for a page named like its folder', () => {
    const out = parsePage(transformPage('# Incidents\n', 'docs/incidents/incidents.md'), 'x');
    expect(out.frontMatter.slug).toBe('/incidents/incidents');
    expect(parsePage(transformPage('# A\n', 'docs/a/b.md'), 'x').frontMatter.slug).toBeUndefined();
    const linked = transformPage('See [it](../incidents/incidents.md#raise) and [b](b.md).\n', 'docs/a/x.md');
    expect(linked).toContain('[it](/docs/incidents/incidents#raise)');
    expect(linked).toContain('[b](b.md)');
  });

  it('reports links to missing files with file and line, ignoring code, URLs and anchors', () => {
    const root = tempRepo({'docs/a.md': '', 'docs/sub/b.md': ''});
    const body = [
      'See [b](sub/b.md) and [gone](sub/gone.md#x).',
      '```',
      '[not](a-link.md)',
      '```',
      '[web](https://x.y) [top](#t) [abs](/docs/x)',
    ].join('\n');
    expect(brokenFileLinks(root, 'docs/a.md', body, 3)).toEqual([
      {file: 'docs/a.md', line: 4, target: 'sub/gone.md#x'},
    ]);
  });

  it('builds genDocs from docs/ and fails naming the file and line of a broken link', async () => {
    const root = tempRepo({
      'docs/index.md': '# Home\n\n[ok](guide.md)\n',
      'docs/guide.md': '---\ntitle: Guide\n---\n\nLine\n[bad](missing.md)\n',
      'docs/img/pic.svg': '<svg/>',
    });
    await expect(generate(root, [], false)).rejects.toThrow(/docs\/guide\.md:6: link to "missing\.md": no such file/);
    fs.writeFileSync(path.join(root, 'docs/missing.md'), '# Missing no more\n');
    const result = await generate(root, [], false);
    expect(result.pages).toBe(3);
    expect(fs.existsSync(path.join(root, 'genDocs/img/pic.svg'))).toBe(true);
    const home = fs.readFileSync(path.join(root, 'genDocs/index.md'), 'utf8');
    expect(home).toContain('title: Home');
  });

  it('writes generated families, their data and sidebars, and refuses two sources for one page', async () => {
    const root = tempRepo({'docs/a.md': '# A\n'});
    const family = {
      name: 'demo',
      run: () => ({
        docs: [{path: 'generated/demo.md', content: '# Demo\n'}],
        data: [{path: 'demo.json', content: '[]'}],
        sidebar: ['generated/demo'],
      }),
    };
    await generate(root, [family], false);
    expect(fs.readFileSync(path.join(root, 'generated/demo.json'), 'utf8')).toBe('[]');
    expect(JSON.parse(fs.readFileSync(path.join(root, 'genDocs/_sidebars/demo.json'), 'utf8'))).toEqual([
      'generated/demo',
    ]);
    const clash = {name: 'clash', run: () => ({docs: [{path: 'a.md', content: '# A\n'}]})};
    await expect(generate(root, [clash], false)).rejects.toThrow(/same page: a\.md/);
  });
});

describe('markdown helpers', () => {
  it('finds code blocks with language and line', () => {
    const blocks = codeBlocks('text\n```yaml title="x"\na: 1\n```\n\n~~~\nplain\n~~~\n');
    expect(blocks).toEqual([
      {lang: 'yaml', meta: 'title="x"', code: 'a: 1', line: 2},
      {lang: '', meta: '', code: 'plain', line: 6},
    ]);
  });

  it('finds the first H1 outside code and counts prose words only', () => {
    expect(firstH1('```\n# not this\n```\n# This one\n')).toBe('This one');
    expect(proseWordCount('Two words\n```\nlots of code here\n```\n[link text](x.md)')).toBe(4);
    expect(markdownLinks('a [x](y.md "t") b')).toEqual([{target: 'y.md', line: 1}]);
  });
});
