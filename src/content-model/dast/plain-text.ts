import type { DastDocument } from './dast-document.js';

/** Nodes whose text ends a line: a search snippet must not glue the last word of a paragraph to the next one. */
const LINE_NODES = new Set(['paragraph', 'heading', 'listItem', 'blockquote', 'code']);

function collect(node: unknown, lines: string[], current: string[]): void {
  if (!node || typeof node !== 'object') return;
  const { type, value, children } = node as { type?: unknown; value?: unknown; children?: unknown };
  if ((type === 'span' || type === 'code') && typeof value === 'string') current.push(value);
  if (Array.isArray(children)) for (const child of children) collect(child, lines, current);
  if (typeof type === 'string' && LINE_NODES.has(type) && current.length > 0) {
    lines.push(current.join('').replace(/\s+/g, ' ').trim());
    current.length = 0;
  }
}

/** The text of a structured text body, one line per paragraph, heading or list item; blocks (images, videos…) have none. */
export function plainText(body: { value: DastDocument } | null | undefined): string {
  if (!body) return '';
  const lines: string[] = [];
  const current: string[] = [];
  collect(body.value.document, lines, current);
  if (current.length > 0) lines.push(current.join('').trim());
  return lines.filter(Boolean).join('\n');
}
