import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {deferredOptionsLines} from '../../scripts/generate/connectors/render';
import {describe, expect, it} from 'vitest';
import {
  absoluteTarget,
  mdxToMarkdown,
  RECIPE_CHECKER_TWIN,
  optionsToMarkdown,
  toMarkdownTwin,
  twinPath,
  type TwinContext,
} from '../../scripts/postbuild/markdownTwin';
import {
  LLMS_FILE_LIMIT,
  categoryTwin,
  renderLlmsTxt,
  sectionFiles,
  sectionsOf,
  withHtmlDirective,
  withMarkdownDirective,
  writeLlmsFiles,
} from '../../scripts/postbuild/llms';
import type {RouteData} from '../../scripts/postbuild/docsContent';
import {chatGptUrl, claudeUrl, markdownTwinUrl} from '../../src/components/CopyPage/links';

const ctx = (source: string): TwinContext => ({
  source,
  title: 'Deploying on Kubernetes',
  pageUrl: 'https://docs.datahub.com/docs/deploy/kubernetes',
  siteRoot: 'https://docs.datahub.com',
  urlOfSource: (s) => (s === 'docs/deploy/index.md' ? 'https://docs.datahub.com/docs/deploy/' : undefined),
});

describe('twin paths', () => {
  it('appends .md and folds index pages onto their folder', () => {
    expect(twinPath('/docs/quickstart')).toBe('/docs/quickstart.md');
    expect(twinPath('/docs/deploy/')).toBe('/docs/deploy.md');
    expect(twinPath('/docs/1.1.0/quickstart')).toBe('/docs/1.1.0/quickstart.md');
    expect(markdownTwinUrl('/docs/deploy/')).toBe('/docs/deploy.md');
  });

  it('builds assistant links with the encoded prompt', () => {
    const url = 'https://docs.datahub.com/docs/quickstart';
    expect(chatGptUrl(url)).toBe(
      `https://chatgpt.com/?q=${encodeURIComponent(`Read ${url} and answer questions about it`)}`,
    );
    expect(new URL(claudeUrl(url)).searchParams.get('q')).toBe(`Read ${url} and answer questions about it`);
  });
});

describe('Markdown twins', () => {
  it('strips front matter, writes the title as H1 and drops a leading H1', () => {
    const twin = toMarkdownTwin('---\ntitle: X\ndescription: Y\n---\n\n# Old title\n\nBody text.\n', ctx('docs/a.md'));
    expect(twin).toBe('# Deploying on Kubernetes\n\nBody text.\n');
  });

  it('makes links absolute: relative .md files, anchors and root-relative paths', () => {
    const c = ctx('docs/deploy/kubernetes.md');
    expect(absoluteTarget('index.md#sizing', c)).toBe('https://docs.datahub.com/docs/deploy/#sizing');
    expect(absoluteTarget('#values', c)).toBe('https://docs.datahub.com/docs/deploy/kubernetes#values');
    expect(absoluteTarget('/img/logo.png', c)).toBe('https://docs.datahub.com/img/logo.png');
    expect(absoluteTarget('https://helm.sh', c)).toBe('https://helm.sh');
    expect(absoluteTarget('missing.md', c)).toBe('missing.md');
    const twin = toMarkdownTwin('See [the overview](index.md) and `[not](a-link.md)`.\n', c);
    expect(twin).toContain('[the overview](https://docs.datahub.com/docs/deploy/)');
    expect(twin).toContain('`[not](a-link.md)`');
    const wrapped = toMarkdownTwin('Read [the\noverview](index.md#sizing), not `](x.md)`.\n', c);
    expect(wrapped).toContain('[the\noverview](https://docs.datahub.com/docs/deploy/#sizing)');
    expect(wrapped).toContain('`](x.md)`');
  });

  it('turns MDX imports and the connector options component into Markdown, leaving code alone', () => {
    const options = [
      {
        name: 'connection',
        path: 'connection',
        type: 'object',
        required: true,
        description: 'How to connect.',
        fields: [
          {
            name: 'bootstrap',
            path: 'connection.bootstrap',
            type: 'string',
            required: false,
            description: 'Brokers.',
            default: 'localhost:9092',
          },
        ],
      },
    ];
    const mdx = [
      "import ConnectorOptions from '@site/src/components/ConnectorOptions';",
      // The lines the generator writes (scripts/generate/connectors/render.ts), so the twin follows their form.
      ...deferredOptionsLines('kafka', 'current'),
      '',
      '## Configuration',
      '',
      '<ConnectorOptions deferred={optionsData} />',
      '',
      '```python',
      "import os from 'x';",
      '<Keep />',
      '```',
    ].join('\n');
    const read: string[] = [];
    const md = mdxToMarkdown(mdx, (file) => {
      read.push(file);
      return options;
    });
    expect(read).toEqual(['./_options/kafka.json']);
    expect(md).not.toContain('ConnectorOptions');
    expect(md).not.toContain('deferData');
    expect(md).toContain('- `connection` (object, required): How to connect.');
    expect(md).toContain('  - `bootstrap` (string, optional): Brokers. Default: `localhost:9092`.');
    expect(md).toContain("import os from 'x';\n<Keep />");
    expect(optionsToMarkdown([])).toBe('');
  });

  it('replaces the recipe checker by a note on the same check for tools, whatever its starter recipe holds', () => {
    const recipe = 'source:\n  type: x\n  config:\n    sql: >-\n      SELECT 1 /> 0\n';
    const mdx = [
      '## Starter recipes',
      '',
      `<RecipeChecker connector="x" version="current" recipe={${JSON.stringify(recipe)}} />`,
      '',
      'After.',
    ].join('\n');
    expect(mdxToMarkdown(mdx)).toBe(`## Starter recipes\n\n${RECIPE_CHECKER_TWIN}\n\nAfter.`);
    expect(RECIPE_CHECKER_TWIN).not.toContain('SELECT');
  });
});

const route: RouteData = {
  docs: [
    {
      id: 'quickstart',
      title: 'Quickstart',
      description: 'Run it.',
      source: 'docs/quickstart.md',
      permalink: '/docs/quickstart',
      version: 'current',
    },
    {
      id: 'deploy/index',
      title: 'Deployment',
      description: 'Deploy\nit.',
      source: 'docs/deploy/index.md',
      permalink: '/docs/deploy/',
      version: 'current',
    },
    {
      id: 'orphan',
      title: 'Orphan',
      description: '',
      source: 'docs/orphan.md',
      permalink: '/docs/orphan',
      version: 'current',
    },
    {
      id: 'quickstart',
      title: 'Quickstart',
      description: 'Old.',
      source: 'versioned_docs/version-1.1.0/quickstart.md',
      permalink: '/docs/1.1.0/quickstart',
      version: '1.1.0',
    },
  ],
  versions: [
    {
      version: 'current',
      label: 'Next',
      sidebars: {
        overviewSidebar: [
          {
            type: 'category',
            label: 'Getting Started',
            items: [{type: 'link', href: '/docs/quickstart', docId: 'quickstart'}],
          },
          {
            type: 'category',
            label: 'Deployment',
            href: '/docs/deploy/',
            items: [{type: 'link', href: 'https://example.com'}],
          },
        ],
      },
    },
  ],
};

describe('llms.txt', () => {
  it('groups current-version docs by top-level sidebar category, then the rest', () => {
    const sections = sectionsOf(route);
    expect(sections.map((s) => [s.title, s.docs.map((d) => d.permalink)])).toEqual([
      ['Getting Started', ['/docs/quickstart']],
      ['Deployment', ['/docs/deploy/']],
      ['Other pages', ['/docs/orphan']],
    ]);
  });

  it('follows the llmstxt.org layout: a small index linking one file per section', () => {
    const text = renderLlmsTxt(sectionsOf(route));
    expect(text.startsWith('# DataHub\n\n> ')).toBe(true);
    expect(text).toContain('\n## Documentation sections\n');
    expect(text).toContain(
      '- [Getting Started](https://docs.datahub.com/docs/llms/getting-started.txt): 1 page: Quickstart\n',
    );
    expect(text).toContain('- [Other pages](https://docs.datahub.com/docs/llms/other-pages.txt)');
    expect(text).not.toContain('1.1.0/quickstart.md)');
  });

  it('lists every page of a section by its Markdown twin, with its description', () => {
    const [files] = sectionsOf(route).map((section) => sectionFiles(section, 'current'));
    expect(files).toHaveLength(1);
    expect(files![0]!.path).toBe('/docs/llms/getting-started.txt');
    expect(files![0]!.text).toMatch(/^# DataHub documentation: Getting Started\n\n> /);
    expect(files![0]!.text).toContain('- [Quickstart](https://docs.datahub.com/docs/quickstart.md): Run it.\n');
    const old = sectionFiles({title: 'Getting Started', docs: [route.docs[3]!]}, '1.1.0');
    expect(old[0]!.path).toBe('/docs/1.1.0/llms/getting-started.txt');
    expect(old[0]!.text).toContain('https://docs.datahub.com/docs/1.1.0/llms.txt');
  });

  it('splits a long section into parts that stay under the limit', () => {
    const many = Array.from({length: 600}, (_, i) => ({
      ...route.docs[0]!,
      permalink: `/docs/page-${i}`,
      description: 'A description long enough to fill the file quickly with words.',
    }));
    const files = sectionFiles({title: 'Ingestion', docs: many}, 'current');
    expect(files.length).toBeGreaterThan(1);
    expect(files.map((f) => f.path)).toContain('/docs/llms/ingestion-2.txt');
    for (const file of files) expect(file.text.length).toBeLessThan(LLMS_FILE_LIMIT);
    const listed = files.flatMap((f) => [...f.text.matchAll(/^- \[/gm)]);
    expect(listed).toHaveLength(600);
  });

  it('points agents to the index from twins and from the HTML, once', () => {
    const twin = withMarkdownDirective('# Quickstart\n\nBody.\n', 'current');
    expect(twin).toMatch(/^# Quickstart\n\n> For AI agents: .*https:\/\/docs\.datahub\.com\/llms\.txt/);
    expect(twin.endsWith('\n\nBody.\n')).toBe(true);
    expect(withMarkdownDirective('# Q\n', '1.1.0')).toContain('https://docs.datahub.com/docs/1.1.0/llms.txt');
    const html = '<html><head><title>Q</title></head><body class=x><div id=__docusaurus></div></body></html>';
    const once = withHtmlDirective(html, '/docs/quickstart.md', 'current');
    expect(once).toContain('<link rel=alternate type=text/markdown href="/docs/quickstart.md"></head>');
    expect(once).toMatch(
      /<body class=x><div class=site-agent-directive aria-hidden=true>For AI agents: [^<]*\/llms\.txt[^<]*docs\/quickstart\.md\.<\/div><div id=__docusaurus>/,
    );
    expect(withHtmlDirective(once, '/docs/quickstart.md', 'current')).toBe(once);
  });

  it('writes a category index page as its description and a nested list of its items', () => {
    const page = {...route.docs[0]!, title: 'Features', description: 'What it does.', permalink: '/docs/category/f'};
    const items = [
      {
        type: 'category' as const,
        label: 'Discovery',
        items: [{type: 'link' as const, label: 'Search', href: '/docs/search'}],
      },
      {type: 'link' as const, label: 'Helm', href: 'https://helm.sh'},
    ];
    const twin = categoryTwin(page, items, (href) =>
      href === '/docs/search' ? 'https://docs.datahub.com/docs/search.md' : undefined,
    );
    expect(twin).toBe(
      '# Features\n\nWhat it does.\n\n- Discovery\n  - [Search](https://docs.datahub.com/docs/search.md)\n- [Helm](https://helm.sh)\n',
    );
  });
});

describe('writeLlmsFiles', () => {
  function fixture(withBuiltPages: boolean) {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'llms-root-'));
    const build = fs.mkdtempSync(path.join(os.tmpdir(), 'llms-build-'));
    route.docs.forEach((doc) => {
      fs.mkdirSync(path.dirname(path.join(root, doc.source)), {recursive: true});
      fs.writeFileSync(
        path.join(root, doc.source),
        `---\ntitle: ${doc.title}\n---\n\nAbout ${doc.id}, see [deploy](/docs/deploy/).\n`,
      );
      if (withBuiltPages) {
        fs.mkdirSync(path.join(build, doc.permalink), {recursive: true});
        fs.writeFileSync(path.join(build, doc.permalink, 'index.html'), '<html><head></head><body></body></html>');
      }
    });
    return {root, build};
  }

  it('writes a twin per doc of every version, the llms files and llms-full.txt', () => {
    const {root, build} = fixture(true);
    const result = writeLlmsFiles(route, root, build);
    expect(result.twins).toBe(4);
    expect(fs.readFileSync(path.join(build, 'docs/deploy.md'), 'utf8')).toMatch(
      /^# Deployment\n\n> For AI agents: .*\n\nAbout deploy\/index, see \[deploy\]\(https:\/\/docs\.datahub\.com\/docs\/deploy\/\)\.\n$/,
    );
    expect(fs.existsSync(path.join(build, 'docs/1.1.0/quickstart.md'))).toBe(true);
    const index = fs.readFileSync(path.join(build, 'llms.txt'), 'utf8');
    expect(index).toContain('(https://docs.datahub.com/docs/llms/deployment.txt)');
    expect(fs.readFileSync(path.join(build, 'docs/llms/deployment.txt'), 'utf8')).toContain(
      '- [Deployment](https://docs.datahub.com/docs/deploy.md): Deploy it.',
    );
    for (const file of result.files) expect(file.characters).toBeLessThan(LLMS_FILE_LIMIT);
    const full = fs.readFileSync(path.join(build, 'llms-full.txt'), 'utf8');
    expect(full).toContain('# Quickstart\n\nURL: https://docs.datahub.com/docs/quickstart\n');
    expect(full).not.toContain('For AI agents');
    expect(full.match(/^URL: /gm)).toHaveLength(3);
    const html = fs.readFileSync(path.join(build, 'docs/quickstart/index.html'), 'utf8');
    expect(html).toContain('<link rel=alternate type=text/markdown href="/docs/quickstart.md">');
    expect(html).toContain('<body><div class=site-agent-directive aria-hidden=true>For AI agents:');
    expect(result.htmlPages).toBe(4);
  });

  it('refuses a build directory that does not hold the pages of the docs', () => {
    const {root, build} = fixture(false);
    expect(() => writeLlmsFiles(route, root, build)).toThrow(/4 docs of the build have no page in .*same build/);
  });
});
