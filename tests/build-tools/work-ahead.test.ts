import { describe, expect, it } from 'vitest';
import { workAhead } from '../../src/site-build/work-ahead.js';

const settled = () => new Promise((resolve) => setTimeout(resolve, 10));

describe('work done ahead of being taken', () => {
  it('runs the tasks one at a time in order, and waits while what is not taken weighs over the budget', async () => {
    const ahead = workAhead<number>({ budget: 5, weigh: (size) => size });
    const started: number[] = [];
    const task = (size: number) => () => {
      started.push(size);
      return Promise.resolve(size);
    };
    const results = [ahead.add(task(4)), ahead.add(task(3)), ahead.add(task(1))];
    await settled();
    // 4 then 3 are held (7 > 5): the third waits.
    expect(started).toEqual([4, 3]);
    ahead.taken(await (results[0] as Promise<number>));
    await settled();
    expect(started).toEqual([4, 3, 1]);
    expect(await Promise.all(results)).toEqual([4, 3, 1]);
  });

  it('runs the next task after one fails, and no task once stopped', async () => {
    const ahead = workAhead<number>({ budget: 10, weigh: () => 1 });
    const failing = ahead.add(() => Promise.reject(new Error('no content service')));
    const next = ahead.add(() => Promise.resolve(2));
    await expect(failing).rejects.toThrow('no content service');
    expect(await next).toBe(2);
    ahead.stop();
    let ran = false;
    await expect(
      ahead.add(() => {
        ran = true;
        return Promise.resolve(3);
      }),
    ).rejects.toThrow(/Stopped/);
    expect(ran).toBe(false);
  });
});
