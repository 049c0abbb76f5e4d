import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {describe, expect, it} from 'vitest';
import {compareVersions} from '../../data/schemas/releaseNote';
import {applyInserts} from '../../scripts/generate/inserts';
import {loadReleases} from '../../scripts/generate/releases';
import {DataError} from '../../scripts/generate/types';
import {
  UPGRADE_DIFF_MARKER,
  UPGRADE_MARKER,
  UPGRADE_PAGE,
  buildUpgradeGuideOutput,
  checkUpgradeCoverage,
  loadUpgradeReleases,
  renderUpgradeGuide,
  upgradeRange,
} from '../../scripts/generate/upgradeGuide';
import {headingIds} from '../../scripts/lib/markdown';

const root = fileURLToPath(new URL('../..', import.meta.url));

const valid = [
  'release: v1.7.0',
  'summary: A minor release.',
  'breaking:',
  '  - title: Something breaks',
  '    area: deployment',
  '    details: The thing that used to work stops working; set the new option before you upgrade.',
];

function withUpgrade(name: string, text: string, connectors: string[] = []): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'upgrade-'));
  fs.mkdirSync(path.join(dir, 'data/upgrade'), {recursive: true});
  fs.mkdirSync(path.join(dir, 'data/connectors'), {recursive: true});
  for (const c of connectors) fs.writeFileSync(path.join(dir, 'data/connectors', `${c}.yaml`), `id: ${c}\n`);
  fs.writeFileSync(path.join(dir, 'data/upgrade', name), text);
  return dir;
}

function errorOf(fn: () => unknown): DataError {
  try {
    fn();
  } catch (e) {
    expect(e).toBeInstanceOf(DataError);
    return e as DataError;
  }
  throw new Error('expected a DataError');
}

describe('data/upgrade', () => {
  const range = upgradeRange(root);
  const upgrades = loadUpgradeReleases(root);

  it('covers every release after the frozen version up to Next', () => {
    expect(range).toEqual({from: 'v1.1.0', to: 'v1.7.0.1'});
    const have = new Set(upgrades.map((u) => u.release));
    for (const v of ['v1.2.0', 'v1.3.0', 'v1.4.0', 'v1.5.0', 'v1.5.0.7', 'v1.6.0', 'v1.6.0.1', 'v1.6.0.2', 'v1.7.0']) {
      expect(have, v).toContain(v);
    }
    expect(have).toContain(range.to);
    // Every release of the release list in the range, published no later than Next's release, has a file.
    const releases = loadReleases(root);
    const nextDate = releases.find((r) => r.version === range.to)?.date;
    for (const r of releases) {
      const inRange = compareVersions(r.version, range.from) > 0 && compareVersions(r.version, range.to) <= 0;
      if (inRange && !(r.date && nextDate && r.date > nextDate)) expect(have, r.version).toContain(r.version);
    }
    expect(() => checkUpgradeCoverage(upgrades, releases, range)).not.toThrow();
  });

  it('names the missing file when a release in the range has none', () => {
    const without = upgrades.filter((u) => u.release !== 'v1.4.0');
    const error = errorOf(() => checkUpgradeCoverage(without, loadReleases(root), range));
    expect(error.message).toContain('data/upgrade/v1.4.0.yaml');
    expect(error.message).toContain('fix:');
  });

  it('lists breaking changes before deprecations, actions and notable changes', () => {
    const md = renderUpgradeGuide(upgrades, range);
    const at = (s: string) => md.indexOf(s);
    expect(at('## Changes from 1.1.0 to v1.7.0.1')).toBe(0);
    expect(at(`<!-- generated:${UPGRADE_DIFF_MARKER} -->`)).toBeLessThan(at('### Breaking changes'));
    expect(at('### Breaking changes')).toBeLessThan(at('### Deprecations'));
    expect(at('### Deprecations')).toBeLessThan(at('### Required upgrade actions'));
    expect(at('### Required upgrade actions')).toBeLessThan(at('### Notable changes'));
    expect(at('### Notable changes')).toBeLessThan(at('## Upgrade notes by release'));
    // The first item under "Breaking changes" is a breaking change, with its release linked.
    const firstItem = md
      .slice(at('### Breaking changes'))
      .split('\n')
      .find((l) => l.startsWith('- '))!;
    expect(firstItem).toMatch(/^- \*\*.+\*\* \(\[v1\.\d+\.\d+(\.\d+)?\]\(#v1-\d+-\d+(-\d+)?\)/);
  });

  it('gives every release a heading id other pages can link to', () => {
    const ids = headingIds(renderUpgradeGuide(upgrades, range));
    for (const u of upgrades) expect(ids).toContain(u.release.replace(/\./g, '-'));
    expect(ids).toContain('v1-5-0');
    expect(ids).toContain('changes-from-1-1-0');
    expect(ids).toContain('breaking-auth');
  });

  it('replaces the markers of the upgrade page, the diff slot with nothing', () => {
    const docs = [
      {
        path: UPGRADE_PAGE,
        content: `---\ntitle: T\n---\n\nTEXT_BEFORE\n\n<!-- generated:${UPGRADE_MARKER} -->\n\nTEXT_AFTER\n`,
      },
    ];
    applyInserts(docs, buildUpgradeGuideOutput(root).inserts!);
    const content = docs[0]!.content;
    expect(content).not.toContain('<!-- generated:');
    expect(content).toContain('## Changes from 1.1.0 to v1.7.0.1');
    expect(content).toContain('### v1.7.0.1 {#v1-7-0-1}');
    expect(content.indexOf('TEXT_BEFORE')).toBeLessThan(content.indexOf('## Changes from'));
    expect(content.indexOf('### v1.2.0')).toBeLessThan(content.indexOf('TEXT_AFTER'));
  });

  it('refuses two inserts for one marker', () => {
    const inserts = buildUpgradeGuideOutput(root).inserts!;
    const twice = [...inserts, {page: UPGRADE_PAGE, marker: UPGRADE_DIFF_MARKER, content: 'diff'}];
    expect(() =>
      applyInserts([{path: UPGRADE_PAGE, content: `<!-- generated:${UPGRADE_MARKER} -->\n`}], twice),
    ).toThrow(/two generators fill "<!-- generated:upgrade-diff -->"/);
  });
});

describe('upgrade file validation', () => {
  it('accepts a valid file and fills empty lists', () => {
    const [r] = loadUpgradeReleases(withUpgrade('v1.7.0.yaml', valid.join('\n')));
    expect(r!.deprecations).toEqual([]);
    expect(r!.breaking[0]!.area).toBe('deployment');
  });

  it('names the file, the field and the fix of an invalid file', () => {
    const cases: [string, string, RegExp, string[]?][] = [
      ['v1.7.0.yaml', valid.join('\n').replace('area: deployment', 'area: kubernetes'), /field "breaking\[0\]\.area"/],
      ['v1.7.0.yaml', valid.slice(0, 5).join('\n'), /field "breaking\[0\]\.details"/],
      [
        'v1.7.0.yaml',
        [...valid, '    connector: nosuch'].join('\n'),
        /field "breaking\[0\]\.connector".*no connector/s,
      ],
      ['v1.7.0.yaml', [...valid, '    alsoIn: [v1.8.0]'].join('\n'), /field "breaking\[0\]\.alsoIn"/],
      ['v1.7.0.yaml', [...valid, 'date: 2026-02-30'].join('\n'), /field "date"/],
      ['v1.7.0.yaml', [...valid, 'tag: x'].join('\n'), /field "tag": unknown field "tag"/],
      ['v1.7.0.yaml', valid.slice(0, 2).join('\n'), /at least one item/],
      ['v1.7.1.yaml', valid.join('\n'), /field "release".*does not match the file name/],
    ];
    for (const [name, text, expected] of cases) {
      const error = errorOf(() => loadUpgradeReleases(withUpgrade(name, text)));
      expect(error.message).toContain(`data/upgrade/${name}`);
      expect(error.message).toMatch(expected);
      expect(error.message).toContain('fix:');
    }
  });

  it('accepts a known connector', () => {
    const dir = withUpgrade('v1.7.0.yaml', [...valid, '    connector: snowflake'].join('\n'), ['snowflake']);
    expect(loadUpgradeReleases(dir)[0]!.breaking[0]!.connector).toBe('snowflake');
  });
});
