import type { CommandOption } from '../../src/config/command-line.js';
import { type Command, COMMANDS, DIRECT_SCRIPTS } from './command-table.js';
import { optionDefault, optionLabel } from './parse-command.js';

const cell = (text: string) => text.replaceAll('|', '\\|').replaceAll('\n', ' ');

/** Text with `code` kept as is: option values such as `sequence=429|5xx|ok` go in a code span. */
const code = (text: string) => `\`${text.replaceAll('|', '\\|')}\``;

function optionRow(name: string, option: CommandOption): string {
  const fallback = optionDefault(option);
  const description = `${option.description}${option.multiple ? ' (repeatable)' : ''}`;
  return `| ${code(optionLabel(name, option))} | ${cell(description)} | ${fallback ? cell(fallback) : ''} |`;
}

function commandSection(heading: string, command: Command, level = '##'): string[] {
  const options = Object.entries(command.options);
  return [
    `${level} ${heading}`,
    '',
    command.summary,
    '',
    '```',
    command.usage,
    '```',
    '',
    ...(command.positionals ?? []).map(
      (positional) =>
        `- \`${positional.name}\`: ${positional.description}${positional.required ? '' : ' (optional)'}${positional.multiple ? ', one or more' : ''}.`,
    ),
    ...(command.positionals?.length ? [''] : []),
    ...(options.length
      ? [
          '| Option | What it does | Default |',
          '| --- | --- | --- |',
          ...options.map(([name, option]) => optionRow(name, option)),
          '',
        ]
      : []),
    ...(command.details ? [command.details.replaceAll('\n', ' '), ''] : []),
  ];
}

/** docs/reference/commands.md: every command of the table, its summary, usage, arguments and options. */
export function renderCommandsReference(): string {
  const commands = Object.entries(COMMANDS as Record<string, Command>);
  const direct = Object.entries(DIRECT_SCRIPTS as Record<string, Command>);
  return [
    '# Commands',
    '',
    '<!-- Written by `npm run docs:reference` from scripts/cli/command-table.ts: edit the table, not this file. -->',
    '',
    'Every command is an npm script, `npm run <name>`, its options after `--`:',
    '`npm run build -- --out /tmp/site --workers 2`. Each script also takes `-h` or `--help`, which prints its usage',
    'and options. The environment variables the commands read are in [configuration.md](configuration.md).',
    '',
    ...commands.flatMap(([name, command]) => commandSection(`npm run ${name}`, command)),
    '## Scripts run directly',
    '',
    'Not npm scripts: run with `npx tsx`.',
    '',
    ...direct.flatMap(([file, command]) => commandSection(file, command, '###')),
  ]
    .join('\n')
    .replace(/\n+$/, '\n');
}
