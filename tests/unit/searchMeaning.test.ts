import fs from 'node:fs';
import YAML from 'yaml';
import {describe, expect, it} from 'vitest';
import {expandShorthand} from '../../src/search/shorthand';
import {markedWords, readingOf, shownWords, typedWordsFound, wordsFoundAsTyped} from '../../src/search/reading';
import {keywordAnswersFirst, keywordsOf} from '../../src/search/ranking';
import type {PagefindData} from '../../src/search/hits';
import {searchShorthandSchema} from '../../data/schemas/searchShorthand';
import {readShorthand, SHORTHAND_SOURCE} from '../../scripts/postbuild/searchIndex';
import {rankOf} from '../search/relevance';

const page = (title: string, headings: string[] = [], keywords?: string): PagefindData => ({
  url: '/docs/x',
  excerpt: '',
  meta: {title, ...(keywords ? {keywords} : {})},
  sub_results: headings.map((h) => ({title: h, url: `/docs/x#${h}`, excerpt: ''})),
});

describe('shorthand', () => {
  const shorthand = {k8s: 'kubernetes', sso: 'single sign-on'};
  it('searches a shorthand word as the words it stands for, wherever it is in the query', () => {
    expect(expandShorthand('k8s', shorthand)).toBe('kubernetes');
    expect(expandShorthand('deploy on K8s', shorthand)).toBe('deploy on kubernetes');
    expect(expandShorthand('sso okta', shorthand)).toBe('single sign-on okta');
  });
  it('leaves other words, and words that merely contain a shorthand, alone', () => {
    expect(expandShorthand('k8sx ssology', shorthand)).toBe('k8sx ssology');
    expect(expandShorthand('constructor', shorthand)).toBe('constructor');
  });
  it('the shorthand file is valid and has a comment above every entry', () => {
    const entries = readShorthand(process.cwd());
    expect(Object.keys(entries)).toEqual(expect.arrayContaining(['k8s', 'sso', 'mcp', 'mcl', 'gms', 'cll', 'pii']));
    const lines = fs.readFileSync(SHORTHAND_SOURCE, 'utf8').split('\n');
    lines.forEach((line, i) => {
      if (line.startsWith('- short:')) expect(lines[i - 1], `comment above line ${i + 1}`).toMatch(/^# \S/);
    });
  });
  it('refuses entries that would break searching', () => {
    const bad = (entries: unknown) => searchShorthandSchema.safeParse(entries).success;
    expect(bad(YAML.parse('- {short: K8S, means: kubernetes}'))).toBe(false);
    expect(bad(YAML.parse('- {short: sso, means: sso login}'))).toBe(false);
    expect(bad(YAML.parse('- {short: k8s, means: kubernetes}\n- {short: k8s, means: kube}'))).toBe(false);
    expect(bad(YAML.parse('- {short: k8s, means: kubernetes, why: x}'))).toBe(false);
    expect(bad(YAML.parse('- {short: k8s, means: kubernetes}'))).toBe(true);
  });
});

describe('reading a looser query', () => {
  it('reads the words of the title, keywords and headings', () => {
    expect(shownWords(page('Business Glossary', ['Create a term'], 'glossary;terms'))).toEqual([
      'business',
      'glossary',
      'glossary',
      'terms',
      'create',
      'a',
      'term',
    ]);
  });
  it('accepts a correction or a prefix that the first page shows, completed to its word', () => {
    expect(readingOf('glosary', 'glos', page('Business Glossary'))).toBe('glossary');
    expect(readingOf('snowflke', 'snowflake', page('Snowflake'))).toBe('snowflake');
    expect(readingOf('upgrde', 'upgrade', page('Updating DataHub', [], 'upgrade upgrading'))).toBe('upgrade');
    expect(readingOf('deploy kubernetis', 'deploy kuber', page('Deploying on Kubernetes'))).toBe('deploy kubernetes');
  });
  it('refuses letters the first page only contains somewhere in its text', () => {
    expect(readingOf('xyzzyq', 'xyzz', page('Metadata Model', ['Aspects']))).toBeNull();
    expect(readingOf('qqqqzz', 'qqqq', page('Quickstart'))).toBeNull();
  });
});

describe('relevance cases that expect no results', () => {
  it('count as found only when nothing is shown', () => {
    expect(rankOf([], [])).toBe(1);
    expect(rankOf(['/docs/quickstart'], [])).toBe(0);
  });
});

describe('pages that declare the query as a keyword', () => {
  const result = (url: string, keywords?: string) => ({url, meta: keywords ? {keywords} : {}});
  it('come first, in their order, then the others as ranked', () => {
    const ranked = [
      result('/connector', 'file based lineage;file based lineage connector'),
      result('/guide', 'lineage;data lineage'),
      result('/other'),
      result('/api', 'Lineage ; emit lineage'),
    ];
    expect(keywordAnswersFirst(ranked, 'lineage').map((r) => r.url)).toEqual([
      '/guide',
      '/api',
      '/connector',
      '/other',
    ]);
  });
  it('compare whole keywords, not words inside them', () => {
    const ranked = [result('/a'), result('/b', 'file based lineage')];
    expect(keywordAnswersFirst(ranked, 'lineage').map((r) => r.url)).toEqual(['/a', '/b']);
    expect(keywordAnswersFirst(ranked, 'File  Based Lineage').map((r) => r.url)).toEqual(['/b', '/a']);
  });
  it('reads the keywords the index writes', () => {
    expect(keywordsOf({keywords: 'upgrade;new version'})).toEqual(['upgrade', 'new version']);
    expect(keywordsOf({})).toEqual([]);
  });
});

describe('words as typed, found or stood in for', () => {
  const marked = (excerpt: string, subs: string[] = []): PagefindData => ({
    url: '/docs/x',
    excerpt,
    meta: {title: 'X'},
    sub_results: subs.map((sub) => ({title: 'S', url: '/docs/x#s', excerpt: sub})),
  });
  it('reads the words Pagefind marked', () => {
    expect(markedWords(marked('a <mark>Lineage.</mark> b', ['<mark>https://psrc-xyz34.aws</mark>']))).toEqual([
      'lineage',
      'https',
      'psrc',
      'xyz34',
      'aws',
    ]);
  });
  it('accepts words the pages mark, endings aside', () => {
    expect(typedWordsFound('lineage', [marked('File Based <mark>Lineage</mark>')])).toBe(true);
    expect(typedWordsFound('configuring sso', [marked('<mark>configure</mark> it')])).toBe(true);
    expect(typedWordsFound('xyzzyq lineage', [marked('x'), marked('<mark>lineage</mark>')])).toBe(true);
    expect(typedWordsFound('include_column_lineage', [marked('<mark>include_column_lineage</mark>: true')])).toBe(true);
    expect(typedWordsFound('urn:li:dataset', [marked('<mark>urn:li:dataset:(</mark>')])).toBe(true);
  });
  it('refuses a query whose words were all stood in for by a shorter start', () => {
    expect(typedWordsFound('xyzzyq', [marked('URL <mark>https://psrc-xyz34.aws.confluent.cloud).</mark>')])).toBe(
      false,
    );
    expect(typedWordsFound('qqqqzz', [marked('objects: A to <mark>Q.</mark>')])).toBe(false);
    expect(typedWordsFound('qwzx vbnm', [marked('A to <mark>Q</mark>')])).toBe(false);
    expect(typedWordsFound('lineage', [marked('no marks at all')])).toBe(false);
  });
});

describe('words found as typed need no spelling help', () => {
  const marked = (excerpt: string): PagefindData => ({url: '/docs/x', excerpt, meta: {title: 'X'}});
  it('when each is the start of a marked word', () => {
    expect(wordsFoundAsTyped('lineage', [marked('<mark>Lineage</mark>')])).toBe(true);
    expect(wordsFoundAsTyped('kuberne helm', [marked('<mark>Kubernetes</mark> and <mark>Helm</mark>')])).toBe(true);
  });
  it('not when a word is misspelt, found by its stem only, or missing', () => {
    expect(wordsFoundAsTyped('snowflke', [marked('<mark>Snowflake</mark>')])).toBe(false);
    expect(wordsFoundAsTyped('configuring', [marked('<mark>configure</mark>')])).toBe(false);
    expect(wordsFoundAsTyped('kubernetes helm', [marked('<mark>Kubernetes</mark>')])).toBe(false);
    expect(wordsFoundAsTyped('', [marked('<mark>x</mark>')])).toBe(false);
  });
});
