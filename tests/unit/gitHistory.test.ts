import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';
import {hasFullHistory} from '../../config/gitHistory';

const temp = fs.mkdtempSync(path.join(os.tmpdir(), 'git-history-'));
const git = (cwd: string, ...args: string[]) =>
  execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@example.com', ...args], {cwd, stdio: 'ignore'});
afterAll(() => fs.rmSync(temp, {recursive: true, force: true}));

describe('last-update dates need the full git history', () => {
  it('is true for a full clone, false for a shallow one or no repository', () => {
    const full = path.join(temp, 'full');
    fs.mkdirSync(full);
    git(full, 'init', '-q');
    for (const n of [1, 2]) {
      fs.writeFileSync(path.join(full, 'page.md'), `# Page ${n}\n`);
      git(full, 'add', '-A');
      git(full, 'commit', '-qm', `edit ${n}`);
    }
    git(temp, 'clone', '-q', '--depth', '1', `file://${full}`, 'shallow');
    fs.mkdirSync(path.join(temp, 'none'));
    expect(hasFullHistory(full)).toBe(true);
    expect(hasFullHistory(path.join(temp, 'shallow'))).toBe(false);
    expect(hasFullHistory(path.join(temp, 'none'))).toBe(false);
  });
});
