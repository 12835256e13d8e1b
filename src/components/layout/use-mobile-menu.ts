import { useCallback, useEffect, useRef, useState } from 'react';
import { useLayout } from '../../client-state/browser-stores.js';

/**
 * State of the mobile menu (a disclosure): closed on every navigation and when the window leaves the mobile layout;
 * Escape closes it and returns focus to its button.
 */
export function useMobileMenu(path: string) {
  const [open, setOpen] = useState(false);
  const { mobile } = useLayout();
  const button = useRef<HTMLButtonElement>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies(path): the menu closes on every navigation
  // biome-ignore lint/correctness/useExhaustiveDependencies(mobile): and when the layout changes
  useEffect(() => setOpen(false), [path, mobile]);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  const toggle = useCallback(() => setOpen((wasOpen) => !wasOpen), []);
  return { open, toggle, button };
}
