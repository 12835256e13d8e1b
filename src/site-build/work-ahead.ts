/**
 * Tasks run one after another, in the order added, ahead of their results being taken, while the results made and
 * not yet taken weigh at most `budget` (the next task waits until enough are taken; the first always runs). What a
 * partial build uses to plan page types while it carries the pages of those before (partial-render.ts).
 */
export interface WorkAhead<T> {
  /** Runs `task` after the tasks added before it. A task's failure is its own: the next ones run. */
  add(task: () => Promise<T>): Promise<T>;
  /** Says that a result was taken: its weight leaves the budget. */
  taken(result: T): void;
  /** The tasks not started yet fail instead of running. */
  stop(): void;
}

export function workAhead<T>({ budget, weigh }: { budget: number; weigh: (result: T) => number }): WorkAhead<T> {
  let held = 0;
  let waiting: (() => void) | undefined;
  let stopped = false;
  let before: Promise<unknown> = Promise.resolve();
  const room = () => (held <= budget || stopped ? undefined : new Promise<void>((resolve) => (waiting = resolve)));
  return {
    add(task) {
      const result = before.then(room).then(async () => {
        if (stopped) throw new Error('Stopped before this task ran');
        const made = await task();
        held += weigh(made);
        return made;
      });
      // The caller awaits it in turn; a failure while an earlier one is awaited is reported then, not as unhandled.
      before = result.catch(() => {});
      return result;
    },
    taken(result) {
      held -= weigh(result);
      if (held <= budget) waiting?.();
    },
    stop() {
      stopped = true;
      // A task waiting for room fails now, as the others not started, instead of waiting for ever.
      waiting?.();
    },
  };
}
