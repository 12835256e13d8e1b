import type { ExpertiseEntry, SubPracticeArea } from '../authoring/expertise-types.js';
import { loc, locSlug } from '../lib/localized.js';
import { recordMeta } from '../lib/records.js';
import type { RecordJson } from '../lib/types.js';
import { seo, structuredText } from './helpers.js';
import { SITE_LAUNCH } from './team-records.js';

/** A practice area, sub practice area, industry or service record. */
export function expertiseRecord(entry: ExpertiseEntry, position: number, heroImage: string, contacts: readonly string[]): RecordJson {
  const parent = (entry as Partial<SubPracticeArea>).parent;
  return {
    ...recordMeta(entry.id, { created: SITE_LAUNCH, updated: `2026-0${1 + (position % 9)}-1${position % 10}` }),
    title: loc(entry.title.fr, entry.title.en),
    slug: locSlug(entry.slug.fr, entry.slug.en),
    intro: loc(entry.intro.fr, entry.intro.en),
    heroImage,
    body: structuredText(entry.id, entry.body),
    contacts: [...contacts],
    position,
    seo: seo(entry.title, entry.intro, heroImage),
    ...(parent ? { pageParent: parent } : {}),
  };
}
