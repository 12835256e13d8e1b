import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../..');
/** The project's source: what runs in a server, a command or the browser (the tests' own stand-ins aside). */
const SOURCE_FOLDERS = ['src', 'renderer', 'pages', 'scripts'];
/** The kit: the one place that writes a status line and headers (src/http/respond.ts). */
const KIT = 'src/http/';

function sourceFiles(folder: string): string[] {
  return readdirSync(join(root, folder), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => relative(root, join(entry.parentPath, entry.name)));
}

describe('every answer is written by the HTTP kit', () => {
  it('no source file outside src/http writes a status line or headers by hand', () => {
    const files = SOURCE_FOLDERS.flatMap(sourceFiles).filter((file) => !file.startsWith(KIT));
    expect(files.length).toBeGreaterThan(100);
    const byHand = files.flatMap((file) =>
      readFileSync(join(root, file), 'utf8')
        .split('\n')
        .flatMap((line, index) =>
          /\bwriteHead\(|\bstatusCode\s*=[^=]/.test(line) ? [`${file}:${index + 1}: ${line.trim()}`] : [],
        ),
    );
    expect(byHand).toEqual([]);
  });
});
