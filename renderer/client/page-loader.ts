import type { ComponentType } from 'react';
import type { PageProps } from '../App.js';

const pageModules = import.meta.glob<{ default: ComponentType<PageProps> }>('../../pages/*/+Page.tsx');

/** Loads a page type's code on demand (one chunk per page folder). */
export async function loadPageComponent(page: string): Promise<ComponentType<PageProps>> {
  const load = pageModules[`../../pages/${page}/+Page.tsx`];
  if (!load) throw new Error(`Unknown page type "${page}"`);
  return (await load()).default;
}
