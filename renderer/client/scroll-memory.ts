/** Scroll positions of history entries, so back/forward returns where the reader was. */
const STORAGE_KEY = 'scroll-positions';

type Positions = Record<string, { x: number; y: number }>;

function read(): Positions {
  try {
    return (JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as Positions) ?? {};
  } catch {
    return {};
  }
}

export function saveScroll(key: string): void {
  const positions = read();
  positions[key] = { x: window.scrollX, y: window.scrollY };
  sessionStorage.setItem(STORAGE_KEY, JSON.stringify(positions));
}

export function savedScroll(key: string): { x: number; y: number } | undefined {
  return read()[key];
}

export function newEntryKey(): string {
  return Math.random().toString(36).slice(2, 10);
}
