import type { Page } from 'playwright-core';

/** A layout shift as CLS counts it (not one right after an input): its score and the classes of what moved. */
export interface LayoutShift {
  value: number;
  sources: string[];
}

/** An init script (`addInitScript(recordLayoutShifts)`): records the page's layout shifts from before its first paint. */
export function recordLayoutShifts(): void {
  const shifts: LayoutShift[] = [];
  Object.assign(window, { layoutShifts: shifts });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
      sources?: { node?: Node | null }[];
    })[]) {
      if (!entry.hadRecentInput)
        shifts.push({
          value: entry.value,
          sources: (entry.sources ?? []).map((source) => (source.node as Element | null)?.className ?? ''),
        });
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

/** The shifts `recordLayoutShifts` has seen so far. */
export const layoutShifts = (page: Page): Promise<LayoutShift[]> =>
  page.evaluate(() => (window as unknown as { layoutShifts: LayoutShift[] }).layoutShifts);
