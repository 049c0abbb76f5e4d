import {describe, expect, it} from 'vitest';
import * as cheerio from 'cheerio';
import {cleanQuery, fallbackQueries, MAX_QUERY_LENGTH, searchTerms} from '../../src/search/query';
import {hitTarget, inAppUrl, isSearchWithQuery} from '../../src/search/urls';
import {referenceWeight, toSearchDocument, WEIGHTS} from '../../scripts/lib/searchDocument';
import {loadRelevanceSet, pagePath, rankOf, summarize, median} from '../search/relevance';
import {SEARCH_SUGGESTIONS} from '../../src/search/suggestions';
import {addWords, correctQuery, correctWord, editDistance} from '../../src/search/spelling';
import {queriesToTry} from '../../src/search/localClient';
import {indexedUrl, servedPath} from '../../scripts/postbuild/searchIndex';

describe('query cleaning', () => {
  it('keeps words, drops control characters and lone surrogates, caps the length', () => {
    expect(cleanQuery('  kafka\u0000  connect\n')).toBe('kafka connect');
    expect(cleanQuery('a\ud800b')).toBe('ab');
    expect(cleanQuery('emoji 🚀 stays')).toBe('emoji 🚀 stays');
    expect(cleanQuery('x'.repeat(5000))).toHaveLength(MAX_QUERY_LENGTH);
    expect(cleanQuery('<img src=x onerror=alert(1)>')).toBe('<img src=x onerror=alert(1)>');
  });
  it('keeps stop words beside other words; a query of only stop words has no terms', () => {
    expect(searchTerms('what is datahub')).toBe('what is datahub');
    expect(searchTerms('the of and')).toBe('');
    expect(searchTerms('The A')).toBe('');
  });
  it('offers ever shorter prefixes of long words when nothing matched', () => {
    expect(fallbackQueries('glosary')).toEqual(['glosar', 'glosa', 'glos']);
    expect(fallbackQueries('kubernetis')[0]).toBe('kuberneti');
    expect(fallbackQueries('dbt')).toEqual([]);
    expect(fallbackQueries('airflw plugin')).toContain('airf plug');
  });
});

describe('hit URLs', () => {
  const here = 'http://127.0.0.1:3000/docs/quickstart';
  it('turns same-origin URLs into router paths with query and hash', () => {
    expect(hitTarget('http://127.0.0.1:3000/docs/cli#install', here)).toEqual({
      kind: 'route',
      path: '/docs/cli#install',
    });
    expect(hitTarget('http://127.0.0.1:3000/base/docs/1.1.0/cli?x=1', here)).toEqual({
      kind: 'route',
      path: '/base/docs/1.1.0/cli?x=1',
    });
    expect(inAppUrl('/docs/cli', here)).toBe('/docs/cli');
  });
  it('knows a visit to the search page with a query (which starts the index early)', () => {
    expect(isSearchWithQuery({pathname: '/search', search: '?q=lineage'}, '/')).toBe(true);
    expect(isSearchWithQuery({pathname: '/base/search/', search: '?q=a%20b'}, '/base/')).toBe(true);
    expect(isSearchWithQuery({pathname: '/search', search: '?q=%20'}, '/')).toBe(false);
    expect(isSearchWithQuery({pathname: '/search', search: ''}, '/')).toBe(false);
    expect(isSearchWithQuery({pathname: '/docs/search', search: '?q=x'}, '/')).toBe(false);
  });
  it('keeps other hosts absolute', () => {
    expect(hitTarget('https://datahub.com/docs/x', here)).toEqual({
      kind: 'external',
      href: 'https://datahub.com/docs/x',
    });
    expect(inAppUrl('https://example.org/', here)).toBe('https://example.org/');
  });
});

describe('the URL a page is indexed under', () => {
  const page = (head: string) => `<html><head>${head}</head><body><a href="/docs/other/">x</a></body></html>`;
  it('is the canonical path, without the folder slash the file is served at', () => {
    const served = servedPath('/b', '/b/docs/quickstart/index.html');
    expect(served).toBe('/docs/quickstart/');
    const canonical = '<link data-rh=true rel=canonical href=https://docs.datahub.com/docs/quickstart />';
    expect(indexedUrl(page(canonical), served)).toBe('/docs/quickstart');
  });
  it('keeps a slash the canonical link has (the docs root); takes only the slash from a canonical with a base URL', () => {
    expect(indexedUrl(page('<link rel="canonical" href="https://x.org/docs/">'), '/docs/')).toBe('/docs/');
    expect(indexedUrl(page('<link rel="canonical" href="/base/docs/1.1.0/cli">'), '/docs/1.1.0/cli/')).toBe(
      '/docs/1.1.0/cli',
    );
  });
  it('falls back to the served path when the page has no canonical link', () => {
    expect(indexedUrl(page(''), '/docs/x/')).toBe('/docs/x/');
  });
});

const built = (body: string, head = '') =>
  `<html><head><title>Quickstart | DataHub</title>${head}</head><body><nav>Docs Integrations</nav>` +
  `<div data-pagefind-body="" data-search-tag="docs-default-current" data-search-category="Getting Started" ` +
  `data-search-version="Next">${body}</div><footer>Copyright</footer></body></html>`;

const indexedText = (html: string) => {
  const $ = cheerio.load(html);
  return $('[data-pagefind-body]').text();
};

describe('the document the search index sees', () => {
  it('has no page without a search body', () => {
    expect(toSearchDocument('<html><body><main>Home</main></body></html>', '/')).toBeNull();
  });
  it('carries version and metadata as attributes, never as indexed text', () => {
    const doc = toSearchDocument(built('<h1>DataHub Quickstart</h1><p>Run it.</p>'), '/docs/quickstart')!;
    const text = indexedText(doc.html);
    expect(text).not.toMatch(/docs-default-current|Getting Started|Next/);
    expect(doc.html).toContain('data-pagefind-filter="docusaurus_tag:docs-default-current"');
    expect(doc.html).toContain('data-pagefind-meta="category:Getting Started"');
    expect(doc.title).toBe('DataHub Quickstart');
    expect(text).not.toMatch(/Integrations|Copyright/);
  });
  it('leaves out the note that leads a frozen page to Next', () => {
    const note =
      '<div class="theme-admonition theme-admonition-info version-note alert alert--info"><p>The Next docs have an ' +
      'updated version of this page.</p></div>';
    const doc = toSearchDocument(built(`<h1>Kubernetes</h1>${note}<p>Install the chart.</p>`), '/docs/1.1.0/deploy/x')!;
    const text = indexedText(doc.html);
    expect(text).toContain('Install the chart.');
    expect(text).not.toContain('updated version');
  });
  it('separates table cells, list items, headings and code lines with whitespace', () => {
    const doc = toSearchDocument(
      built(
        '<h1>T</h1><h2>Setup</h2><table><tr><td>lineage</td><td>AI+ML</td></tr></table><ul><li>one</li><li>two</li></ul>' +
          '<pre><code><span class="token-line">extract_tags: true</span><span class="token-line">x: 1</span></code></pre>',
      ),
      '/docs/x',
    )!;
    const text = indexedText(doc.html);
    expect(text).toMatch(/lineage\s+AI\+ML/);
    expect(text).toMatch(/one\s+two/);
    expect(text).toMatch(/Setup\s/);
    expect(text).toMatch(/extract_tags: true\s+x: 1/);
    expect(doc.html).toContain(`<pre data-pagefind-weight="${WEIGHTS.code}"`);
  });
  it('drops chrome inside the body: heading anchors, buttons, hidden text', () => {
    const doc = toSearchDocument(
      built(
        '<h1>T</h1><h2>Install<a class="hash-link" href="#install">#</a></h2><button>Copy</button><span hidden>secret</span>',
      ),
      '/docs/x',
    )!;
    expect(indexedText(doc.html)).not.toMatch(/#|Copy|secret/);
  });
  it('weighs the title and keywords most, then the description, and reference pages less', () => {
    const page = built(
      '<h1>Snowflake</h1><p>Options.</p>',
      '<meta name="keywords" content="warehouse,snowsql"><meta name="description" content="Ingest Snowflake.">',
    );
    const guide = toSearchDocument(page, '/docs/quickstart')!;
    expect(guide.html).toContain(`<h1 data-pagefind-weight="${WEIGHTS.title}">Snowflake</h1>`);
    expect(guide.html).toContain(`<p data-pagefind-weight="${WEIGHTS.keywords}">warehouse, snowsql</p>`);
    expect(guide.html).toContain(`<p data-pagefind-weight="${WEIGHTS.description}">Ingest Snowflake.</p>`);
    expect(guide.html).not.toContain('<div data-pagefind-weight');
    const reference = toSearchDocument(page, '/docs/generated/ingestion/sources/snowflake')!;
    expect(reference.html).toContain(
      `<div data-pagefind-weight="${referenceWeight('/docs/generated/ingestion/sources/x')}"`,
    );
  });
  it('gives each reference family its weight, in every version and under a base URL', () => {
    const source = referenceWeight('/docs/generated/ingestion/sources/kafka')!;
    const entity = referenceWeight('/base/docs/1.1.0/generated/metamodel/entities/dataset/')!;
    const graphql = referenceWeight('/docs/graphql/queries')!;
    expect(graphql).toBeLessThan(entity);
    expect(entity).toBeLessThan(source);
    expect(source).toBeLessThan(1);
    expect(referenceWeight('/docs/managed-datahub/release-notes/v_0_3_13')).not.toBeNull();
    expect(referenceWeight('/docs/api/graphql/overview')).toBeNull();
    expect(referenceWeight('/docs/quickstart')).toBeNull();
  });
  it('escapes page text it writes itself', () => {
    const doc = toSearchDocument(built('<h1>&lt;script&gt;alert(1)&lt;/script&gt;</h1>'), '/docs/x')!;
    expect(doc.html).not.toContain('<script>');
  });
});

describe('relevance set and scoring', () => {
  const cases = loadRelevanceSet();
  it('has at least 150 queries in the nine categories, each with an expected page path or none', () => {
    expect(cases.length).toBeGreaterThanOrEqual(150);
    expect(new Set(cases.map((c) => c.category))).toEqual(
      new Set(['task', 'connector', 'config', 'concept', 'version', 'typo', 'shorthand', 'intent', 'nonsense']),
    );
    for (const c of cases) for (const e of c.expect) expect(e).toMatch(/^\/docs(\/|$)/);
    // Only the nonsense category expects nothing; every other case names a page.
    for (const c of cases) expect(c.expect.length === 0, `${c.category}: ${c.query}`).toBe(c.category === 'nonsense');
  });
  it('scores ranks per category', () => {
    const scores = summarize([
      {category: 'a', rank: 1},
      {category: 'a', rank: 3},
      {category: 'b', rank: 0},
      {category: 'b', rank: 4},
    ]);
    expect(scores.a).toEqual({queries: 2, top1: 0.5, top3: 1, mrr: 0.667});
    expect(scores.b).toEqual({queries: 2, top1: 0, top3: 0, mrr: 0.125});
    expect(scores.all!.queries).toBe(4);
  });
  it('normalises page paths and finds ranks', () => {
    expect(pagePath('http://h/docs/cli/#install')).toBe('/docs/cli');
    expect(pagePath('/docs/x.html?q=1')).toBe('/docs/x');
    expect(rankOf(['/a', '/b'], ['/b'])).toBe(2);
    expect(rankOf(['/a'], ['/c'])).toBe(0);
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });
  it('suggests only searchable topics', () => {
    for (const s of SEARCH_SUGGESTIONS) expect(searchTerms(s)).toBe(s);
  });
});

describe('spelling help', () => {
  const vocabulary = {snowflake: 5, glossary: 3, airflow: 4, quickstart: 6, kubernetes: 2, redshift: 2, deploy: 9};
  it('measures edits, counting a swap of neighbours as one', () => {
    expect(editDistance('redshfit', 'redshift', 2)).toBe(1);
    expect(editDistance('glosary', 'glossary', 2)).toBe(1);
    expect(editDistance('abc', 'xyz', 1)).toBe(2);
  });
  it('corrects misspelt words to the closest title or heading word', () => {
    expect(correctWord('snowflke', vocabulary)).toBe('snowflake');
    expect(correctWord('Glosary', vocabulary)).toBe('glossary');
    expect(correctWord('airflw', vocabulary)).toBe('airflow');
    expect(correctQuery('deploy kubernetis', vocabulary)).toBe('deploy kubernetes');
  });
  it('leaves known words, prefixes of known words, identifiers and short words alone', () => {
    expect(correctWord('snowflake', vocabulary)).toBeNull();
    expect(correctWord('quicks', vocabulary)).toBeNull();
    expect(correctWord('extract_tags', vocabulary)).toBeNull();
    expect(correctWord('v1', vocabulary)).toBeNull();
    expect(correctWord('dpl', vocabulary)).toBeNull();
    expect(correctWord('zzzzzz', vocabulary)).toBeNull();
    expect(correctQuery('deploy', vocabulary)).toBeNull();
  });
  it('tries the corrected query first, then the words as typed, then shorter prefixes', () => {
    expect(queriesToTry('snowflke', vocabulary)).toEqual([
      'snowflake',
      'snowflke',
      'snowflk',
      'snowfl',
      'snowf',
      'snow',
    ]);
  });
  it('counts words of titles and headings', () => {
    const words: Record<string, number> = {};
    addWords(words, 'Deploy on Kubernetes');
    addWords(words, 'deploy');
    expect(words).toEqual({deploy: 2, kubernetes: 1});
  });
});
