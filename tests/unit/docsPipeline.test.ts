import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterEach, describe, expect, it} from 'vitest';
import {brokenFileLinks, namesakeProblem} from '../../scripts/generate/docs';
import {generate} from '../../scripts/generate/index';
import {fillInsertsOfPage} from '../../scripts/lib/inserts';
import {codeBlocks, markdownLinks, proseWordCount} from '../../scripts/lib/markdown';

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
  it('asks a page named like its folder for a slug, so that its file path stays its URL', () => {
    expect(namesakeProblem('docs/incidents/incidents.md', {})).toContain('`slug: /incidents/incidents`');
    expect(namesakeProblem('docs/incidents/incidents.md', {slug: '/incidents/incidents'})).toBeUndefined();
    expect(namesakeProblem('docs/a/b.md', {})).toBeUndefined();
    expect(namesakeProblem('docs/a.md', {})).toBeUndefined();
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

  it('reads docs/ in place and fails naming the file and line of a broken link', async () => {
    const root = tempRepo({
      'docs/index.md': '# Home\n\n[ok](guide.md)\n',
      'docs/guide.md': '---\ntitle: Guide\n---\n\nLine\n[bad](missing.md)\n',
      'docs/img/pic.svg': '<svg/>',
    });
    const before = fs.readFileSync(path.join(root, 'docs/index.md'), 'utf8');
    await expect(generate(root, [], false)).rejects.toThrow(/docs\/guide\.md:6: link to "missing\.md": no such file/);
    fs.writeFileSync(path.join(root, 'docs/missing.md'), '# Missing no more\n');
    const result = await generate(root, [], false);
    expect(result.pages).toBe(3);
    // No copy: the authored page is the file the docs plugin compiles, untouched.
    expect(fs.readFileSync(path.join(root, 'docs/index.md'), 'utf8')).toBe(before);
    expect(fs.readdirSync(root)).toEqual(['docs']);
  });

  it('checks a page again after its edit, and its links on every pass', async () => {
    const root = tempRepo({
      'docs/index.md': '# Home\n\n[ok](guide.md)\n',
      'docs/guide.md': '# Guide\n',
      'docs/sub/sub.md': '---\nslug: /sub/sub\n---\n\n# Sub\n',
    });
    await generate(root, [], false);
    // The page is unchanged but the file it links to is gone: the link is checked again.
    fs.rmSync(path.join(root, 'docs/guide.md'));
    await expect(generate(root, [], false)).rejects.toThrow(/docs\/index\.md:3: link to "guide\.md": no such file/);
    // An edit of the page is read and checked, not taken from the last pass.
    fs.writeFileSync(path.join(root, 'docs/index.md'), '# Home\n\nNo link now.\n');
    expect((await generate(root, [], false)).pages).toBe(2);
    fs.writeFileSync(path.join(root, 'docs/sub/sub.md'), '# Sub without its slug\n');
    await expect(generate(root, [], false)).rejects.toThrow(/docs\/sub\/sub\.md: a page named like its folder/);
  });

  it("keeps the frozen versions' notes file when a pass leaves the frozen versions out (the dev server's first pass)", async () => {
    const notes = '{"versioned_docs/version-1.1.0/a.md": []}\n';
    const root = tempRepo({'docs/a.md': '# A\n', 'generated/version-notes.json': notes, 'generated/old.json': '{}'});
    await generate(root, [], false);
    expect(fs.readFileSync(path.join(root, 'generated/version-notes.json'), 'utf8')).toBe(notes);
    // Any other file of generated/ that the run does not write is still removed.
    expect(fs.existsSync(path.join(root, 'generated/old.json'))).toBe(false);
  });

  it('writes generated families into their folders of docs/, their data and sidebars into generated/', async () => {
    const root = tempRepo({'docs/a.md': '# A\n', 'docs/generated/stale.md': '# Left by an older run\n'});
    const family = {
      name: 'demo',
      run: () => ({
        docs: [{path: 'generated/demo.md', content: '# Demo\n'}],
        data: [{path: 'demo.json', content: '[]'}],
        sidebar: ['generated/demo'],
      }),
    };
    await generate(root, [family], false);
    expect(fs.readFileSync(path.join(root, 'docs/generated/demo.md'), 'utf8')).toBe('# Demo\n');
    expect(fs.existsSync(path.join(root, 'docs/generated/stale.md'))).toBe(false);
    expect(fs.readFileSync(path.join(root, 'docs/a.md'), 'utf8')).toBe('# A\n');
    expect(fs.readFileSync(path.join(root, 'generated/demo.json'), 'utf8')).toBe('[]');
    expect(JSON.parse(fs.readFileSync(path.join(root, 'generated/sidebars/demo.json'), 'utf8'))).toEqual([
      'generated/demo',
    ]);
    const outside = {name: 'outside', run: () => ({docs: [{path: 'a.md', content: '# A\n'}]})};
    await expect(generate(root, [outside], false)).rejects.toThrow(/a\.md: generated outside docs\/generated\//);
    await expect(generate(root, [family, {...family, name: 'again'}], false)).rejects.toThrow(
      /same page: generated\/demo\.md/,
    );
  });

  it('fills a generated list into its authored page when the page is compiled, and only there', async () => {
    const root = tempRepo({'docs/how/up.md': '# Up\n\nIntro.\n\n<!-- generated:list -->\n\nEnd.\n'});
    const family = {
      name: 'list',
      run: () => ({
        docs: [],
        inserts: [
          {page: 'how/up.md', marker: 'list', content: '## One\n\n<!-- generated:inner -->'},
          {page: 'how/up.md', marker: 'inner', content: 'Two.'},
        ],
      }),
    };
    await generate(root, [family], false);
    const authored = fs.readFileSync(path.join(root, 'docs/how/up.md'), 'utf8');
    expect(authored).toContain('<!-- generated:list -->');
    expect(fillInsertsOfPage(root, path.join(root, 'docs/how/up.md'), authored)).toBe(
      '# Up\n\nIntro.\n\n## One\n\nTwo.\n\nEnd.\n',
    );
    expect(fillInsertsOfPage(root, 'docs/how/up.md', authored)).toContain('## One');
    // Other files (blog posts, versioned pages) are left as written.
    expect(fillInsertsOfPage(root, path.join(root, 'learn/post.md'), authored)).toBe(authored);
    fs.rmSync(path.join(root, 'generated/inserts'), {recursive: true});
    expect(() => fillInsertsOfPage(root, 'docs/how/up.md', authored)).toThrow(
      /docs\/how\/up\.md: generated\/inserts\/how\/up\/list\.md is missing; run `npm run generate`/,
    );
    const orphan = {
      name: 'orphan',
      run: () => ({docs: [], inserts: [{page: 'how/up.md', marker: 'gone', content: 'x'}]}),
    };
    await expect(generate(root, [orphan], false)).rejects.toThrow(/has no generator|missing the line/);
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

  it('counts prose words only and finds links with their line', () => {
    expect(proseWordCount('Two words\n```\nlots of code here\n```\n[link text](x.md)')).toBe(4);
    expect(markdownLinks('a [x](y.md "t") b')).toEqual([{target: 'y.md', line: 1}]);
  });
});
