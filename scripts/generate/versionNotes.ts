/**
 * The note at the top of a frozen version's page that leads to Next (issue 31, item 5). For every page of a frozen
 * docs version (authored pages in versioned_docs/version-<name>/ and the generated reference pages written next to
 * them), the counterpart is the Next page with the same doc id, or the page data/moved-pages.yaml sends its address
 * to. The note is computed at generate time, never kept by hand:
 *
 * - changed: the counterpart exists and its text differs in substance (front matter, whitespace, comments, the
 *   release sentence of reference pages and link prefixes are ignored; generated pages compare the generated
 *   Markdown of both versions). The note links to the Next page and to the most specific section of the upgrade
 *   guide: the section of the connector when data/upgrade has items about it, else the first group of the page's
 *   area, else the top of "Changes from <frozen> to <Next>". Only heading ids the generated guide has are used.
 * - removed: no counterpart. The note says so, and where the topic went when data/moved-pages.yaml says.
 * - unchanged: no note.
 *
 * Generated pages get the note as a Markdown admonition written into the page (`insertNote`); authored pages are
 * read by the docs plugin straight from versioned_docs/, so their notes go to generated/version-notes.json, which
 * the remark plugin scripts/remark/versionNote.ts turns into the same admonition while the page compiles.
 */
import fs from 'node:fs';
import path from 'node:path';
import {UPGRADE_KINDS, type UpgradeArea, type UpgradeKind} from '../../data/schemas/upgradeRelease';
import type {MovedPage} from '../../data/schemas/movedPage';
import {parsePage} from '../lib/frontMatter';
import {headingIds} from '../lib/markdown';
import {NOTE_CLASS, VERSION_NOTES_FILE, type NotePart, type VersionNote} from '../lib/versionNote';
import {headEnd, releaseSentence} from './releaseLine';
import {CURRENT, loadVersions, versionOf} from '../lib/versions';
import {isGeneratedDocPath, listFiles} from './docs';
import type {FrozenPages} from './frozenVersions';
import {loadMovedPages} from './movedPages';
import {UPGRADE_PAGE, changesAnchor, connectorAnchor, connectorNames, groupAnchor, upgradeRange} from './upgradeGuide';
import type {GeneratedData, GeneratedDoc} from './types';

export {NOTE_CLASS, VERSION_NOTES_FILE, type NotePart, type VersionNote};

/** The upgrade guide's address. */
export const UPGRADE_URL = `/docs/${UPGRADE_PAGE.replace(/\.md$/, '')}`;

export interface NotePage {
  /** Path inside the docs folder (`deploy/kubernetes.md`, `generated/ingestion/sources/snowflake.mdx`). */
  path: string;
  content: string;
}

const PAGE = /\.mdx?$/;

/** Doc id of a page: its path without extension (`deploy/kubernetes`). */
export const docId = (pagePath: string) => pagePath.replace(PAGE, '');

/**
 * The address of a Next page (`/docs/...`): a front matter slug wins; otherwise the path without extension, where an
 * `index` page, or a page named like its folder, is served at the folder's address.
 */
export function nextUrl(page: NotePage): string {
  const {frontMatter} = parsePage(page.content, page.path);
  const slug = typeof frontMatter.slug === 'string' ? frontMatter.slug.trim() : '';
  if (slug.startsWith('/')) return `/docs${slug.replace(/\/+$/, '')}`;
  const parts = docId(page.path).split('/');
  const last = parts.at(-1)!;
  if (slug) parts[parts.length - 1] = slug;
  else if (/^(index|readme)$/i.test(last) || (parts.length > 1 && last === parts.at(-2))) parts.pop();
  return `/docs/${parts.join('/')}`.replace(/\/+$/, '');
}

/** The title of a page: front matter `title`, else its first `# heading`, else its address. */
export function pageTitle(page: NotePage): string {
  const {frontMatter, body} = parsePage(page.content, page.path);
  if (typeof frontMatter.title === 'string' && frontMatter.title.trim()) return frontMatter.title.trim();
  return /^#\s+(.+?)\s*$/m.exec(body)?.[1] ?? nextUrl(page);
}

/** The key a link target is compared by: its last path segment without extension, and its anchor. */
function linkKey(target: string): string {
  const [file = '', anchor] = target.split('#');
  const last = file.replace(/\/$/, '').split('/').pop() ?? '';
  return `${last.replace(PAGE, '')}${anchor === undefined ? '' : `#${anchor}`}`;
}

/**
 * The text of a page as compared between versions: body only, without HTML comments and the release sentence of
 * reference pages, with link targets reduced to their last segment, a frozen version's `/docs/<version>/` and
 * schema folders read as Next's, and whitespace collapsed.
 */
export function comparableText(content: string, file: string, releases: string[], frozenName?: string): string {
  let body = parsePage(content, file).body;
  for (const release of releases) body = body.split(releaseSentence(release)).join('');
  if (frozenName) {
    body = body
      .split(`/docs/${frozenName}/`)
      .join('/docs/')
      .split(`schemas/ingestion/${frozenName}/`)
      .join('schemas/ingestion/');
  }
  return body
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/\]\(\s*<?([^)\s>]+)>?(\s+"[^"]*")?\s*\)/g, (_all, target: string) => `](${linkKey(target)})`)
    .replace(/\s+/g, ' ')
    .trim();
}

/** What a page is about, for the upgrade guide: a connector (by id) and an area. */
export interface PageTopic {
  connector?: string;
  area?: UpgradeArea;
}

/**
 * Rules from a doc id to its topic, first match wins. Connector pages name their connector; other pages name the
 * area of the upgrade guide that covers their subject. A page that no rule matches links to the top of the section.
 */
const TOPIC_RULES: [RegExp, (m: RegExpExecArray) => PageTopic][] = [
  [/^generated\/ingestion\/sources\/([a-z0-9-]+)$/, (m) => ({connector: m[1]!, area: 'ingestion'})],
  [/^quick-ingestion-guides\/([a-z0-9-]+)\//, (m) => ({connector: m[1]!, area: 'ingestion'})],
  [/^lineage\/(airflow|dagster|prefect|openlineage)$/, (m) => ({connector: m[1]!, area: 'plugins'})],
  [/^metadata-integration\/java\/acryl-spark-lineage$/, () => ({connector: 'spark', area: 'plugins'})],
  [
    /^metadata-ingestion\/integration_docs\/great-expectations$/,
    () => ({connector: 'great-expectations', area: 'plugins'}),
  ],
  [
    /^(metadata-ingestion|lineage|quick-ingestion-guides)\/|^ui-ingestion$|^platform-instances$/,
    () => ({area: 'ingestion'}),
  ],
  [
    /^(generated\/metamodel|metadata-modeling)\/|^advanced\/(aspect-versioning|entity-hierarchy|field-path-spec-v2|pdl-best-practices)$/,
    () => ({area: 'model'}),
  ],
  [/^(graphql|api)\/|^datahub-graphql-core$|^advanced\/(patch|partial-update)$/, () => ({area: 'api'})],
  [
    /^(authentication|authorization|security)\/|^how\/configuring-authorization-with-apache-ranger$/,
    () => ({area: 'auth'}),
  ],
  [/^how\/(search|restore-indices)$/, () => ({area: 'search'})],
  [/^advanced\/(monitoring|micrometer|api-tracing)$/, () => ({area: 'observability'})],
  [/^(actions|act-on-metadata)\//, () => ({area: 'actions'})],
  [/^(python-sdk|metadata-integration)\/|^(cli|datahub_lite|how\/delete-metadata)$/, () => ({area: 'sdk'})],
  [/^(features|browsev2)\/|^(features|datahub-web-react)$/, () => ({area: 'ui'})],
  [
    /^(deploy|docker|metadata-service|metadata-jobs)\/|^(datahub-frontend|how\/(backup-datahub|kafka-config|extract-container-logs|migrating-graph-service-implementation))$|^advanced\/db-retention$/,
    () => ({area: 'deployment'}),
  ],
];

export function pageTopic(id: string): PageTopic {
  for (const [pattern, topic] of TOPIC_RULES) {
    const m = pattern.exec(id);
    if (m) return topic(m);
  }
  return {};
}

/** What the upgrade guide offers to link to, from its generated Markdown. */
export interface UpgradeTargets {
  /** Heading ids of the generated upgrade page. */
  anchors: ReadonlySet<string>;
  /** The frozen release the section starts from (`v1.1.0`). */
  from: string;
}

/** The heading id a page's note links to, in the order connector section, area group, top of the section. */
export function upgradeAnchor(id: string, targets: UpgradeTargets): string {
  const topic = pageTopic(id);
  if (topic.connector && targets.anchors.has(connectorAnchor(topic.connector))) return connectorAnchor(topic.connector);
  if (topic.area) {
    for (const kind of Object.keys(UPGRADE_KINDS) as UpgradeKind[]) {
      const anchor = groupAnchor(kind, topic.area);
      if (targets.anchors.has(anchor)) return anchor;
    }
  }
  return changesAnchor(targets.from);
}

/** The words of the upgrade link: the connector's changes for a connector section, otherwise what changed. */
function upgradeLinkText(anchor: string, frozenRelease: string, connectorNames: ReadonlyMap<string, string>): string {
  const since = `since ${frozenRelease.replace(/^v/, '')}`;
  const connector = /^connector-(.+)$/.exec(anchor)?.[1];
  return connector ? `the ${connectorNames.get(connector) ?? connector} changes ${since}` : `what changed ${since}`;
}

export interface NoteContext {
  /** The frozen docs version (`1.1.0`) and the releases of both versions (data/versions.yaml). */
  frozenName: string;
  frozenRelease: string;
  nextRelease: string;
  targets: UpgradeTargets;
  moves: readonly MovedPage[];
  connectorNames: ReadonlyMap<string, string>;
}

/** The note for one frozen page, or undefined when its Next counterpart says the same. */
export function noteFor(
  frozen: NotePage,
  next: ReadonlyMap<string, NotePage>,
  context: NoteContext,
): VersionNote | undefined {
  const id = docId(frozen.path);
  const counterpart = next.get(id);
  const nextDocs = `The Next docs, for DataHub ${context.nextRelease},`;
  const upgrade = (anchor: string): NotePart => ({
    text: upgradeLinkText(anchor, context.targets.from, context.connectorNames),
    href: `${UPGRADE_URL}#${anchor}`,
  });
  if (!counterpart) {
    const address = nextUrl({path: frozen.path, content: frozen.content});
    const moved = context.moves.find((m) => m.from === address);
    const parts: NotePart[] = [{text: `${nextDocs} have no page at this address. `}];
    const home = moved && [...next.values()].find((p) => nextUrl(p) === moved.to);
    if (moved) {
      parts.push({text: 'Its topic moved to '}, {text: home ? pageTitle(home) : moved.to, href: moved.to});
      parts.push({text: '; see also '});
    } else parts.push({text: 'See '});
    parts.push(upgrade(changesAnchor(context.targets.from)), {text: '.'});
    return {status: 'removed', title: 'Not in Next', parts};
  }
  const releases = [context.frozenRelease, context.nextRelease];
  const same =
    comparableText(frozen.content, frozen.path, releases, context.frozenName) ===
    comparableText(counterpart.content, counterpart.path, releases);
  if (same) return undefined;
  return {
    status: 'changed',
    title: 'Changed in Next',
    parts: [
      {text: `${nextDocs} have an updated version of this page: `},
      {text: 'read it', href: nextUrl(counterpart)},
      {text: ', and see '},
      upgrade(upgradeAnchor(id, context.targets)),
      {text: '.'},
    ],
  };
}

/** The notes of a frozen version's pages, keyed by page path. */
export function versionNotes(
  frozenPages: readonly NotePage[],
  nextPages: readonly NotePage[],
  context: NoteContext,
): Map<string, VersionNote> {
  const next = new Map(nextPages.filter((p) => PAGE.test(p.path)).map((p) => [docId(p.path), p]));
  const notes = new Map<string, VersionNote>();
  for (const page of frozenPages) {
    if (!PAGE.test(page.path)) continue;
    const note = noteFor(page, next, context);
    if (note) notes.set(page.path, note);
  }
  return notes;
}

/** A note as Markdown: an `info` admonition with the title as its label. */
export function noteMarkdown(note: VersionNote): string {
  const text = note.parts.map((p) => (p.href ? `[${p.text}](${p.href})` : p.text)).join('');
  return `:::info[${note.title}]{.${NOTE_CLASS}}\n\n${text}\n\n:::`;
}

/** `content` with the note as the first block after the front matter, imports, logo and a leading `# title`. */
export function insertNote(content: string, note: VersionNote): string {
  const lines = content.split('\n');
  const {at, before} = headEnd(lines, true);
  const rest = lines.slice(at);
  while (rest.length && rest[0]!.trim() === '') rest.shift();
  return [...lines.slice(0, before), '', noteMarkdown(note), '', ...rest].join('\n');
}

/** The anchors and start release of the upgrade page (with its generated lists filled in). */
export function upgradeTargets(upgradePage: string, from: string): UpgradeTargets {
  return {anchors: new Set(headingIds(upgradePage)), from};
}

/** Key of an authored frozen page in generated/version-notes.json. */
export const noteKey = (frozenName: string, pagePath: string) =>
  path.posix.join('versioned_docs', `version-${frozenName}`, pagePath);

/** How many pages of a frozen version got which note, and how many need none. */
export interface NoteCounts {
  version: string;
  changed: number;
  removed: number;
  unchanged: number;
}

export interface AppliedNotes {
  /** The frozen versions' generated pages, with their notes written in. */
  pages: FrozenPages[];
  /** generated/version-notes.json, the notes of the authored frozen pages. */
  data: GeneratedData;
  counts: NoteCounts[];
}

/** The authored pages of a frozen version (everything under its folder but the generated folders). */
function authoredFrozenPages(root: string, frozen: FrozenPages): NotePage[] {
  const base = path.join(root, 'versioned_docs', `version-${frozen.version.name}`);
  return listFiles(base)
    .filter((rel) => PAGE.test(rel) && !isGeneratedDocPath(rel, frozen.version.generatedDirs))
    .filter((rel) => !rel.split('/').some((part) => part.startsWith('_')))
    .map((rel) => ({path: rel, content: fs.readFileSync(path.join(base, rel), 'utf8')}));
}

/**
 * Computes the notes of every frozen version's pages against Next's pages (`nextDocs`: docs/ and its generated pages, with
 * the upgrade guide filled in), writes them into the generated pages and returns the notes of the authored pages.
 */
export function applyVersionNotes(
  root: string,
  nextDocs: readonly GeneratedDoc[],
  frozen: FrozenPages[],
): AppliedNotes {
  const versions = loadVersions(root);
  const upgradePage = nextDocs.find((d) => d.path === UPGRADE_PAGE);
  const targets = upgradeTargets(upgradePage?.content ?? '', upgradeRange(root).from);
  const moves = loadMovedPages(root);
  const names = connectorNames(root);
  const nextRelease = versionOf(versions, CURRENT).release;
  const json: Record<string, VersionNote> = {};
  const counts: NoteCounts[] = [];
  const pages = frozen.map((set) => {
    const context: NoteContext = {
      frozenName: set.version.name,
      frozenRelease: versionOf(versions, set.version.name).release,
      nextRelease,
      targets,
      moves,
      connectorNames: names,
    };
    const authored = authoredFrozenPages(root, set);
    const generatedNotes = versionNotes(set.docs, nextDocs, context);
    const authoredNotes = versionNotes(authored, nextDocs, context);
    for (const [page, note] of authoredNotes) json[noteKey(set.version.name, page)] = note;
    const all = [...generatedNotes.values(), ...authoredNotes.values()];
    const total = [...set.docs, ...authored].filter((d) => PAGE.test(d.path)).length;
    const changed = all.filter((n) => n.status === 'changed').length;
    const removed = all.filter((n) => n.status === 'removed').length;
    counts.push({version: set.version.name, changed, removed, unchanged: total - changed - removed});
    return {
      version: set.version,
      docs: set.docs.map((doc) => {
        const note = generatedNotes.get(doc.path);
        return note ? {...doc, content: insertNote(doc.content, note)} : doc;
      }),
    };
  });
  const sorted = Object.fromEntries(Object.entries(json).sort(([a], [b]) => a.localeCompare(b, 'en')));
  return {pages, data: {path: VERSION_NOTES_FILE, content: `${JSON.stringify(sorted, null, 2)}\n`}, counts};
}
