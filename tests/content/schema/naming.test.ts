import { isObjectType, isUnionType } from 'graphql';
import { describe, expect, it } from 'vitest';
import { buildContentSchema } from '../../../src/content-service/schema/build-schema.js';
import {
  collectionMetaQueryName,
  collectionQueryName,
  pluralize,
  recordTypeName,
  singleQueryName,
} from '../../../src/content-model/api/naming.js';

const schema = buildContentSchema();
const queryFields = Object.keys(schema.getQueryType()?.getFields() ?? {});

describe('DatoCMS naming', () => {
  it('puts the last word of a model in the English plural', () => {
    expect(
      ['news', 'employee', 'industry', 'analysis', 'page', 'office', 'about', 'case', 'address', 'day'].map(pluralize),
    ).toEqual([
      'news',
      'employees',
      'industries',
      'analyses',
      'pages',
      'offices',
      'abouts',
      'cases',
      'addresses',
      'days',
    ]);
  });

  it.each([
    ['single_news', 'SingleNewsRecord', 'allSingleNews', 'singleNews', '_allSingleNewsMeta'],
    ['single_employee', 'SingleEmployeeRecord', 'allSingleEmployees', 'singleEmployee', '_allSingleEmployeesMeta'],
    ['single_industry', 'SingleIndustryRecord', 'allSingleIndustries', 'singleIndustry', '_allSingleIndustriesMeta'],
    [
      'single_cases_analysis',
      'SingleCasesAnalysisRecord',
      'allSingleCasesAnalyses',
      'singleCasesAnalysis',
      '_allSingleCasesAnalysesMeta',
    ],
    ['generic_page', 'GenericPageRecord', 'allGenericPages', 'genericPage', '_allGenericPagesMeta'],
    ['office', 'OfficeRecord', 'allOffices', 'office', '_allOfficesMeta'],
    ['single_about', 'SingleAboutRecord', 'allSingleAbouts', 'singleAbout', '_allSingleAboutsMeta'],
  ])('names the type and queries of %s', (apiKey, typeName, collection, single, meta) => {
    expect([
      recordTypeName(apiKey),
      collectionQueryName(apiKey),
      singleQueryName(apiKey),
      collectionMetaQueryName(apiKey),
    ]).toEqual([typeName, collection, single, meta]);
    expect(queryFields).toEqual(expect.arrayContaining([collection, single, meta]));
    expect(isObjectType(schema.getType(typeName))).toBe(true);
  });

  it('gives singletons a single query and blocks a type but no query', () => {
    expect(queryFields).toContain('pageHome');
    expect(queryFields.filter((name) => /PageHome/i.test(name))).toEqual(['pageHome']);
    expect(isObjectType(schema.getType('LinkInternalRecord'))).toBe(true);
    expect(isObjectType(schema.getType('CtaBlockRecord'))).toBe(true);
    expect(queryFields.filter((name) => /linkInternal|ctaBlock/i.test(name))).toEqual([]);
  });

  it('names unions of several allowed models <Model>Model<Field>Field and uses the type itself for one', () => {
    const related = schema.getType('SingleNewsModelRelatedArticlesField');
    expect(isUnionType(related) && related.getTypes().map((type) => type.name)).toEqual([
      'SingleNewsRecord',
      'SingleCasesAnalysisRecord',
      'SingleMajorCaseRecord',
    ]);
    const news = schema.getType('SingleNewsRecord');
    expect(isObjectType(news) && String(news.getFields().authors?.type)).toBe('[SingleEmployeeRecord!]!');
    expect(isObjectType(news) && String(news.getFields().body?.type)).toBe('SingleNewsModelBodyField');
    const menu = schema.getType('LayoutModelMainMenuField');
    expect(isUnionType(menu) && menu.getTypes().map((type) => type.name)).toEqual([
      'LinkExternalRecord',
      'LinkInternalRecord',
      'LinkAnchorRecord',
      'LinkDownloadRecord',
    ]);
  });

  it('declares the locales and scalars of the DatoCMS API', () => {
    const siteLocale = schema.getType('SiteLocale');
    expect(siteLocale && 'getValues' in siteLocale && siteLocale.getValues().map((value) => value.name)).toEqual([
      'fr_CA',
      'en_CA',
    ]);
    for (const name of [
      'ItemId',
      'IntType',
      'FloatType',
      'BooleanType',
      'DateTime',
      'Date',
      'JsonField',
      'UploadId',
      'CustomData',
    ]) {
      expect(schema.getType(name)?.name).toBe(name);
    }
  });
});
