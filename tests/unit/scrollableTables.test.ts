import {describe, expect, it} from 'vitest';
import {evaluate} from '@mdx-js/mdx';
import remarkGfm from 'remark-gfm';
import * as runtime from 'react/jsx-runtime';
import {createElement} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import rehypeScrollableTables from '../../config/markdown/rehypeScrollableTables';

async function html(markdown: string): Promise<string> {
  const {default: Content} = await evaluate(markdown, {
    ...runtime,
    format: 'md',
    remarkPlugins: [remarkGfm],
    rehypePlugins: [rehypeScrollableTables],
  });
  return renderToStaticMarkup(createElement(Content));
}

const SETTINGS = `## Frontend settings

| Variable | Required | Default | Meaning |
| --- | --- | --- | --- |
| \`AUTH_OIDC_ENABLED\` | yes | \`false\` | Turn OIDC on. |
| \`AUTH_OIDC_CLIENT_ID\` | yes | | Client ID. |

| Variable | Meaning |
| --- | --- |
| \`AUTH_OIDC_SCOPE\` | Scopes requested. |
`;

describe('rehypeScrollableTables', () => {
  it('makes every table focusable and names it after the heading above it', async () => {
    const out = await html(SETTINGS);
    const tables = out.match(/<table[^>]*>/g) ?? [];
    expect(tables).toHaveLength(2);
    expect(tables[0]).toContain('tabindex="0"');
    expect(tables[0]).toContain('aria-label="Frontend settings"');
    expect(tables[1]).toContain('aria-label="Frontend settings, table 2"');
  });

  it('labels each body cell with its column and marks tables of three or more columns for stacking', async () => {
    const out = await html(SETTINGS);
    const [first, second] = out.split('</table>');
    expect(first).toMatch(/<table[^>]*data-stack=""/);
    expect(second).not.toContain('data-stack');
    expect(first).toContain('<td data-label="Variable"><code>AUTH_OIDC_ENABLED</code></td>');
    expect(first).toContain('<td data-label="Meaning">Turn OIDC on.</td>');
    // An empty cell stays empty (the stacked layout hides it).
    expect(first).toContain('<td data-label="Default"></td>');
    // Header cells keep no label.
    expect(first).not.toMatch(/<th[^>]*data-label/);
  });

  it('names a table before any heading by its columns', async () => {
    const out = await html('| Name | Value |\n| --- | --- |\n| a | b |\n');
    expect(out).toContain('aria-label="Table: Name, Value"');
  });
});
