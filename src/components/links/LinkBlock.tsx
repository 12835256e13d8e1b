import type { LinkBlockData } from '../../content/types/content-types.js';
import { ExternalLink } from './ExternalLink.js';
import { RecordLink } from './RecordLink.js';

/** One link record from the content (external, internal, anchor or download). */
export function LinkBlock({ link, className }: { link: LinkBlockData; className?: string }) {
  switch (link.__typename) {
    case 'LinkExternalRecord':
      return (
        <ExternalLink href={link.url} className={className}>
          {link.label}
        </ExternalLink>
      );
    case 'LinkInternalRecord':
      return link.link ? (
        <RecordLink record={link.link} query={link.query} className={className}>
          {link.label}
        </RecordLink>
      ) : (
        <span className={className}>{link.label}</span>
      );
    case 'LinkAnchorRecord':
      return (
        <a href={`#${link.blockId}`} className={className}>
          {link.label}
        </a>
      );
    case 'LinkDownloadRecord':
      return (
        <a href={link.file.url} download={link.file.filename} className={className}>
          {link.label}
        </a>
      );
  }
}
