/**
 * Docs for AI tools, written into a finished build by `writeLlmsFiles` (called from the post-build outputs plugin,
 * src/plugins/postBuildOutputs, at the end of `docusaurus build`):
 *
 * - `<buildDir>/<permalink>.md` for every doc of every version: the page as plain Markdown (see markdownTwin.ts),
 *   and one for each category index page (its description and items) and for the docs home (`/docs.md`);
 * - `<buildDir>/llms.txt`: the llmstxt.org index of the current version. It stays small: it links one file per
 *   top-level sidebar category (`/docs/llms/<section>.txt`, split in parts when long), which lists every page of
 *   that section by its Markdown twin with its description, and the same for 1.1.0 (`/docs/1.1.0/llms.txt` and
 *   `/docs/1.1.0/llms/<section>.txt`). Every file stays under LLMS_FILE_LIMIT characters;
 * - `<buildDir>/llms-full.txt`: every current-version page concatenated, each with its title and URL;
 * - in every twin (a quoted line under its title) and in the HTML of every page that has a twin (a
 *   `<link rel=alternate type=text/markdown>` and a line at the start of the body, hidden on screen and from
 *   assistive technologies): where the index and the page's Markdown are.
 */
import fs from 'node:fs';
import path from 'node:path';
import {baseUrl, siteUrl} from '../../config/site';
import type {DocRoute, RouteData, SidebarEntry} from './docsContent';
import {toMarkdownTwin, twinPath} from './markdownTwin';
import {renderDocsHomeTwin} from './docsHomeTwin';
import {fillInsertsOfPage} from '../lib/inserts';

export const CURRENT_VERSION = 'current';
export const MAIN_SIDEBAR = 'overviewSidebar';
const OTHER_SECTION = 'Other pages';
/** afdocs and most agents read at most 50,000 characters of an llms.txt file; ours stay below. */
export const LLMS_FILE_LIMIT = 50_000;
/** Section files longer than this are split into parts. */
const PART_LIMIT = 40_000;

export const SUMMARY =
  'DataHub is the open-source metadata platform for data discovery, observability and governance across the whole data stack.';

/** Site URL plus base URL, without a trailing slash: what root-relative links are resolved against. */
export const siteRoot = `${siteUrl.replace(/\/+$/, '')}${baseUrl.replace(/\/+$/, '')}`;
const absolute = (permalink: string) => `${siteUrl.replace(/\/+$/, '')}${permalink}`;
const docsRoot = `${baseUrl.replace(/\/+$/, '')}/docs`;

/** Where a version's docs live: `/docs` for the current version, `/docs/1.1.0` for 1.1.0. */
export function versionRoot(version: string): string {
  return version === CURRENT_VERSION ? docsRoot : `${docsRoot}/${version}`;
}

/** The llms.txt index of a version: `/llms.txt` for the current one, `/docs/<version>/llms.txt` for the others. */
export function indexPath(version: string): string {
  return version === CURRENT_VERSION ? `${baseUrl}llms.txt` : `${versionRoot(version)}/llms.txt`;
}

/** A page listed in the llms files: a doc, or a category index page (no source file; written from the sidebar). */
export interface ListedPage extends DocRoute {
  kind?: 'doc' | 'category';
}

export interface Section {
  title: string;
  docs: ListedPage[];
}

function hrefsOf(entries: SidebarEntry[]): string[] {
  return entries.flatMap((entry) => [
    ...(entry.href && entry.type !== 'html' ? [entry.href] : []),
    ...hrefsOf(entry.items ?? []),
  ]);
}

function sidebarOf(route: RouteData, version: string): SidebarEntry[] {
  return route.versions.find((v) => v.version === version)?.sidebars[MAIN_SIDEBAR] ?? [];
}

/** The category index pages of a version, as pages (those whose address is in that version's sidebar). */
export function categoryPages(route: RouteData, version: string): ListedPage[] {
  const hrefs = new Set(hrefsOf(sidebarOf(route, version)));
  return (route.categories ?? [])
    .filter((c) => hrefs.has(c.permalink))
    .map((c) => ({
      id: `category:${c.permalink}`,
      title: c.title,
      description: c.description,
      source: '',
      permalink: c.permalink,
      version,
      kind: 'category' as const,
    }));
}

/**
 * Groups a version's docs and category pages by top-level sidebar category, in sidebar order. Top-level links
 * outside a category and docs that are in no sidebar go to a last "Other pages" section. Each page appears once.
 */
export function sectionsOf(route: RouteData, version = CURRENT_VERSION): Section[] {
  const pages: ListedPage[] = [...route.docs.filter((d) => d.version === version), ...categoryPages(route, version)];
  const byPermalink = new Map(pages.map((d) => [d.permalink, d]));
  const sidebar = sidebarOf(route, version);
  const placed = new Set<string>();
  const take = (hrefs: string[]) =>
    hrefs.flatMap((href) => {
      const doc = byPermalink.get(href);
      if (!doc || placed.has(doc.permalink)) return [];
      placed.add(doc.permalink);
      return [doc];
    });
  const sections: Section[] = sidebar
    .filter((entry) => entry.type === 'category')
    .map((entry) => ({title: entry.label ?? OTHER_SECTION, docs: take(hrefsOf([entry]))}));
  const rest = take([...hrefsOf(sidebar.filter((e) => e.type !== 'category')), ...pages.map((d) => d.permalink)]);
  return [...sections, {title: OTHER_SECTION, docs: rest}].filter((s) => s.docs.length > 0);
}

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();
const slugOf = (title: string) =>
  title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '') || 'section';

function pageLine(doc: ListedPage): string {
  const description = oneLine(doc.description);
  return `- [${oneLine(doc.title)}](${absolute(twinPath(doc.permalink))})${description ? `: ${description}` : ''}`;
}

/** One file of the llms set: its URL path and text. */
export interface LlmsFile {
  path: string;
  text: string;
}

/** A section's page list as one file, or as numbered parts when it would pass PART_LIMIT characters. */
export function sectionFiles(section: Section, version: string): LlmsFile[] {
  const lines = section.docs.map(pageLine);
  const chunks: string[][] = [[]];
  let size = 0;
  for (const line of lines) {
    if (size + line.length > PART_LIMIT && chunks.at(-1)!.length > 0) {
      chunks.push([]);
      size = 0;
    }
    chunks.at(-1)!.push(line);
    size += line.length + 1;
  }
  const slug = slugOf(section.title);
  const label = version === CURRENT_VERSION ? 'DataHub documentation' : `DataHub ${version} documentation`;
  return chunks.map((chunk, i) => {
    const part = chunks.length > 1 ? ` (part ${i + 1} of ${chunks.length})` : '';
    const file = `${versionRoot(version)}/llms/${slug}${i === 0 ? '' : `-${i + 1}`}.txt`;
    const intro =
      `Pages of the ${section.title} section of the ${label}${part}, from the index ${absolute(indexPath(version))}. ` +
      'Each link is the page as Markdown; the same address without `.md` is the HTML page.';
    return {
      path: file,
      text: `# ${label}: ${section.title}${part}\n\n> ${SUMMARY}\n\n${intro}\n\n${chunk.join('\n')}\n`,
    };
  });
}

function sectionSummary(section: Section, files: LlmsFile[]): string[] {
  const titles = section.docs.slice(0, 4).map((d) => oneLine(d.title));
  const more = section.docs.length > titles.length ? ' and more' : '';
  const what = `${section.docs.length} page${section.docs.length === 1 ? '' : 's'}: ${titles.join(', ')}${more}`;
  return files.map((file, i) => {
    const part = files.length > 1 ? ` (part ${i + 1} of ${files.length})` : '';
    return `- [${section.title}${part}](${absolute(file.path)}): ${i === 0 ? what : `${section.title}, continued`}`;
  });
}

export interface VersionIndex {
  version: string;
  sections: Section[];
  files: LlmsFile[];
  /** Section file lines for the index, per section. */
  lines: string[][];
}

export function versionIndex(route: RouteData, version: string): VersionIndex {
  const sections = sectionsOf(route, version);
  const perSection = sections.map((section) => sectionFiles(section, version));
  return {
    version,
    sections,
    files: perSection.flat(),
    lines: sections.map((section, i) => sectionSummary(section, perSection[i] ?? [])),
  };
}

const HOW_TO_READ = [
  'Every page is available as plain Markdown: add `.md` to its address (`/docs/quickstart` ->',
  '`/docs/quickstart.md`), or request the page with `Accept: text/markdown`.',
].join('\n');

/** The root `/llms.txt`: the current version's section files, then the other versions' indexes and sections. */
export function renderRootIndex(current: VersionIndex, others: VersionIndex[], fullTextBytes?: number): string {
  const sections = current.lines.flat().join('\n');
  const intro =
    'This is the index of the documentation of the current DataHub release. Each file below lists the pages of one ' +
    `section with their descriptions.\n${HOW_TO_READ}`;
  const otherBlocks = others.map((other) => {
    const lines = [
      `- [Index of the DataHub ${other.version} documentation](${absolute(indexPath(other.version))}): the same index for release ${other.version}.`,
      ...other.lines.flat().map((line) => line.replace(/^- \[([^\]]+)\]/, `- [$1 (${other.version})]`)),
    ];
    return `## DataHub ${other.version}\n\n${lines.join('\n')}`;
  });
  const optional =
    fullTextBytes === undefined
      ? []
      : [
          `## Optional\n\n- [Full text](${absolute(`${baseUrl}llms-full.txt`)}): every page of the current documentation in one file (${(fullTextBytes / 1_000_000).toFixed(1)} MB).`,
        ];
  return [
    `# DataHub\n\n> ${SUMMARY}\n\n${intro}`,
    `## Documentation sections\n\n- [Documentation home](${absolute(twinPath(`${docsRoot}/`))}): where to start, by task.\n${sections}`,
    ...otherBlocks,
    ...optional,
  ]
    .join('\n\n')
    .concat('\n');
}

/** The index of an older version (`/docs/<version>/llms.txt`). */
export function renderVersionIndex(index: VersionIndex): string {
  const intro =
    `This is the index of the documentation of DataHub ${index.version}. The documentation of the current release ` +
    `is indexed at ${absolute(indexPath(CURRENT_VERSION))}.\n${HOW_TO_READ}`;
  return `# DataHub ${index.version}\n\n> ${SUMMARY}\n\n${intro}\n\n## Documentation sections\n\n${index.lines.flat().join('\n')}\n`;
}

/** Kept for callers of the former single-file index: the root index of the given sections alone. */
export function renderLlmsTxt(sections: Section[]): string {
  const perSection = sections.map((section) => sectionFiles(section, CURRENT_VERSION));
  return renderRootIndex(
    {
      version: CURRENT_VERSION,
      sections,
      files: perSection.flat(),
      lines: sections.map((s, i) => sectionSummary(s, perSection[i] ?? [])),
    },
    [],
  );
}

/** The line under a twin's title that points agents to the index. */
export function markdownDirective(version: string): string {
  if (version === CURRENT_VERSION) {
    return (
      `> For AI agents: the index of the DataHub documentation is ${absolute(indexPath(version))}; ` +
      'every page is available as Markdown at its address plus `.md`.'
    );
  }
  return (
    `> For AI agents: this page documents DataHub ${version}, indexed at ${absolute(indexPath(version))}; ` +
    `the current release is indexed at ${absolute(indexPath(CURRENT_VERSION))}.`
  );
}

/** The twin with the directive under its title. */
export function withMarkdownDirective(twin: string, version: string): string {
  const [h1 = '', ...rest] = twin.split('\n');
  return `${h1}\n\n${markdownDirective(version)}\n${rest.join('\n')}`;
}

const HTML_MARK = 'site-agent-directive';
const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * A built page with the Markdown alternate in its head and, first in its body, a line for agents that read the
 * HTML (hidden on screen by `.site-agent-directive` in src/css/custom.css, and from assistive technologies).
 * Outside the React root, so hydration never sees it. Unchanged when it has them already.
 */
export function withHtmlDirective(html: string, twinHref: string, version: string): string {
  if (html.includes(HTML_MARK)) return html;
  const index = absolute(indexPath(version));
  const current = absolute(indexPath(CURRENT_VERSION));
  const text =
    version === CURRENT_VERSION
      ? `For AI agents: the index of the DataHub documentation is ${index}, and this page is available as Markdown at ${absolute(twinHref)}.`
      : `For AI agents: this page documents DataHub ${version}, indexed at ${index} (current release: ${current}), and is available as Markdown at ${absolute(twinHref)}.`;
  const link = `<link rel=alternate type=text/markdown href="${escapeHtml(twinHref)}">`;
  const note = `<div class=${HTML_MARK} aria-hidden=true>${escapeHtml(text)}</div>`;
  const withLink = html.includes('</head>') ? html.replace('</head>', `${link}</head>`) : html;
  return /<body\b[^>]*>/i.test(withLink) ? withLink.replace(/<body\b[^>]*>/i, (body) => `${body}${note}`) : withLink;
}

/** One page of llms-full.txt: the twin with the page URL under its title. */
export function fullTextEntry(twin: string, doc: DocRoute): string {
  const [h1 = '', ...rest] = twin.split('\n');
  return `${h1}\n\nURL: ${absolute(doc.permalink)}\n${rest.join('\n')}`;
}

/** The Markdown of a category index page: its description, then its items as a nested list of links. */
export function categoryTwin(
  page: ListedPage,
  items: SidebarEntry[],
  twinOf: (href: string) => string | undefined,
): string {
  const list = (entries: SidebarEntry[], depth: number): string[] =>
    entries.flatMap((entry) => {
      if (entry.type === 'html') return [];
      const indent = '  '.repeat(depth);
      const label = oneLine(entry.label ?? entry.href ?? '');
      const target = entry.href
        ? (twinOf(entry.href) ?? (/^https?:/.test(entry.href) ? entry.href : absolute(entry.href)))
        : undefined;
      const line = `${indent}- ${target ? `[${label}](${target})` : label}`;
      return [line, ...list(entry.items ?? [], depth + 1)];
    });
  const description = oneLine(page.description);
  return `# ${oneLine(page.title)}\n\n${description ? `${description}\n\n` : ''}${list(items, 0).join('\n')}\n`;
}

function findCategory(entries: SidebarEntry[], href: string): SidebarEntry | undefined {
  for (const entry of entries) {
    if (entry.type === 'category' && entry.href === href) return entry;
    const inner = findCategory(entry.items ?? [], href);
    if (inner) return inner;
  }
  return undefined;
}

function builtPageFile(buildDir: string, permalink: string): string | undefined {
  const clean = permalink.replace(/\/+$/, '');
  return [path.join(buildDir, clean, 'index.html'), path.join(buildDir, `${clean}.html`)].find((f) => fs.existsSync(f));
}

export interface LlmsResult {
  twins: number;
  llmsTxtLinks: number;
  fullTextBytes: number;
  /** Every llms file written (URL path and size in characters). */
  files: {path: string; characters: number}[];
  htmlPages: number;
}

/**
 * Writes the twins, the llms files and llms-full.txt into `buildDir`: the docs of `route` (the docs plugin's content,
 * see docsContent.ts), read from their source files under `siteDir`.
 */
export function writeLlmsFiles(route: RouteData, siteDir: string, buildDir: string): LlmsResult {
  const missing = route.docs.filter((d) => !builtPageFile(buildDir, d.permalink));
  if (missing.length > 0) {
    throw new Error(
      `${missing.length} docs of the build have no page in ${buildDir} (e.g. ${missing[0]?.permalink}): ` +
        'the Markdown twins are written into the output directory of the same build',
    );
  }
  const write = (urlPath: string, text: string) => {
    const file = path.join(buildDir, urlPath);
    fs.mkdirSync(path.dirname(file), {recursive: true});
    fs.writeFileSync(file, text);
  };
  const bySource = new Map(route.docs.map((d) => [d.source, d]));
  const twinHrefs = new Map<string, string>(); // page permalink -> twin path
  const twins = new Map<string, string>(); // page permalink -> twin text without the directive
  for (const doc of route.docs) {
    // Read as the page was compiled: the generated lists of an authored page filled in (scripts/lib/inserts.ts).
    const source = fillInsertsOfPage(siteDir, doc.source, fs.readFileSync(path.join(siteDir, doc.source), 'utf8'));
    const twin = toMarkdownTwin(source, {
      source: doc.source,
      title: doc.title,
      pageUrl: absolute(doc.permalink),
      siteRoot,
      urlOfSource: (source) => {
        const target = bySource.get(source);
        return target ? absolute(target.permalink) : undefined;
      },
      readData: (relative) =>
        JSON.parse(fs.readFileSync(path.join(siteDir, path.dirname(doc.source), relative), 'utf8')) as unknown,
    });
    twins.set(doc.permalink, twin);
    twinHrefs.set(doc.permalink, twinPath(doc.permalink));
    write(twinPath(doc.permalink), withMarkdownDirective(twin, doc.version));
  }

  const versions = [CURRENT_VERSION, ...route.versions.map((v) => v.version).filter((v) => v !== CURRENT_VERSION)];
  const versionOf = new Map<string, string>(route.docs.map((d) => [d.permalink, d.version]));
  for (const version of versions) {
    for (const page of categoryPages(route, version)) {
      if (!builtPageFile(buildDir, page.permalink)) continue;
      twinHrefs.set(page.permalink, twinPath(page.permalink));
      versionOf.set(page.permalink, version);
    }
  }
  const twinOf = (href: string) => {
    const twin = twinHrefs.get(href);
    return twin ? absolute(twin) : undefined;
  };
  for (const version of versions) {
    for (const page of categoryPages(route, version)) {
      if (!twinHrefs.has(page.permalink)) continue;
      const items = findCategory(sidebarOf(route, version), page.permalink)?.items ?? [];
      write(twinPath(page.permalink), withMarkdownDirective(categoryTwin(page, items, twinOf), version));
    }
  }

  const indexes = versions.map((version) => versionIndex(route, version));
  const [current, ...others] = indexes as [VersionIndex, ...VersionIndex[]];
  const full = current.sections
    .flatMap((s) => s.docs)
    .filter((doc) => twins.has(doc.permalink))
    .map((doc) => fullTextEntry(twins.get(doc.permalink) ?? '', doc))
    .join('\n\n---\n\n');
  const fullText = `# DataHub documentation, full text\n\n> ${SUMMARY}\n\n---\n\n${full}`;
  write(`${baseUrl}llms-full.txt`, fullText);

  const rootIndex = renderRootIndex(current, others, Buffer.byteLength(fullText));
  const files: LlmsFile[] = [
    {path: indexPath(CURRENT_VERSION), text: rootIndex},
    ...others.map((index) => ({path: indexPath(index.version), text: renderVersionIndex(index)})),
    ...indexes.flatMap((index) => index.files),
  ];
  const tooLong = files.filter((f) => f.text.length >= LLMS_FILE_LIMIT);
  if (tooLong.length > 0) {
    throw new Error(
      `llms files over ${LLMS_FILE_LIMIT} characters: ${tooLong.map((f) => `${f.path} (${f.text.length})`).join(', ')}`,
    );
  }
  for (const file of files) write(file.path, file.text);

  // The docs home (a site page) gets its own text followed by the section index of the root index.
  const home = `${docsRoot}/`;
  if (builtPageFile(buildDir, home) && !twinHrefs.has(home)) {
    const homeTwin = renderDocsHomeTwin(siteDir, rootIndex.slice(rootIndex.indexOf('## Documentation sections')));
    write(twinPath(home), withMarkdownDirective(homeTwin, CURRENT_VERSION));
    twinHrefs.set(home, twinPath(home));
    versionOf.set(home, CURRENT_VERSION);
  }

  let htmlPages = 0;
  for (const [permalink, twinHref] of twinHrefs) {
    const file = builtPageFile(buildDir, permalink);
    if (!file) continue;
    const html = fs.readFileSync(file, 'utf8');
    const updated = withHtmlDirective(html, twinHref, versionOf.get(permalink) ?? CURRENT_VERSION);
    if (updated !== html) fs.writeFileSync(file, updated);
    htmlPages += 1;
  }

  return {
    twins: twinHrefs.size,
    llmsTxtLinks: current.sections.reduce((n, s) => n + s.docs.length, 0),
    fullTextBytes: Buffer.byteLength(fullText),
    files: files.map((f) => ({path: f.path, characters: f.text.length})),
    htmlPages,
  };
}
