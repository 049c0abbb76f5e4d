import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {describe, expect, it} from 'vitest';
import {compareVersions, idForVersion, releaseNoteSchema} from '../../data/schemas/releaseNote';
import {buildReleaseNotesOutput, loadReleaseNotes} from '../../scripts/generate/releaseNotes';
import {DataError} from '../../scripts/generate/types';

const root = fileURLToPath(new URL('../..', import.meta.url));

function withNote(name: string, text: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'release-notes-'));
  fs.mkdirSync(path.join(dir, 'data/release-notes'), {recursive: true});
  fs.writeFileSync(path.join(dir, 'data/release-notes', name), text);
  return dir;
}

describe('data/release-notes', () => {
  const notes = loadReleaseNotes(root);

  it('every release note validates and covers v0.1.69 to v0.3.13', () => {
    expect(notes.length).toBeGreaterThanOrEqual(30);
    const versions = notes.map((n) => n.version);
    expect(versions).toContain('v0.1.69');
    expect(versions).toContain('v0.3.13');
    for (const n of notes) expect(releaseNoteSchema.safeParse(n).success).toBe(true);
  });

  it('is sorted newest first, with release dates never going backwards in time', () => {
    for (let i = 1; i < notes.length; i++) {
      expect(compareVersions(notes[i - 1]!.version, notes[i]!.version)).toBeGreaterThan(0);
    }
    const dated = notes.filter((n) => n.releaseDate);
    for (let i = 1; i < dated.length; i++) expect(dated[i - 1]!.releaseDate! >= dated[i]!.releaseDate!).toBe(true);
  });

  it('generates one page per release, an index and a newest-first sidebar', () => {
    const out = buildReleaseNotesOutput([...notes].reverse());
    expect(out.docs).toHaveLength(notes.length + 1);
    const index = out.docs.find((d) => d.path === 'managed-datahub/release-notes/index.md')!;
    expect(index.content.indexOf('[v0.3.13]')).toBeLessThan(index.content.indexOf('[v0.3.12]'));
    const sidebar = out.sidebar as Array<{label: string; items: string[]}>;
    expect(sidebar[0]!.label).toBe('Release notes');
    expect(sidebar[0]!.items[0]).toBe('managed-datahub/release-notes/v_0_3_13');
    const page = out.docs.find((d) => d.path === 'managed-datahub/release-notes/v_0_3_13.md')!;
    expect(page.content).toContain('custom_edit_url: "');
    expect(page.content).toContain('data/release-notes/v_0_3_13.yaml');
    expect(page.content).toContain("pip install --upgrade 'acryl-datahub==1.2.0.6'");
    expect(JSON.stringify(buildReleaseNotesOutput(notes))).toBe(JSON.stringify(out));
  });
});

describe('release note validation', () => {
  it('orders versions numerically and derives ids', () => {
    expect(compareVersions('v0.3.10', 'v0.3.9')).toBeGreaterThan(0);
    expect(idForVersion('v0.3.13')).toBe('v_0_3_13');
  });

  it('rejects bad dates, mismatched ids and unknown fields with the file and field', () => {
    const bad = withNote(
      'v_0_3_1.yaml',
      'id: v_0_3_1\nversion: v0.3.2\nreleaseDate: 2024-02-30\nsummary: x\nsections: [{title: A, items: [b]}]\nhighlights: []\n',
    );
    let error: unknown;
    try {
      loadReleaseNotes(bad);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(DataError);
    const message = (error as Error).message;
    expect(message).toContain('data/release-notes/v_0_3_1.yaml');
    expect(message).toContain('releaseDate');
    expect(message).toContain('highlights');
  });

  it('rejects an id that differs from the file name', () => {
    const bad = withNote(
      'v_0_3_4.yaml',
      'id: v_0_3_1\nversion: v0.3.1\nsummary: x\nsections: [{title: A, items: [b]}]\n',
    );
    expect(() => loadReleaseNotes(bad)).toThrow(/does not match the file name/);
  });
});
