import type { DastNode } from '../../content-model/dast/dast-document.js';

/**
 * The rendered level of each heading of a structured text, so that the page's outline has no gaps. The text's
 * levels start at 2 (##); they are shifted to start at `base` (the level right under the heading the text sits
 * under), and none is more than one level below the heading before it (## then #### renders h2 then h3).
 */
export function headingLevels(nodes: readonly DastNode[], base: number): Map<DastNode, number> {
  const levels = new Map<DastNode, number>();
  let previous = base - 1;
  for (const node of nodes) {
    if (node.type !== 'heading') continue;
    const wanted = Math.min(Math.max(Number(node.level) || 2, 2) + base - 2, 6);
    const level = Math.min(wanted, previous + 1);
    levels.set(node, level);
    previous = level;
  }
  return levels;
}
