import { Fragment } from 'react';
import { locales } from '../../config/locales.js';
import type { PersonLink } from '../../page-contract/page-view.js';
import { RecordLink } from '../links/RecordLink.js';
import { useLocale } from '../site-context.js';
import { madeOnce } from '../../i18n/made-once.js';

/** One list formatter per language: making one costs more than formatting a list (it was a twentieth of a page's render). */
const listFormat = madeOnce((iso: string) => new Intl.ListFormat(iso, { style: 'long', type: 'conjunction' }));

/** Team members named in a sentence, each linking to their page: « Émilie Roy et Sarah Lévesque », “A, B and C”. */
export function PeopleList({ people }: { people: readonly PersonLink[] }) {
  const locale = useLocale();
  const names = people.map((person) => `${person.firstName} ${person.lastName}`);
  const parts = listFormat(locales[locale].iso).formatToParts(names);
  let index = 0;
  return (
    <>
      {parts.map((part, position) => {
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one formatted sentence, in a fixed order
        if (part.type === 'literal') return <Fragment key={position}>{part.value}</Fragment>;
        const person = people[index++];
        return person ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one formatted sentence, in a fixed order
          <RecordLink key={position} record={person}>
            {part.value}
          </RecordLink>
        ) : null;
      })}
    </>
  );
}
