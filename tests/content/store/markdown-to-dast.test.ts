import { describe, expect, it } from 'vitest';
import { MarkdownSyntaxError, markdownToDast } from '../../../src/content-service/dast/markdown-to-dast.js';

const children = (markdown: string): unknown => markdownToDast(markdown).document.children;
const span = (value: string, ...marks: string[]): unknown =>
  marks.length > 0 ? { type: 'span', value, marks } : { type: 'span', value };

describe('markdownToDast', () => {
  it('wraps the nodes in a DAST document', () => {
    expect(markdownToDast('Bonjour')).toEqual({
      schema: 'dast',
      document: { type: 'root', children: [{ type: 'paragraph', children: [span('Bonjour')] }] },
    });
  });

  it('separates paragraphs by blank lines and joins the lines of one paragraph', () => {
    expect(children('Une ligne\nla suite.\n\nDeuxième paragraphe.')).toEqual([
      { type: 'paragraph', children: [span('Une ligne la suite.')] },
      { type: 'paragraph', children: [span('Deuxième paragraphe.')] },
    ]);
  });

  it('keeps a hard line break written with two trailing spaces or a backslash', () => {
    expect(children('1000, rue Sherbrooke  \nMontréal\\\nQC')).toEqual([
      { type: 'paragraph', children: [span('1000, rue Sherbrooke\nMontréal\nQC')] },
    ]);
  });

  it('reads headings of levels 2 to 6 and rejects level 1', () => {
    expect(children('## Nos *services*\n###### Détail')).toEqual([
      { type: 'heading', level: 2, children: [span('Nos '), span('services', 'emphasis')] },
      { type: 'heading', level: 6, children: [span('Détail')] },
    ]);
    expect(() => markdownToDast('Intro\n\n# Titre')).toThrow(
      new MarkdownSyntaxError([{ line: 3, message: 'headings start at level 2 (##)' }]),
    );
  });

  it('reads strong, emphasis, code and their nesting', () => {
    expect(children('**gras *et italique*** puis *a **b** c* et `code`')).toEqual([
      {
        type: 'paragraph',
        children: [
          span('gras ', 'strong'),
          span('et italique', 'strong', 'emphasis'),
          span(' puis '),
          span('a ', 'emphasis'),
          span('b', 'emphasis', 'strong'),
          span(' c', 'emphasis'),
          span(' et '),
          span('code', 'code'),
        ],
      },
    ]);
  });

  it('leaves unclosed or space-surrounded stars and escaped characters as text', () => {
    expect(children('3 * 4 * 5, **ouvert et \\*échappé\\*')).toEqual([
      { type: 'paragraph', children: [span('3 * 4 * 5, **ouvert et *échappé*')] },
    ]);
  });

  it('turns links into link nodes and record: links into itemLink nodes', () => {
    expect(children('Voir [le **site**](https://example.com/a?b=1) et [Marie](record:emp-marie-tremblay).')).toEqual([
      {
        type: 'paragraph',
        children: [
          span('Voir '),
          { type: 'link', url: 'https://example.com/a?b=1', children: [span('le '), span('site', 'strong')] },
          span(' et '),
          { type: 'itemLink', item: 'emp-marie-tremblay', children: [span('Marie')] },
          span('.'),
        ],
      },
    ]);
  });

  it('reads bulleted and numbered lists, with nested lists and continuation lines', () => {
    const item = (text: string, ...nested: unknown[]): unknown => ({
      type: 'listItem',
      children: [{ type: 'paragraph', children: [span(text)] }, ...nested],
    });
    expect(children('- un\n- deux\n  - deux a\n  suite\n* trois\n\n1. premier\n2) second')).toEqual([
      {
        type: 'list',
        style: 'bulleted',
        children: [
          item('un'),
          item('deux', { type: 'list', style: 'bulleted', children: [item('deux a suite')] }),
          item('trois'),
        ],
      },
      { type: 'list', style: 'numbered', children: [item('premier'), item('second')] },
    ]);
  });

  it('reads quotes, their paragraphs and a last "— Name" line as the attribution', () => {
    expect(children('> Un budget\n> de transition.\n>\n> Vraiment.\n> — Marie Tremblay\n\n> Sans auteur')).toEqual([
      {
        type: 'blockquote',
        attribution: 'Marie Tremblay',
        children: [
          { type: 'paragraph', children: [span('Un budget de transition.')] },
          { type: 'paragraph', children: [span('Vraiment.')] },
        ],
      },
      { type: 'blockquote', children: [{ type: 'paragraph', children: [span('Sans auteur')] }] },
    ]);
  });

  it('reads thematic breaks and block lines, which also end a paragraph', () => {
    expect(children('Avant\n---\n[[block:home-video]]\nAprès')).toEqual([
      { type: 'paragraph', children: [span('Avant')] },
      { type: 'thematicBreak' },
      { type: 'block', item: 'home-video' },
      { type: 'paragraph', children: [span('Après')] },
    ]);
  });

  it('gives an empty document for blank text', () => {
    expect(children(' \n\n ')).toEqual([]);
  });
});
