import { readdir, readFile } from 'node:fs/promises';

/** What a process of the build's tree does, from its command line. */
export type ProcessRole = 'build' | 'contentService' | 'bundler';

export function processRole(commandLine: string): ProcessRole {
  if (commandLine.includes('content-service-process')) return 'contentService';
  if (commandLine.includes('scripts/bundle.ts')) return 'bundler';
  return 'build';
}

/** Resident memory (KB) of a process and all its descendants, by role, read from /proc (Linux). */
export async function processTreeRss(pid: number): Promise<Record<ProcessRole, number>> {
  const children = new Map<number, number[]>();
  const processes = new Map<number, { rss: number; role: ProcessRole }>();
  for (const entry of await readdir('/proc').catch(() => [])) {
    if (!/^\d+$/.test(entry)) continue;
    const status = await readFile(`/proc/${entry}/status`, 'utf8').catch(() => '');
    const commandLine = await readFile(`/proc/${entry}/cmdline`, 'utf8').catch(() => '');
    const parent = Number(/PPid:\s+(\d+)/.exec(status)?.[1]);
    processes.set(Number(entry), {
      rss: Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0),
      role: processRole(commandLine.replaceAll('\0', ' ')),
    });
    children.set(parent, [...(children.get(parent) ?? []), Number(entry)]);
  }
  const total: Record<ProcessRole, number> = { build: 0, contentService: 0, bundler: 0 };
  const queue = [pid];
  while (queue.length > 0) {
    const current = queue.pop() as number;
    const process = processes.get(current);
    if (process) total[process.role] += process.rss;
    queue.push(...(children.get(current) ?? []));
  }
  return total;
}
