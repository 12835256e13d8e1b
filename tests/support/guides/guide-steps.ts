import { execFile } from 'node:child_process';
import { access, cp, mkdir, mkdtemp, readFile, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { promisify } from 'node:util';

/**
 * The steps of a guide of docs/guides/, read from its Markdown, so that a test can carry them out in a copy of the
 * project as a reader would. A guide marks the code blocks that are steps with their fence's info string:
 *
 * - ```` ```ts file=PATH ```` : write the new file PATH (from the project's root) with the block's text;
 * - ```` ```ts file=PATH after="LINE" ```` (or `before="LINE"`): insert the block's lines after (before) the one line
 *   of PATH that reads LINE, leading and trailing spaces ignored;
 * - ```` ```sh run ```` : run each line of the block, in order, from the project's root (empty lines and `#` comments
 *   are skipped).
 *
 * Every other code block is an illustration. Steps are carried out in the order the guide gives them; a step that
 * cannot be carried out (an anchor line missing or found twice, a new file that exists, a command that fails) throws.
 */

export type GuideStep =
  | { kind: 'file'; path: string; text: string; where?: { position: 'before' | 'after'; line: string } }
  | { kind: 'commands'; commands: string[] };

const FENCE = /^(`{3,}|~{3,})(.*)$/;
const ATTRIBUTE = /([a-z-]+)(?:=(?:"([^"]*)"|(\S+)))?/g;

/** The steps of a guide's Markdown, in order. */
export function guideSteps(markdown: string): GuideStep[] {
  const steps: GuideStep[] = [];
  const lines = markdown.split('\n');
  for (let at = 0; at < lines.length; at++) {
    const open = FENCE.exec(lines[at] ?? '');
    if (!open) continue;
    const [, fence = '', info = ''] = open;
    const body: string[] = [];
    for (at++; at < lines.length && !(lines[at] ?? '').startsWith(fence); at++) body.push(lines[at] ?? '');
    const step = stepOf(info.trim(), body);
    if (step) steps.push(step);
  }
  return steps;
}

function stepOf(info: string, body: string[]): GuideStep | null {
  const language = /^\S*/.exec(info)?.[0] ?? '';
  const attributes = new Map<string, string | true>();
  for (const match of info.slice(language.length).matchAll(ATTRIBUTE))
    attributes.set(match[1] ?? '', match[2] ?? match[3] ?? true);
  if (attributes.size === 0) return null;
  if (attributes.get('run') === true) {
    if (attributes.size > 1) throw new Error(`A run block takes no other attribute: \`\`\`${info}`);
    const commands = body.map((line) => line.trim()).filter((line) => line !== '' && !line.startsWith('#'));
    if (commands.length === 0) throw new Error(`An empty run block: \`\`\`${info}`);
    return { kind: 'commands', commands };
  }
  const path = attributes.get('file');
  if (typeof path !== 'string') throw new Error(`A step block needs file=PATH or run: \`\`\`${info}`);
  const unknown = [...attributes.keys()].filter((name) => !['file', 'before', 'after'].includes(name));
  if (unknown.length > 0) throw new Error(`Unknown attribute ${unknown.join(', ')} in \`\`\`${info}`);
  const text = `${body.join('\n')}\n`;
  const before = attributes.get('before');
  const after = attributes.get('after');
  if (before !== undefined && after !== undefined) throw new Error(`Both before= and after= in \`\`\`${info}`);
  const line = before ?? after;
  if (line === undefined) return { kind: 'file', path, text };
  if (typeof line !== 'string') throw new Error(`before= and after= take a line: \`\`\`${info}`);
  return { kind: 'file', path, text, where: { position: before === undefined ? 'after' : 'before', line } };
}

/** Writes or inserts a file step's block into the project at `root`. */
export async function applyFileStep(root: string, step: Extract<GuideStep, { kind: 'file' }>): Promise<void> {
  const file = join(root, step.path);
  if (!step.where) {
    const exists = await access(file).then(
      () => true,
      () => false,
    );
    if (exists) throw new Error(`The guide creates ${step.path}, which exists already`);
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, step.text);
    return;
  }
  const { position, line } = step.where;
  const lines = (await readFile(file, 'utf8')).split('\n');
  const found = lines.flatMap((text, index) => (text.trim() === line.trim() ? [index] : []));
  if (found.length !== 1) {
    throw new Error(`The guide writes ${position} the line "${line}" of ${step.path}, found ${found.length} times`);
  }
  const index = (found[0] ?? 0) + (position === 'after' ? 1 : 0);
  lines.splice(index, 0, ...step.text.replace(/\n$/, '').split('\n'));
  await writeFile(file, lines.join('\n'));
}

const run = promisify(execFile);

/** Runs one command of a guide in the project at `root`, through the shell as a reader types it. */
export async function runCommand(root: string, command: string, env: NodeJS.ProcessEnv): Promise<string> {
  try {
    const { stdout } = await run('sh', ['-c', command], { cwd: root, env, maxBuffer: 64 * 1024 * 1024 });
    return stdout;
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    throw new Error(`The guide's command \`${command}\` failed:\n${stdout.slice(-4000)}\n${stderr.slice(-4000)}`);
  }
}

/**
 * Carries out the repository's guides `guides` (docs/guides/….md) in the one project at `root`, as a reader following
 * them one after the other would, but running each distinct command once: every guide's file steps first (guide after
 * guide, each in its order), then every guide's commands in the same order, a command that already ran (over every
 * guide's files) not run again. That is the same as each guide carried out alone on top of the others because a guide
 * here writes all its files before its first command (a guide that does not is refused). Returns each guide's steps,
 * for the test to check that a guide still has the ones it expects; a failed command names the files each guide wrote.
 */
export async function walkGuides(guides: string[], root: string, env: NodeJS.ProcessEnv): Promise<GuideStep[][]> {
  const stepsOf = await Promise.all(
    guides.map(async (guide) => guideSteps(await readFile(resolve(repositoryRoot, guide), 'utf8'))),
  );
  for (const [index, steps] of stepsOf.entries()) {
    const firstCommand = steps.findIndex((step) => step.kind === 'commands');
    if (firstCommand >= 0 && steps.slice(firstCommand).some((step) => step.kind === 'file')) {
      throw new Error(`${guides[index]} writes a file after a command: it cannot share a copy with other guides`);
    }
  }
  const files = stepsOf.map((steps) => steps.flatMap((step) => (step.kind === 'file' ? [step] : [])));
  for (const step of files.flat()) await applyFileStep(root, step);
  const ran = new Set<string>();
  for (const [index, steps] of stepsOf.entries()) {
    for (const command of steps.flatMap((step) => (step.kind === 'commands' ? step.commands : []))) {
      if (ran.has(command)) continue;
      ran.add(command);
      await runCommand(root, command, env).catch((error: Error) => {
        const written = guides.map(
          (guide, at) => `${guide}: ${[...new Set(files[at]?.map((step) => step.path))].join(', ')}`,
        );
        throw new Error(
          `${error.message}\n(run for ${guides[index]}; the files each guide wrote: ${written.join('; ')})`,
        );
      });
    }
  }
  return stepsOf;
}

/** The repository's root. */
export const repositoryRoot = resolve(import.meta.dirname, '../../..');

/**
 * A copy of the project in a new temporary folder: `copied` entries are copied (the guide edits them), `linked` ones
 * (node_modules, caches) are symbolic links to the repository's.
 */
export async function projectCopy(name: string, copied: string[], linked: string[]): Promise<string> {
  const folder = await mkdtemp(join(tmpdir(), `${name}-`));
  await Promise.all(copied.map((entry) => cp(join(repositoryRoot, entry), join(folder, entry), { recursive: true })));
  for (const entry of linked) {
    await mkdir(dirname(join(folder, entry)), { recursive: true });
    await symlink(join(repositoryRoot, entry), join(folder, entry));
  }
  return folder;
}
