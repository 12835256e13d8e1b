import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { writePartsSync } from '../../../src/io/write-parts.js';

let folder: string | undefined;

afterEach(() => {
  if (folder) rmSync(folder, { recursive: true, force: true });
  folder = undefined;
});

describe('writing parts of a file at once', () => {
  it('writes every part in order at the position, more parts than one system call takes', () => {
    folder = mkdtempSync(join(tmpdir(), 'write-parts-'));
    const path = join(folder, 'file');
    const fd = openSync(path, 'w+');
    const parts = Array.from({ length: 3000 }, (_, index) => Buffer.from(`${index},`));
    const written = writePartsSync(fd, [Buffer.from('head:')], 0) + writePartsSync(fd, parts, 5);
    closeSync(fd);
    const expected = `head:${parts.join('')}`;
    expect(written).toBe(Buffer.byteLength(expected));
    expect(readFileSync(path, 'utf8')).toBe(expected);
  });
});
