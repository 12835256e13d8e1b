interface NetworkInformation {
  saveData?: boolean;
  effectiveType?: string;
}

function connection(): NetworkInformation | undefined {
  return (navigator as Navigator & { connection?: NetworkInformation }).connection;
}

/** Prefetching links is off when the visitor saves data or is on a 2g connection. */
export function canPrefetchLinks(): boolean {
  const info = connection();
  if (!info) return true;
  return !info.saveData && !(info.effectiveType ?? '').includes('2g');
}

/** The build manifest is prefetched unless the connection is very slow. */
export function isVerySlowConnection(): boolean {
  return connection()?.effectiveType === 'slow-2g';
}
