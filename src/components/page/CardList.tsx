import type { CardData } from '../../page-contract/page-view.js';
import { Image } from '../image/Image.js';
import { RecordLink } from '../links/RecordLink.js';
import { useT } from '../site-context.js';
import { DateTime } from './DateTime.js';

/** Cards fill the column on phones, half of it on tablets, a third on desktops. */
const CARD_SIZES = 'xs:100vw sm:50vw md:33vw';

export interface CardListProps {
  items: readonly CardData[];
  headingLevel?: 2 | 3;
  /** Says why there are no items. */
  empty?: string;
  /**
   * The list starts within a phone's first screen, where its first image (a full-width card) is the largest thing
   * painted: that image loads with the page at high priority instead of lazily.
   */
  leadsPage?: boolean;
}

/** A grid of cards linking to records (team members, articles, practice areas…); `empty` says why there are none. */
export function CardList({ items, headingLevel = 2, empty, leadsPage = false }: CardListProps) {
  const t = useT();
  if (items.length === 0) return <p className="empty">{empty ?? t('list.empty')}</p>;
  const Heading = `h${headingLevel}` as 'h2';
  return (
    <ul className="card-list">
      {items.map((item, index) => (
        <li key={item.record.id} className="card">
          {item.image ? (
            <Image image={item.image} alt="" ar="4:3" sizes={CARD_SIZES} priority={leadsPage && index === 0} />
          ) : null}
          <Heading>
            <RecordLink record={item.record}>{item.title}</RecordLink>
          </Heading>
          {item.date || item.meta ? (
            <p className="meta">
              {item.date ? <DateTime value={item.date} /> : null}
              {item.date && item.meta ? ' · ' : null}
              {item.meta}
            </p>
          ) : null}
          {item.text ? <p>{item.text}</p> : null}
        </li>
      ))}
    </ul>
  );
}
