import { spawn } from 'node:child_process';
import { readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { BUILD_NODE_FLAGS, type BuildSummary } from '../site-build/site-build.js';

/** What a build of a content set kept: its pages and its main thread's retained heap (heap-watch.ts). */
export interface BuildHeap {
  pages: number;
  retainedHeapMB: number;
  retainedHeapMBByStage: Record<string, number>;
  peakRssMBByStage: Record<string, number>;
}

/** Runs a TypeScript script of the project with `node [flags] --import tsx`, failing with its output when it fails. */
function runScript(
  root: string,
  args: readonly string[],
  env: NodeJS.ProcessEnv,
  nodeFlags: readonly string[] = [],
): Promise<void> {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, [...nodeFlags, '--import', 'tsx', ...args], {
      cwd: root,
      env,
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    child.on('error', fail);
    child.on('exit', (code) =>
      code === 0 ? done() : fail(new Error(`${args.join(' ')} exited with ${code}: ${errors.slice(-2000)}`)),
    );
  });
}

/**
 * Generates the content set of `scale` (content:generate) into `workDir` and builds it as `npm run build` does (its
 * Node flags, its own process, the embedded content service), into `workDir` too; returns what the build kept, then
 * deletes the folder (the site's deploys and the build state are written inside it). The build runs with
 * `--expose-gc`, so that its retained heap is measured exactly (heap-watch.ts).
 */
export async function buildHeapAt({
  root,
  scale,
  workDir,
}: {
  root: string;
  scale: number;
  workDir: string;
}): Promise<BuildHeap> {
  const contentDir = join(workDir, 'content');
  const statsFile = join(workDir, 'stats.json');
  try {
    await runScript(root, ['scripts/content-generate.ts', '--scale', String(scale), '--out', contentDir], process.env);
    await runScript(
      root,
      [
        'scripts/build.ts',
        '--out',
        join(workDir, 'site'),
        '--builds',
        join(workDir, 'builds'),
        '--stats-file',
        statsFile,
        // The build's heap is measured, not the content check's, which runs in a process of its own.
        '--skip-content-check',
      ],
      { ...process.env, CONTENT_DIR: contentDir, BUILD_ID: `heap-${scale}` },
      [...BUILD_NODE_FLAGS, '--expose-gc'],
    );
    const { pages, retainedHeapMB, retainedHeapMBByStage, peakRssMBByStage } = JSON.parse(
      await readFile(statsFile, 'utf8'),
    ) as BuildSummary;
    return { pages, retainedHeapMB, retainedHeapMBByStage, peakRssMBByStage };
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
}
