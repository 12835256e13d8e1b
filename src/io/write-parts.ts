import { writevSync } from 'node:fs';

/** Writes `parts` one after the other at `position` of the file (one system call for many, no copy): bytes written. */
export function writePartsSync(fd: number, parts: readonly Buffer[], position: number): number {
  let pending = parts;
  let at = position;
  while (pending.length > 0) {
    let done = writevSync(fd, pending, at);
    at += done;
    let first = 0;
    while (first < pending.length && done >= (pending[first] as Buffer).length)
      done -= (pending[first++] as Buffer).length;
    pending =
      done > 0 ? [(pending[first] as Buffer).subarray(done), ...pending.slice(first + 1)] : pending.slice(first);
  }
  return at - position;
}
