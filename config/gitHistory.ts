/**
 * Whether the checkout has the full git history. A shallow clone (CI and some hosts fetch one commit) would give
 * every page the date of that commit as its "last updated" date, which is wrong, so the docs show no date then.
 */
import {execFileSync} from 'node:child_process';

export function hasFullHistory(siteDir: string): boolean {
  try {
    return (
      execFileSync('git', ['-C', siteDir, 'rev-parse', '--is-shallow-repository'], {encoding: 'utf8'}).trim() ===
      'false'
    );
  } catch {
    return false;
  }
}
