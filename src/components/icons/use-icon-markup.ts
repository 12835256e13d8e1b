import { useEffect, useReducer, useRef, type RefObject } from 'react';
import { loadIconGroup, loadedIconMarkup } from './icon-loader.js';
import type { IconGroup } from './icon-names.js';

/**
 * The markup to render for an icon, or undefined while its group is not loaded in the browser. The `<svg>` then keeps
 * whatever it already shows, which after hydration is the server's markup of the same icon: the group is imported
 * only when the element is empty (an icon first drawn on the client) or must change to another icon.
 */
export function useIconMarkup(
  group: IconGroup,
  name: string,
  svg: RefObject<SVGSVGElement | null>,
): string | undefined {
  const markup = loadedIconMarkup(group, name);
  const [, rerender] = useReducer((count: number) => count + 1, 0);
  /** The icon the element showed from the server when it mounted ('' when it mounted empty). */
  const serverIcon = useRef<string | null>(null);
  useEffect(() => {
    if (markup !== undefined) return;
    const icon = `${group}/${name}`;
    serverIcon.current ??= svg.current?.hasChildNodes() ? icon : '';
    if (serverIcon.current === icon) return;
    let active = true;
    loadIconGroup(group).then(
      () => active && rerender(),
      (error: unknown) => console.error(`[icons] the "${group}" icons failed to load`, error),
    );
    return () => {
      active = false;
    };
  }, [group, name, markup, svg]);
  return markup;
}
