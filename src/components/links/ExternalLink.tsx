import type { ReactNode } from 'react';
import { useT } from '../site-context.js';

/** A link leaving the site: opens in a new tab, says so to screen readers. */
export function ExternalLink({ href, children, className }: { href: string; children: ReactNode; className?: string }) {
  const t = useT();
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
      {children}
      <span className="visually-hidden"> {t('a11y.openInNewTab')}</span>
    </a>
  );
}
