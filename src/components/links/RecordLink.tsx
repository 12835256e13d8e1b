import type { ReactNode } from 'react';
import type { RoutableRecord } from '../../routing/record-resolver.js';
import { useLocale } from '../site-context.js';
import { recordHref } from './link-href.js';

/** A link to a content record, through the record resolver; a record without a page renders its text only. */
export function RecordLink({
  record,
  children,
  query,
  className,
}: {
  record: RoutableRecord;
  children: ReactNode;
  query?: string | null;
  className?: string;
}) {
  const href = recordHref(record, query, useLocale());
  if (!href) return <>{children}</>;
  return (
    <a href={href} className={className}>
      {children}
    </a>
  );
}
