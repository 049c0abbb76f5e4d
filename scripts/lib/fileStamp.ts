/**
 * Reading a file again only when it changed, in a long-lived process (the dev server's generator reads every data
 * file several times per pass). A file's stamp (size, inode, modification and change time in nanoseconds) changes
 * with every write to it, so a file whose stamp is unchanged holds what was read before.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';

/** What tells a file's content changed without reading it; undefined for a missing file. */
export function stampOf(file: string): string | undefined {
  const stat = fs.statSync(file, {bigint: true, throwIfNoEntry: false});
  return stat && `${stat.size}:${stat.ino}:${stat.mtimeNs}:${stat.ctimeNs}`;
}

/**
 * `compute(file)`, kept by the file's stamp (taken before reading, so that a write during the read is seen by the
 * next call).
 */
function keptBy<T>(kept: Map<string, {stamp: string; value: T}>, file: string, compute: (file: string) => T): T {
  const stamp = stampOf(file);
  const known = kept.get(file);
  if (stamp !== undefined && known?.stamp === stamp) return known.value;
  const value = compute(file);
  if (stamp !== undefined) kept.set(file, {stamp, value});
  return value;
}

const texts = new Map<string, {stamp: string; value: string}>();
const digests = new Map<string, {stamp: string; value: string}>();

/** A file's text (UTF-8), read again only when its stamp changed. */
export function readTextKept(file: string): string {
  return keptBy(texts, file, (f) => fs.readFileSync(f, 'utf8'));
}

/** The SHA-256 of a file's bytes, computed again only when its stamp changed. */
export function fileDigestKept(file: string): string {
  return keptBy(digests, file, (f) => crypto.createHash('sha256').update(fs.readFileSync(f)).digest('hex'));
}
