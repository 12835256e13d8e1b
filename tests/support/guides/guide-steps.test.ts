import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyFileStep, type GuideStep, guideSteps, runCommand, walkGuides } from './guide-steps.js';

/** The reader of the guides' steps, on planted Markdown: each way a guide step can break must fail the walk. */

const fence = '```';
const guide = [
  '# A guide',
  `${fence}ts`,
  'an illustration, not a step',
  fence,
  `${fence}ts file=src/new.ts`,
  'export const a = 1;',
  fence,
  `${fence}ts file=src/old.ts after="const b = 2;"`,
  'const c = 3;',
  fence,
  `${fence}ts file=src/old.ts before="];"`,
  '  4,',
  fence,
  `${fence}sh run`,
  '# a comment',
  'npm run typecheck',
  '',
  'npm run build',
  fence,
].join('\n');

let folder = '';

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'guide-steps-'));
});

afterAll(async () => {
  if (folder) await rm(folder, { recursive: true, force: true });
});

describe('guideSteps', () => {
  it('reads the blocks marked file= and run, in order, and leaves the others', () => {
    expect(guideSteps(guide)).toEqual([
      { kind: 'file', path: 'src/new.ts', text: 'export const a = 1;\n' },
      { kind: 'file', path: 'src/old.ts', text: 'const c = 3;\n', where: { position: 'after', line: 'const b = 2;' } },
      { kind: 'file', path: 'src/old.ts', text: '  4,\n', where: { position: 'before', line: '];' } },
      { kind: 'commands', commands: ['npm run typecheck', 'npm run build'] },
    ]);
  });

  it('refuses a marked block it cannot carry out', () => {
    expect(() => guideSteps(`${fence}ts file=a.ts where="x"\n${fence}`)).toThrow(/Unknown attribute where/);
    expect(() => guideSteps(`${fence}ts before="x"\n${fence}`)).toThrow(/needs file=PATH or run/);
    expect(() => guideSteps(`${fence}ts file=a.ts before="x" after="y"\n${fence}`)).toThrow(/Both before= and after=/);
    expect(() => guideSteps(`${fence}sh run\n\n${fence}`)).toThrow(/An empty run block/);
  });
});

describe('applyFileStep', () => {
  const step = (where?: { position: 'before' | 'after'; line: string }): Extract<GuideStep, { kind: 'file' }> => ({
    kind: 'file',
    path: 'src/old.ts',
    text: 'const c = 3;\n',
    ...(where ? { where } : {}),
  });

  it('inserts after or before the one line that reads the anchor, spaces around it ignored', async () => {
    const file = join(folder, 'src/old.ts');
    await applyFileStep(folder, { kind: 'file', path: 'src/old.ts', text: 'const b = 2;\n];\n' });
    await applyFileStep(folder, step({ position: 'after', line: '  const b = 2;' }));
    await applyFileStep(folder, { ...step({ position: 'before', line: '];' }), text: '  4,\n' });
    expect(await readFile(file, 'utf8')).toBe('const b = 2;\nconst c = 3;\n  4,\n];\n');
  });

  it('fails when the anchor is missing or found twice, or when a new file exists', async () => {
    await expect(applyFileStep(folder, step({ position: 'after', line: 'const z = 0;' }))).rejects.toThrow(
      /found 0 times/,
    );
    await writeFile(join(folder, 'src/twice.ts'), 'x\nx\n');
    await expect(
      applyFileStep(folder, { ...step({ position: 'before', line: 'x' }), path: 'src/twice.ts' }),
    ).rejects.toThrow(/found 2 times/);
    await expect(applyFileStep(folder, step())).rejects.toThrow(/exists already/);
  });
});

describe('runCommand', () => {
  it('fails naming the command and showing its output when it exits with an error', async () => {
    expect(await runCommand(folder, 'echo ok', process.env)).toBe('ok\n');
    await expect(runCommand(folder, 'echo broken >&2; exit 3', process.env)).rejects.toThrow(
      /`echo broken >&2; exit 3` failed:[\s\S]*broken/,
    );
  });
});

describe('walkGuides', () => {
  const step = (info: string, ...lines: string[]) => [`${fence}${info}`, ...lines, fence].join('\n');

  it("writes every guide's files, then runs each distinct command once, in the guides' order", async () => {
    const project = await mkdtemp(join(folder, 'project-'));
    const first = join(folder, 'first.md');
    const second = join(folder, 'second.md');
    await writeFile(
      first,
      [step('ts file=a.txt', 'a'), step('sh run', 'cat *.txt >> ran.log', 'echo first >> ran.log')].join('\n'),
    );
    await writeFile(
      second,
      [step('ts file=b.txt', 'b'), step('sh run', 'cat *.txt >> ran.log', 'echo second >> ran.log')].join('\n'),
    );

    const steps = await walkGuides([first, second], project, process.env);

    expect(steps.map((guideSteps) => guideSteps.length)).toEqual([2, 2]);
    expect(await readFile(join(project, 'ran.log'), 'utf8')).toBe('a\nb\nfirst\nsecond\n');
  });

  it("refuses a guide that writes a file after a command, and names each guide's files when a command fails", async () => {
    const late = join(folder, 'late.md');
    await writeFile(late, [step('sh run', 'true'), step('ts file=c.txt', 'c')].join('\n'));
    await expect(walkGuides([late], await mkdtemp(join(folder, 'project-')), process.env)).rejects.toThrow(
      /late\.md writes a file after a command/,
    );
    const failing = join(folder, 'failing.md');
    await writeFile(failing, [step('ts file=d.txt', 'd'), step('sh run', 'exit 2')].join('\n'));
    await expect(walkGuides([failing], await mkdtemp(join(folder, 'project-')), process.env)).rejects.toThrow(
      /`exit 2` failed[\s\S]*failing\.md: d\.txt/,
    );
  });
});
