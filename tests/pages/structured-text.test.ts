import { describe, expect, it } from 'vitest';
import { headingLevels } from '../../src/components/content/heading-levels.js';
import { isExternalUrl } from '../../src/components/content/UrlLink.js';
import type { DastNode, Heading } from '../../src/content-model/dast/dast-document.js';

const heading = (level: Heading['level']): DastNode => ({ type: 'heading', level, children: [] });

describe('headingLevels', () => {
  it('never skips a level and never goes above the base', () => {
    const nodes: DastNode[] = [
      heading(3),
      { type: 'paragraph', children: [] },
      heading(4),
      heading(6),
      heading(2),
      heading(5),
    ];
    const levels = headingLevels(nodes, 2);
    expect(nodes.filter((node) => node.type === 'heading').map((node) => levels.get(node))).toEqual([2, 3, 4, 2, 3]);
  });

  it('starts at the base given for text nested under a section heading', () => {
    const nodes = [heading(2), heading(3)];
    const levels = headingLevels(nodes, 3);
    expect(nodes.map((node) => levels.get(node))).toEqual([3, 4]);
  });
});

describe('isExternalUrl', () => {
  it('sends other sites to a new tab and keeps site paths, anchors, mail and phone links in it', () => {
    expect(isExternalUrl('https://www.barreau.qc.ca/')).toBe(true);
    expect(isExternalUrl('//cdn.example.test/x')).toBe(true);
    for (const url of ['/contact/', '#formulaire', 'mailto:info@example.test', 'tel:+15145550100'])
      expect(isExternalUrl(url)).toBe(false);
  });
});
