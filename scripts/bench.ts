/**
 * `npm run bench [-- --scale N]`: generates a scaled content set, runs the real build on it in a child process, and
 * prints one JSON object: pages, seconds, pagesPerSecond, peakRssMB (the build's process tree, sampled every
 * 100 ms from /proc), median HTML and payload size. Defaults to --scale 200.
 */
import { spawn } from 'node:child_process';
import { readdir, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';

const root = resolve(import.meta.dirname, '..');
const { values } = parseArgs({ options: { scale: { type: 'string', default: '200' } } });
const scale = Number(values.scale);
if (!Number.isInteger(scale) || scale < 1) throw new Error(`--scale must be a positive integer, got ${values.scale}`);

function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<{ seconds: number; peakRssMB: number }> {
  return new Promise((done, fail) => {
    const started = performance.now();
    const child = spawn(command, args, { cwd: root, env, stdio: ['ignore', 'ignore', 'inherit'] });
    let peak = 0;
    const sample = setInterval(() => void treeRss(child.pid ?? 0).then((rss) => (peak = Math.max(peak, rss))), 100);
    child.on('error', fail);
    child.on('exit', (code) => {
      clearInterval(sample);
      if (code !== 0) fail(new Error(`${command} ${args.join(' ')} exited with ${code}`));
      else done({ seconds: (performance.now() - started) / 1000, peakRssMB: Math.round(peak / 1024) });
    });
  });
}

/** Resident memory (KB) of a process and all its descendants, from /proc. */
async function treeRss(pid: number): Promise<number> {
  const children = new Map<number, number[]>();
  const rss = new Map<number, number>();
  for (const entry of await readdir('/proc').catch(() => [])) {
    if (!/^\d+$/.test(entry)) continue;
    const status = await readFile(`/proc/${entry}/status`, 'utf8').catch(() => '');
    const parent = Number(/PPid:\s+(\d+)/.exec(status)?.[1]);
    const memory = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
    rss.set(Number(entry), memory);
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

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

async function main(): Promise<void> {
  const contentDir = join(tmpdir(), `bench-content-${scale}`);
  const outDir = '.cache/bench-dist';
  await rm(contentDir, { recursive: true, force: true });
  await run('npx', ['tsx', 'scripts/content-generate.ts', '--scale', String(scale), '--out', contentDir], process.env);
  const build = await run('npx', ['tsx', 'scripts/build.ts', '--out', outDir], {
    ...process.env,
    CONTENT_DIR: contentDir,
    BUILD_ID: `bench-${scale}`,
  });
  const files = await readdir(join(root, outDir), { recursive: true, withFileTypes: true });
  const sizes = async (name: string) =>
    Promise.all(files.filter((file) => file.isFile() && file.name === name).map(async (file) => (await stat(join(file.parentPath, file.name))).size));
  const html = await sizes('index.html');
  const payloads = await sizes('payload.json');
  console.log(
    JSON.stringify({
      scale,
      pages: html.length,
      seconds: Number(build.seconds.toFixed(2)),
      pagesPerSecond: Math.round(html.length / build.seconds),
      peakRssMB: build.peakRssMB,
      medianHtmlBytes: median(html),
      medianPayloadBytes: median(payloads),
    }),
  );
  await rm(contentDir, { recursive: true, force: true });
}

main().catch((error: unknown) => {
  console.error(`[bench] ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
