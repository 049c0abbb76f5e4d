import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {describe, expect, it} from 'vitest';
import {compile} from '@mdx-js/mdx';
import remarkDirective from 'remark-directive';
import admonitions from '@docusaurus/mdx-loader/lib/remark/admonitions';
import {
  UPGRADE_URL,
  VERSION_NOTES_FILE,
  comparableText,
  insertNote,
  nextUrl,
  noteKey,
  pageTopic,
  upgradeAnchor,
  upgradeTargets,
  versionNotes,
  type NoteContext,
  type NotePage,
  type VersionNote,
} from '../../scripts/generate/versionNotes';
import {releaseSentence, withReleaseLine} from '../../scripts/generate/releaseLine';
import {fillInsertsOfPage} from '../../scripts/lib/inserts';
import {headingIds} from '../../scripts/lib/markdown';
import {
  loadUpgradeReleases,
  itemsByConnector,
  renderUpgradeGuide,
  upgradeRange,
} from '../../scripts/generate/upgradeGuide';
import remarkVersionNote, {addNote, noteIndex} from '../../scripts/remark/versionNote';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** The generated upgrade page, as the notes of the real data link to it. */
const range = upgradeRange(root);
const guide = renderUpgradeGuide(loadUpgradeReleases(root), range);
const targets = upgradeTargets(guide, range.from);

const context: NoteContext = {
  frozenName: '1.1.0',
  frozenRelease: 'v1.1.0',
  nextRelease: 'v1.7.0.1',
  targets,
  moves: [{from: '/docs/how/old-topic', to: '/docs/deploy/kubernetes'}],
  connectorNames: new Map([['snowflake', 'Snowflake']]),
};

const page = (p: string, body: string, fm = 'title: T'): NotePage => ({
  path: p,
  content: `---\n${fm}\n---\n\n${body}\n`,
});

const textOf = (note: VersionNote) => note.parts.map((p) => (p.href ? `[${p.text}](${p.href})` : p.text)).join('');
const links = (note: VersionNote) => note.parts.filter((p) => p.href).map((p) => p.href!);

describe('change detection between a frozen page and its Next counterpart', () => {
  const releases = ['v1.1.0', 'v1.7.0.1'];

  it('ignores front matter, whitespace, comments, the release sentence and link prefixes', () => {
    const frozen = withReleaseLine(
      '---\ntitle: Old title\n---\n\nSee   [the guide](/docs/1.1.0/graphql/queries#search).\n<!-- note -->\n',
      'v1.1.0',
    );
    const next = withReleaseLine(
      '---\ntitle: New title\ncustom_edit_url: x\n---\nSee\n[the guide](../graphql/queries.md#search).\n',
      'v1.7.0.1',
    );
    expect(comparableText(frozen, 'a.md', releases, '1.1.0')).toBe(comparableText(next, 'a.md', releases));
  });

  it('sees a changed sentence, a changed option list or a changed anchor', () => {
    const base = comparableText(page('a.md', '- `include_tables`\n- `include_views`').content, 'a.md', releases);
    for (const other of ['- `include_tables`', '- `include_tables`\n- `include_views`\n- `include_streams`']) {
      expect(comparableText(page('a.md', other).content, 'a.md', releases)).not.toBe(base);
    }
    expect(comparableText('[x](/docs/a#one)', 'a.md', releases)).not.toBe(
      comparableText('[x](/docs/a#two)', 'a.md', releases),
    );
  });

  it('notes a changed page, and leaves an unchanged one alone', () => {
    const next = [
      page('deploy/kubernetes.md', 'Install the chart with `helm install`.'),
      page('deploy/aws.md', 'Run DataHub on EKS.'),
    ];
    const frozen = [
      page('deploy/kubernetes.md', 'Install the chart with `helm install` and wait.'),
      page('deploy/aws.md', 'Run   DataHub on EKS.'),
    ];
    const notes = versionNotes(frozen, next, context);
    expect([...notes.keys()]).toEqual(['deploy/kubernetes.md']);
    const note = notes.get('deploy/kubernetes.md')!;
    expect(note.status).toBe('changed');
    expect(textOf(note)).toBe(
      'The Next docs, for DataHub v1.7.0.1, have an updated version of this page: [read it](/docs/deploy/kubernetes), ' +
        `and see [what changed since 1.1.0](${UPGRADE_URL}#breaking-deployment).`,
    );
  });

  it('compares generated reference pages by their generated Markdown', () => {
    const reference = (options: string[], release: string) =>
      withReleaseLine(
        `---\ntitle: Snowflake\n---\n\nimport X from 'y';\n\n<PlatformLogo id="snowflake" />\n\n## Options\n\n${options.map((o) => `- \`${o}\``).join('\n')}\n`,
        release,
      );
    const id = 'generated/ingestion/sources/snowflake.mdx';
    const next = [{path: id, content: reference(['account_id', 'use_queries_v2'], 'v1.7.0.1')}];
    expect(
      versionNotes([{path: id, content: reference(['account_id', 'use_queries_v2'], 'v1.1.0')}], next, context).size,
    ).toBe(0);
    const note = versionNotes([{path: id, content: reference(['account_id'], 'v1.1.0')}], next, context).get(id)!;
    expect(links(note)).toEqual(['/docs/generated/ingestion/sources/snowflake', `${UPGRADE_URL}#connector-snowflake`]);
    expect(textOf(note)).toContain('[the Snowflake changes since 1.1.0]');
  });

  it('says when a page has no Next counterpart, and where its topic moved', () => {
    const next = [page('deploy/kubernetes.md', 'Kubernetes.', 'title: Deploying DataHub on Kubernetes')];
    const notes = versionNotes(
      [page('how/old-topic.md', 'Old.'), page('smoke-test/tests/cypress/index.md', 'Cypress.')],
      next,
      context,
    );
    const moved = notes.get('how/old-topic.md')!;
    expect(moved.status).toBe('removed');
    expect(textOf(moved)).toBe(
      'The Next docs, for DataHub v1.7.0.1, have no page at this address. Its topic moved to ' +
        `[Deploying DataHub on Kubernetes](/docs/deploy/kubernetes); see also [what changed since 1.1.0](${UPGRADE_URL}#changes-from-1-1-0).`,
    );
    expect(textOf(notes.get('smoke-test/tests/cypress/index.md')!)).toBe(
      'The Next docs, for DataHub v1.7.0.1, have no page at this address. ' +
        `See [what changed since 1.1.0](${UPGRADE_URL}#changes-from-1-1-0).`,
    );
  });
});

describe('addresses and topics', () => {
  it('serves index pages, folder namesakes and slugs where Docusaurus does', () => {
    expect(nextUrl(page('deploy/kubernetes.md', ''))).toBe('/docs/deploy/kubernetes');
    expect(nextUrl(page('authentication/index.md', ''))).toBe('/docs/authentication');
    expect(nextUrl(page('managed-datahub/release-notes/index.md', ''))).toBe('/docs/managed-datahub/release-notes');
    expect(nextUrl(page('incidents/incidents.md', '', 'slug: /incidents/incidents'))).toBe('/docs/incidents/incidents');
    expect(nextUrl(page('architecture/architecture.md', ''))).toBe('/docs/architecture');
    expect(nextUrl(page('generated/ingestion/sources/snowflake.mdx', ''))).toBe(
      '/docs/generated/ingestion/sources/snowflake',
    );
  });

  it('links connector pages to their connector, other pages to their area, the rest to the top', () => {
    expect(pageTopic('quick-ingestion-guides/looker/setup')).toEqual({connector: 'looker', area: 'ingestion'});
    expect(pageTopic('lineage/airflow')).toEqual({connector: 'airflow', area: 'plugins'});
    expect(upgradeAnchor('generated/ingestion/sources/snowflake', targets)).toBe('connector-snowflake');
    // A connector without upgrade items falls back to the ingestion group.
    expect(upgradeAnchor('generated/ingestion/sources/no-such-connector', targets)).toBe('breaking-ingestion');
    expect(upgradeAnchor('graphql/queries', targets)).toBe('breaking-api');
    expect(upgradeAnchor('generated/metamodel/entities/dataset', targets)).toBe('breaking-model');
    expect(upgradeAnchor('deploy/kubernetes', targets)).toBe('breaking-deployment');
    expect(upgradeAnchor('introduction', targets)).toBe('changes-from-1-1-0');
  });

  it('links only to headings the generated upgrade page has', () => {
    const ids = new Set(headingIds(guide));
    expect(ids).toContain('changes-from-1-1-0');
    expect(ids).toContain('upgrade-notes-by-connector');
    for (const connector of itemsByConnector(loadUpgradeReleases(root)).keys()) {
      expect(ids, connector).toContain(`connector-${connector}`);
    }
    const ruled = [
      'generated/ingestion/sources/snowflake',
      'generated/ingestion/sources/airflow',
      'quick-ingestion-guides/powerbi/setup',
      'lineage/dagster',
      'metadata-ingestion/recipe_overview',
      'generated/metamodel/entities/dataset',
      'graphql/queries',
      'api/tutorials/owners',
      'authentication/index',
      'how/search',
      'advanced/monitoring',
      'actions/index',
      'python-sdk/sdk-v2',
      'features/feature-guides/lineage',
      'deploy/kubernetes',
      'introduction',
    ];
    for (const id of ruled) expect(ids, id).toContain(upgradeAnchor(id, targets));
  });
});

describe('the note in a page', () => {
  const note: VersionNote = {
    status: 'changed',
    title: 'Changed in Next',
    parts: [{text: 'Read '}, {text: 'it', href: '/docs/a'}, {text: '.'}],
  };

  it('goes under the title: after front matter, imports, the logo, before the release sentence', () => {
    const content = withReleaseLine(
      '---\ntitle: Snowflake\n---\n\nimport A from \'a\';\n\n<PlatformLogo id="snowflake" />\n\nBody.\n',
      'v1.1.0',
    );
    expect(insertNote(content, note)).toBe(
      '---\ntitle: Snowflake\n---\n\nimport A from \'a\';\n\n<PlatformLogo id="snowflake" />\n\n' +
        ':::info[Changed in Next]{.version-note}\n\nRead [it](/docs/a).\n\n:::\n\nThis reference describes DataHub v1.1.0.\n\nBody.\n',
    );
    expect(insertNote('---\ntitle: T\n---\n\n# Heading\n\nBody.\n', note)).toBe(
      '---\ntitle: T\n---\n\n# Heading\n\n:::info[Changed in Next]{.version-note}\n\nRead [it](/docs/a).\n\n:::\n\nBody.\n',
    );
  });

  it('is placed after imports and a leading # title by the remark plugin', () => {
    expect(noteIndex([{type: 'mdxjsEsm'}, {type: 'heading', depth: 1}, {type: 'paragraph'}])).toBe(2);
    expect(noteIndex([{type: 'paragraph'}])).toBe(0);
    expect(noteIndex([{type: 'heading', depth: 2}])).toBe(0);
    const tree = {type: 'root', children: [{type: 'paragraph'}]};
    addNote(tree, note);
    expect(tree.children.map((c) => c.type)).toEqual(['containerDirective', 'paragraph']);
  });

  it('compiles to an admonition with its title and links, for the pages the notes file names only', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'notes-'));
    const key = noteKey('1.1.0', 'deploy/kubernetes.md');
    fs.writeFileSync(path.join(dir, VERSION_NOTES_FILE), JSON.stringify({[key]: note}));
    const options = {siteDir: dir, notesFile: path.join(dir, VERSION_NOTES_FILE)};
    const run = async (file: string) =>
      String(
        await compile(
          {value: 'Body text.\n', path: path.join(dir, file)},
          {format: 'md', remarkPlugins: [remarkDirective, [remarkVersionNote, options], admonitions], jsx: true},
        ),
      );
    const noted = await run(key);
    const admonition = /<_components\.admonition [^>]*>/.exec(noted)?.[0] ?? '';
    expect(admonition).toContain('title="Changed in Next"');
    expect(admonition).toContain('className="version-note"');
    expect(admonition).toContain('type="info"');
    expect(noted).toContain('href="/docs/a"');
    expect(noted.indexOf('admonition')).toBeLessThan(noted.indexOf('Body text.'));
    expect(await run('versioned_docs/version-1.1.0/deploy/aws.md')).not.toContain('admonition');
    expect(await run('docs/deploy/kubernetes.md')).not.toContain('admonition');
  });
});

describe('the generated notes (after npm run generate)', () => {
  const file = path.join(root, 'generated', VERSION_NOTES_FILE);
  const notes = fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, VersionNote>) : {};
  const upgradePage = 'docs/how/updating-datahub.md';
  const inserted = fs.existsSync(path.join(root, 'generated/inserts/how/updating-datahub'));

  it.skipIf(!fs.existsSync(file) || !inserted)(
    'link to existing Next pages and to anchors of the generated upgrade page',
    () => {
      const ids = new Set(
        headingIds(fillInsertsOfPage(root, upgradePage, fs.readFileSync(path.join(root, upgradePage), 'utf8'))),
      );
      const exists = (url: string) => {
        const rel = url.replace(/^\/docs\/?/, '');
        return ['.md', '.mdx', '/index.md', '/index.mdx', `/${rel.split('/').pop()}.md`].some((ext) =>
          fs.existsSync(path.join(root, 'docs', `${rel}${ext}`)),
        );
      };
      expect(Object.keys(notes).length).toBeGreaterThan(0);
      for (const [key, note] of Object.entries(notes)) {
        expect(fs.existsSync(path.join(root, key)), key).toBe(true);
        for (const href of links(note)) {
          const [url = '', anchor] = href.split('#');
          expect(exists(url), `${key}: ${href}`).toBe(true);
          if (url === UPGRADE_URL && anchor !== undefined) expect(ids.has(anchor ?? ''), `${key}: ${href}`).toBe(true);
        }
      }
    },
  );
});

describe('the release a generated reference page documents (after npm run generate)', () => {
  const families = [
    {
      dir: 'docs',
      release: 'v1.7.0.1',
      folders: ['generated/ingestion/sources', 'generated/metamodel', 'generated/lineage', 'graphql'],
    },
    {
      dir: 'versioned_docs/version-1.1.0',
      release: 'v1.1.0',
      folders: ['generated/ingestion/sources', 'generated/metamodel', 'graphql'],
    },
  ];
  const generated = fs.existsSync(path.join(root, 'docs/generated'));

  it.skipIf(!generated)('is stated once, above the first section, in every family of both versions', () => {
    for (const {dir, release, folders} of families) {
      for (const folder of folders) {
        const base = path.join(root, dir, folder);
        const pages = fs
          .readdirSync(base, {recursive: true, encoding: 'utf8'})
          .filter((f) => /\.mdx?$/.test(f) && !f.split(path.sep).some((part) => part.startsWith('_')));
        expect(pages.length, `${dir}/${folder}`).toBeGreaterThan(0);
        for (const rel of pages) {
          const content = fs.readFileSync(path.join(base, rel), 'utf8');
          const file = `${dir}/${folder}/${rel}`;
          expect(content.split(releaseSentence(release)), file).toHaveLength(2);
          expect(content.match(/This reference describes DataHub/g), file).toHaveLength(1);
          const firstSection = content.search(/^## /m);
          if (firstSection !== -1) expect(content.indexOf(releaseSentence(release)), file).toBeLessThan(firstSection);
        }
      }
    }
  });
});
