import type {
  DastDocument,
  InlineNode,
  ListItem,
  Paragraph,
  RootChild,
} from '../../content-model/dast/dast-document.js';

/**
 * The document with the `item` of every `block`, `itemLink` and `inlineItem` node replaced by `idOf(item)` (a block
 * or record id as the store keeps it); the document given is left as it was.
 */
export function withItemIds(value: DastDocument, idOf: (item: string) => string): DastDocument {
  const inline = (node: InlineNode): InlineNode =>
    node.type === 'itemLink' || node.type === 'inlineItem' ? { ...node, item: idOf(node.item) } : node;
  const paragraph = (node: Paragraph): Paragraph => ({ ...node, children: node.children.map(inline) });
  const listItem = (node: ListItem): ListItem => ({
    ...node,
    children: node.children.map((child) =>
      child.type === 'paragraph' ? paragraph(child) : { ...child, children: child.children.map(listItem) },
    ),
  });
  const rootChild = (node: RootChild): RootChild => {
    switch (node.type) {
      case 'block':
        return { ...node, item: idOf(node.item) };
      case 'paragraph':
        return paragraph(node);
      case 'heading':
        return { ...node, children: node.children.map(inline) };
      case 'blockquote':
        return { ...node, children: node.children.map(paragraph) };
      case 'list':
        return { ...node, children: node.children.map(listItem) };
      case 'code':
      case 'thematicBreak':
        return node;
    }
  };
  return { ...value, document: { ...value.document, children: value.document.children.map(rootChild) } };
}
