import { spawn } from 'node:child_process';
import { readdir, readFile } from 'node:fs/promises';
import { expect, it } from 'vitest';
import { byRole, processTree } from '../../src/bench/process-tree-rss.js';

/**
 * A node process that starts `children` (node scripts whose command line ends with their name) and waits; each child
 * starts a grandchild and waits too, the content service's child busy for its first `BUSY_MS`.
 */
function tree(children: string[]) {
  const script = `const { spawn } = require('node:child_process');
    for (const name of process.env.CHILDREN.split(' ')) {
      const busy = name.startsWith('content-service') ? ${BUSY_MS} : 0;
      const grandchild = "const end = Date.now() + " + busy + "; while (Date.now() < end); setTimeout(() => {}, 20000)";
      spawn(process.execPath, ['-e', "require('node:child_process').spawn(process.execPath, ['-e', '" + grandchild + "'], { stdio: 'ignore' }); setTimeout(() => {}, 20000)", name], { stdio: 'ignore' });
    }
    setTimeout(() => {}, 20000);`;
  // The names come through the environment: the root's command line names no role (it is the build).
  return spawn(process.execPath, ['-e', script], {
    stdio: 'ignore',
    detached: true,
    env: { ...process.env, CHILDREN: children.join(' ') },
  });
}

const BUSY_MS = 1500;

/** The resident memory (kB) of each of `pid`'s descendants. */
async function descendantsRss(pid: number): Promise<number[]> {
  const found: number[] = [];
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const status = await readFile(`/proc/${entry}/status`, 'utf8').catch(() => '');
    if (Number(/PPid:\s+(\d+)/.exec(status)?.[1]) !== pid) continue;
    found.push(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0), ...(await descendantsRss(Number(entry))));
  }
  return found;
}

const rssOf = async (pid: number): Promise<number> =>
  Number(/VmRSS:\s+(\d+)/.exec(await readFile(`/proc/${pid}/status`, 'utf8'))?.[1]);

/** Waits until `pid` has `count` descendants, each started as far as Node's own memory (a node process just spawned is smaller). */
async function started(pid: number, count: number): Promise<void> {
  for (;;) {
    const least = (await rssOf(pid)) * 0.8;
    if ((await descendantsRss(pid)).filter((rss) => rss >= least).length >= count) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

it('counts the build process apart from the content service, the bundler and other helpers, each with its own children', async () => {
  const root = tree(['content-service-process.ts', 'scripts/bundle.ts', 'esbuild']);
  const pid = root.pid as number;
  try {
    await started(pid, 6);
    const rss = byRole(processTree(pid), (process) => process.rssKb);
    const one = await rssOf(pid);
    // The root alone is the build; each service counts itself and its child (two node processes), the helper too.
    expect(rss.build).toBeGreaterThan(one * 0.5);
    expect(rss.build).toBeLessThan(one * 1.5);
    for (const role of ['contentService', 'bundler', 'other'] as const)
      expect(rss[role], role).toBeGreaterThan(rss.build * 1.2);
  } finally {
    process.kill(-pid, 'SIGKILL');
  }
});

it("credits each process's CPU time to its role", async () => {
  const root = tree(['content-service-process.ts', 'esbuild']);
  const pid = root.pid as number;
  try {
    await started(pid, 4);
    await new Promise((resolve) => setTimeout(resolve, BUSY_MS + 300));
    const cpu = byRole(processTree(pid), (process) => process.cpuSeconds);
    // The busy loop is the content service's (its grandchild); the others only started node and waited.
    expect(cpu.contentService).toBeGreaterThan((BUSY_MS / 1000) * 0.6);
    expect(cpu.build).toBeLessThan(cpu.contentService / 2);
    expect(cpu.other).toBeLessThan(cpu.contentService / 2);
  } finally {
    process.kill(-pid, 'SIGKILL');
  }
});
