import { readdir, readFile } from 'node:fs/promises';

/** Resident memory (KB) of a process and all its descendants, read from /proc (Linux). */
export async function processTreeRss(pid: number): Promise<number> {
  const children = new Map<number, number[]>();
  const rss = new Map<number, number>();
  for (const entry of await readdir('/proc').catch(() => [])) {
    if (!/^\d+$/.test(entry)) continue;
    const status = await readFile(`/proc/${entry}/status`, 'utf8').catch(() => '');
    const parent = Number(/PPid:\s+(\d+)/.exec(status)?.[1]);
    rss.set(Number(entry), Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0));
    children.set(parent, [...(children.get(parent) ?? []), Number(entry)]);
  }
  let total = 0;
  const queue = [pid];
  while (queue.length > 0) {
    const current = queue.pop() as number;
    total += rss.get(current) ?? 0;
    queue.push(...(children.get(current) ?? []));
  }
  return total;
}
