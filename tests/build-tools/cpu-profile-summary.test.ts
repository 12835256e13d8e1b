import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildCpuProfile, summarizeProfile, type CpuProfile } from '../../src/bench/cpu-profile-summary.js';

/** A profile of the frames `stacks` (each from the root outwards), every sample taking `micros` microseconds. */
function profileOf(samples: { stack: [functionName: string, url: string][]; micros: number }[]): CpuProfile {
  const nodes: CpuProfile['nodes'] = [{ id: 1, callFrame: { functionName: '(root)', url: '' }, children: [] }];
  const ids: number[] = [];
  for (const { stack } of samples) {
    let parent = nodes[0] as CpuProfile['nodes'][number];
    for (const [functionName, url] of stack) {
      let node = nodes.find(
        (candidate) =>
          parent.children?.includes(candidate.id) &&
          candidate.callFrame.functionName === functionName &&
          candidate.callFrame.url === url,
      );
      if (!node) {
        node = { id: nodes.length + 1, callFrame: { functionName, url }, children: [] };
        nodes.push(node);
        parent.children?.push(node.id);
      }
      parent = node;
    }
    ids.push(parent.id);
  }
  return { nodes, samples: ids, timeDeltas: samples.map(({ micros }) => micros) };
}

const BUILD = 'file:///project/src/site-build/build-site.ts';
const WORKER = 'file:///project/.cache/bundles/server/render-worker.mjs';
const REACT = 'file:///project/node_modules/react-dom/cjs/react-dom-server-legacy.node.production.js';
const SERVICE = 'file:///project/.cache/content-service/content-service-process.mjs';

describe("where a profiled build's CPU goes", () => {
  it('gives each sample to the activity of the first frame that names one, from the running frame outwards', () => {
    const summary = summarizeProfile(
      profileOf([
        {
          stack: [
            ['buildSite', BUILD],
            ['renderToString', REACT],
            ['RegExp: ["\'&<>]', ''],
          ],
          micros: 3_000_000,
        },
        {
          stack: [
            ['buildSite', BUILD],
            ['mkdir', ''],
          ],
          micros: 1_000_000,
        },
        {
          stack: [
            ['writeBatch', WORKER],
            ['pageVariants', WORKER],
          ],
          micros: 500_000,
        },
        { stack: [['writeBatch', WORKER]], micros: 250_000 },
        { stack: [['buildSite', BUILD]], micros: 125_000 },
        { stack: [['(garbage collector)', '']], micros: 2_000_000 },
        { stack: [['(program)', '']], micros: 1_000_000 },
        { stack: [['compileSourceTextModule', 'node:internal/modules/esm/utils']], micros: 62_500 },
        { stack: [['(idle)', '']], micros: 4_000_000 },
      ]),
    );
    expect(summary).toEqual({
      busySeconds: 7.9375,
      idleSeconds: 4,
      byActivity: {
        'React rendering': 3,
        'file system': 1,
        'image variants': 0.5,
        'page writer (payload JSON, HTML encoding)': 0.25,
        other: 0.125,
        'garbage collection': 2,
        'engine (unattributed)': 1,
        'loading modules': 0.0625,
      },
    });
  });

  describe('of the profile files of a build', () => {
    let folder = '';
    afterEach(() => rm(folder, { recursive: true, force: true }));

    it('sums them by kind of thread, each busy second by activity, largest first; other processes left out', async () => {
      folder = await mkdtemp(join(tmpdir(), 'cpu-profiles-'));
      const write = (name: string, profile: CpuProfile) => writeFile(join(folder, name), JSON.stringify(profile));
      const render = (micros: number) =>
        profileOf([
          {
            stack: [
              ['writeBatch', WORKER],
              ['renderToString', REACT],
            ],
            micros,
          },
          {
            stack: [
              ['writeBatch', WORKER],
              ['open', ''],
            ],
            micros: micros / 2,
          },
        ]);
      await Promise.all([
        write(
          'CPU.20261207.120000.100.0.001.cpuprofile',
          profileOf([
            {
              stack: [
                ['buildSite', BUILD],
                ['postMessage', 'node:internal/worker'],
              ],
              micros: 1_000_000,
            },
            { stack: [['(idle)', '']], micros: 3_000_000 },
          ]),
        ),
        write('CPU.20261207.120001.100.2.002.cpuprofile', render(2_000_000)),
        write('CPU.20261207.120001.100.3.003.cpuprofile', render(4_000_000)),
        write('CPU.20261207.120001.100.4.004.cpuprofile', profileOf([{ stack: [['linkPage', '']], micros: 10_000 }])),
        write(
          'CPU.20261207.120000.200.0.005.cpuprofile',
          profileOf([
            {
              stack: [
                ['answer', SERVICE],
                ['parse', ''],
              ],
              micros: 1_234_567,
            },
          ]),
        ),
        write('CPU.20261207.120000.300.0.006.cpuprofile', profileOf([{ stack: [['bundle', BUILD]], micros: 9e6 }])),
        writeFile(join(folder, 'notes.txt'), 'not a profile'),
      ]);

      const threads = await buildCpuProfile(folder, 100);
      expect(threads).toEqual({
        buildMainThread: { busySeconds: 1, idleSeconds: 3, byActivity: { 'messages between threads': 1 } },
        renderThreads: { busySeconds: 9, idleSeconds: 0, byActivity: { 'React rendering': 6, 'file system': 3 } },
        otherBuildThreads: { busySeconds: 0.01, idleSeconds: 0, byActivity: { other: 0.01 } },
        contentService: { busySeconds: 1.23, idleSeconds: 0, byActivity: { JSON: 1.23 } },
      });
      expect(Object.keys(threads.renderThreads?.byActivity ?? {})).toEqual(['React rendering', 'file system']);
    });
  });
});
