import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {describe, expect, it} from 'vitest';
import {VERSION_CLAIMS, describeClaim, findVersionClaims, matchesPin} from '../../scripts/check/versionClaims';
import {checkVersionClaims} from '../../scripts/check/content';
import {checkVersions, docsVersionOfPath, loadVersions, versionOf} from '../../scripts/lib/versions';
import {releaseSentence, withReleaseLine} from '../../scripts/generate/releaseLine';
import type {DocsVersion} from '../../data/schemas/docsVersion';

const root = fileURLToPath(new URL('../..', import.meta.url));

const NEXT: DocsVersion = {
  docsVersion: 'current',
  release: 'v1.7.0.1',
  tag: 'v1.7.0.1',
  commit: null,
  cli: '1.7.0.9',
  helmChart: '1.1.4',
};
const V110: DocsVersion = {
  ...NEXT,
  docsVersion: '1.1.0',
  release: 'v1.1.0',
  tag: 'v1.1.0',
  cli: '1.1.0',
  helmChart: null,
};

const ids = (text: string, version = NEXT) => findVersionClaims(text, version).map((c) => c.rule.id);

/** For every rule, text with a wrong claim for Next (the phrasings found in the docs before the rule existed). */
const CAUGHT: Record<string, string[]> = {
  'image-tag': [
    'Docker Hub under `acryldata/` (for example `acryldata/datahub-gms:v1.0.0`).',
    '```shell\ndocker run --rm acryldata/datahub-upgrade:v1.2.0 -u RestoreIndices\n```',
    '```dockerfile\nFROM acryldata/datahub-actions:v1.2.0-slim\n```',
    '```shell\ndocker buildx build --tag registry.example.com/datahub-actions:v1.2.0-slim-analytics .\n```',
  ],
  'quickstart-version': [
    '```shell\ndatahub docker quickstart --version v1.2.0\n```',
    '| `datahub docker quickstart --version v1.0.0` | Run a specific release. |',
  ],
  'helm-datahub-version': [
    '```shell\nhelm upgrade datahub datahub/datahub -f values.yaml \\\n  --set global.datahub.version=v1.2.0 --timeout 30m\n```',
    'Set `global.datahub.version` to `v1.3.0` in your values file.',
  ],
  'datahub-version-variable': ['```shell\nDATAHUB_VERSION=v1.2.0 docker compose up -d\n```'],
  'helm-chart-version': ['```shell\nhelm install datahub datahub/datahub --namespace datahub --version 0.6.8\n```'],
  'cli-pin': [
    "To pin the CLI, install a matching version, for example `pip install 'acryl-datahub==1.1.0'`.",
    "```shell\npip install --upgrade 'acryl-datahub[snowflake]==1.2.0'\n```",
  ],
  'latest-release': [
    'The latest release is v1.3.0, with a redesigned lineage view.',
    'Upgrade to the newest DataHub release (`v1.2.0`) before you\nfile a bug.',
    'Run the current stable release, v1.6.0.',
  ],
  'is-the-latest': ['`v1.2.0` is the latest release of DataHub.'],
  'documents-release': ['These pages document DataHub `v1.3.0`.', 'This reference describes DataHub v1.1.0.'],
};

/** Text that must pass for Next: history, bounds, other packages, other meanings of "version" and the right claims. */
const CLEAN = [
  'Since v1.7.0, GMS defaults `SECRET_SERVICE_CALLER_GUARD_MODE` to `ENFORCE`.',
  'Servers up to DataHub 1.3.0 cannot apply patches to `editableContainerProperties`.',
  'When upgrading from v0.13, run the system update first.',
  'From a release older than v1.6.0, first upgrade to v1.6.0 (chart 1.0.3).',
  'Plugin releases before 1.2.0 need `pluggy` 1.2.0 or later.',
  'DataHub v1.7.0.1 needs chart 1.1.0 or later.',
  'Up to v1.6, DataHub shipped a ready-made classifier.',
  // A pin that the paragraph before its block introduces as an older release.
  "To keep using the old built-in classifier, run ingestion with the last CLI release that contains it:\n\n```shell\npip install 'acryl-datahub==1.6.0.5'\n```",
  // Other packages and artifacts have versions of their own.
  "```shell\npip install 'acryl-datahub-airflow-plugin==1.6.0'\n```",
  "implementation 'io.acryl:datahub-client:1.1.0'",
  'The frontend answers on `http://datahub-gms:8080` inside the network.',
  'Images are also published with the `head` tag: `acryldata/datahub-gms:head`.',
  'The dataHubUpgrade URN `urn:li:dataHubUpgrade:build-indices-v1.2.0` records a finished step.',
  'The current version 0 of an aspect is copied to version N+1.',
  'We upgrade to the latest release every month.',
  // The right claims.
  'Images carry the release tag (`acryldata/datahub-gms:v1.7.0.1`, `acryldata/datahub-actions:v1.7.0.1-slim`).',
  '```shell\ndatahub docker quickstart --version v1.7.0.1\n```',
  '```shell\nhelm install datahub datahub/datahub --version 1.1.4 --set global.datahub.version=v1.7.0.1\n```',
  "```shell\npip install 'acryl-datahub==1.7.0.9'\n```",
  'The latest release line is v1.7, and these pages document DataHub `v1.7.0.1`.',
  releaseSentence('v1.7.0.1'),
  '```yaml title="values.yaml"\nglobal:\n  datahub:\n    version: v1.7.0.1\n```',
];

describe('version-claim rule', () => {
  it('has a test claim for every rule', () => {
    expect(Object.keys(CAUGHT).sort()).toEqual(VERSION_CLAIMS.map((r) => r.id).sort());
  });

  for (const rule of VERSION_CLAIMS) {
    it(`catches ${rule.id}`, () => {
      for (const text of CAUGHT[rule.id] ?? []) expect(ids(text), text).toContain(rule.id);
    });
  }

  it('passes history, bounds, other packages and the right claims', () => {
    for (const text of CLEAN) expect(ids(text), text).toEqual([]);
  });

  it('reads global.datahub.version from a Helm values block, with its line', () => {
    const page = 'Pin the version:\n\n```yaml title="values.yaml"\nglobal:\n  datahub:\n    version: v1.0.0\n```\n';
    const [claim] = findVersionClaims(page, NEXT);
    expect(claim).toMatchObject({line: 6, found: 'v1.0.0', pinned: 'v1.7.0.1'});
    expect(claim!.rule.id).toBe('helm-values-version');
  });

  it('checks each docs version against its own pins', () => {
    const page = "```shell\npip install 'acryl-datahub==1.1.0'\ndatahub docker quickstart --version v1.1.0\n```";
    expect(ids(page, V110)).toEqual([]);
    expect(ids(page, NEXT)).toEqual(['cli-pin', 'quickstart-version']);
    // 1.1.0 records no chart version: any chart pin on its pages is unverified.
    const chart = findVersionClaims('```shell\nhelm install datahub datahub/datahub --version 0.6.8\n```', V110);
    expect(chart.map((c) => c.pinned)).toEqual([null]);
    expect(describeClaim(chart[0]!, 'version 1.1.0')).toContain('records no Helm chart version for version 1.1.0');
  });

  it('names the claim, the pinned value and the fix, on the line of the claim', () => {
    const page = 'Intro.\n\nThe newest release is\n`v1.3.0`, so use it.\n';
    const [claim] = findVersionClaims(page, NEXT);
    expect(claim!.line).toBe(3);
    const message = describeClaim(claim!, 'Next');
    expect(message).toContain('"newest release is `v1.3.0"');
    expect(message).toContain('pins release v1.7.0.1 for Next');
    expect(message).toContain('fix: write v1.7.0.1');
  });

  it('compares versions with or without the v, and a release line only where the rule allows it', () => {
    expect(matchesPin('1.1.0', 'v1.1.0')).toBe(true);
    expect(matchesPin('v1.7', 'v1.7.0.1', true)).toBe(true);
    expect(matchesPin('v1.7', 'v1.7.0.1')).toBe(false);
    expect(matchesPin('v1.7.0', 'v1.7.0.1', true)).toBe(false);
  });

  it('passes every page of the site, and reports a wrong claim in a page with file, line and fix', () => {
    expect(checkVersionClaims(root)).toEqual([]);
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'version-claims-'));
    fs.mkdirSync(path.join(dir, 'docs'));
    fs.mkdirSync(path.join(dir, 'data'));
    fs.copyFileSync(path.join(root, 'versions.json'), path.join(dir, 'versions.json'));
    fs.copyFileSync(path.join(root, 'data/versions.yaml'), path.join(dir, 'data/versions.yaml'));
    fs.writeFileSync(
      path.join(dir, 'docs/page.md'),
      '---\ntitle: Page\n---\n\nSince v1.2.0 it works.\n\n```shell\ndatahub docker quickstart --version v1.2.0\n```\n',
    );
    const problems = checkVersionClaims(dir, ['docs']);
    fs.rmSync(dir, {recursive: true, force: true});
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({file: 'docs/page.md', line: 8});
    expect(problems[0]!.message).toContain('write v1.7.0.1');
  }, 60_000);
});

describe('data/versions.yaml', () => {
  const versions = loadVersions(root);

  it('has one entry per docs version of the site, Next documenting the v1.7 line', () => {
    expect(versions.map((v) => v.docsVersion).sort()).toEqual(['1.1.0', 'current']);
    expect(versionOf(versions, 'current').release).toMatch(/^v1\.7\./);
    expect(versionOf(versions, '1.1.0')).toMatchObject({release: 'v1.1.0', cli: '1.1.0'});
  });

  it('refuses a bad entry, naming the file, the field and the fix', () => {
    const entry = {...NEXT};
    const message = (doc: unknown) => {
      try {
        checkVersions(doc, ['current', '1.1.0']);
      } catch (e) {
        return (e as Error).message;
      }
      return 'no error';
    };
    expect(message({versions: [{...entry, release: '1.7.0.1'}, V110]})).toMatch(
      /data\/versions\.yaml: field "versions\[0\]\.release".*\n {2}fix: set it to the DataHub release tag/,
    );
    expect(message({versions: [entry]})).toMatch(/field "versions".*no entry for docs version 1\.1\.0/);
    expect(message({versions: [entry, {...V110, docsVersion: '0.15.0'}]})).toMatch(/builds no docs version "0.15.0"/);
    expect(message({versions: [{...entry, tag: 'v1.7.0'}, V110]})).toMatch(
      /versions\[0\]\.tag.*fix: set tag to v1.7.0.1/s,
    );
    expect(message({versions: [{...entry, chart: '1.1.4'}, V110]})).toMatch(
      /field "versions\[0\]\.chart": unknown field "chart"/,
    );
  });

  it('maps page paths to docs versions', () => {
    expect(docsVersionOfPath('docs/quickstart.md')).toBe('current');
    expect(docsVersionOfPath('docs/graphql/objects.md')).toBe('current');
    expect(docsVersionOfPath('versioned_docs/version-1.1.0/quickstart.md')).toBe('1.1.0');
    expect(docsVersionOfPath('src/pages/index.tsx')).toBeUndefined();
  });
});

describe('release sentence of generated reference pages', () => {
  it('goes after the front matter, MDX imports and the platform logo, once', () => {
    const page = [
      '---',
      'title: "Snowflake"',
      '---',
      '',
      "import PlatformLogo from '@site/src/components/PlatformLogo';",
      '',
      '<PlatformLogo id="snowflake" />',
      '',
      'Extracts databases.',
    ].join('\n');
    const out = withReleaseLine(page, 'v1.7.0.1').split('\n');
    expect(out.slice(6)).toEqual([
      '<PlatformLogo id="snowflake" />',
      '',
      'This reference describes DataHub v1.7.0.1.',
      '',
      'Extracts databases.',
    ]);
  });

  it('states each version its own release on the generated pages', () => {
    const next = fs.readFileSync(path.join(root, 'docs/generated/metamodel/entities/dataset.md'), 'utf8');
    const frozen = path.join(root, 'versioned_docs/version-1.1.0/graphql/queries.md');
    expect(next).toContain(releaseSentence(versionOf(loadVersions(root), 'current').release));
    if (fs.existsSync(frozen)) expect(fs.readFileSync(frozen, 'utf8')).toContain(releaseSentence('v1.1.0'));
  });
});
