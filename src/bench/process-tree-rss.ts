import { readdirSync, readFileSync } from 'node:fs';

/**
 * What a process of the build's tree is: `build` the build's own process (its main thread and render threads), the
 * content service and the bundler (child processes, with their own helpers), `other` any other helper of the build
 * (esbuild's service for tsx, the remover of an old output).
 */
export const PROCESS_ROLES = ['build', 'contentService', 'bundler', 'other'] as const;
export type ProcessRole = (typeof PROCESS_ROLES)[number];

/** One process of the tree as /proc shows it now. */
export interface TreeProcess {
  pid: number;
  role: ProcessRole;
  /** Resident memory, KB. */
  rssKb: number;
  /** CPU time used so far, user and system, all its threads. */
  cpuSeconds: number;
}

/** Clock ticks a second in /proc/{pid}/stat: 100 on every Linux architecture Node runs on (USER_HZ). */
const TICKS_PER_SECOND = 100;
/** The page size /proc/{pid}/stat counts resident memory in, KB (4 KB on x86-64 and on most arm64 kernels). */
const PAGE_KB = 4;

/** The role a command line names, if any: a process that names none has its parent's (the root: `build`). */
export function processRole(commandLine: string): ProcessRole | undefined {
  if (commandLine.includes('content-service-process')) return 'contentService';
  if (commandLine.includes('scripts/bundle.ts')) return 'bundler';
  return undefined;
}

/** What /proc/{pid}/stat says of a process: its parent, resident memory and CPU time (fields 4, 24, 14 and 15). */
function parseStat(stat: string): { parent: number; rssKb: number; cpuSeconds: number } {
  // Fields are counted after the command's closing parenthesis (the command may hold spaces), from field 3.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const field = (number: number) => Number(fields[number - 3] ?? 0);
  return { parent: field(4), rssKb: field(24) * PAGE_KB, cpuSeconds: (field(14) + field(15)) / TICKS_PER_SECOND };
}

/** The entries of /proc (none where there is no /proc). */
function procEntries(): string[] {
  try {
    return readdirSync('/proc');
  } catch {
    return [];
  }
}

/** A file of /proc, or '' when it is gone (the process ended) or unreadable. */
function procText(path: string): string {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return '';
  }
}

/**
 * A process and all its descendants, each with its role, read from /proc (Linux): one read of each process's `stat`,
 * and the command line of the tree's processes only (the bench samples this every 100 ms while it measures). The
 * reads are synchronous: a /proc file is made on the read, a few microseconds each; read through fs/promises (an
 * open, a stat, a read and a close on the thread pool each), a sample of ~65 processes cost ~20 ms of CPU, a fifth of
 * a core taken from the build being measured.
 */
export function processTree(pid: number): TreeProcess[] {
  const children = new Map<number, number[]>();
  const found = new Map<number, { rssKb: number; cpuSeconds: number }>();
  for (const entry of procEntries()) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = procText(`/proc/${entry}/stat`);
    if (!stat) continue;
    const { parent, rssKb, cpuSeconds } = parseStat(stat);
    found.set(Number(entry), { rssKb, cpuSeconds });
    children.set(parent, [...(children.get(parent) ?? []), Number(entry)]);
  }
  const tree: TreeProcess[] = [];
  const queue: { pid: number; inherited: ProcessRole }[] = [{ pid, inherited: 'build' }];
  for (let current = queue.pop(); current !== undefined; current = queue.pop()) {
    const process = found.get(current.pid);
    const commandLine = process ? procText(`/proc/${current.pid}/cmdline`) : '';
    const role = processRole(commandLine.replaceAll('\0', ' ')) ?? current.inherited;
    if (process) tree.push({ pid: current.pid, role, ...process });
    // The build's helpers that are not a service of their own are `other`; a service's helpers are the service's.
    const childRole: ProcessRole = role === 'build' ? 'other' : role;
    queue.push(...(children.get(current.pid) ?? []).map((child) => ({ pid: child, inherited: childRole })));
  }
  return tree;
}

/** A figure of the tree's processes summed by role (resident memory, CPU time). */
export function byRole(
  tree: readonly TreeProcess[],
  figure: (process: TreeProcess) => number,
): Record<ProcessRole, number> {
  const total = Object.fromEntries(PROCESS_ROLES.map((role) => [role, 0])) as Record<ProcessRole, number>;
  for (const process of tree) total[process.role] += figure(process);
  return total;
}
