import { Fragment, type ReactNode } from 'react';

/** One fact of a record: a label and its value; a null or empty value leaves the fact out. */
export type Fact = readonly [label: string, value: ReactNode];

/** Facts about a record (office, phone, date, place…) as a definition list. */
export function Facts({ items, className = 'facts' }: { items: readonly Fact[]; className?: string }) {
  const shown = items.filter(([, value]) => value !== null && value !== undefined && value !== '' && value !== false);
  if (shown.length === 0) return null;
  return (
    <dl className={className}>
      {shown.map(([label, value]) => (
        <Fragment key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </Fragment>
      ))}
    </dl>
  );
}
