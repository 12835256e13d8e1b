import type { ReactNode } from 'react';
import { Icon } from '../icons/Icon.js';
import { useT } from '../site-context.js';

/**
 * A link leaving the site: opens in a new tab (without giving the new page a handle on this one), says so to screen
 * readers, and shows the "link out" icon unless `icon` is false (links that are icons themselves).
 */
export function ExternalLink({
  href,
  children,
  className,
  icon = true,
}: {
  href: string;
  children: ReactNode;
  className?: string;
  icon?: boolean;
}) {
  const t = useT();
  return (
    <a href={href} target="_blank" rel="noopener" className={className}>
      {children}
      {icon ? <Icon group="ui" name="linkout" className="icon--link" /> : null}
      <span className="visually-hidden"> {t('a11y.openInNewTab')}</span>
    </a>
  );
}
