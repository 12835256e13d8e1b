/**
 * Progress of a long build: pages written / pages queued so far (the total once every page type has listed its
 * pages), rate and elapsed time. On a terminal it rewrites one line; elsewhere (CI logs) it prints a line every
 * 5 seconds, never an animated bar.
 */
export function createBuildProgress(log: (message: string) => void, isTerminal = Boolean(process.stdout.isTTY)) {
  const started = performance.now();
  let lastPrint = 0;
  let done = 0;
  let queued = 0;
  const line = () => {
    const seconds = (performance.now() - started) / 1000;
    const rate = seconds > 0 ? Math.round(done / seconds) : 0;
    return `[build] ${done}/${queued} pages, ${rate} pages/s, ${seconds.toFixed(1)} s`;
  };
  const print = (force = false) => {
    const now = performance.now();
    if (!force && now - lastPrint < (isTerminal ? 200 : 5000)) return;
    lastPrint = now;
    if (isTerminal) process.stdout.write(`\r${line()}\u001b[K`);
    else log(line());
  };
  return {
    queue(count: number) {
      queued += count;
    },
    advance(count: number) {
      done += count;
      print();
    },
    finish() {
      print(true);
      if (isTerminal) process.stdout.write('\n');
    },
  };
}
