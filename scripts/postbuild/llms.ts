/**
 * Docs for AI tools, written into a finished build (`tsx scripts/postbuild/llms.ts <buildDir>`, after
 * `docusaurus build`):
 *
 * - `<buildDir>/<permalink>.md` for every doc of every version: the page as plain Markdown (see markdownTwin.ts);
 * - `<buildDir>/llms.txt`: the llmstxt.org index of the current version, one `##` section per top-level sidebar
 *   category, each page linked to its Markdown twin with its description;
 * - `<buildDir>/llms-full.txt`: every current-version page concatenated, each with its title and URL.
 */
import fs from 'node:fs';
import path from 'node:path';
import {baseUrl, siteUrl} from '../../config/site';
import {readRouteData, type DocRoute, type RouteData, type SidebarEntry} from './routeData';
import {toMarkdownTwin, twinPath} from './markdownTwin';

export const CURRENT_VERSION = 'current';
export const MAIN_SIDEBAR = 'overviewSidebar';
const OTHER_SECTION = 'Other pages';

export const SUMMARY =
  'DataHub is the open-source metadata platform for data discovery, observability and governance across the whole data stack.';
const INTRO = [
  'This is the documentation of the current DataHub release. Every link below points to a plain Markdown copy of',
  'a page; the same page without `.md` is its HTML version. The documentation of release 1.1.0 has the same',
  'Markdown copies under `/docs/1.1.0/`.',
].join('\n');

/** Site URL plus base URL, without a trailing slash: what root-relative links are resolved against. */
export const siteRoot = `${siteUrl.replace(/\/+$/, '')}${baseUrl.replace(/\/+$/, '')}`;
const absolute = (permalink: string) => `${siteUrl.replace(/\/+$/, '')}${permalink}`;

export interface Section {
  title: string;
  docs: DocRoute[];
}

function hrefsOf(entries: SidebarEntry[]): string[] {
  return entries.flatMap((entry) => [
    ...(entry.href && entry.type !== 'html' ? [entry.href] : []),
    ...hrefsOf(entry.items ?? []),
  ]);
}

/**
 * Groups the current version's docs by top-level sidebar category, in sidebar order. Top-level links outside a
 * category and docs that are in no sidebar go to a last "Other pages" section. Each doc appears once.
 */
export function sectionsOf(route: RouteData): Section[] {
  const docs = route.docs.filter((d) => d.version === CURRENT_VERSION);
  const byPermalink = new Map(docs.map((d) => [d.permalink, d]));
  const sidebar = route.versions.find((v) => v.version === CURRENT_VERSION)?.sidebars[MAIN_SIDEBAR] ?? [];
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
  const rest = take([...hrefsOf(sidebar.filter((e) => e.type !== 'category')), ...docs.map((d) => d.permalink)]);
  return [...sections, {title: OTHER_SECTION, docs: rest}].filter((s) => s.docs.length > 0);
}

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

export function renderLlmsTxt(sections: Section[]): string {
  const body = sections.map((section) => {
    const links = section.docs.map((doc) => {
      const description = oneLine(doc.description);
      return `- [${oneLine(doc.title)}](${absolute(twinPath(doc.permalink))})${description ? `: ${description}` : ''}`;
    });
    return `## ${section.title}\n\n${links.join('\n')}`;
  });
  return `# DataHub\n\n> ${SUMMARY}\n\n${INTRO}\n\n${body.join('\n\n')}\n`;
}

/** One page of llms-full.txt: the twin with the page URL under its title. */
export function fullTextEntry(twin: string, doc: DocRoute): string {
  const [h1 = '', ...rest] = twin.split('\n');
  return `${h1}\n\nURL: ${absolute(doc.permalink)}\n${rest.join('\n')}`;
}

function builtPageExists(buildDir: string, permalink: string): boolean {
  const clean = permalink.replace(/\/+$/, '');
  return fs.existsSync(path.join(buildDir, clean, 'index.html')) || fs.existsSync(path.join(buildDir, `${clean}.html`));
}

export interface LlmsResult {
  twins: number;
  llmsTxtLinks: number;
  fullTextBytes: number;
}

/** Writes the twins, llms.txt and llms-full.txt into `buildDir` using the route data under `root`. */
export function writeLlmsFiles(root: string, buildDir: string): LlmsResult {
  const route = readRouteData(root);
  const missing = route.docs.filter((d) => !builtPageExists(buildDir, d.permalink));
  if (missing.length > 0) {
    throw new Error(
      `${missing.length} docs of the last build are not in ${buildDir} (e.g. ${missing[0]?.permalink}): ` +
        'run this script right after `docusaurus build` into that directory',
    );
  }
  const bySource = new Map(route.docs.map((d) => [d.source, d]));
  const twins = new Map<string, string>();
  for (const doc of route.docs) {
    const twin = toMarkdownTwin(fs.readFileSync(path.join(root, doc.source), 'utf8'), {
      source: doc.source,
      title: doc.title,
      pageUrl: absolute(doc.permalink),
      siteRoot,
      urlOfSource: (source) => {
        const target = bySource.get(source);
        return target ? absolute(target.permalink) : undefined;
      },
    });
    twins.set(doc.permalink, twin);
    const file = path.join(buildDir, twinPath(doc.permalink));
    fs.mkdirSync(path.dirname(file), {recursive: true});
    fs.writeFileSync(file, twin);
  }
  const sections = sectionsOf(route);
  fs.writeFileSync(path.join(buildDir, 'llms.txt'), renderLlmsTxt(sections));
  const full = sections
    .flatMap((s) => s.docs)
    .map((doc) => fullTextEntry(twins.get(doc.permalink) ?? '', doc))
    .join('\n\n---\n\n');
  const fullText = `# DataHub documentation, full text\n\n> ${SUMMARY}\n\n---\n\n${full}`;
  fs.writeFileSync(path.join(buildDir, 'llms-full.txt'), fullText);
  return {
    twins: twins.size,
    llmsTxtLinks: sections.reduce((n, s) => n + s.docs.length, 0),
    fullTextBytes: Buffer.byteLength(fullText),
  };
}

function main(): void {
  const buildDir = process.argv[2];
  if (!buildDir) {
    console.error('usage: tsx scripts/postbuild/llms.ts <buildDir>');
    process.exit(2);
  }
  const root = path.resolve(import.meta.dirname, '../..');
  try {
    const result = writeLlmsFiles(root, path.resolve(buildDir));
    console.log(
      `llms: ${result.twins} Markdown twins, llms.txt with ${result.llmsTxtLinks} pages, llms-full.txt ${Math.round(result.fullTextBytes / 1024)} KiB`,
    );
  } catch (error) {
    console.error(`llms failed: ${(error as Error).message}`);
    process.exit(1);
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) main();
