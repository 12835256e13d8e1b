import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { availableParallelism, cpus, release, totalmem, type } from 'node:os';
import { join } from 'node:path';
import { type BenchMachine, benchmarkPage } from './benchmark-page.js';

/** The machine the bench ran on: CPU model, cores, memory, operating system (its release name on Linux), Node.js. */
export function benchMachine(): BenchMachine {
  const osRelease = (() => {
    try {
      return /^PRETTY_NAME="?([^"\n]*)"?$/m.exec(readFileSync('/etc/os-release', 'utf8'))?.[1];
    } catch {
      return undefined;
    }
  })();
  return {
    cpu: cpus()[0]?.model.trim() ?? 'unknown',
    cores: availableParallelism(),
    memoryGB: Number((totalmem() / 1024 ** 3).toFixed(1)),
    os: `${osRelease ? `${osRelease}, ` : ''}${type()} ${release()}`,
    node: process.version,
  };
}

const git = (root: string, args: string[]) => execFileSync('git', args, { cwd: root, encoding: 'utf8' }).trim();

/** Writes docs/benchmark.md (replacing it) with the figures of this run; returns its path. */
export async function recordBenchmark(
  root: string,
  figures: Record<string, unknown>,
  command: string,
): Promise<string> {
  const path = join(root, 'docs/benchmark.md');
  await writeFile(
    path,
    benchmarkPage({
      machine: benchMachine(),
      date: typeof figures.date === 'string' ? figures.date : new Date().toISOString(),
      commit: git(root, ['rev-parse', 'HEAD']),
      clean: git(root, ['status', '--porcelain', '--untracked-files=no']) === '',
      command,
      figures,
    }),
  );
  return path;
}
