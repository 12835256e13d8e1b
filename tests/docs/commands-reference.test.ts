import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { COMMANDS, type Command, DIRECT_SCRIPTS } from '../../scripts/cli/command-table.js';
import { renderCommandsReference } from '../../scripts/cli/commands-reference.js';
import { commandHelp } from '../../scripts/cli/parse-command.js';
import { parseCommandLine } from '../../src/config/command-line.js';

const root = resolve(import.meta.dirname, '../..');
const packageScripts = (
  JSON.parse(readFileSync(resolve(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> }
).scripts;
const table = COMMANDS as Record<string, Command>;
const direct = DIRECT_SCRIPTS as Record<string, Command>;

describe('the command table', () => {
  it('has a row for every package.json script, and no row for a script package.json lacks', () => {
    expect(Object.keys(packageScripts).filter((name) => !(name in table))).toEqual([]);
    expect(Object.keys(table).filter((name) => !(name in packageScripts))).toEqual([]);
  });

  it("names the file each script runs, and that file reads its arguments from the script's row", () => {
    const rows = [
      ...Object.entries(table).map(([name, command]) => ({ name, command, runs: packageScripts[name] ?? '' })),
      ...Object.entries(direct).map(([name, command]) => ({ name, command, runs: name })),
    ];
    const problems = rows.flatMap(({ name, command, runs }) => {
      if (!command.script) return [];
      const source = readFileSync(resolve(root, command.script), 'utf8');
      return [
        ...(runs.includes(command.script) ? [] : [`${name}: package.json does not run ${command.script}`]),
        ...(source.includes(`parseCommand('${name}')`)
          ? []
          : [`${command.script} does not call parseCommand('${name}')`]),
      ];
    });
    expect(problems).toEqual([]);
  });

  it('covers every script of scripts/ that a person runs', () => {
    const listed = new Set(
      [...Object.values(table), ...Object.values(direct)].flatMap((command) =>
        command.script ? [command.script] : [],
      ),
    );
    const entryPoints = readdirSync(resolve(root, 'scripts'))
      .filter((file) => file.endsWith('.ts'))
      .map((file) => `scripts/${file}`);
    expect(entryPoints.filter((file) => !listed.has(file))).toEqual([]);
  });

  it('gives every command a summary and a usage line naming it, and every option a description', () => {
    const problems = Object.entries({ ...table, ...direct }).flatMap(([name, command]) => [
      ...(command.summary.trim() ? [] : [`${name}: no summary`]),
      ...(command.usage.includes(name.startsWith('scripts/') ? name : `npm run ${name}`) ? [] : [`${name}: usage`]),
      ...Object.entries(command.options).flatMap(([option, spec]) =>
        spec.description.trim() && (spec.type === 'boolean' || spec.value) ? [] : [`${name} --${option}`],
      ),
    ]);
    expect(problems).toEqual([]);
  });

  it("prints a command's help from its row", () => {
    const help = commandHelp(COMMANDS['content:serve']);
    expect(help).toMatch(/^Usage: npm run content:serve -- \[options\]\n/);
    expect(help).toMatch(/\n {2}--port <n>\s+port \(default: PORT, else 4000; 0: any free port\)\n/);
    expect(help).toMatch(/\n {2}-h, --help\s+show this help\n/);
    expect(commandHelp(COMMANDS['build:merge'])).toMatch(/Arguments:\n {2}<shard-dir>\s+the shares' folders\n/);
  });
});

describe('reading a command line from the table', () => {
  const options = {
    out: { type: 'string', value: 'DIR', description: 'out', default: 'dist' },
    page: { type: 'string', value: 'TYPE', description: 'page', multiple: true },
    all: { type: 'boolean', description: 'all', default: false },
    help: { type: 'boolean', short: 'h', description: 'help' },
  } as const;

  it('reads values, defaults, repeated options, short aliases and positionals', () => {
    expect(
      parseCommandLine(options, ['--out=x', '--page', 'a', '--page', 'b', '--all', '-h', 'p'], { positionals: true }),
    ).toEqual({ values: { out: 'x', page: ['a', 'b'], all: true, help: true }, positionals: ['p'] });
    expect(parseCommandLine(options, []).values).toEqual({ out: 'dist', all: false });
  });

  it.each([
    [['--verbose'], 'Unknown argument: --verbose'],
    [['stray'], 'Unknown argument: stray'],
    [['--out'], 'Missing value for --out'],
    [['--out='], 'Missing value for --out'],
    [['--out', '--all'], 'Missing value for --out'],
    [['--all=yes'], '--all takes no value'],
  ])('rejects %j: %s', (argv, message) => {
    expect(() => parseCommandLine(options, argv)).toThrow(message);
  });
});

describe('docs/reference/commands.md', () => {
  it('is what `npm run docs:reference` writes from the command table', () => {
    const page = readFileSync(resolve(root, 'docs/reference/commands.md'), 'utf8');
    expect(page, 'run `npm run docs:reference`').toBe(renderCommandsReference());
  });
});
