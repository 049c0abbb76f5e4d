/**
 * DocSearch records from the built HTML, for a hosted (Algolia) index: one record per page title
 * and per section, with the h1-h6 hierarchy as lvl1-lvl6, the section text as content, the anchor,
 * and the `docsearch:language` / `docsearch:docusaurus_tag` meta tags for contextual search.
 */
import fs from 'node:fs';
import path from 'node:path';
import {load} from 'cheerio';

export interface DocSearchRecord {
  objectID: string;
  url: string;
  url_without_anchor: string;
  anchor: string | null;
  type: 'lvl1' | 'lvl2' | 'lvl3' | 'lvl4' | 'lvl5' | 'lvl6' | 'content';
  hierarchy: Record<'lvl0' | 'lvl1' | 'lvl2' | 'lvl3' | 'lvl4' | 'lvl5' | 'lvl6', string | null>;
  content: string | null;
  language: string;
  docusaurus_tag: string;
  weight: {pageRank: number; level: number; position: number};
}

const clean = (text: string) =>
  text
    .replace(/\u200b/g, '')
    .replace(/\s+/g, ' ')
    .trim();

/** Records of one built page; `pagePath` is its URL path (e.g. /docs/quickstart). */
export function recordsOfPage(html: string, siteUrl: string, pagePath: string): DocSearchRecord[] {
  const $ = load(html);
  const article = $('article').first();
  if (article.length === 0) return [];
  const meta = (name: string) => $(`meta[name="${name}"]`).attr('content') ?? '';
  const language = meta('docsearch:language') || 'en';
  const tag = meta('docsearch:docusaurus_tag') || 'default';
  const lvl0 = clean($('.breadcrumbs__item').eq(1).text()) || 'Documentation';
  const pageUrl = new URL(pagePath, siteUrl).href;
  const hierarchy: DocSearchRecord['hierarchy'] = {
    lvl0,
    lvl1: null,
    lvl2: null,
    lvl3: null,
    lvl4: null,
    lvl5: null,
    lvl6: null,
  };
  const records: DocSearchRecord[] = [];
  let anchor: string | null = null;
  let position = 0;
  const push = (type: DocSearchRecord['type'], content: string | null) => {
    const url = anchor ? `${pageUrl}#${anchor}` : pageUrl;
    records.push({
      objectID: `${url}-${position}`,
      url,
      url_without_anchor: pageUrl,
      anchor,
      type,
      hierarchy: {...hierarchy},
      content,
      language,
      docusaurus_tag: tag,
      weight: {pageRank: 0, level: type === 'content' ? 0 : 100 - Number(type.slice(3)) * 10, position: position++},
    });
  };
  article.find('h1, h2, h3, h4, h5, h6, p, li, td').each((_, el) => {
    const node = $(el);
    const name = el.tagName.toLowerCase();
    if (/^h[1-6]$/.test(name)) {
      const level = Number(name[1]);
      hierarchy[`lvl${level}` as keyof typeof hierarchy] = clean(node.text());
      for (let l = level + 1; l <= 6; l++) hierarchy[`lvl${l}` as keyof typeof hierarchy] = null;
      anchor = node.attr('id') ?? (level === 1 ? null : anchor);
      push(`lvl${level}` as DocSearchRecord['type'], null);
    } else if (hierarchy.lvl1) {
      const text = clean(node.text());
      if (text.length > 20 && node.closest('li, td').length <= (name === 'p' ? 0 : 1)) push('content', text);
    }
  });
  return records;
}

/** Every record of a built site (HTML files under `buildDir`), skipping pages without an article. */
export function recordsOfSite(buildDir: string, siteUrl: string): DocSearchRecord[] {
  const files = fs
    .readdirSync(buildDir, {recursive: true})
    .map(String)
    .filter((f) => f.endsWith('index.html') && !f.startsWith('pagefind'))
    .sort();
  return files.flatMap((file) => {
    const pagePath = `/${path.dirname(file).split(path.sep).join('/')}`.replace(/\/\.$/, '/');
    return recordsOfPage(fs.readFileSync(path.join(buildDir, file), 'utf8'), siteUrl, pagePath);
  });
}
