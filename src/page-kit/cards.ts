import type { RoutableRecord } from '../routing/record-resolver.js';
import type { CardData } from '../page-contract/page-view.js';
import type { ItemOf, TemplateItem } from '../content-model/content-results.js';

/** What a card needs of a record to link to it through the record resolver: only these fields reach the payload. */
export function recordCardLink(record: RoutableRecord): RoutableRecord {
  return {
    __typename: record.__typename,
    id: record.id,
    ...(record.slug ? { slug: record.slug } : {}),
    ...(record.pageParent ? { pageParent: { slug: record.pageParent.slug } } : {}),
  };
}

export function expertiseCard(record: TemplateItem<'expertise'> | TemplateItem<'simple-page'>): CardData {
  return { record: recordCardLink(record), title: record.title, text: record.intro };
}

/** What an article's card shows of it: a hub may ask the content API for these fields only. */
export type ArticleCardFields = Pick<
  TemplateItem<'article'>,
  '__typename' | 'id' | 'slug' | 'title' | 'excerpt' | 'date' | 'heroImage'
>;

export function articleCard(record: ArticleCardFields): CardData {
  return {
    record: recordCardLink(record),
    title: record.title,
    text: record.excerpt,
    date: record.date,
    image: record.heroImage,
  };
}

export function byPosition<T extends { position: number | null }>(a: T, b: T): number {
  return (a.position ?? 0) - (b.position ?? 0);
}

export function byDateDesc<T extends { date: string }>(a: T, b: T): number {
  return b.date.localeCompare(a.date);
}

export function employeeCard(record: ItemOf<'single_employee'>): CardData {
  return {
    record: recordCardLink(record),
    title: `${record.firstName} ${record.lastName}`,
    meta: record.role,
    text: record.office?.name ?? null,
    image: record.photo,
  };
}

/**
 * The variables that make a collection document (news, employees, events…) skip what only its detail pages show
 * (`@skip(if: $card)`): hubs list hundreds of records and keep them for the whole build, so they ask for cards only.
 */
export const CARD_FIELDS = { card: true } as const;
