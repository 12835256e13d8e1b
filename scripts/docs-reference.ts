/**
 * `npm run docs:reference`: writes the generated reference pages, docs/reference/commands.md from the command table
 * (scripts/cli/command-table.ts) and docs/reference/configuration.md from the variables' table
 * (src/config/variables.ts). tests/docs/ and tests/config/ fail when a committed page differs from what this writes.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { renderConfigurationReference } from '../src/config/configuration-reference.js';
import { renderCommandsReference } from './cli/commands-reference.js';
import { parseCommand } from './cli/parse-command.js';

parseCommand('docs:reference');
const root = resolve(import.meta.dirname, '..');
const pages: [string, string][] = [
  ['docs/reference/commands.md', renderCommandsReference()],
  ['docs/reference/configuration.md', renderConfigurationReference()],
];
for (const [path, text] of pages) {
  const target = resolve(root, path);
  if ((await readFile(target, 'utf8').catch(() => null)) === text) continue;
  await mkdir(dirname(target), { recursive: true });
  await writeFile(target, text);
  console.log(`Wrote ${path}`);
}
