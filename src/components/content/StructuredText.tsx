import { Fragment, type ReactNode } from 'react';
import type { ContentBlockData, StructuredTextData } from '../../content-model/content-data.js';
import type { DastNode, Span } from '../../content-model/dast/dast-document.js';
import type { RecordLinkFragment } from '../../content-model/generated/content-documents.js';
import { recordLabel } from '../../content-model/record-label.js';
import { RecordLink } from '../links/RecordLink.js';
import { ContentBlock } from './ContentBlock.js';
import { headingLevels } from './heading-levels.js';
import { UrlLink } from './UrlLink.js';

interface Lookup {
  headingBase: number;
  blocks: Map<string, ContentBlockData>;
  links: Map<string, RecordLinkFragment>;
  headings: Map<DastNode, number>;
}

const markTags: Record<string, string> = {
  strong: 'strong',
  emphasis: 'em',
  underline: 'u',
  strikethrough: 's',
  highlight: 'mark',
  code: 'code',
};

/** A span's text, a hard line break (`\n`) becoming `<br>`. */
function spanText(value: string): ReactNode {
  const lines = value.split('\n');
  return lines.map((line, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: the lines of one text, in a fixed order (two may be the same)
    <Fragment key={index}>
      {index > 0 ? <br /> : null}
      {line}
    </Fragment>
  ));
}

function renderSpan(node: Span, key: number): ReactNode {
  const inner = (node.marks ?? []).reduce<ReactNode>((content, mark) => {
    const Tag = (markTags[mark] ?? 'span') as 'span';
    // biome-ignore lint/correctness/useJsxKeyInIterable: each mark wraps the one before: one element, not a list
    return <Tag>{content}</Tag>;
  }, spanText(node.value));
  return <Fragment key={key}>{inner}</Fragment>;
}

function renderChildren(node: DastNode, lookup: Lookup): ReactNode[] {
  const children: readonly DastNode[] = 'children' in node ? node.children : [];
  return children.map((child, index) => renderNode(child, index, lookup));
}

function renderNode(node: DastNode, key: number, lookup: Lookup): ReactNode {
  const children = () => renderChildren(node, lookup);
  switch (node.type) {
    case 'paragraph':
      return <p key={key}>{children()}</p>;
    case 'heading': {
      const Tag = `h${lookup.headings.get(node) ?? 2}` as 'h2';
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
          {node.attribution ? <figcaption>{node.attribution}</figcaption> : null}
        </figure>
      );
    case 'code':
      return (
        <pre key={key}>
          <code>{node.code}</code>
        </pre>
      );
    case 'thematicBreak':
      return <hr key={key} />;
    case 'span':
      return renderSpan(node, key);
    case 'link':
      return (
        <UrlLink key={key} url={node.url}>
          {children()}
        </UrlLink>
      );
    case 'itemLink':
    case 'inlineItem': {
      const record = lookup.links.get(node.item);
      const label = node.type === 'inlineItem' ? (record ? recordLabel(record) : null) : children();
      if (!record) return <Fragment key={key}>{label}</Fragment>;
      return (
        <RecordLink key={key} record={record}>
          {label}
        </RecordLink>
      );
    }
    case 'block': {
      const block = lookup.blocks.get(node.item);
      return block ? <ContentBlock key={key} block={block} headingLevel={lookup.headingBase} /> : null;
    }
    default:
      return <Fragment key={key}>{children()}</Fragment>;
  }
}

/**
 * A structured text field (DAST) rendered to semantic HTML, with its blocks and record links (paths from the
 * record resolver). Its headings start at `headingBase` (2 right under the page's `<h1>`) and never skip a level.
 */
export function StructuredText({
  data,
  headingBase = 2,
}: {
  data: StructuredTextData | null | undefined;
  headingBase?: number;
}) {
  const nodes = data?.value?.document?.children ?? [];
  if (!data || nodes.length === 0) return null;
  const lookup: Lookup = {
    headingBase,
    blocks: new Map((data.blocks ?? []).map((block) => [block.id, block])),
    links: new Map(data.links.map((link) => [link.id, link])),
    headings: headingLevels(nodes, headingBase),
  };
  return <div className="prose">{renderChildren(data.value.document, lookup)}</div>;
}
