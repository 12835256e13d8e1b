import { spawn } from 'node:child_process';
import { readdir, readFile } from 'node:fs/promises';
import { expect, it } from 'vitest';
import { processTreeRss } from '../../src/bench/process-tree-rss.js';

/** A node process that starts `children` (node scripts whose command line ends with their name) and waits. */
function tree(children: string[]) {
  const script = `const { spawn } = require('node:child_process');
    for (const name of process.env.CHILDREN.split(' ')) spawn(process.execPath, ['-e', "require('node:child_process').spawn(process.execPath, ['-e', 'setTimeout(() => {}, 20000)'], { stdio: 'ignore' }); setTimeout(() => {}, 20000)", name], { stdio: 'ignore' });
    setTimeout(() => {}, 20000);`;
  // The names come through the environment: the root's command line names no role (it is the build).
  return spawn(process.execPath, ['-e', script], { stdio: 'ignore', detached: true, env: { ...process.env, CHILDREN: children.join(' ') } });
}

async function descendants(pid: number): Promise<number> {
  let count = 0;
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const status = await readFile(`/proc/${entry}/status`, 'utf8').catch(() => '');
    if (Number(/PPid:\s+(\d+)/.exec(status)?.[1]) === pid) count += 1 + (await descendants(Number(entry)));
  }
  return count;
}

it('counts the build process apart from the content service, the bundler and other helpers, each with its own children', async () => {
  const root = tree(['content-service-process.ts', 'scripts/bundle.ts', 'esbuild']);
  const pid = root.pid as number;
  try {
    while ((await descendants(pid)) < 6) await new Promise((resolve) => setTimeout(resolve, 50));
    const rss = await processTreeRss(pid);
    const one = Number(/VmRSS:\s+(\d+)/.exec(await readFile(`/proc/${pid}/status`, 'utf8'))?.[1]);
    // The root alone is the build; each service counts itself and its child (two node processes), the helper too.
    expect(rss.build).toBeGreaterThan(one * 0.5);
    expect(rss.build).toBeLessThan(one * 1.5);
    for (const role of ['contentService', 'bundler', 'other'] as const) expect(rss[role], role).toBeGreaterThan(rss.build * 1.2);
  } finally {
    process.kill(-pid, 'SIGKILL');
  }
});
