import { readdir, readFile } from 'node:fs/promises';

/**
 * What a process of the build's tree is: `build` the build's own process (its main thread and render threads), the
 * content service and the bundler (child processes, with their own helpers), `other` any other helper of the build
 * (esbuild's service for tsx, the remover of an old output).
 */
export const PROCESS_ROLES = ['build', 'contentService', 'bundler', 'other'] as const;
export type ProcessRole = (typeof PROCESS_ROLES)[number];

/** The role a command line names, if any: a process that names none has its parent's (the root: `build`). */
export function processRole(commandLine: string): ProcessRole | undefined {
  if (commandLine.includes('content-service-process')) return 'contentService';
  if (commandLine.includes('scripts/bundle.ts')) return 'bundler';
  return undefined;
}

/** Resident memory (KB) of a process and all its descendants, by role, read from /proc (Linux). */
export async function processTreeRss(pid: number): Promise<Record<ProcessRole, number>> {
  const children = new Map<number, number[]>();
  const processes = new Map<number, { rss: number; role: ProcessRole | undefined }>();
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
  const total = Object.fromEntries(PROCESS_ROLES.map((role) => [role, 0])) as Record<ProcessRole, number>;
  const queue: { pid: number; inherited: ProcessRole }[] = [{ pid, inherited: 'build' }];
  for (let current = queue.pop(); current !== undefined; current = queue.pop()) {
    const process = processes.get(current.pid);
    const role = process?.role ?? current.inherited;
    if (process) total[role] += process.rss;
    // The build's helpers that are not a service of their own are `other`; a service's helpers are the service's.
    const childRole: ProcessRole = role === 'build' ? 'other' : role;
    queue.push(...(children.get(current.pid) ?? []).map((child) => ({ pid: child, inherited: childRole })));
  }
  return total;
}
