import { type ParseArgsConfig, parseArgs } from 'node:util';

type ParseArgsOptions = NonNullable<ParseArgsConfig['options']>;

/**
 * One option of a command, as the command table declares it (scripts/cli/command-table.ts): what `parseArgs` needs
 * to read it, and what the help text and docs/reference/commands.md say about it.
 */
export interface CommandOption {
  readonly type: 'string' | 'boolean';
  /** A one-letter alias: `-h` for `--help`. */
  readonly short?: string;
  /** Repeatable: every occurrence is kept, in order. */
  readonly multiple?: boolean;
  /** The name of a string option's value in help and usage lines: `N`, `DIR`, `FILE`. */
  readonly value?: string;
  readonly description: string;
  /** The value the command reads when the option is absent. */
  readonly default?: string | boolean | readonly string[];
  /** The default as the help states it, when it is not a fixed value: `PORT, else 4173`. */
  readonly defaultText?: string;
}

export type CommandOptions = Readonly<Record<string, CommandOption>>;

type OptionValue<O extends CommandOption> = O['type'] extends 'boolean'
  ? O['multiple'] extends true
    ? boolean[]
    : boolean
  : O['multiple'] extends true
    ? string[]
    : string;

/** The parsed values of `options`: an option without a default may be absent. */
export type OptionValues<O extends CommandOptions> = {
  -readonly [K in keyof O]: O[K] extends { readonly default: unknown }
    ? OptionValue<O[K]>
    : OptionValue<O[K]> | undefined;
};

/** A command line that does not fit the command's options; the message names the argument. */
export class CommandLineError extends Error {
  override name = 'CommandLineError';
}

/**
 * Reads `argv` strictly against `options` (node:util parseArgs): an unknown option or an unexpected positional is
 * `Unknown argument: X`, a string option without its value (or an empty `--name=`) `Missing value for --name`, a
 * boolean given a value `--name takes no value`. Positionals are allowed only when `positionals` is set.
 * @throws CommandLineError
 */
export function parseCommandLine<const O extends CommandOptions>(
  options: O,
  argv: readonly string[],
  { positionals: allowPositionals = false }: { positionals?: boolean } = {},
): { values: OptionValues<O>; positionals: string[] } {
  const config: ParseArgsOptions = {};
  for (const [name, option] of Object.entries(options)) {
    const { type, short, multiple, default: fallback } = option;
    const value = Array.isArray(fallback) ? [...fallback] : (fallback as string | boolean | undefined);
    config[name] = {
      type,
      ...(short === undefined ? {} : { short }),
      ...(multiple ? { multiple } : {}),
      ...(value === undefined ? {} : { default: value }),
    } as ParseArgsOptions[string];
  }
  const {
    values,
    positionals,
    tokens = [],
  } = parseArgs({
    args: [...argv],
    options: config,
    strict: false,
    tokens: true,
  });
  for (const token of tokens) {
    if (token.kind === 'positional') {
      if (!allowPositionals) throw new CommandLineError(`Unknown argument: ${token.value}`);
      continue;
    }
    if (token.kind !== 'option') continue;
    const option = options[token.name];
    if (option === undefined || !Object.hasOwn(options, token.name))
      throw new CommandLineError(`Unknown argument: ${token.rawName}`);
    if (option.type === 'boolean') {
      if (token.value !== undefined) throw new CommandLineError(`${token.rawName} takes no value`);
      continue;
    }
    // A separate value that looks like an option (`--out --workers 2`) is a forgotten value, as parseArgs says.
    const missing =
      token.value === undefined || token.value === '' || (!token.inlineValue && token.value.startsWith('-'));
    if (missing) throw new CommandLineError(`Missing value for ${token.rawName}`);
  }
  // Every token passed the checks strict parsing makes, so the lenient parse's values are the strict ones.
  return { values: values as OptionValues<O>, positionals };
}
