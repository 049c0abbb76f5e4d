/**
 * Turns a built page into the document the search index sees (scripts/postbuild/searchIndex.ts).
 *
 * The served HTML is never changed: the indexer reads it, keeps only the readable body, and hands
 * Pagefind a clean copy where
 * - the version filter and the result metadata are attributes without text (so no internal token such as
 *   `docs-default-current` can reach a snippet);
 * - table cells, list items, headings, paragraphs and code lines end with whitespace (Pagefind joins adjacent
 *   inline text, which produced snippets like "lineageAI+ML3 of 4");
 * - the page title and the front matter `keywords` weigh most, then the description and headings, then prose,
 *   and code least; generated reference pages weigh less than hand-written guides (REFERENCE_WEIGHTS).
 */
import * as cheerio from 'cheerio';
import {KEYWORD_SEPARATOR} from '../../src/search/ranking';

/** Attributes the DocItem wrapper writes on the indexed body (src/theme/DocItem/Content). */
export const SEARCH_ATTRS = {tag: 'data-search-tag', category: 'data-search-category', version: 'data-search-version'};

/** Relative weights (Pagefind's `data-pagefind-weight`, default 1; its implicit h1 weight is 7). */
export const WEIGHTS = {title: 10, keywords: 7, description: 2, code: 0.3};

/**
 * Body weight of the generated reference families, by doc path (any version, any base URL). A connector page keeps
 * most of its weight (its name is what readers type); an entity or GraphQL page, which lists hundreds of field names,
 * weighs little, so a guide about a task wins over a reference page that merely contains the words.
 */
export const REFERENCE_WEIGHTS: [RegExp, number][] = [
  [/\/docs\/(?:\d+\.\d+\.\d+\/)?generated\/ingestion\//, 0.7],
  [/\/docs\/(?:\d+\.\d+\.\d+\/)?generated\//, 0.3],
  [/\/docs\/(?:\d+\.\d+\.\d+\/)?graphql(?:\/|$)/, 0.15],
  [/\/docs\/(?:\d+\.\d+\.\d+\/)?managed-datahub\/release-notes/, 0.4],
];

/** Chrome inside the body that is not the page's text. */
const NOT_TEXT = [
  'script',
  'style',
  'noscript',
  'svg',
  'button',
  'nav',
  '[hidden]',
  '[aria-hidden="true"]',
  '.hash-link',
  '.theme-doc-toc-mobile',
  '.theme-doc-breadcrumbs',
  '.theme-doc-version-badge',
  '[data-search-ignore]',
  // The note on a frozen version's page that leads to Next (scripts/generate/versionNotes.ts).
  '.version-note',
].join(',');

/** Elements after which a reader sees a break, so the index must see a space. */
const BREAKS =
  'p,li,td,th,tr,dt,dd,h1,h2,h3,h4,h5,h6,pre,blockquote,div,section,header,summary,figcaption,.token-line,br';

export interface SearchDocument {
  /** The HTML to give Pagefind's addHTMLFile. */
  html: string;
  title: string;
  tag: string;
  /** Title, h2/h3 headings and keywords: the words spelling help may correct a query to. */
  vocabularyText: string[];
}

const attr = (value: string) =>
  value
    .replace(/[,:"<>&]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** The body weight of a generated reference page, or null for an authored page. */
export function referenceWeight(pathname: string): number | null {
  return REFERENCE_WEIGHTS.find(([pattern]) => pattern.test(pathname))?.[1] ?? null;
}

/**
 * The document to index for one built page, or null when the page has no search body (site pages, 404, /search).
 * `pathname` is the page's URL path; it decides whether the page belongs to a generated reference family.
 */
export function toSearchDocument(builtHtml: string, pathname: string): SearchDocument | null {
  const $ = cheerio.load(builtHtml);
  const body = $('[data-pagefind-body]').first();
  if (!body.length) return null;
  const tag = body.attr(SEARCH_ATTRS.tag) ?? '';
  const category = body.attr(SEARCH_ATTRS.category) ?? 'Documentation';
  const version = body.attr(SEARCH_ATTRS.version) ?? '';
  // Docusaurus joins front matter keywords with bare commas; a snippet may show them, so space them as prose.
  const keywordList = ($('meta[name="keywords"]').attr('content') ?? '')
    .split(',')
    .map((k) => k.trim())
    .filter(Boolean);
  const keywords = keywordList.join(', ');
  const description = $('meta[name="description"]').attr('content') ?? '';

  body.find(NOT_TEXT).remove();
  const h1 = body.find('h1').first();
  const title = (h1.text() || $('title').text().split(' | ')[0] || pathname).trim();
  h1.remove();
  const vocabularyText = [
    title,
    keywords,
    ...body
      .find('h2, h3')
      .map((_, el) => $(el).text())
      .get(),
  ];
  body.find(BREAKS).each((_, el) => {
    $(el).append(' ');
  });
  body.find('pre').attr('data-pagefind-weight', String(WEIGHTS.code));

  const weight = referenceWeight(pathname);
  const content = body.html() ?? '';
  const keywordsHtml = keywords ? `<p data-pagefind-weight="${WEIGHTS.keywords}">${escapeText(keywords)}</p>` : '';
  const descriptionHtml = description
    ? `<p data-pagefind-weight="${WEIGHTS.description}">${escapeText(description)}</p>`
    : '';
  const bodyHtml = weight === null ? content : `<div data-pagefind-weight="${weight}">${content}</div>`;
  const html = [
    '<!doctype html><html lang="en"><head>',
    `<title>${escapeText(title)}</title></head><body>`,
    `<main data-pagefind-body data-pagefind-filter="docusaurus_tag:${attr(tag)}">`,
    `<span data-pagefind-meta="category:${attr(category)}"></span>`,
    `<span data-pagefind-meta="version:${attr(version)}"></span>`,
    // Read back by the search (src/search/ranking.ts, reading.ts): each keyword, separated by KEYWORD_SEPARATOR.
    keywordList.length
      ? `<span data-pagefind-meta="keywords:${keywordList.map(attr).join(KEYWORD_SEPARATOR)}"></span>`
      : '',
    // Pagefind takes the result title from the first h1.
    `<h1 data-pagefind-weight="${WEIGHTS.title}">${escapeText(title)}</h1>`,
    keywordsHtml,
    descriptionHtml,
    bodyHtml,
    '</main></body></html>',
  ].join('');
  return {html, title, tag, vocabularyText};
}

function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
