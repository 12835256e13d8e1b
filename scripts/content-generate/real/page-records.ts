import type { PageEntry } from '../authoring/about-and-generic.js';
import type { Career } from '../authoring/careers.js';
import type { EventEntry } from '../authoring/events.js';
import { firm, offices } from '../authoring/firm.js';
import { contactSubjects, errorPage, footerText, homeCtas, type SingletonPage } from '../authoring/singletons.js';
import { loc, locSlug, type Bilingual } from '../lib/localized.js';
import { recordMeta } from '../lib/records.js';
import { addDays, localDateTime } from '../lib/time.js';
import { englishTypography, frenchTypography } from '../lib/typography.js';
import type { BlockJson, Localized, RecordJson } from '../lib/types.js';
import { seo, structuredText } from './helpers.js';
import { SITE_LAUNCH } from './team-records.js';

/** The last day of the authored content: nothing is created after it. */
export const CONTENT_DATE = '2026-11-20';

export function aboutRecord(page: PageEntry, position: number, heroImage: string): RecordJson {
  return {
    ...recordMeta(page.id, { created: SITE_LAUNCH, updated: '2026-03-02' }),
    title: loc(page.title.fr, page.title.en),
    slug: locSlug(page.slug.fr, page.slug.en),
    intro: loc(page.intro.fr, page.intro.en),
    heroImage,
    body: structuredText(page.id, page.body),
    position,
    seo: seo(page.title, page.intro, heroImage),
  };
}

export function genericRecord(page: PageEntry): RecordJson {
  return {
    ...recordMeta(page.id, { created: SITE_LAUNCH, updated: '2026-02-16' }),
    title: loc(page.title.fr, page.title.en),
    slug: locSlug(page.slug.fr, page.slug.en),
    intro: loc(page.intro.fr, page.intro.en),
    body: structuredText(page.id, page.body),
    seo: seo(page.title, page.intro),
  };
}

export function eventRecord(event: EventEntry, heroImage: string): RecordJson {
  const announced = addDays(event.date, -45);
  return {
    ...recordMeta(event.id, { created: announced < CONTENT_DATE ? announced : CONTENT_DATE, createdTime: '10:15' }),
    title: loc(event.title.fr, event.title.en),
    slug: locSlug(event.slug.fr, event.slug.en),
    startAt: localDateTime(event.date, event.start),
    endAt: localDateTime(event.endDate ?? event.date, event.end),
    location: loc(event.location.fr, event.location.en),
    ...(event.address ? { address: event.address } : {}),
    ...(event.registrationUrl ? { registrationUrl: event.registrationUrl } : {}),
    excerpt: loc(event.excerpt.fr, event.excerpt.en),
    heroImage,
    body: structuredText(event.id, event.body),
    speakers: [...event.speakers],
    seo: seo(event.title, event.excerpt, heroImage),
  };
}

export function careerRecord(career: Career): RecordJson {
  return {
    ...recordMeta(career.id, { created: career.date, createdTime: '11:00', ...(career.status ? { status: career.status } : {}) }),
    title: loc(career.title.fr, career.title.en),
    slug: locSlug(career.slug.fr, career.slug.en),
    date: career.date,
    location: loc(career.location.fr, career.location.en),
    employmentType: career.employmentType,
    excerpt: loc(career.excerpt.fr, career.excerpt.en),
    body: structuredText(career.id, career.body),
    applyEmail: `carrieres@${firm.domain}`,
    seo: seo(career.title, career.excerpt),
  };
}

export interface SingletonExtras {
  featuredPracticeAreas?: readonly string[];
  featuredArticles?: readonly string[];
}

/** A page singleton, with the extra fields of the home and contact pages. */
export function singletonRecord(page: SingletonPage, extras: SingletonExtras = {}): RecordJson {
  const record: RecordJson = {
    ...recordMeta(page.id, { created: SITE_LAUNCH, updated: '2026-09-02' }),
    title: loc(page.title.fr, page.title.en),
    intro: loc(page.intro.fr, page.intro.en),
    heroImage: page.hero,
    ...(page.body ? { body: structuredText(page.id, page.body) } : {}),
  };
  if (page.model === 'page_home') {
    record.featuredPracticeAreas = [...(extras.featuredPracticeAreas ?? [])];
    record.featuredArticles = [...(extras.featuredArticles ?? [])];
    record.ctas = localizedBlocks((lang) =>
      homeCtas.map((cta, i) => ({
        id: `blk-home-cta-${i + 1}-${lang}`,
        _type: 'cta_block',
        title: text(cta.title, lang),
        text: text(cta.text, lang),
        links: [{ id: `blk-home-cta-${i + 1}-${lang}-link`, _type: 'link_internal', label: text(cta.link.label, lang), link: cta.link.record }],
      })),
    );
  }
  if (page.model === 'page_contact') {
    record.subjects = loc(contactSubjects.fr, contactSubjects.en);
    record.offices = offices.map((o) => o.id);
  }
  record.seo = seo(page.title, page.seoDescription, page.hero);
  return record;
}

export function errorRecord(): RecordJson {
  return {
    ...recordMeta('page-error', { created: SITE_LAUNCH }),
    cBackgroundImage: 'error-background',
    cSubtitle: loc(errorPage.subtitle.fr, errorPage.subtitle.en),
    cTitle1: loc(errorPage.title1.fr, errorPage.title1.en),
    cTitle2: loc(errorPage.title2.fr, errorPage.title2.en),
    cCtaLabel: loc(errorPage.cta.fr, errorPage.cta.en),
  };
}

type Lang = 'fr' | 'en';
const text = (pair: Bilingual, lang: Lang): string => (lang === 'fr' ? frenchTypography(pair.fr) : englishTypography(pair.en));

function localizedBlocks(build: (lang: Lang) => BlockJson[]): Localized<BlockJson[]> {
  return { 'fr-CA': build('fr'), 'en-CA': build('en') };
}

/** Internal menu links: [label, record id]. */
export type MenuItem = readonly [Bilingual, string];

const mainMenu: readonly MenuItem[] = [
  [{ fr: 'Champs de pratique', en: 'Practice Areas' }, 'page-practice-area-hub'],
  [{ fr: 'Industries', en: 'Industries' }, 'page-industries-hub'],
  [{ fr: 'Services', en: 'Services' }, 'page-services-hub'],
  [{ fr: 'Équipe', en: 'Team' }, 'page-team'],
  [{ fr: 'Intelligence d’affaires', en: 'Thought Leadership' }, 'page-business-intel'],
  [{ fr: 'Le cabinet', en: 'The Firm' }, 'page-about'],
  [{ fr: 'Carrière', en: 'Careers' }, 'page-career-hub'],
  [{ fr: 'Nous joindre', en: 'Contact' }, 'page-contact'],
];

const footerMenu: readonly MenuItem[] = [
  [{ fr: 'Expertise', en: 'Expertise' }, 'page-expertise'],
  [{ fr: 'Actualités', en: 'News' }, 'page-news-hub'],
  [{ fr: 'Études de cas', en: 'Case Studies' }, 'page-cases-hub'],
  [{ fr: 'Événements', en: 'Events' }, 'page-events-hub'],
  [{ fr: 'Infolettre', en: 'Newsletter' }, 'page-newsletter'],
  [{ fr: 'Réseau des anciens', en: 'Alumni Network' }, 'gen-anciens'],
  [{ fr: 'Recherche', en: 'Search' }, 'page-search'],
];

const legalMenu: readonly MenuItem[] = [
  [{ fr: 'Conditions d’utilisation', en: 'Terms of Use' }, 'page-term'],
  [{ fr: 'Politique de confidentialité', en: 'Privacy Policy' }, 'page-privacy'],
  [{ fr: 'Honoraires et avis juridiques', en: 'Fees and Legal Notices' }, 'gen-honoraires-et-avis'],
  [{ fr: 'Accessibilité', en: 'Accessibility' }, 'gen-accessibilite'],
];

function menu(name: string, items: readonly MenuItem[]): Localized<BlockJson[]> {
  return localizedBlocks((lang) =>
    items.map(([label, record], i) => ({ id: `blk-${name}-${i + 1}-${lang}`, _type: 'link_internal', label: text(label, lang), link: record })),
  );
}

/** Record ids the menus point to. */
export const menuTargets = [...mainMenu, ...footerMenu, ...legalMenu].map(([, id]) => id);

/** The layout singleton; `keep` drops menu items whose target a content set does not have. */
export function layoutRecord(keep: (recordId: string) => boolean = () => true): RecordJson {
  const kept = (items: readonly MenuItem[]): MenuItem[] => items.filter(([, id]) => keep(id));
  return {
    ...recordMeta('layout', { created: SITE_LAUNCH, updated: '2026-04-14' }),
    mainMenu: menu('main-menu', kept(mainMenu)),
    footerMenu: menu('footer-menu', kept(footerMenu)),
    legalMenu: menu('legal-menu', kept(legalMenu)),
    socialLinks: Object.entries(firm.social).map(([network, url]) => ({ id: `blk-social-${network}`, _type: 'social_link', network, url })),
    offices: offices.map((o) => o.id),
    footerText: loc(footerText.fr, footerText.en),
  };
}
