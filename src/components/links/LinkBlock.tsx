import type { Locale } from '../../config/locales.js';
import { buildPath } from '../../routing/build-path.js';
import type { LinkBlockData } from '../../content-model/content-data.js';
import { Icon } from '../icons/Icon.js';
import { useLocale } from '../site-context.js';
import { currentLink } from './current-link.js';
import { ExternalLink } from './ExternalLink.js';
import { recordHref } from './link-href.js';

/** The `aria-current` of a navigation link to `href` on the page at `currentPath` (current-link.ts). */
const currentIn = (href: string, locale: Locale, currentPath: string) =>
  currentLink(href, currentPath, buildPath('index', locale));

/** The `aria-current` of a link record in a navigation on the page at `currentPath`: an internal link's only. */
export function navigationCurrent(link: LinkBlockData, locale: Locale, currentPath: string): 'page' | true | undefined {
  if (link.__typename !== 'LinkInternalRecord' || !link.link) return undefined;
  const href = recordHref(link.link, link.query, locale);
  return href ? currentIn(href, locale, currentPath) : undefined;
}

/**
 * One link record from the content: external (new tab), internal (through the record resolver, with its query),
 * anchor (`#blockId`) or download (`file.url`). In a navigation, `currentPath` marks the link to the current page
 * or section with `aria-current`.
 */
export function LinkBlock({
  link,
  className,
  currentPath,
}: {
  link: LinkBlockData;
  className?: string;
  currentPath?: string;
}) {
  const locale = useLocale();
  switch (link.__typename) {
    case 'LinkExternalRecord':
      return (
        <ExternalLink href={link.url} className={className}>
          {link.label}
        </ExternalLink>
      );
    case 'LinkInternalRecord': {
      const href = link.link ? recordHref(link.link, link.query, locale) : null;
      if (!href) return <span className={className}>{link.label}</span>;
      const current = currentPath ? currentIn(href, locale, currentPath) : undefined;
      return (
        <a href={href} className={className} aria-current={current}>
          {link.label}
        </a>
      );
    }
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
          <Icon group="ui" name="download" className="icon--link" />
        </a>
      );
  }
}
