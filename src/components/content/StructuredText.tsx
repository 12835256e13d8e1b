import type { ReactNode } from 'react';
import type { ContentBlockData, DastNode, RecordLinkData, StructuredTextData } from '../../content/types/content-types.js';
import { ExternalLink } from '../links/ExternalLink.js';
import { RecordLink } from '../links/RecordLink.js';
import { ContentBlock } from './ContentBlock.js';

interface Lookup {
  blocks: Map<string, ContentBlockData>;
  links: Map<string, RecordLinkData>;
}

const markTags: Record<string, string> = {
  strong: 'strong',
  emphasis: 'em',
  underline: 'u',
  strikethrough: 's',
  highlight: 'mark',
  code: 'code',
};

function renderSpan(node: DastNode, key: number): ReactNode {
  const marks = Array.isArray(node.marks) ? (node.marks as string[]) : [];
  return marks.reduce<ReactNode>((inner, mark) => {
    const Tag = (markTags[mark] ?? 'span') as 'span';
    return <Tag key={key}>{inner}</Tag>;
  }, String(node.value ?? ''));
}

function renderChildren(node: DastNode, lookup: Lookup): ReactNode[] {
  return (node.children ?? []).map((child, index) => renderNode(child, index, lookup));
}

function renderNode(node: DastNode, key: number, lookup: Lookup): ReactNode {
  const children = () => renderChildren(node, lookup);
  switch (node.type) {
    case 'paragraph':
      return <p key={key}>{children()}</p>;
    case 'heading': {
      const level = Math.min(Math.max(Number(node.level) || 2, 2), 6);
      const Tag = `h${level}` as 'h2';
      return <Tag key={key}>{children()}</Tag>;
    }
    case 'list':
      return node.style === 'numbered' ? <ol key={key}>{children()}</ol> : <ul key={key}>{children()}</ul>;
    case 'listItem':
      return <li key={key}>{children()}</li>;
    case 'blockquote':
      return (
        <figure key={key} className="quote">
          <blockquote>{children()}</blockquote>
          {node.attribution ? <figcaption>{String(node.attribution)}</figcaption> : null}
        </figure>
      );
    case 'code':
      return (
        <pre key={key}>
          <code>{String(node.code ?? '')}</code>
        </pre>
      );
    case 'thematicBreak':
      return <hr key={key} />;
    case 'span':
      return renderSpan(node, key);
    case 'link':
      return (
        <ExternalLink key={key} href={String(node.url)}>
          {children()}
        </ExternalLink>
      );
    case 'itemLink':
    case 'inlineItem': {
      const record = lookup.links.get(String(node.item));
      if (!record) return <span key={key}>{children()}</span>;
      const label = node.type === 'inlineItem' ? (record.title ?? '') : children();
      return (
        <RecordLink key={key} record={record}>
          {label}
        </RecordLink>
      );
    }
    case 'block': {
      const block = lookup.blocks.get(String(node.item));
      return block ? <ContentBlock key={key} block={block} /> : null;
    }
    default:
      return <span key={key}>{children()}</span>;
  }
}

/** A structured text field (DAST) rendered to semantic HTML, with its blocks and record links. */
export function StructuredText({ data }: { data: StructuredTextData | null | undefined }) {
  if (!data?.value?.document) return null;
  const lookup: Lookup = {
    blocks: new Map((data.blocks ?? []).map((block) => [block.id, block])),
    links: new Map(data.links.map((link) => [link.id, link])),
  };
  return <div className="prose">{renderChildren(data.value.document, lookup)}</div>;
}
