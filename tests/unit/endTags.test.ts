import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {minify} from '@swc/html';
import {describe, expect, it} from 'vitest';
import {withEndTags, writeEndTags} from '../../scripts/postbuild/endTags';

/** A page as Docusaurus' minifier leaves it: optional end tags dropped, attributes unquoted. */
const minified =
  '<!doctype html><html lang=en><head><meta charset=UTF-8><title>T</title><script>var a="<li>"</script></head>' +
  '<body><main><article><p>One<p>Two <code>x</code><ul><li><a href=#a>A</a><li>B</ul>' +
  '<table><tr><td>c1<td>c2</table><pre><code>  keep   spaces\n</code></pre></article></main>';

describe('withEndTags', () => {
  it('writes back every end tag the minifier left out', async () => {
    const html = await withEndTags(minified);
    expect(html).toContain('<p>One</p><p>Two <code>x</code></p>');
    expect(html).toContain('<li><a href=#a>A</a></li><li>B</li></ul>');
    expect(html).toContain('<td>c1</td><td>c2</td></tr>');
    expect(html).toContain('</article></main></body></html>');
  });

  it('leaves whitespace, scripts and attributes as they were', async () => {
    const html = await withEndTags(minified);
    expect(html).toContain('<pre><code>  keep   spaces\n</code></pre>');
    expect(html).toContain('<script>var a="<li>"</script>');
    expect(html).toContain('<html lang=en>');
  });

  it('describes the same document the minifier produced (re-minifying gives the input back)', async () => {
    const html = await withEndTags(minified);
    const again = await minify(Buffer.from(html), {tagOmission: 'keep-head-and-body', collapseWhitespaces: 'none'});
    expect(again.code).toBe(
      (await minify(Buffer.from(minified), {tagOmission: 'keep-head-and-body', collapseWhitespaces: 'none'})).code,
    );
  });
});

describe('writeEndTags', () => {
  it('rewrites the HTML files of a build and nothing else', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'end-tags-'));
    fs.mkdirSync(path.join(dir, 'docs'));
    fs.writeFileSync(path.join(dir, 'docs', 'index.html'), minified);
    fs.writeFileSync(path.join(dir, 'docs.md'), '<p>not html');
    expect(await writeEndTags(dir)).toEqual({files: 1, changed: 1});
    expect(fs.readFileSync(path.join(dir, 'docs', 'index.html'), 'utf8')).toContain('<p>One</p>');
    expect(fs.readFileSync(path.join(dir, 'docs.md'), 'utf8')).toBe('<p>not html');
    expect(await writeEndTags(dir)).toEqual({files: 1, changed: 0});
  });
});
