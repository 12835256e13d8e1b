import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  matchPath,
  recordPath,
  resolveRecord,
  routableTypenames,
  type RoutableRecord,
} from '../../src/routing/index.js';

const slugRecords = [
  ['SingleAboutRecord', 'about-slug', '/a-propos/s/', '/en/about-us/s/'],
  [
    'SingleCasesAnalysisRecord',
    'business-intelligence-cases-slug',
    '/intelligence-affaire/cas/s/',
    '/en/thought-leadership/case-studies/s/',
  ],
  ['SingleEmployeeRecord', 'employee-slug', '/equipe/s/', '/en/team/s/'],
  ['SingleIndustryRecord', 'industries-slug', '/industries/s/', '/en/industries/s/'],
  [
    'SingleMajorCaseRecord',
    'business-intelligence-dossier-slug',
    '/intelligence-affaire/dossier/s/',
    '/en/thought-leadership/major-case/s/',
  ],
  [
    'SingleNewsRecord',
    'business-intelligence-news-slug',
    '/intelligence-affaire/actualites/s/',
    '/en/thought-leadership/news/s/',
  ],
  ['SinglePracticeAreaRecord', 'practice-area-slug', '/champs-de-pratique/s/', '/en/practice-areas/s/'],
  ['SingleServiceRecord', 'services-slug', '/services/s/', '/en/services/s/'],
  ['SingleEventRecord', 'events-slug', '/evenements/s/', '/en/events/s/'],
  ['SingleCareerRecord', 'career-slug', '/carriere/s/', '/en/career/s/'],
  ['GenericPageRecord', 'slug', '/s/', '/en/s/'],
] as const;

const pageRecords = [
  ['PageHomeRecord', 'index'],
  ['PageAboutRecord', 'about'],
  ['PageBusinessIntelRecord', 'business-intelligence'],
  ['PageCasesHubRecord', 'business-intelligence-cases'],
  ['PageContactRecord', 'contact'],
  ['PageExpertiseRecord', 'expertise'],
  ['PageIndustriesHubRecord', 'industries'],
  ['PageNewsHubRecord', 'business-intelligence-news'],
  ['PageNewsletterRecord', 'newsletter'],
  ['PagePracticeAreaHubRecord', 'practice-area'],
  ['PageServicesHubRecord', 'services'],
  ['PageTeamRecord', 'employee'],
  ['PagePrivacyRecord', 'privacy'],
  ['PageTermRecord', 'term'],
  ['PageCareerHubRecord', 'career'],
  ['PageEventsHubRecord', 'events'],
  ['PageSearchRecord', 'search'],
] as const;

afterEach(() => {
  vi.restoreAllMocks();
});

describe('resolveRecord / recordPath', () => {
  it.each(slugRecords)('%s -> %s', (__typename, name, fr, en) => {
    const record = { __typename, id: 'r1', slug: 's' };
    expect(resolveRecord(record, 'fr')).toEqual({ name, params: { slug: 's' } });
    expect(recordPath(record, 'fr')).toBe(fr);
    expect(recordPath(record, 'en')).toBe(en);
  });

  it.each(pageRecords)('%s -> %s', (__typename, name) => {
    const record = { __typename, id: 'p1' };
    expect(resolveRecord(record, 'en')).toEqual({ name, params: {} });
    const path = recordPath(record, 'en');
    expect(path && matchPath(path)).toEqual({ name, locale: 'en', params: {} });
  });

  it('puts a sub practice area under its parent', () => {
    const record = {
      __typename: 'SingleSubPracticeAreaRecord',
      id: 'sub',
      slug: 'griefs',
      pageParent: { slug: 'droit-du-travail' },
    };
    expect(resolveRecord(record, 'fr')).toEqual({
      name: 'practice-area-slug-detail',
      params: { slug: 'droit-du-travail', detail: 'griefs' },
    });
    expect(recordPath(record, 'fr')).toBe('/champs-de-pratique/droit-du-travail/griefs/');
    expect(recordPath({ ...record, slug: 'grievances', pageParent: { slug: 'labour' } }, 'en')).toBe(
      '/en/practice-areas/labour/grievances/',
    );
  });

  it('covers every typename of the brief', () => {
    expect(new Set(routableTypenames)).toEqual(
      new Set([...slugRecords.map(([t]) => t), ...pageRecords.map(([t]) => t), 'SingleSubPracticeAreaRecord']),
    );
  });

  it.each<[string, RoutableRecord, RegExp]>([
    ['unknown type', { __typename: 'OfficeRecord', id: 'office-1' }, /OfficeRecord \(id: office-1, fr\): no route/],
    [
      'missing slug',
      { __typename: 'SingleNewsRecord', id: 'n1', slug: null },
      /SingleNewsRecord \(id: n1, fr\): missing slug/,
    ],
    [
      'empty slug',
      { __typename: 'GenericPageRecord', id: 'g1', slug: '' },
      /GenericPageRecord \(id: g1, fr\): missing slug/,
    ],
    [
      'sub practice area without parent',
      { __typename: 'SingleSubPracticeAreaRecord', id: 's1', slug: 'x', pageParent: null },
      /s1.*pageParent/,
    ],
    [
      'sub practice area without slug',
      { __typename: 'SingleSubPracticeAreaRecord', id: 's2', pageParent: { slug: 'p' } },
      /s2.*missing slug/,
    ],
    ['no id', { __typename: 'Mystery' }, /Mystery \(id: unknown, fr\)/],
    ['inherited property name', { __typename: 'toString', id: 't' }, /toString/],
  ])('resolves a record without route (%s) to the empty route with a warning', (_, record, message) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(resolveRecord(record, 'fr')).toEqual({ name: '', params: {} });
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toMatch(message);
    expect(recordPath(record, 'fr')).toBeNull();
  });

  it('accepts fetched records with more fields', () => {
    const fetched = { __typename: 'SingleEmployeeRecord', id: 'e', slug: 'marie', firstName: 'Marie', title: null };
    expect(recordPath(fetched, 'fr')).toBe('/equipe/marie/');
  });
});
