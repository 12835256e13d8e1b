import { describe, expect, it } from 'vitest';
import { benchmarkPage, figureRows } from '../../scripts/bench/benchmark-page.js';

const figures = {
  date: '2026-01-02T03:04:05.678Z',
  machine: { cores: 2, node: 'v20.20.2' },
  scale: 8,
  pages: 2256,
  pagesPerSecond: 59,
  peakRssMBByProcess: { build: 311, contentService: 227 },
  firstBuild: { pages: 2256, pagesPerSecond: 11 },
  contentService: { startupSeconds: 2.99, peakRssMB: 128 },
  firstLoadJsKbGzip: { index: 85.5, 'about-slug': 85.4 },
  searchIndex: {
    fr: {
      records: 1047,
      queryMsByLength: { '1': { p50: 0.69, p95: 6.99 }, '2': { p50: 0.35, p95: 4.76 } },
      queryMsP95Max: 6.99,
    },
  },
  cpuProfile: {
    renderThreads: { busySeconds: 64.8, idleSeconds: 11.12, byActivity: { 'React rendering': 14.77, other: 3.77 } },
    contentService: { busySeconds: 5.14, idleSeconds: 36.46, byActivity: { 'content store': 1.92 } },
  },
  newFigure: 3,
};

describe('docs/benchmark.md as the bench records it', () => {
  it("names every figure plainly, one row each, the build's together, query times by length left to the JSON", () => {
    expect(figureRows(figures)).toEqual([
      ['content scale (replicas of the growing collections)', '8'],
      ['build: pages', '2,256'],
      ['build: pages per second', '59'],
      ['build: peak memory by process (MB)', 'build 311, content service 227'],
      ['first build (every content query executed): pages', '2,256'],
      ['first build (every content query executed): pages per second', '11'],
      ['content service alone: start, cold (s)', '2.99'],
      ['content service alone: peak memory, cold (MB)', '128'],
      ['first-load JavaScript by page type (kB, gzip)', 'index 85.5, about-slug 85.4'],
      ['search index (fr): records', '1,047'],
      ['search index (fr): query time, p95 of the slowest length (ms)', '6.99'],
      ['where the CPU goes (a profiled build like the measured one): render threads: busy (s)', '64.8'],
      ['where the CPU goes (a profiled build like the measured one): render threads: waiting (s)', '11.12'],
      [
        'where the CPU goes (a profiled build like the measured one): render threads: busy by activity (s)',
        'React rendering 14.77, other 3.77',
      ],
      ['where the CPU goes (a profiled build like the measured one): content service: busy (s)', '5.14'],
      ['where the CPU goes (a profiled build like the measured one): content service: waiting (s)', '36.46'],
      [
        'where the CPU goes (a profiled build like the measured one): content service: busy by activity (s)',
        'content store 1.92',
      ],
      ['new figure', '3'],
    ]);
  });

  it('states the machine, the date, the commit and the command, and where earlier figures are', () => {
    const page = benchmarkPage({
      machine: { cpu: 'AMD EPYC', cores: 2, memoryGB: 8, os: 'Debian GNU/Linux 12, Linux 6.1', node: 'v20.20.2' },
      date: figures.date,
      commit: '0123abc',
      clean: false,
      command: 'npm run bench -- --pages 2000 --record',
      figures,
    });
    expect(page).toMatch(/^# Benchmark\n/);
    expect(page).toContain('| Date | 2026-01-02 03:04 UTC |');
    expect(page).toContain('| Commit | 0123abc (with uncommitted changes) |');
    expect(page).toContain('| Command | `npm run bench -- --pages 2000 --record` |');
    expect(page).toContain('| CPU | AMD EPYC, 2 cores |');
    expect(page).toContain('| Memory | 8 GB |');
    expect(page).toContain('| Node.js | v20.20.2 |');
    expect(page).toContain('`git log -p docs/benchmark.md`');
    expect(page).toContain('| build: pages per second | 59 |');
    expect(page).not.toMatch(/^\| (?:machine|date) /m);
  });
});
