import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';
import {fileDigestKept, readTextKept, stampOf} from '../../scripts/lib/fileStamp';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'file-stamp-'));
afterAll(() => fs.rmSync(dir, {recursive: true, force: true}));

describe('files read again only when changed', () => {
  it('sees every write, even one of the same size with the modification time put back', () => {
    const file = path.join(dir, 'a.yaml');
    fs.writeFileSync(file, 'id: a\n');
    expect(readTextKept(file)).toBe('id: a\n');
    const digest = fileDigestKept(file);
    expect(fileDigestKept(file)).toBe(digest);
    const {mtime} = fs.statSync(file);
    fs.writeFileSync(file, 'id: b\n');
    fs.utimesSync(file, mtime, mtime);
    expect(readTextKept(file)).toBe('id: b\n');
    expect(fileDigestKept(file)).not.toBe(digest);
    fs.rmSync(file);
    expect(stampOf(file)).toBeUndefined();
    expect(() => readTextKept(file)).toThrow(/ENOENT/);
  });
});
