import type { ReactNode } from 'react';
import type { RecordLinkData } from '../../content/types/content-types.js';
import { recordPath } from '../../routing/record-resolver.js';
import { useLocale } from '../site-context.js';

/** A link to a content record, through the record resolver; a record without a page renders its text only. */
export function RecordLink({
  record,
  children,
  query,
  className,
}: {
  record: RecordLinkData;
  children: ReactNode;
  query?: string | null;
  className?: string;
}) {
  const path = recordPath(record, useLocale());
  if (!path) return <>{children}</>;
  const search = query ? `?${query.replace(/^\?/, '')}` : '';
  return (
    <a href={`${path}${search}`} className={className}>
      {children}
    </a>
  );
}
