import type { InlineNode, Mark, Span } from '../../content-model/dast/dast-document.js';

/**
 * Inline Markdown of the structured text shorthand: `**strong**`, `*emphasis*`, `` `code` ``, `[text](https://…)`
 * links and `[text](record:ID)` record links; a backslash escapes the next punctuation character. An unclosed
 * delimiter stays literal text, as in Markdown.
 */
export function parseInline(text: string): InlineNode[] {
  return mergeSpans(parseRun(text, [], true));
}

const RECORD_PREFIX = 'record:';

function parseRun(text: string, marks: readonly Mark[], allowLinks: boolean): InlineNode[] {
  const nodes: InlineNode[] = [];
  let buffer = '';
  const flush = (): void => {
    if (buffer) nodes.push(span(buffer, marks));
    buffer = '';
  };
  let index = 0;
  while (index < text.length) {
    const char = text.charAt(index);
    if (char === '\\' && /[\\`*_[\]()#>!-]/.test(text.charAt(index + 1))) {
      buffer += text.charAt(index + 1);
      index += 2;
      continue;
    }
    const delimiter = text.startsWith('**', index) ? '**' : char === '*' || char === '`' ? char : null;
    if (delimiter && /\S/.test(text.charAt(index + delimiter.length))) {
      const close = findClosing(text, index + delimiter.length, delimiter);
      if (close > index + delimiter.length) {
        flush();
        const inner = text.slice(index + delimiter.length, close);
        if (delimiter === '`') nodes.push(span(inner, withMark(marks, 'code')));
        else nodes.push(...parseRun(inner, withMark(marks, delimiter === '**' ? 'strong' : 'emphasis'), allowLinks));
        index = close + delimiter.length;
        continue;
      }
    }
    const link = allowLinks && char === '[' ? matchLink(text, index) : null;
    if (link) {
      flush();
      const children = parseRun(link.label, marks, false).filter((node): node is Span => node.type === 'span');
      const merged = mergeSpans(children).filter((node): node is Span => node.type === 'span');
      if (link.target.startsWith(RECORD_PREFIX)) {
        nodes.push({ type: 'itemLink', item: link.target.slice(RECORD_PREFIX.length), children: merged });
      } else {
        nodes.push({ type: 'link', url: link.target, children: merged });
      }
      index = link.end;
      continue;
    }
    buffer += char;
    index += 1;
  }
  flush();
  return nodes;
}

function span(value: string, marks: readonly Mark[]): Span {
  return marks.length > 0 ? { type: 'span', value, marks: [...marks] } : { type: 'span', value };
}

function withMark(marks: readonly Mark[], mark: Mark): Mark[] {
  return marks.includes(mark) ? [...marks] : [...marks, mark];
}

/**
 * The index of the delimiter closing a run that starts at `from`, or -1. Escapes are skipped, and so is a nested
 * run of the other star delimiter (`*` inside `**`, `**` inside `*`). As in Markdown, a star delimiter closes only
 * after a non-space character, and a `**` with no pair inside an emphasis is literal unless it can close it with its
 * first star (`*a***` is the emphasis of "a" followed by a literal "**").
 */
function findClosing(text: string, from: number, delimiter: string): number {
  let index = from;
  while (index < text.length) {
    const char = text.charAt(index);
    const canClose = index > 0 && !/\s/.test(text.charAt(index - 1));
    if (char === '\\') {
      index += 2;
    } else if (delimiter === '`') {
      if (char === '`') return index;
      index += 1;
    } else if (char !== '*') {
      index += 1;
    } else if (delimiter === '**') {
      if (text.startsWith('**', index) && canClose) return index;
      const nested = text.startsWith('**', index) ? -1 : findClosing(text, index + 1, '*');
      index = nested < 0 ? index + 1 : nested + 1;
    } else if (text.startsWith('**', index)) {
      const nested = findClosing(text, index + 2, '**');
      if (nested < 0 && canClose) return index;
      index = nested < 0 ? index + 2 : nested + 2;
    } else if (canClose) {
      return index;
    } else {
      index += 1;
    }
  }
  return -1;
}

interface LinkMatch {
  label: string;
  target: string;
  end: number;
}

function matchLink(text: string, start: number): LinkMatch | null {
  const match = /^\[((?:\\.|[^\]\\])+)\]\(([^()\s]+)\)/.exec(text.slice(start));
  if (!match?.[1] || !match[2]) return null;
  return { label: match[1], target: match[2], end: start + match[0].length };
}

/** Joins adjacent spans that carry the same marks. */
function mergeSpans(nodes: InlineNode[]): InlineNode[] {
  const merged: InlineNode[] = [];
  for (const node of nodes) {
    const previous = merged.at(-1);
    if (node.type === 'span' && previous?.type === 'span' && sameMarks(previous.marks, node.marks)) {
      merged[merged.length - 1] = { ...previous, value: previous.value + node.value };
    } else {
      merged.push(node);
    }
  }
  return merged;
}

function sameMarks(a: readonly Mark[] | undefined, b: readonly Mark[] | undefined): boolean {
  const left = a ?? [];
  const right = b ?? [];
  return left.length === right.length && left.every((mark) => right.includes(mark));
}
