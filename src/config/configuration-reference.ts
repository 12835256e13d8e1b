/**
 * The Markdown of docs/reference/configuration.md, generated from the table of variables (variables.ts) by
 * `npm run docs:reference`; a test checks that the committed page is what this renders.
 */
import { type ConfigVariable, configVariables, variableGroups } from './variables.js';

/** A table cell: its pipes escaped, on one line. */
function cell(text: string): string {
  return text.replace(/\|/g, '\\|').replace(/\s*\n\s*/g, ' ');
}

export function renderConfigurationReference(): string {
  const variables: ConfigVariable[] = Object.values(configVariables);
  const lines = [
    '# Configuration',
    '',
    '<!-- Generated from src/config/variables.ts by `npm run docs:reference`: edit the table there, not this page. -->',
    '',
    'The site, its builds and its servers read their configuration from environment variables, once, at start.',
    '',
    '- Every variable is optional: unset or empty means the embedded default, so a fresh clone runs offline.',
    '- A variable that is set but invalid stops the command at once, with a message naming the variable and what it',
    '  expects.',
    '- A secret (marked below) is never echoed in an error message.',
  ];
  for (const group of variableGroups) {
    lines.push('', `## ${group}`, '', '| Variable | Default | Meaning |', '| --- | --- | --- |');
    for (const variable of variables.filter((v) => v.group === group)) {
      const name = `\`${variable.name}\`${variable.secret ? ' (secret)' : ''}`;
      lines.push(`| ${name} | ${cell(variable.defaultText)} | ${cell(variable.meaning)} |`);
    }
  }
  lines.push(
    '',
    'This page is generated from the table of variables in `src/config/variables.ts` by `npm run docs:reference`.',
  );
  return `${lines.join('\n')}\n`;
}
