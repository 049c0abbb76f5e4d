import path from 'node:path';
import type {LoadContext} from '@docusaurus/types';
import {beforeEach, describe, expect, it, vi} from 'vitest';
import type {LoadedContent} from '@docusaurus/plugin-content-docs';
import {postBuildOutputsEnabled, OUTPUTS_ENV} from '../../src/plugins/postBuildOutputs/options';

/** The plugin's postBuild with its steps replaced: what it calls, in which order, with which arguments. */
const calls = vi.hoisted(() => [] as {step: string; args: unknown[]}[]);

vi.mock('../../scripts/postbuild/llms', () => ({
  writeLlmsFiles: (...args: unknown[]) => {
    calls.push({step: 'llms', args});
    return {twins: 2, llmsTxtLinks: 1, fullTextBytes: 2048, files: [{path: '/llms.txt', characters: 10}], htmlPages: 2};
  },
}));
vi.mock('../../scripts/postbuild/capabilities', () => ({
  copyCapabilities: (...args: unknown[]) => {
    calls.push({step: 'capabilities', args});
    return '/out/integrations/capabilities.json';
  },
}));
vi.mock('../../scripts/postbuild/endTags', () => ({
  writeEndTags: async (...args: unknown[]) => {
    calls.push({step: 'endTags', args});
    return {files: 3, changed: 2};
  },
}));
vi.mock('../../scripts/postbuild/searchIndex', () => ({
  buildSearchIndex: async (...args: unknown[]) => {
    calls.push({step: 'searchIndex', args});
    return {pages: 1, skipped: 0, bytesSaved: 0};
  },
}));

const {default: postBuildOutputsPlugin, writePostBuildOutputs} = await import('../../src/plugins/postBuildOutputs');

const siteDir = path.resolve('/site');
const outDir = path.resolve('/site/build-test');

const content = {
  loadedVersions: [
    {
      versionName: 'current',
      label: 'Next',
      docs: [
        {
          id: 'quickstart',
          title: 'Quickstart',
          description: 'Run it.',
          source: '@site/docs/quickstart.md',
          permalink: '/docs/quickstart',
          version: 'current',
          frontMatter: {},
        },
      ],
      drafts: [],
      sidebars: {overviewSidebar: [{type: 'doc', id: 'quickstart'}]},
    },
  ],
} as unknown as LoadedContent;

const plugins = [
  {name: 'docusaurus-plugin-content-pages', options: {id: 'default'}, content: []},
  {name: 'docusaurus-plugin-content-docs', options: {id: 'default'}, content},
];

type PostBuild = (props: {outDir: string; plugins: typeof plugins}) => Promise<void>;

function postBuildOf(enabled: boolean): PostBuild {
  const plugin = postBuildOutputsPlugin({siteDir} as LoadContext, {enabled});
  return plugin.postBuild as unknown as PostBuild;
}

beforeEach(() => {
  calls.length = 0;
  vi.spyOn(console, 'log').mockImplementation(() => undefined);
});

describe('post-build outputs plugin', () => {
  it('runs the twins and llms step, then capabilities, the end tags and the search index, on the output directory', async () => {
    await postBuildOf(true)({outDir, plugins});
    expect(calls.map((c) => c.step)).toEqual(['llms', 'capabilities', 'endTags', 'searchIndex']);
    const [llms, capabilities, endTags, searchIndex] = calls;
    expect(llms?.args.slice(1)).toEqual([siteDir, outDir]);
    expect(capabilities?.args).toEqual([siteDir, outDir]);
    expect(endTags?.args).toEqual([outDir]);
    expect(searchIndex?.args).toEqual([outDir, siteDir]);
  });

  it("hands the llms step the docs plugin's content, not files of .docusaurus/", async () => {
    await postBuildOf(true)({outDir, plugins});
    expect(calls[0]?.args[0]).toEqual({
      docs: [
        {
          id: 'quickstart',
          title: 'Quickstart',
          description: 'Run it.',
          source: 'docs/quickstart.md',
          permalink: '/docs/quickstart',
          version: 'current',
        },
      ],
      versions: [
        {
          version: 'current',
          label: 'Next',
          sidebars: {
            overviewSidebar: [{type: 'link', label: 'Quickstart', href: '/docs/quickstart', docId: 'quickstart'}],
          },
        },
      ],
      categories: [],
    });
  });

  it('runs the llms and capabilities steps as soon as postBuild starts, before other plugins get to run', async () => {
    const running = postBuildOf(true)({outDir, plugins});
    expect(calls.slice(0, 2).map((c) => c.step)).toEqual(['llms', 'capabilities']);
    await running;
  });

  it('does nothing when turned off', async () => {
    await postBuildOf(false)({outDir, plugins});
    expect(calls).toEqual([]);
  });

  it('fails the build when the docs plugin has no content', async () => {
    await expect(postBuildOf(true)({outDir, plugins: plugins.slice(0, 1)})).rejects.toThrow(
      /no content of docusaurus-plugin-content-docs/,
    );
    expect(calls).toEqual([]);
  });

  it('reports what each step wrote', async () => {
    const lines: string[] = [];
    await writePostBuildOutputs({outDir, siteDir, plugins}, undefined, (line) => lines.push(line));
    expect(lines).toHaveLength(4);
    expect(lines[0]).toMatch(/^llms: 2 Markdown twins, 2 HTML pages .* llms-full\.txt 2 KiB/);
    expect(lines[1]).toBe('capabilities: wrote /out/integrations/capabilities.json');
    expect(lines[2]).toMatch(/^end tags: 2 of 3 HTML pages rewritten in \d+ ms$/);
    expect(lines[3]).toMatch(/^search index: 1 pages indexed \(0 without a search body\)/);
  });
});

describe(`${OUTPUTS_ENV}`, () => {
  it('leaves the outputs on unless it says off', () => {
    expect(postBuildOutputsEnabled({})).toBe(true);
    expect(postBuildOutputsEnabled({[OUTPUTS_ENV]: ''})).toBe(true);
    expect(postBuildOutputsEnabled({[OUTPUTS_ENV]: 'on'})).toBe(true);
    expect(postBuildOutputsEnabled({[OUTPUTS_ENV]: 'off'})).toBe(false);
    expect(postBuildOutputsEnabled({[OUTPUTS_ENV]: 'OFF'})).toBe(false);
  });

  it('rejects other values instead of guessing', () => {
    expect(() => postBuildOutputsEnabled({[OUTPUTS_ENV]: 'false'})).toThrow(/use `off`/);
  });
});
