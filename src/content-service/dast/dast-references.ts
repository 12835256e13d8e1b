import type { DastDocument, InlineNode, ListItem, RootChild } from '../../content-model/dast/dast-document.js';

export interface DastReferences {
  /** Ids of the blocks of `block` nodes, in document order. */
  blocks: string[];
  /** Ids of the records of `itemLink` and `inlineItem` nodes, in document order, without repeats. */
  links: string[];
}

/** The blocks and records a DAST document refers to. */
export function dastReferences(value: DastDocument): DastReferences {
  const blocks: string[] = [];
  const links = new Set<string>();
  const visitInline = (node: InlineNode): void => {
    if (node.type === 'itemLink' || node.type === 'inlineItem') links.add(node.item);
  };
  const visitListItem = (item: ListItem): void => {
    for (const child of item.children) {
      if (child.type === 'paragraph') child.children.forEach(visitInline);
      else child.children.forEach(visitListItem);
    }
  };
  const visit = (node: RootChild): void => {
    switch (node.type) {
      case 'block':
        blocks.push(node.item);
        break;
      case 'paragraph':
      case 'heading':
        node.children.forEach(visitInline);
        break;
      case 'blockquote':
        for (const paragraph of node.children) paragraph.children.forEach(visitInline);
        break;
      case 'list':
        node.children.forEach(visitListItem);
        break;
      case 'code':
      case 'thematicBreak':
        break;
    }
  };
  value.document.children.forEach(visit);
  return { blocks, links: [...links] };
}
