import { z } from 'zod';
import type { DastDocument } from '../../content-model/dast/dast-document.js';

/** Zod schemas of a DAST document: every node is a strict object, so a misspelt key is reported. */
const itemId = z.string().min(1);
const meta = z.array(z.strictObject({ id: z.string(), value: z.string() }));

const span = z.strictObject({
  type: z.literal('span'),
  value: z.string(),
  marks: z.array(z.enum(['strong', 'emphasis', 'underline', 'strikethrough', 'highlight', 'code'])).optional(),
});

const inlineNode = z.discriminatedUnion('type', [
  span,
  z.strictObject({ type: z.literal('link'), url: z.string().min(1), meta: meta.optional(), children: z.array(span) }),
  z.strictObject({ type: z.literal('itemLink'), item: itemId, meta: meta.optional(), children: z.array(span) }),
  z.strictObject({ type: z.literal('inlineItem'), item: itemId }),
]);

const paragraph = z.strictObject({
  type: z.literal('paragraph'),
  style: z.string().optional(),
  children: z.array(inlineNode).min(1),
});

const heading = z.strictObject({
  type: z.literal('heading'),
  level: z.literal([1, 2, 3, 4, 5, 6]),
  style: z.string().optional(),
  children: z.array(inlineNode).min(1),
});

const list = z.strictObject({
  type: z.literal('list'),
  style: z.enum(['bulleted', 'numbered']),
  get children() {
    return z.array(listItem).min(1);
  },
});

const listItem = z.strictObject({
  type: z.literal('listItem'),
  get children() {
    return z.array(z.discriminatedUnion('type', [paragraph, list])).min(1);
  },
});

const blockquote = z.strictObject({
  type: z.literal('blockquote'),
  attribution: z.string().optional(),
  children: z.array(paragraph).min(1),
});

const code = z.strictObject({
  type: z.literal('code'),
  code: z.string(),
  language: z.string().optional(),
  highlight: z.array(z.number().int()).optional(),
});

const thematicBreak = z.strictObject({ type: z.literal('thematicBreak') });
const block = z.strictObject({ type: z.literal('block'), item: itemId });

const rootChild = z.discriminatedUnion('type', [paragraph, heading, list, blockquote, code, thematicBreak, block]);

export const dastDocumentSchema: z.ZodType<DastDocument> = z.strictObject({
  schema: z.literal('dast'),
  document: z.strictObject({ type: z.literal('root'), children: z.array(rootChild) }),
});
