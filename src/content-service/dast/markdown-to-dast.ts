import { parseInline } from './markdown-inline.js';
import type {
  Blockquote,
  DastDocument,
  Heading,
  List,
  ListItem,
  Paragraph,
  RootChild,
} from '../../content-model/dast/dast-document.js';

/**
 * Converts the Markdown shorthand of structured text (docs/reference/content-files.md) to a DAST document: paragraphs
 * separated by blank lines, `## Heading` (levels 2 to 6), `-`/`*` and `1.` lists (nested by indenting), `> quote`
 * (a last line `> — Name` becomes the attribution), `---`, inline marks and links (see markdown-inline.ts), and a
 * line `[[block:ID]]` for a block. Anything else is paragraph text. A line ending with two spaces or a backslash
 * is a hard line break.
 */
export class MarkdownSyntaxError extends Error {
  constructor(readonly problems: readonly { line: number; message: string }[]) {
    super(problems.map((problem) => `line ${problem.line}: ${problem.message}`).join('; '));
    this.name = 'MarkdownSyntaxError';
  }
}

interface Line {
  number: number;
  text: string;
}

const HEADING = /^(#{1,6})\s+(.*)$/;
const THEMATIC_BREAK = /^(?:-{3,}|\*{3,}|_{3,})$/;
const BLOCK = /^\[\[block:([^\]\s]+)\]\]$/;
const LIST_MARKER = /^(\s*)([-*]|\d+[.)])\s+(.*)$/;
const QUOTE = /^>\s?(.*)$/;
const ATTRIBUTION = /^[—–]\s*(.+)$/;

export function markdownToDast(markdown: string): DastDocument {
  const lines = markdown
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((text, index) => ({ number: index + 1, text }));
  const problems: { line: number; message: string }[] = [];
  const children: RootChild[] = [];
  let index = 0;
  while (index < lines.length) {
    const line = lines[index] as Line;
    const trimmed = line.text.trim();
    if (!trimmed) {
      index += 1;
      continue;
    }
    const heading = HEADING.exec(trimmed);
    const block = BLOCK.exec(trimmed);
    if (heading?.[1] && heading[2] !== undefined) {
      const level = heading[1].length;
      if (level < 2) problems.push({ line: line.number, message: 'headings start at level 2 (##)' });
      else children.push({ type: 'heading', level: level as Heading['level'], children: parseInline(heading[2]) });
      index += 1;
    } else if (THEMATIC_BREAK.test(trimmed)) {
      children.push({ type: 'thematicBreak' });
      index += 1;
    } else if (block?.[1]) {
      children.push({ type: 'block', item: block[1] });
      index += 1;
    } else if (QUOTE.test(trimmed)) {
      const end = runEnd(lines, index, (text) => QUOTE.test(text.trim()));
      children.push(blockquote(lines.slice(index, end)));
      index = end;
    } else if (LIST_MARKER.test(line.text)) {
      const end = runEnd(lines, index, (text) => LIST_MARKER.test(text) || !startsBlock(text));
      children.push(list(lines.slice(index, end), problems));
      index = end;
    } else {
      const end = runEnd(lines, index, (text, position) => position === index || !startsBlock(text));
      children.push(paragraph(lines.slice(index, end).map((entry) => entry.text)));
      index = end;
    }
  }
  if (problems.length > 0) throw new MarkdownSyntaxError(problems);
  return { schema: 'dast', document: { type: 'root', children } };
}

function startsBlock(text: string): boolean {
  const trimmed = text.trim();
  return (
    !trimmed ||
    HEADING.test(trimmed) ||
    THEMATIC_BREAK.test(trimmed) ||
    BLOCK.test(trimmed) ||
    QUOTE.test(trimmed) ||
    LIST_MARKER.test(text)
  );
}

/** The index after the run of lines, from `start`, that satisfy `belongs`. */
function runEnd(lines: readonly Line[], start: number, belongs: (text: string, position: number) => boolean): number {
  let end = start;
  while (end < lines.length && belongs((lines[end] as Line).text, end)) end += 1;
  return end;
}

function paragraph(texts: readonly string[]): Paragraph {
  const joined = texts
    .map((text, position) => {
      const hardBreak = /( {2,}|\\)$/.test(text) && position < texts.length - 1;
      return text.trim().replace(/\\$/, '') + (position === texts.length - 1 ? '' : hardBreak ? '\n' : ' ');
    })
    .join('');
  return { type: 'paragraph', children: parseInline(joined) };
}

function blockquote(lines: readonly Line[]): Blockquote {
  const texts = lines.map((line) => (QUOTE.exec(line.text.trim())?.[1] ?? '').trimEnd());
  const last = texts.at(-1) ?? '';
  const attribution = ATTRIBUTION.exec(last.trim())?.[1];
  const body = attribution ? texts.slice(0, -1) : texts;
  const paragraphs: Paragraph[] = [];
  let current: string[] = [];
  for (const text of [...body, '']) {
    if (text.trim()) current.push(text);
    else if (current.length > 0) {
      paragraphs.push(paragraph(current));
      current = [];
    }
  }
  return attribution
    ? { type: 'blockquote', attribution, children: paragraphs }
    : { type: 'blockquote', children: paragraphs };
}

function markerIndent(text: string): number {
  return LIST_MARKER.exec(text)?.[1]?.length ?? 0;
}

/** A list and its nested lists: an item's marker indented deeper than the list's opens a nested list. */
function list(lines: readonly Line[], problems: { line: number; message: string }[]): List {
  const first = LIST_MARKER.exec((lines[0] as Line).text);
  const indent = first?.[1]?.length ?? 0;
  const style = /^\d/.test(first?.[2] ?? '') ? 'numbered' : 'bulleted';
  const items: ListItem[] = [];
  let index = 0;
  while (index < lines.length) {
    const line = lines[index] as Line;
    const marker = LIST_MARKER.exec(line.text);
    if (!marker || (marker[1]?.length ?? 0) !== indent) {
      problems.push({ line: line.number, message: 'expected a list item ("- item" or "1. item") at this indentation' });
      index += 1;
      continue;
    }
    const texts = [marker[3] ?? ''];
    index += 1;
    while (index < lines.length && !LIST_MARKER.test((lines[index] as Line).text)) {
      texts.push((lines[index] as Line).text);
      index += 1;
    }
    const nestedEnd = runEnd(lines, index, (text) => !LIST_MARKER.test(text) || markerIndent(text) > indent);
    const children: ListItem['children'] = [paragraph(texts)];
    if (nestedEnd > index) children.push(list(lines.slice(index, nestedEnd), problems));
    items.push({ type: 'listItem', children });
    index = nestedEnd;
  }
  return { type: 'list', style, children: items };
}
