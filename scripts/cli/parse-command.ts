import {
  CommandLineError,
  type CommandOption,
  type CommandOptions,
  type OptionValues,
  parseCommandLine,
} from '../../src/config/command-line.js';
import { COMMANDS, type Command, type CommandName, DIRECT_SCRIPTS, type DirectScript } from './command-table.js';
import { reportUncaughtFailures } from './report-failure.js';

/** `--out <dir>`, `-h, --help`: an option as help and the reference show it. */
export function optionLabel(name: string, option: CommandOption): string {
  const long = `--${name}${option.type === 'string' ? ` <${(option.value ?? 'value').toLowerCase()}>` : ''}`;
  return option.short ? `-${option.short}, ${long}` : long;
}

/** The default an option's help states, if any: its `defaultText`, else a fixed value other than false. */
export function optionDefault(option: CommandOption): string | undefined {
  if (option.defaultText !== undefined) return option.defaultText;
  if (option.default === undefined || option.default === false) return undefined;
  return Array.isArray(option.default) ? option.default.join(', ') : String(option.default);
}

/** The `--help` option every script answers; not part of its row of the table. */
export const HELP_OPTION: CommandOption = { type: 'boolean', short: 'h', description: 'show this help' };

/** What `--help` prints: usage, summary, arguments, options (with `-h, --help`), details. */
export function commandHelp(command: Command): string {
  const rows: [string, string][] = [
    ...(command.positionals ?? []).map((positional): [string, string] => [positional.name, positional.description]),
    ...Object.entries({ ...command.options, help: HELP_OPTION }).map(([name, option]): [string, string] => {
      const fallback = optionDefault(option);
      const repeat = option.multiple ? ' (repeatable)' : '';
      return [optionLabel(name, option), `${option.description}${repeat}${fallback ? ` (default: ${fallback})` : ''}`];
    }),
  ];
  const width = Math.max(...rows.map(([label]) => label.length)) + 2;
  const lines = rows.map(([label, text]) => `  ${label.padEnd(width)}${text}`);
  const positionalCount = command.positionals?.length ?? 0;
  return [
    `Usage: ${command.usage}`,
    '',
    command.summary,
    '',
    ...(positionalCount ? ['Arguments:', ...lines.slice(0, positionalCount), ''] : []),
    'Options:',
    ...lines.slice(positionalCount),
    ...(command.details ? ['', command.details] : []),
  ].join('\n');
}

type Parsed<C extends Command> = { values: OptionValues<C['options']>; positionals: string[] };

/**
 * Reads a command's arguments (default: this process's) from its row of the command table. `--help` or `-h` prints
 * the command's help and exits with 0; arguments that do not fit print the problem and the usage line to stderr and
 * exit with 1 (both before the command printed anything: the pipe takes these few lines whole, so `process.exit`
 * cuts nothing). From here on, an error no code caught is reported without secrets (report-failure.ts).
 */
export function parseCommand<N extends CommandName | DirectScript>(
  name: N,
  argv: readonly string[] = process.argv.slice(2),
): Parsed<N extends CommandName ? (typeof COMMANDS)[N] : (typeof DIRECT_SCRIPTS)[N & DirectScript]> {
  reportUncaughtFailures(name);
  const command: Command = name in COMMANDS ? COMMANDS[name as CommandName] : DIRECT_SCRIPTS[name as DirectScript];
  const options = { ...command.options, help: HELP_OPTION };
  const end = argv.indexOf('--');
  if ((end === -1 ? argv : argv.slice(0, end)).some((arg) => arg === '--help' || arg === '-h')) {
    console.log(commandHelp(command));
    process.exit(0);
  }
  try {
    const { values, positionals } = parseCommandLine(options as CommandOptions, argv, {
      positionals: command.positionals !== undefined,
    });
    const declared = command.positionals ?? [];
    const extra = declared.some((positional) => positional.multiple) ? undefined : positionals[declared.length];
    if (extra !== undefined) throw new CommandLineError(`Unknown argument: ${extra}`);
    delete values.help;
    return { values, positionals } as never;
  } catch (error) {
    if (!(error instanceof CommandLineError)) throw error;
    console.error(`${name}: ${error.message}\nUsage: ${command.usage}\n(--help lists the options)`);
    process.exit(1);
  }
}
