import { hash } from 'node:crypto';
import type { Stats } from 'node:fs';

/**
 * How long after a file's last change its stat is not trusted to reveal the next change. File times are taken from
 * a coarse clock (a few milliseconds on Linux, a second or two on some file systems): a file saved again within
 * the same tick, at the same size and in place, keeps its stat. A file read that recently is compared by its bytes
 * at the next reload instead (the same rule as git's "racily clean" index entries).
 */
export const RACY_WINDOW_MS = 2000;

/**
 * A file's identity as a stat gives it: inode, size, modification and change times. The change time moves with
 * every write, rename or attribute change and cannot be set back, so an unchanged identity means unchanged bytes
 * (but see isRacy). Taken before the file is read, so that a save while reading changes it.
 */
export function fileIdentity(stats: Stats): string {
  return `${stats.ino}:${stats.size}:${stats.mtimeMs}:${stats.ctimeMs}`;
}

/** Whether the file changed within RACY_WINDOW_MS of `scanStart` (Date.now() before the stat): its identity alone cannot tell a later save. */
export function isRacy(stats: Stats, scanStart: number): boolean {
  return Math.max(stats.mtimeMs, stats.ctimeMs) > scanStart - RACY_WINDOW_MS;
}

/** The SHA-256 of a file's bytes, in hex: what a racy file is compared by at the next reload (isRacy). */
export const sha256Hex = (bytes: Buffer): string => hash('sha256', bytes, 'hex');
