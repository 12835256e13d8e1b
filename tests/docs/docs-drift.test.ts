import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { COMMANDS, type Command, DIRECT_SCRIPTS } from '../../scripts/cli/command-table.js';
import {
  type CommandCatalogue,
  commandFindings,
  type Finding,
  historyFindings,
  pathFindings,
  pathPattern,
  type RepositoryView,
} from './docs-scanner.js';

const root = resolve(import.meta.dirname, '../..');

/** The manual: the front page, the builds folder's page, and every page of docs/. */
function manualFiles(): string[] {
  const walk = (folder: string): string[] =>
    readdirSync(join(root, folder), { withFileTypes: true }).flatMap((entry) => {
      const path = `${folder}/${entry.name}`;
      if (entry.isDirectory()) return walk(path);
      return entry.name.endsWith('.md') ? [path] : [];
    });
  return ['README.md', 'builds/README.md', ...walk('docs')].filter((file) => existsSync(join(root, file)));
}

/**
 * The pages a command writes: the references `npm run docs:reference` derives from the command and variable tables
 * and the benchmark page `npm run bench -- --record` writes. They grow with the tables, not with prose, so the size
 * cap is on the hand-written pages only.
 */
const MACHINE_WRITTEN = ['docs/reference/commands.md', 'docs/reference/configuration.md', 'docs/benchmark.md'];

const git = (...args: string[]) => execFileSync('git', args, { cwd: root, encoding: 'utf8' });

/** The checkout's files (committed, or new and not ignored) that are still there. */
const checkoutFiles = git('ls-files', '--cached', '--others', '--exclude-standard', '-z')
  .split('\0')
  .filter((file) => file && existsSync(join(root, file)));

function commandCatalogue(scripts: Record<string, string>): CommandCatalogue {
  const accepted = (command: Command) =>
    new Set([
      ...Object.entries({
        ...command.options,
        ...(command.script ? { help: { type: 'boolean', short: 'h', description: '' } } : {}),
      }).flatMap(([name, option]) => [`--${name}`, ...('short' in option && option.short ? [`-${option.short}`] : [])]),
    ]);
  const table: Record<string, Command> = { ...COMMANDS, ...DIRECT_SCRIPTS };
  return {
    scripts: new Set(Object.keys(scripts)),
    options: (name) => (table[name] ? accepted(table[name]) : undefined),
  };
}

function repositoryView(): RepositoryView {
  const folders = new Set<string>();
  for (const file of checkoutFiles) {
    for (let end = file.indexOf('/'); end !== -1; end = file.indexOf('/', end + 1)) folders.add(file.slice(0, end));
  }
  return {
    exists: (path) => existsSync(join(root, path)),
    paths: [...checkoutFiles, ...folders],
    ignored: (path) => {
      try {
        git('check-ignore', '-q', '--no-index', path.replace(/\/$/, ''));
        return true;
      } catch {
        return false;
      }
    },
  };
}

const report = (findings: [string, Finding[]][]) =>
  findings.flatMap(([file, list]) => list.map((finding) => `${file}:${finding.line}: ${finding.message}`));

const packageScripts = (
  JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> }
).scripts;

describe('the manual agrees with the repository', () => {
  const files = manualFiles();

  it('reads the manual', () => {
    expect(files).toContain('README.md');
    expect(files.length).toBeGreaterThan(5);
  });

  it('names only package.json scripts, each with options its command accepts', () => {
    const catalogue = commandCatalogue(packageScripts);
    const findings = files.map((file): [string, Finding[]] => [
      file,
      commandFindings(readFileSync(join(root, file), 'utf8'), catalogue),
    ]);
    expect(report(findings)).toEqual([]);
  });

  it('names only paths that exist, and links only to files that exist', () => {
    const repository = repositoryView();
    const findings = files.map((file): [string, Finding[]] => [
      file,
      pathFindings(file, readFileSync(join(root, file), 'utf8'), repository),
    ]);
    expect(report(findings)).toEqual([]);
  });

  it('stays short: README.md at most 12,000 bytes, the hand-written docs/ at most 105,000 bytes in all', () => {
    const size = (file: string) => statSync(join(root, file)).size;
    expect(size('README.md')).toBeLessThanOrEqual(12_000);
    const handWritten = files.filter((file) => file.startsWith('docs/') && !MACHINE_WRITTEN.includes(file));
    expect(handWritten.length).toBeGreaterThan(30);
    expect(Object.fromEntries(handWritten.map((file) => [file, size(file)])), 'docs/**/*.md in all').toSatisfy(
      (sizes: Record<string, number>) => Object.values(sizes).reduce((sum, bytes) => sum + bytes, 0) <= 105_000,
    );
  });
});

/** The text of the repository that the history rule covers: docs, source, tests, scripts, workflows. */
const HISTORY_SCANNED = /\.(?:md|ts|tsx|js|mjs|cjs|css|ya?ml|sh|html|graphql)$/;

describe('the repository names no session nor issue of its own', () => {
  it('in any Markdown, source, test, script or workflow file', () => {
    const scanned = checkoutFiles.filter(
      (file) => HISTORY_SCANNED.test(file) && !file.startsWith('content/') && !file.endsWith('-lock.json'),
    );
    expect(scanned.length).toBeGreaterThan(300);
    const findings = scanned.map((file): [string, Finding[]] => [
      file,
      historyFindings(readFileSync(join(root, file), 'utf8')),
    ]);
    expect(report(findings)).toEqual([]);
  });
});

describe('the scanner finds what it looks for (planted text)', () => {
  const catalogue = commandCatalogue({ build: '', 'build:merge': '', bench: '', lint: '' });

  it('a script package.json lacks, in code, in a code block and in prose', () => {
    const text = ['Run `npm run biuld`.', '', '```sh', 'npm run deploy -- --out x', '```', 'Then npm run ship.'];
    expect(commandFindings(text.join('\n'), catalogue).map((finding) => finding.line)).toEqual([1, 4, 6]);
  });

  it('an option its command does not accept, and one written before `--`', () => {
    const text = [
      '`npm run build -- --out /tmp/x --workers 2 --shard 1/2 --render-all -h`',
      '`npm run build -- --colour`',
      '```',
      'npm run bench -- --pages 2000 --record && npm run build:merge -- --out dist a b \\',
      '  --bogus',
      '```',
      '`npm run bench [-- --pages N] [--heap]`',
      '`npm run bench --pages 2000`',
      '`npm run build --silent -- --out x`',
      '`npx tsx scripts/bench-partial.ts --edits 50 --sed 3`',
    ];
    expect(commandFindings(text.join('\n'), catalogue)).toEqual([
      { line: 2, message: 'npm run build -- --colour: not an option of build' },
      { line: 7, message: 'npm run bench -- --heap: not an option of bench' },
      { line: 8, message: 'npm run bench --pages: an option before `--` goes to npm, not to the script' },
      { line: 10, message: 'scripts/bench-partial.ts --sed: not an option of the script' },
      { line: 4, message: 'npm run build:merge -- --bogus: not an option of build:merge' },
    ]);
  });

  const repository: RepositoryView = {
    exists: (path) =>
      ['src', 'src/a.ts', 'docs', 'docs/guides', 'docs/guides/x.md', 'docs/y.md', 'package.json'].includes(path),
    paths: ['src', 'src/a.ts', 'pages', 'pages/home', 'pages/home/+Page.tsx', 'docs/guides/x.md'],
    ignored: (path) => path.startsWith('builds/'),
  };

  it('a path that does not exist, and a relative link that leads nowhere', () => {
    const text = [
      '`src/a.ts` and `src/gone.ts`, `src/a.ts:12`, `npx tsx scripts/missing.ts`',
      '`pages/<page>/+Page.tsx`, `pages/{route}/+Gone.tsx`, `src/*.ts`, `builds/logs/{id}.log`, `package.json`',
      '[guide](guides/x.md#top), [other](guides/none.md), [up](../docs/y.md), [web](https://example.com/a)',
      'Create `pages/new-page/+Page.tsx`; see `tsconfig.json`.',
      '',
      '`pages/publications/+data.server.ts`',
      '',
      '```ts',
      'export {};',
      '```',
      '<!-- new-files: content-queries/offices.graphql pages/offices/ -->',
      '`content-queries/offices.graphql` and `pages/offices/+Page.tsx`',
      '',
      '[guide]: guides/x.md',
      '[gone]: ./gone.md',
    ];
    expect(pathFindings('docs/index.md', text.join('\n'), repository)).toEqual([
      { line: 1, message: '`src/gone.ts`: no such file or folder' },
      { line: 1, message: '`scripts/missing.ts`: no such file or folder' },
      { line: 2, message: '`pages/{route}/+Gone.tsx`: no such file or folder' },
      { line: 4, message: '`tsconfig.json`: no such file or folder' },
      { line: 3, message: 'link to guides/none.md: no such file' },
      { line: 15, message: 'link to ./gone.md: no such file' },
    ]);
  });

  it('reads placeholders as any name', () => {
    expect(pathPattern('pages/<page>/+Page.tsx')?.test('pages/home/+Page.tsx')).toBe(true);
    expect(pathPattern('content/records/{model}/…')?.test('content/records/office/office-1.json')).toBe(true);
    expect(pathPattern('content/records/{model}/')?.test('content/records/office')).toBe(true);
    expect(pathPattern('src/a.ts')).toBeUndefined();
  });

  it("a session or one of the project's issues, but not another project's issue URL nor a colour", () => {
    const session = ['ses', 'sion'].join('');
    const text = [
      `measured in ${session} 23`,
      `${session}s 21-22`,
      `fixes ${'iss'}ue 27`,
      `see ${'iss'}ues 2 and 6`,
      `finding 5 of ${'iss'}ue 23`,
      `as in ${'#'}23`,
      'https://github.com/vikejs/vike/issues/1234 and color: #999 and &#38; and a preview session',
    ];
    expect(historyFindings(text.join('\n')).map((finding) => finding.line)).toEqual([1, 2, 3, 4, 5, 6]);
  });
});
