import { useEffect, useState } from 'react';

/**
 * False on the server and during hydration, true once the component runs in the browser: what must work without
 * JavaScript renders its static form first and is enhanced afterwards, with no hydration mismatch.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
