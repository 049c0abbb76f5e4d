import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {describe, expect, it} from 'vitest';
import {compareVersions} from '../../data/schemas/releaseNote';
import {applyInserts} from '../../scripts/generate/inserts';
import {buildReleasesOutput, loadReleases, renderReleaseList} from '../../scripts/generate/releases';
import {DataError} from '../../scripts/generate/types';

const root = fileURLToPath(new URL('../..', import.meta.url));

function withRelease(name: string, text: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'releases-'));
  fs.mkdirSync(path.join(dir, 'data/releases'), {recursive: true});
  fs.writeFileSync(path.join(dir, 'data/releases', name), text);
  return dir;
}

const valid = [
  'version: v1.7.0',
  'date: 2026-08-04',
  'summary: A minor release.',
  'highlights:',
  '  - One.',
  '  - Two.',
];

describe('data/releases', () => {
  const releases = loadReleases(root);

  it('covers v1.0.0 through v1.7.0.1, newest version first', () => {
    const versions = releases.map((r) => r.version);
    for (const v of ['v1.0.0', 'v1.1.0', 'v1.2.0', 'v1.3.0', 'v1.4.0', 'v1.5.0', 'v1.6.0', 'v1.7.0', 'v1.7.0.1']) {
      expect(versions).toContain(v);
    }
    for (let i = 1; i < releases.length; i++) {
      expect(compareVersions(releases[i - 1]!.version, releases[i]!.version)).toBeGreaterThan(0);
    }
  });

  it('renders a table and one section per release, linking the GitHub release', () => {
    const md = renderReleaseList(releases);
    expect(md).toContain('| [v1.7.0.1](#v1701) | 3 September 2026 |');
    expect(md).toContain('### v1.0.0 {#v100}');
    expect(md).toContain('https://github.com/datahub-project/datahub/releases/tag/v1.7.0.1');
    expect(md.indexOf('### v1.7.0.1')).toBeLessThan(md.indexOf('### v1.7.0 '));
  });

  it('fills the marker of docs/releases.md', () => {
    const docs = [
      {path: 'releases.md', content: '---\ntitle: T\n---\n\nBefore\n\n<!-- generated:releases -->\n\nAfter\n'},
    ];
    applyInserts(docs, buildReleasesOutput(releases).inserts!);
    expect(docs[0]!.content).not.toContain('<!-- generated:');
    expect(docs[0]!.content).toContain('### v1.7.0.1');
    expect(() =>
      applyInserts([{path: 'releases.md', content: 'no marker\n'}], buildReleasesOutput(releases).inserts!),
    ).toThrow(/docs\/releases\.md: missing the line "<!-- generated:releases -->"/);
    expect(() => applyInserts([{path: 'a.md', content: '<!-- generated:other -->\n'}], [])).toThrow(/has no generator/);
  });
});

describe('release file validation', () => {
  it('accepts a valid file without a date', () => {
    const dir = withRelease('v1.7.0.yaml', valid.filter((l) => !l.startsWith('date')).join('\n'));
    expect(loadReleases(dir)[0]!.date).toBeUndefined();
  });

  it('names the file and the field of an invalid entry, with the fix', () => {
    const cases: [string, string, RegExp][] = [
      ['v1.7.0.yaml', valid.map((l) => (l.startsWith('date') ? 'date: 2026-02-30' : l)).join('\n'), /field "date"/],
      ['v1.7.0.yaml', valid.slice(0, 4).join('\n') + '\n  - Only one.', /field "highlights".*at least 2/],
      ['v1.7.0.yaml', [...valid, 'tag: x'].join('\n'), /field "\(file\)"|tag/],
      ['v1.7.1.yaml', valid.join('\n'), /field "version".*does not match the file name/],
    ];
    for (const [name, text, field] of cases) {
      let error: unknown;
      try {
        loadReleases(withRelease(name, text));
      } catch (e) {
        error = e;
      }
      expect(error).toBeInstanceOf(DataError);
      const message = (error as DataError).message;
      expect(message).toContain(`data/releases/${name}`);
      expect(message).toMatch(field);
      expect(message).toContain('fix:');
    }
  });

  it('reads a file again after its edit, and refuses it when it became invalid', () => {
    const dir = withRelease('v1.7.0.yaml', valid.join('\n'));
    const file = path.join(dir, 'data/releases/v1.7.0.yaml');
    expect(loadReleases(dir)[0]!.summary).toBe('A minor release.');
    // Each load hands out its own copy.
    loadReleases(dir)[0]!.summary = 'Changed by a caller';
    expect(loadReleases(dir)[0]!.summary).toBe('A minor release.');
    fs.writeFileSync(file, valid.join('\n').replace('A minor release.', 'An edited release.'));
    expect(loadReleases(dir)[0]!.summary).toBe('An edited release.');
    fs.writeFileSync(file, valid.join('\n').replace('date: 2026-08-04', 'date: 2026-02-30'));
    expect(() => loadReleases(dir)).toThrow(/data\/releases\/v1\.7\.0\.yaml[\s\S]*date/);
  });
});
