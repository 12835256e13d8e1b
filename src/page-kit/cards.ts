import type { CardData } from '../content/types/content-types.js';
import type { ArticleRecord, EmployeeRecord, ExpertiseRecord, SimpleRecord } from './record-types.js';

/** What a list shows of each record: only these fields reach the list page's payload. */
export function linkOf(record: { __typename: string; id: string; slug: string; pageParent?: { slug: string } | null }) {
  return {
    __typename: record.__typename,
    id: record.id,
    slug: record.slug,
    ...(record.pageParent ? { pageParent: { slug: record.pageParent.slug } } : {}),
  };
}

export function expertiseCard(record: ExpertiseRecord | SimpleRecord): CardData {
  return { record: linkOf(record), title: record.title, text: record.intro };
}

export function articleCard(record: ArticleRecord): CardData {
  return { record: linkOf(record), title: record.title, text: record.excerpt, meta: record.date, image: record.heroImage };
}

export function employeeCard(record: EmployeeRecord): CardData {
  return {
    record: linkOf(record),
    title: `${record.firstName} ${record.lastName}`,
    meta: record.role,
    text: record.office?.city ?? null,
    image: record.photo,
  };
}

export function byPosition<T extends { position: number | null }>(a: T, b: T): number {
  return (a.position ?? 0) - (b.position ?? 0);
}

export function byDateDesc<T extends { date: string }>(a: T, b: T): number {
  return b.date.localeCompare(a.date);
}
