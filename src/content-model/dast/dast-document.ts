/**
 * DatoCMS structured text (DAST) documents, as stored in `structured_text` fields.
 * See https://www.datocms.com/docs/structured-text/dast. `inlineBlock` nodes are not part of this project's content
 * model (no field allows inline blocks), so they are left out.
 */
export type Mark = 'strong' | 'emphasis' | 'underline' | 'strikethrough' | 'highlight' | 'code';

export interface MetaEntry {
  id: string;
  value: string;
}

export interface Span {
  type: 'span';
  value: string;
  marks?: Mark[];
}

export interface Link {
  type: 'link';
  url: string;
  meta?: MetaEntry[];
  children: Span[];
}

/** A link to another record; `item` is the record id. */
export interface ItemLink {
  type: 'itemLink';
  item: string;
  meta?: MetaEntry[];
  children: Span[];
}

/** A record shown inline; `item` is the record id. */
export interface InlineItem {
  type: 'inlineItem';
  item: string;
}

export type InlineNode = Span | Link | ItemLink | InlineItem;

export interface Paragraph {
  type: 'paragraph';
  style?: string;
  children: InlineNode[];
}

export interface Heading {
  type: 'heading';
  level: 1 | 2 | 3 | 4 | 5 | 6;
  style?: string;
  children: InlineNode[];
}

export interface ListItem {
  type: 'listItem';
  children: (Paragraph | List)[];
}

export interface List {
  type: 'list';
  style: 'bulleted' | 'numbered';
  children: ListItem[];
}

export interface Blockquote {
  type: 'blockquote';
  attribution?: string;
  children: Paragraph[];
}

export interface Code {
  type: 'code';
  code: string;
  language?: string;
  highlight?: number[];
}

export interface ThematicBreak {
  type: 'thematicBreak';
}

/** A block record embedded in the document; `item` is the block id. */
export interface BlockNode {
  type: 'block';
  item: string;
}

export type RootChild = Paragraph | Heading | List | Blockquote | Code | ThematicBreak | BlockNode;

export interface Root {
  type: 'root';
  children: RootChild[];
}

export interface DastDocument {
  schema: 'dast';
  document: Root;
}

/** Any node of a DAST document. */
export type DastNode = Root | RootChild | ListItem | InlineNode;
