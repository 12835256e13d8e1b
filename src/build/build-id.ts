import { randomBytes } from 'node:crypto';

/** A unique, sortable build id: UTC time to the second plus 4 random bytes, e.g. `20261121T101500Z-3f9a1c2b`. */
export function generateBuildId(now = new Date()): string {
  const stamp = now.toISOString().replace(/[-:]/g, '').replace(/\.\d+Z$/, 'Z');
  return `${stamp}-${randomBytes(4).toString('hex')}`;
}
