import { z } from 'zod';
import { dastDocumentSchema } from '../dast/dast-schema.js';
import { dastReferences } from '../dast/dast-references.js';
import { MarkdownSyntaxError, markdownToDast } from '../dast/markdown-to-dast.js';
import type { DastDocument } from '../../content-model/dast/dast-document.js';
import { isJsonObject } from './json-file.js';
import type { ParsedBlock, ParsedValue } from './parsed-content.js';
import { contextSink, parseNested, type IssueSink } from './zod-issues.js';

/**
 * A structured text value: a DAST document or a Markdown string (converted here), either alone or as
 * `{ "value": …, "blocks": [blocks] }`. Every `block` node must name a block of `blocks` and every block must be
 * used exactly once. `null` and an empty document (`""`, no nodes) are no value.
 */
export function structuredTextSchema(blockList: z.ZodType<ParsedBlock[]>): z.ZodType<ParsedValue> {
  return z.unknown().transform((input, ctx): ParsedValue => {
    if (input === null) return { kind: 'plain', value: null };
    const report = contextSink(ctx);
    const wrapped = isJsonObject(input) && !('schema' in input);
    if (wrapped) {
      for (const key of Object.keys(input)) {
        if (key !== 'value' && key !== 'blocks') report([key], 'unknown field');
      }
    }
    const document = parseDocument(wrapped ? input.value : input, report, wrapped ? ['value'] : []);
    const blocks = wrapped ? parseNested(blockList, input.blocks ?? [], report, ['blocks']) : [];
    if (!document || !blocks) return z.NEVER;
    checkBlockNodes(document, blocks, report);
    if (document.document.children.length === 0) return { kind: 'plain', value: null };
    return { kind: 'structured_text', value: document, blocks };
  });
}

function parseDocument(input: unknown, report: IssueSink, path: PropertyKey[]): DastDocument | undefined {
  if (typeof input === 'string') {
    try {
      return markdownToDast(input);
    } catch (error) {
      if (!(error instanceof MarkdownSyntaxError)) throw error;
      for (const problem of error.problems) report(path, `Markdown line ${problem.line}: ${problem.message}`);
      return undefined;
    }
  }
  if (isJsonObject(input)) return parseNested(dastDocumentSchema, input, report, path);
  report(path, 'expected a Markdown string, a DAST document { "schema": "dast", … } or { "value", "blocks" }');
  return undefined;
}

function checkBlockNodes(document: DastDocument, blocks: readonly ParsedBlock[], report: IssueSink): void {
  const listed = new Set(blocks.map((block) => block.id));
  const used = new Map<string, number>();
  for (const id of dastReferences(document).blocks) {
    used.set(id, (used.get(id) ?? 0) + 1);
    if (!listed.has(id)) report(['value'], `the document embeds block "${id}", which is not in "blocks"`);
  }
  blocks.forEach((block, index) => {
    const count = used.get(block.id) ?? 0;
    if (count !== 1) {
      const message = count === 0 ? 'this block is not used by the document' : `this block is embedded ${count} times`;
      report(['blocks', index], message);
    }
  });
}
