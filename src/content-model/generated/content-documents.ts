// Generated from content-queries/ and its schema by `npm run content:types` (GraphQL Code Generator): do not edit.
import type { DastDocument } from '../dast/dast-document.js';

/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
export type ItemStatus =
  | 'draft'
  | 'updated'
  | 'published';

export type SiteLocale =
  | 'fr_CA'
  | 'en_CA';

export type SingleNewsModelOrderBy =
  | 'id_ASC'
  | 'id_DESC'
  | '_createdAt_ASC'
  | '_createdAt_DESC'
  | '_updatedAt_ASC'
  | '_updatedAt_DESC'
  | '_publishedAt_ASC'
  | '_publishedAt_DESC'
  | '_firstPublishedAt_ASC'
  | '_firstPublishedAt_DESC'
  | 'title_ASC'
  | 'title_DESC'
  | 'slug_ASC'
  | 'slug_DESC'
  | 'date_ASC'
  | 'date_DESC'
  | 'readingTime_ASC'
  | 'readingTime_DESC';

export type SingleCasesAnalysisModelOrderBy =
  | 'id_ASC'
  | 'id_DESC'
  | '_createdAt_ASC'
  | '_createdAt_DESC'
  | '_updatedAt_ASC'
  | '_updatedAt_DESC'
  | '_publishedAt_ASC'
  | '_publishedAt_DESC'
  | '_firstPublishedAt_ASC'
  | '_firstPublishedAt_DESC'
  | 'title_ASC'
  | 'title_DESC'
  | 'slug_ASC'
  | 'slug_DESC'
  | 'date_ASC'
  | 'date_DESC'
  | 'readingTime_ASC'
  | 'readingTime_DESC';

export type SingleMajorCaseModelOrderBy =
  | 'id_ASC'
  | 'id_DESC'
  | '_createdAt_ASC'
  | '_createdAt_DESC'
  | '_updatedAt_ASC'
  | '_updatedAt_DESC'
  | '_publishedAt_ASC'
  | '_publishedAt_DESC'
  | '_firstPublishedAt_ASC'
  | '_firstPublishedAt_DESC'
  | 'title_ASC'
  | 'title_DESC'
  | 'slug_ASC'
  | 'slug_DESC'
  | 'date_ASC'
  | 'date_DESC'
  | 'readingTime_ASC'
  | 'readingTime_DESC'
  | 'court_ASC'
  | 'court_DESC'
  | 'caseStatus_ASC'
  | 'caseStatus_DESC';

export type AboutsQueryVariables = Exact<{
  locale: SiteLocale;
  first?: number | null | undefined;
  skip?: number | null | undefined;
  ids?: Array<string | null | undefined> | string | null | undefined;
  slug?: string | null | undefined;
  count?: boolean | null | undefined;
}>;


export type AboutsQuery = { meta?: { count: number }, items: Array<{ __typename: 'SingleAboutRecord', id: string, title: string, slug: string, intro: string | null, position: number | null, _allSlugLocales: Array<{ locale: SiteLocale, value: string }>, heroImage: { id: string, url: string, alt: string | null, title: string | null, width: number | null, height: number | null, format: string, md5: string, focalPoint: { x: number, y: number } | null, responsiveImage: { base64: string | null } | null, video: { muxPlaybackId: string, muxAssetId: string, mp4Url: string | null, streamingUrl: string } | null } | null, body: { value: DastDocument, blocks: Array<
        | { __typename: 'ImageBlockRecord', id: string, caption: string | null, image: { id: string, url: string, alt: string | null, title: string | null, width: number | null, height: number | null, format: string, md5: string, focalPoint: { x: number, y: number } | null, responsiveImage: { base64: string | null } | null, video: { muxPlaybackId: string, muxAssetId: string, mp4Url: string | null, streamingUrl: string } | null } }
        | { __typename: 'VideoBlockRecord', id: string, caption: string | null, video: { id: string, url: string, alt: string | null, title: string | null, width: number | null, height: number | null, format: string, md5: string, focalPoint: { x: number, y: number } | null, responsiveImage: { base64: string | null } | null, video: { muxPlaybackId: string, muxAssetId: string, mp4Url: string | null, streamingUrl: string } | null } }
        | { __typename: 'QuoteBlockRecord', id: string, quote: string, attribution: string | null }
        | { __typename: 'CtaBlockRecord', id: string, title: string, text: string | null, links: Array<
            | { __typename: 'LinkExternalRecord', id: string, label: string, url: string }
            | { __typename: 'LinkInternalRecord', id: string, label: string, query: string | null, link:
                | { __typename: 'PageHomeRecord', title: string, id: string }
                | { __typename: 'PageAboutRecord', title: string, id: string }
                | { __typename: 'PageBusinessIntelRecord', title: string, id: string }
                | { __typename: 'PageCasesHubRecord', title: string, id: string }
                | { __typename: 'PageContactRecord', title: string, id: string }
                | { __typename: 'PageExpertiseRecord', title: string, id: string }
                | { __typename: 'PageIndustriesHubRecord', title: string, id: string }
                | { __typename: 'PageNewsHubRecord', title: string, id: string }
                | { __typename: 'PageNewsletterRecord', title: string, id: string }
                | { __typename: 'PagePracticeAreaHubRecord', title: string, id: string }
                | { __typename: 'PageServicesHubRecord', title: string, id: string }
                | { __typename: 'PageTeamRecord', title: string, id: string }
                | { __typename: 'PagePrivacyRecord', title: string, id: string }
                | { __typename: 'PageTermRecord', title: string, id: string }
                | { __typename: 'PageCareerHubRecord', title: string, id: string }
                | { __typename: 'PageEventsHubRecord', title: string, id: string }
                | { __typename: 'PageSearchRecord', title: string, id: string }
                | { __typename: 'SingleEmployeeRecord', slug: string, firstName: string, lastName: string, id: string }
                | { __typename: 'SinglePracticeAreaRecord', slug: string, title: string, id: string }
                | { __typename: 'SingleSubPracticeAreaRecord', slug: string, title: string, id: string, pageParent: { id: string, slug: string } }
                | { __typename: 'SingleIndustryRecord', slug: string, title: string, id: string }
                | { __typename: 'SingleServiceRecord', slug: string, title: string, id: string }
                | { __typename: 'SingleNewsRecord', slug: string, title: string, id: string }
                | { __typename: 'SingleCasesAnalysisRecord', slug: string, title: string, id: string }
                | { __typename: 'SingleMajorCaseRecord', slug: string, title: string, id: string }
                | { __typename: 'SingleEventRecord', slug: string, title: string, id: string }
                | { __typename: 'SingleCareerRecord', slug: string, title: string, id: string }
                | { __typename: 'SingleAboutRecord', slug: string, title: string, id: string }
                | { __typename: 'GenericPageRecord', slug: string, title: string, id: string }
               | null }
            | { __typename: 'LinkAnchorRecord', id: string, label: string, blockId: string }
            | { __typename: 'LinkDownloadRecord', id: string, label: string, file: { url: string, filename: string } }
          > }
      >, links: Array<
        | { __typename: 'PageHomeRecord', title: string, id: string }
        | { __typename: 'PageAboutRecord', title: string, id: string }
        | { __typename: 'PageBusinessIntelRecord', title: string, id: string }
        | { __typename: 'PageCasesHubRecord', title: string, id: string }
        | { __typename: 'PageContactRecord', title: string, id: string }
        | { __typename: 'PageExpertiseRecord', title: string, id: string }
        | { __typename: 'PageIndustriesHubRecord', title: string, id: string }
        | { __typename: 'PageNewsHubRecord', title: string, id: string }
        | { __typename: 'PageNewsletterRecord', title: string, id: string }
        | { __typename: 'PagePracticeAreaHubRecord', title: string, id: string }
        | { __typename: 'PageServicesHubRecord', title: string, id: string }
        | { __typename: 'PageTeamRecord', title: string, id: string }
        | { __typename: 'PagePrivacyRecord', title: string, id: string }
        | { __typename: 'PageTermRecord', title: string, id: string }
        | { __typename: 'PageCareerHubRecord', title: string, id: string }
        | { __typename: 'PageEventsHubRecord', title: string, id: string }
        | { __typename: 'PageSearchRecord', title: string, id: string }
        | { __typename: 'SingleEmployeeRecord', slug: string, firstName: string, lastName: string, id: string }
        | { __typename: 'SinglePracticeAreaRecord', slug: string, title: string, id: string }
        | { __typename: 'SingleSubPracticeAreaRecord', slug: string, title: string, id: string, pageParent: { id: string, slug: string } }
        | { __typename: 'SingleIndustryRecord', slug: string, title: string, id: string }
        | { __typename: 'SingleServiceRecord', slug: string, title: string, id: string }
        | { __typename: 'SingleNewsRecord', slug: string, title: string, id: string }
        | { __typename: 'SingleCasesAnalysisRecord', slug: string, title: string, id: string }
        | { __typename: 'SingleMajorCaseRecord', slug: string, title: string, id: string }
        | { __typename: 'SingleEventRecord', slug: string, title: string, id: string }
        | { __typename: 'SingleCareerRecord', slug: string, title: string, id: string }
        | { __typename: 'SingleAboutRecord', slug: string, title: string, id: string }
        | { __typename: 'GenericPageRecord', slug: string, title: string, id: string }
      > } | null, _seoMetaTags: Array<{ tag: string, attributes: Record<string, string> | null, content: string | null }> }> };

export type BusinessIntelLatestQueryVariables = Exact<{
  locale: SiteLocale;
  latest: number;
  majorCases: number;
}>;


export type BusinessIntelLatestQuery = { news: Array<{ __typename: 'SingleNewsRecord', id: string, slug: string, title: string, excerpt: string | null, date: string, heroImage: { id: string, url: string, alt: string | null, title: string | null, width: number | null, height: number | null, format: string, md5: string, focalPoint: { x: number, y: number } | null, responsiveImage: { base64: string | null } | null, video: { muxPlaybackId: string, muxAssetId: string, mp4Url: string | null, streamingUrl: string } | null } | null }>, cases: Array<{ __typename: 'SingleCasesAnalysisRecord', id: string, slug: string, title: string, excerpt: string | null, date: string, heroImage: { id: string, url: string, alt: string | null, title: string | null, width: number | null, height: number | null, format: string, md5: string, focalPoint: { x: number, y: number } | null, responsiveImage: { base64: string | null } | null, video: { muxPlaybackId: string, muxAssetId: string, mp4Url: string | null, streamingUrl: string } | null } | null }>, majorCases: Array<{ __typename: 'SingleMajorCaseRecord', id: string, slug: string, title: string, excerpt: string | null, date: string, heroImage: { id: string, url: string, alt: string | null, title: string | null, width: number | null, height: number | null, format: string, md5: string, focalPoint: { x: number, y: number } | null, responsiveImage: { base64: string | null } | null, video: { muxPlaybackId: string, muxAssetId: string, mp4Url: string | null, streamingUrl: string } | null } | null }> };

export type CareersQueryVariables = Exact<{
  locale: SiteLocale;
  first?: number | null | undefined;
  skip?: number | null | undefined;
  ids?: Array<string | null | undefined> | string | null | undefined;
  slug?: string | null | undefined;
  card?: boolean | null | undefined;
}>;


export type CareersQuery = { meta: { count: number }, items: Array<{ __typename: 'SingleCareerRecord', id: string, title: string, slug: string, date: string, location: string, employmentType: string | null, excerpt: string | null, applyEmail?: string | null, _allSlugLocales: Array<{ locale: SiteLocale, value: string }>, body?: { value: DastDocument, blocks: Array<
        | { __typename: 'ImageBlockRecord', id: string, caption: string | null, image: { id: string, url: string, alt: string | null, title: string | null, width: number | null, height: number | null, format: string, md5: string, focalPoint: { x: number, y: number } | null, responsiveImage: { base64: string | null } | null, video: { muxPlaybackId: string, muxAssetId: string, mp4Url: string | null, streamingUrl: string } | null } }
        | { __typename: 'VideoBlockRecord', id: string, caption: string | null, video: { id: string, url: string, alt: string | null, title: string | null, width: number | null, height: number | null, format: string, md5: string, focalPoint: { x: number, y: number } | null, responsiveImage: { base64: string | null } | null, video: { muxPlaybackId: string, muxAssetId: string, mp4Url: string | null, streamingUrl: string } | null } }
        | { __typename: 'QuoteBlockRecord', id: string, quote: string, attribution: string | null }
        | { __typename: 'CtaBlockRecord', id: string, title: string, text: string | null, links: Array<
            | { __typename: 'LinkExternalRecord', id: string, label: string, url: string }
            | { __typename: 'LinkInternalRecord', id: string, label: string, query: string | null, link:
                | { __typename: 'PageHomeRecord', title: string, id: string }
                | { __typename: 'PageAboutRecord', title: string, id: string }
                | { __typename: 'PageBusinessIntelRecord', title: string, id: string }
                | { __typename: 'PageCasesHubRecord', title: string, id: string }
                | { __typename: 'PageContactRecord', title: string, id: string }
                | { __typename: 'PageExpertiseRecord', title: string, id: string }
                | { __typename: 'PageIndustriesHubRecord', title: string, id: string }
                | { __typename: 'PageNewsHubRecord', title: string, id: string }
                | { __typename: 'PageNewsletterRecord', title: string, id: string }
                | { __typename: 'PagePracticeAreaHubRecord', title: string, id: string }
                | { __typename: 'PageServicesHubRecord', title: string, id: string }
                | { __typename: 'PageTeamRecord', title: string, id: string }
                | { __typename: 'PagePrivacyRecord', title: string, id: string }
                | { __typename: 'PageTermRecord', title: string, id: string }
                | { __typename: 'PageCareerHubRecord', title: string, id: string }
                | { __typename: 'PageEventsHubRecord', title: string, id: string }
                | { __typename: 'PageSearchRecord', title: string, id: string }
                | { __typename: 'SingleEmployeeRecord', slug: string, firstName: string, lastName: string, id: string }
                | { __typename: 'SinglePracticeAreaRecord', slug: string, title: string, id: string }
                | { __typename: 'SingleSubPracticeAreaRecord', slug: string, title: string, id: string, pageParent: { id: string, slug: string } }
                | { __typename: 'SingleIndustryRecord', slug: string, title: string, id: string }
                | { __typename: 'SingleServiceRecord', slug: string, title: string, id: string }
                | { __typename: 'SingleNewsRecord', slug: string, title: string, id: string }
                | { __typename: 'SingleCasesAnalysisRecord', slug: string, title: string, id: string }
                | { __typename: 'SingleMajorCaseRecord', slug: string, title: string, id: string }
                | { __typename: 'SingleEventRecord', slug: string, title: string, id: string }
                | { __typename: 'SingleCareerRecord', slug: string, title: string, id: string }
                | { __typename: 'SingleAboutRecord', slug: string, title: string, id: string }
                | { __typename: 'GenericPageRecord', slug: string, title: string, id: string }
               | null }
            | { __typename: 'LinkAnchorRecord', id: string, label: string, blockId: string }
            | { __typename: 'LinkDownloadRecord', id: string, label: string, file: { url: string, filename: string } }
          > }
      >, links: Array<
        | { __typename: 'PageHomeRecord', title: string, id: string }
        | { __typename: 'PageAboutRecord', title: string, id: string }
        | { __typename: 'PageBusinessIntelRecord', title: string, id: string }
        | { __typename: 'PageCasesHubRecord', title: string, id: string }
        | { __typename: 'PageContactRecord', title: string, id: string }
        | { __typename: 'PageExpertiseRecord', title: string, id: string }
        | { __typename: 'PageIndustriesHubRecord', title: string, id: string }
        | { __typename: 'PageNewsHubRecord', title: string, id: string }
        | { __typename: 'PageNewsletterRecord', title: string, id: string }
        | { __typename: 'PagePracticeAreaHubRecord', title: string, id: string }
        | { __typename: 'PageServicesHubRecord', title: string, id: string }
        | { __typename: 'PageTeamRecord', title: string, id: string }
        | { __typename: 'PagePrivacyRecord', title: string, id: string }
        | { __typename: 'PageTermRecord', title: string, id: string }
        | { __typename: 'PageCareerHubRecord', title: string, id: string }
        | { __typename: 'PageEventsHubRecord', title: string, id: string }
        | { __typename: 'PageSearchRecord', title: string, id: string }
        | { __typename: 'SingleEmployeeRecord', slug: string, firstName: string, lastName: string, id: string }
        | { __typename: 'SinglePracticeAreaRecord', slug: string, title: string, id: string }
        | { __typename: 'SingleSubPracticeAreaRecord', slug: string, title: string, id: string, pageParent: { id: string, slug: string } }
        | { __typename: 'SingleIndustryRecord', slug: string, title: string, id: string }
        | { __typename: 'SingleServiceRecord', slug: string, title: string, id: string }
        | { __typename: 'SingleNewsRecord', slug: string, title: string, id: string }
        | { __typename: 'SingleCasesAnalysisRecord', slug: string, title: string, id: string }
        | { __typename: 'SingleMajorCaseRecord', slug: string, title: string, id: string }
        | { __typename: 'SingleEventRecord', slug: string, title: string, id: string }
        | { __typename: 'SingleCareerRecord', slug: string, title: string, id: string }
        | { __typename: 'SingleAboutRecord', slug: string, title: string, id: string }
        | { __typename: 'GenericPageRecord', slug: string, title: string, id: string }
      > } | null, _seoMetaTags?: Array<{ tag: string, attributes: Record<string, string> | null, content: string | null }> }> };

export type CasesAnalysesQueryVariables = Exact<{
  locale: SiteLocale;
  first?: number | null | undefined;
  skip?: number | null | undefined;
  ids?: Array<string | null | undefined> | string | null | undefined;
  slug?: string | null | undefined;
  count?: boolean | null | undefined;
  card?: boolean | null | undefined;
  orderBy?: Array<SingleCasesAnalysisModelOrderBy | null | undefined> | SingleCasesAnalysisModelOrderBy | null | undefined;
}>;


export type CasesAnalysesQuery = { meta?: { count: number }, items: Array<{ __typename: 'SingleCasesAnalysisRecord', id: string, title: string, slug: string, date: string, readingTime?: number | null, excerpt: string | null, keyPoints?: string | null, _allSlugLocales: Array<{ locale: SiteLocale, value: string }>, heroImage: { id: string, url: string, alt: string | null, title: string | null, width: number | null, height: number | null, format: string, md5: string, focalPoint: { x: number, y: number } | null, responsiveImage: { base64: string | null } | null, video: { muxPlaybackId: string, muxAssetId: string, mp4Url: string | null, streamingUrl: string } | null } | null, authors?: Array<{ __typename: 'SingleEmployeeRecord', role: string, slug: string, firstName: string, lastName: string, id: string }>, body?: { value: DastDocument, blocks: Array<
        | { __typename: 'ImageBlockRecord', id: string, caption: string | null, image: { id: string, url: string, alt: string | null, title: string | null, width: number | null, height: number | null, format: string, md5: string, focalPoint: { x: number, y: number } | null, responsiveImage: { base64: string | null } | null, video: { muxPlaybackId: string, muxAssetId: string, mp4Url: string | null, streamingUrl: string } | null } }
        | { __typename: 'VideoBlockRecord', id: string, caption: string | null, video: { id: string, url: string, alt: string | null, title: string | null, width: number | null, height: number | null, format: string, md5: string, focalPoint: { x: number, y: number } | null, responsiveImage: { base64: string | null } | null, video: { muxPlaybackId: string, muxAssetId: string, mp4Url: string | null, streamingUrl: string } | null } }
        | { __typename: 'QuoteBlockRecord', id: string, quote: string, attribution: string | null }
        | { __typename: 'CtaBlockRecord', id: string, title: string, text: string | null, links: Array<
            | { __typename: 'LinkExternalRecord', id: string, label: string, url: string }
            | { __typename: 'LinkInternalRecord', id: string, label: string, query: string | null, link:
                | { __typename: 'PageHomeRecord', title: string, id: string }
                | { __typename: 'PageAboutRecord', title: string, id: string }
                | { __typename: 'PageBusinessIntelRecord', title: string, id: string }
                | { __typename: 'PageCasesHubRecord', title: string, id: string }
                | { __typename: 'PageContactRecord', title: string, id: string }
                | { __typename: 'PageExpertiseRecord', title: string, id: string }
                | { __typename: 'PageIndustriesHubRecord', title: string, id: string }
                | { __typename: 'PageNewsHubRecord', title: string, id: string }
                | { __typename: 'PageNewsletterRecord', title: string, id: string }
                | { __typename: 'PagePracticeAreaHubRecord', title: string, id: string }
                | { __typename: 'PageServicesHubRecord', title: string, id: string }
                | { __typename: 'PageTeamRecord', title: string, id: string }
                | { __typename: 'PagePrivacyRecord', title: string, id: string }
                | { __typename: 'PageTermRecord', title: string, id: string }
                | { __typename: 'PageCareerHubRecord', title: string, id: string }
                | { __typename: 'PageEventsHubRecord', title: string, id: string }
                | { __typename: 'PageSearchRecord', title: string, id: string }
                | { __typename: 'SingleEmployeeRecord', slug: string, firstName: string, lastName: string, id: string }
                | { __typename: 'SinglePracticeAreaRecord', slug: string, title: string, id: string }
                | { __typename: 'SingleSubPracticeAreaRecord', slug: string, title: string, id: string, pageParent: { id: string, slug: string } }
                | { __typename: 'SingleIndustryRecord', slug: string, title: string, id: string }
                | { __typename: 'SingleServiceRecord', slug: string, title: string, id: string }
                | { __typename: 'SingleNewsRecord', slug: string, title: string, id: string }
                | { __typename: 'SingleCasesAnalysisRecord', slug: string, title: string, id: string }
                | { __typename: 'SingleMajorCaseRecord', slug: string, title: string, id: string }
                | { __typename: 'SingleEventRecord', slug: string, title: string, id: string }
                | { __typename: 'SingleCareerRecord', slug: string, title: string, id: string }
                | { __typename: 'SingleAboutRecord', slug: string, title: string, id: string }
                | { __typename: 'GenericPageRecord', slug: string, title: string, id: string }
               | null }
            | { __typename: 'LinkAnchorRecord', id: string, label: string, blockId: string }
            | { __typename: 'LinkDownloadRecord', id: string, label: string, file: { url: string, filename: string } }
          > }
      >, links: Array<
        | { __typename: 'PageHomeRecord', title: string, id: string }
        | { __typename: 'PageAboutRecord', title: string, id: string }
        | { __typename: 'PageBusinessIntelRecord', title: string, id: string }
        | { __typename: 'PageCasesHubRecord', title: string, id: string }
        | { __typename: 'PageContactRecord', title: string, id: string }
        | { __typename: 'PageExpertiseRecord', title: string, id: string }
        | { __typename: 'PageIndustriesHubRecord', title: string, id: string }
        | { __typename: 'PageNewsHubRecord', title: string, id: string }
        | { __typename: 'PageNewsletterRecord', title: string, id: string }
        | { __typename: 'PagePracticeAreaHubRecord', title: string, id: string }
        | { __typename: 'PageServicesHubRecord', title: string, id: string }
        | { __typename: 'PageTeamRecord', title: string, id: string }
        | { __typename: 'PagePrivacyRecord', title: string, id: string }
        | { __typename: 'PageTermRecord', title: string, id: string }
        | { __typename: 'PageCareerHubRecord', title: string, id: string }
        | { __typename: 'PageEventsHubRecord', title: string, id: string }
        | { __typename: 'PageSearchRecord', title: string, id: string }
        | { __typename: 'SingleEmployeeRecord', slug: string, firstName: string, lastName: string, id: string }
        | { __typename: 'SinglePracticeAreaRecord', slug: string, title: string, id: string }
        | { __typename: 'SingleSubPracticeAreaRecord', slug: string, title: string, id: string, pageParent: { id: string, slug: string } }
        | { __typename: 'SingleIndustryRecord', slug: string, title: string, id: string }
        | { __typename: 'SingleServiceRecord', slug: string, title: string, id: string }
        | { __typename: 'SingleNewsRecord', slug: string, title: string, id: string }
        | { __typename: 'SingleCasesAnalysisRecord', slug: string, title: string, id: string }
        | { __typename: 'SingleMajorCaseRecord', slug: string, title: string, id: string }
        | { __typename: 'SingleEventRecord', slug: string, title: string, id: string }
        | { __typename: 'SingleCareerRecord', slug: string, title: string, id: string }
        | { __typename: 'SingleAboutRecord', slug: string, title: string, id: string }
        | { __typename: 'GenericPageRecord', slug: string, title: string, id: string }
      > } | null, relatedArticles?: Array<
      | { __typename: 'SingleNewsRecord', date: string, slug: string, title: string, id: string }
      | { __typename: 'SingleCasesAnalysisRecord', date: string, slug: string, title: string, id: string }
      | { __typename: 'SingleMajorCaseRecord', date: string, slug: string, title: string, id: string }
    >, practiceAreas: Array<{ __typename: 'SinglePracticeAreaRecord', slug: string, title: string, id: string }>, industries: Array<{ __typename: 'SingleIndustryRecord', slug: string, title: string, id: string }>, _seoMetaTags?: Array<{ tag: string, attributes: Record<string, string> | null, content: string | null }> }> };

export type EmployeesQueryVariables = Exact<{
  locale: SiteLocale;
  first?: number | null | undefined;
  skip?: number | null | undefined;
  ids?: Array<string | null | undefined> | string | null | undefined;
  slug?: string | null | undefined;
  card?: boolean | null | undefined;
}>;


export type EmployeesQuery = { meta: { count: number }, items: Array<{ __typename: 'SingleEmployeeRecord', id: string, firstName: string, lastName: string, slug: string, role: string, phone?: string | null, cellular?: string | null, email?: string, linkedinUrl?: string | null, representativeMandates?: string | null, education?: string | null, barAdmissions?: string | null, languages?: string | null, _allSlugLocales: Array<{ locale: SiteLocale, value: string }>, _allRoleLocales: Array<{ locale: SiteLocale, value: string }>, office: { id: string, name: string, address: string, city: string, province: string, postalCode: string, phone: string, email: string | null, mapUrl: string | null } | null, photo: { id: string, url: string, alt: string | null, title: string | null, width: number | null, height: number | null, format: string, md5: string, focalPoint: { x: number, y: number } | null, responsiveImage: { base64: string | null } | null, video: { muxPlaybackId: string, muxAssetId: string, mp4Url: string | null, streamingUrl: string } | null } | null, biography?: { value: DastDocument, links: Array<
        | { __typename: 'PageHomeRecord', title: string, id: string }
        | { __typename: 'PageAboutRecord', title: string, id: string }
        | { __typename: 'PageBusinessIntelRecord', title: string, id: string }
        | { __typename: 'PageCasesHubRecord', title: string, id: string }
        | { __typename: 'PageContactRecord', title: string, id: string }
        | { __typename: 'PageExpertiseRecord', title: string, id: string }
        | { __typename: 'PageIndustriesHubRecord', title: string, id: string }
        | { __typename: 'PageNewsHubRecord', title: string, id: string }
        | { __typename: 'PageNewsletterRecord', title: string, id: string }
        | { __typename: 'PagePracticeAreaHubRecord', title: string, id: string }
        | { __typename: 'PageServicesHubRecord', title: string, id: string }
        | { __typename: 'PageTeamRecord', title: string, id: string }
        | { __typename: 'PagePrivacyRecord', title: string, id: string }
        | { __typename: 'PageTermRecord', title: string, id: string }
        | { __typename: 'PageCareerHubRecord', title: string, id: string }
        | { __typename: 'PageEventsHubRecord', title: string, id: string }
        | { __typename: 'PageSearchRecord', title: string, id: string }
        | { __typename: 'SingleEmployeeRecord', slug: string, firstName: string, lastName: string, id: string }
        | { __typename: 'SinglePracticeAreaRecord', slug: string, title: string, id: string }
        | { __typename: 'SingleSubPracticeAreaRecord', slug: string, title: string, id: string, pageParent: { id: string, slug: string } }
        | { __typename: 'SingleIndustryRecord', slug: string, title: string, id: string }
        | { __typename: 'SingleServiceRecord', slug: string, title: string, id: string }
        | { __typename: 'SingleNewsRecord', slug: string, title: string, id: string }
        | { __typename: 'SingleCasesAnalysisRecord', slug: string, title: string, id: string }
        | { __typename: 'SingleMajorCaseRecord', slug: string, title: string, id: string }
        | { __typename: 'SingleEventRecord', slug: string, title: string, id: string }
        | { __typename: 'SingleCareerRecord', slug: string, title: string, id: string }
        | { __typename: 'SingleAboutRecord', slug: string, title: string, id: string }
        | { __typename: 'GenericPageRecord', slug: string, title: string, id: string }
      > } | null, practiceAreas: Array<{ __typename: 'SinglePracticeAreaRecord', slug: string, title: string, id: string }>, _seoMetaTags?: Array<{ tag: string, attributes: Record<string, string> | null, content: string | null }> }> };

export type EventsQueryVariables = Exact<{
  locale: SiteLocale;
  first?: number | null | undefined;
  skip?: number | null | undefined;
  ids?: Array<string | null | undefined> | string | null | undefined;
  slug?: string | null | undefined;
  card?: boolean | null | undefined;
}>;


export type EventsQuery = { meta: { count: number }, items: Array<{ __typename: 'SingleEventRecord', id: string, title: string, slug: string, startAt: string, endAt: string, location: string, address?: string | null, registrationUrl?: string | null, excerpt: string | null, _allSlugLocales: Array<{ locale: SiteLocale, value: string }>, heroImage: { id: string, url: string, alt: string | null, title: string | null, width: number | null, height: number | null, format: string, md5: string, focalPoint: { x: number, y: number } | null, responsiveImage: { base64: string | null } | null, video: { muxPlaybackId: string, muxAssetId: string, mp4Url: string | null, streamingUrl: string } | null } | null, body?: { value: DastDocument, blocks: Array<
        | { __typename: 'ImageBlockRecord', id: string, caption: string | null, image: { id: string, url: string, alt: string | null, title: string | null, width: number | null, height: number | null, format: string, md5: string, focalPoint: { x: number, y: number } | null, responsiveImage: { base64: string | null } | null, video: { muxPlaybackId: string, muxAssetId: string, mp4Url: string | null, streamingUrl: string } | null } }
        | { __typename: 'VideoBlockRecord', id: string, caption: string | null, video: { id: string, url: string, alt: string | null, title: string | null, width: number | null, height: number | null, format: string, md5: string, focalPoint: { x: number, y: number } | null, responsiveImage: { base64: string | null } | null, video: { muxPlaybackId: string, muxAssetId: string, mp4Url: string | null, streamingUrl: string } | null } }
        | { __typename: 'QuoteBlockRecord', id: string, quote: string, attribution: string | null }
        | { __typename: 'CtaBlockRecord', id: string, title: string, text: string | null, links: Array<
            | { __typename: 'LinkExternalRecord', id: string, label: string, url: string }
            | { __typename: 'LinkInternalRecord', id: string, label: string, query: string | null, link:
                | { __typename: 'PageHomeRecord', title: string, id: string }
                | { __typename: 'PageAboutRecord', title: string, id: string }
                | { __typename: 'PageBusinessIntelRecord', title: string, id: string }
                | { __typename: 'PageCasesHubRecord', title: string, id: string }
                | { __typename: 'PageContactRecord', title: string, id: string }
                | { __typename: 'PageExpertiseRecord', title: string, id: string }
                | { __typename: 'PageIndustriesHubRecord', title: string, id: string }
                | { __typename: 'PageNewsHubRecord', title: string, id: string }
                | { __typename: 'PageNewsletterRecord', title: string, id: string }
                | { __typename: 'PagePracticeAreaHubRecord', title: string, id: string }
                | { __typename: 'PageServicesHubRecord', title: string, id: string }
                | { __typename: 'PageTeamRecord', title: string, id: string }
                | { __typename: 'PagePrivacyRecord', title: string, id: string }
                | { __typename: 'PageTermRecord', title: string, id: string }
                | { __typename: 'PageCareerHubRecord', title: string, id: string }
                | { __typename: 'PageEventsHubRecord', title: string, id: string }
                | { __typename: 'PageSearchRecord', title: string, id: string }
                | { __typename: 'SingleEmployeeRecord', slug: string, firstName: string, lastName: string, id: string }
                | { __typename: 'SinglePracticeAreaRecord', slug: string, title: string, id: string }
                | { __typename: 'SingleSubPracticeAreaRecord', slug: string, title: string, id: string, pageParent: { id: string, slug: string } }
                | { __typename: 'SingleIndustryRecord', slug: string, title: string, id: string }
                | { __typename: 'SingleServiceRecord', slug: string, title: string, id: string }
                | { __typename: 'SingleNewsRecord', slug: string, title: string, id: string }
                | { __typename: 'SingleCasesAnalysisRecord', slug: string, title: string, id: string }
                | { __typename: 'SingleMajorCaseRecord', slug: string, title: string, id: string }
                | { __typename: 'SingleEventRecord', slug: string, title: string, id: string }
                | { __typename: 'SingleCareerRecord', slug: string, title: string, id: string }
                | { __typename: 'SingleAboutRecord', slug: string, title: string, id: string }
                | { __typename: 'GenericPageRecord', slug: string, title: string, id: string }
               | null }
            | { __typename: 'LinkAnchorRecord', id: string, label: string, blockId: string }
            | { __typename: 'LinkDownloadRecord', id: string, label: string, file: { url: string, filename: string } }
          > }
      >, links: Array<
        | { __typename: 'PageHomeRecord', title: string, id: string }
        | { __typename: 'PageAboutRecord', title: string, id: string }
        | { __typename: 'PageBusinessIntelRecord', title: string, id: string }
        | { __typename: 'PageCasesHubRecord', title: string, id: string }
        | { __typename: 'PageContactRecord', title: string, id: string }
        | { __typename: 'PageExpertiseRecord', title: string, id: string }
        | { __typename: 'PageIndustriesHubRecord', title: string, id: string }
        | { __typename: 'PageNewsHubRecord', title: string, id: string }
        | { __typename: 'PageNewsletterRecord', title: string, id: string }
        | { __typename: 'PagePracticeAreaHubRecord', title: string, id: string }
        | { __typename: 'PageServicesHubRecord', title: string, id: string }
        | { __typename: 'PageTeamRecord', title: string, id: string }
        | { __typename: 'PagePrivacyRecord', title: string, id: string }
        | { __typename: 'PageTermRecord', title: string, id: string }
        | { __typename: 'PageCareerHubRecord', title: string, id: string }
        | { __typename: 'PageEventsHubRecord', title: string, id: string }
        | { __typename: 'PageSearchRecord', title: string, id: string }
        | { __typename: 'SingleEmployeeRecord', slug: string, firstName: string, lastName: string, id: string }
        | { __typename: 'SinglePracticeAreaRecord', slug: string, title: string, id: string }
        | { __typename: 'SingleSubPracticeAreaRecord', slug: string, title: string, id: string, pageParent: { id: string, slug: string } }
        | { __typename: 'SingleIndustryRecord', slug: string, title: string, id: string }
        | { __typename: 'SingleServiceRecord', slug: string, title: string, id: string }
        | { __typename: 'SingleNewsRecord', slug: string, title: string, id: string }
        | { __typename: 'SingleCasesAnalysisRecord', slug: string, title: string, id: string }
        | { __typename: 'SingleMajorCaseRecord', slug: string, title: string, id: string }
        | { __typename: 'SingleEventRecord', slug: string, title: string, id: string }
        | { __typename: 'SingleCareerRecord', slug: string, title: string, id: string }
        | { __typename: 'SingleAboutRecord', slug: string, title: string, id: string }
        | { __typename: 'GenericPageRecord', slug: string, title: string, id: string }
      > } | null, speakers?: Array<{ __typename: 'SingleEmployeeRecord', role: string, slug: string, firstName: string, lastName: string, id: string }>, _seoMetaTags?: Array<{ tag: string, attributes: Record<string, string> | null, content: string | null }> }> };

export type FirmQueryVariables = Exact<{
  locale?: SiteLocale | null | undefined;
}>;


export type FirmQuery = { _site: { favicon: { url: string } | null, globalSeo: { fallbackSeo: { description: string | null } | null } | null } };

export type ImageBlockFragment = { __typename: 'ImageBlockRecord', id: string, caption: string | null, image: { id: string, url: string, alt: string | null, title: string | null, width: number | null, height: number | null, format: string, md5: string, focalPoint: { x: number, y: number } | null, responsiveImage: { base64: string | null } | null, video: { muxPlaybackId: string, muxAssetId: string, mp4Url: string | null, streamingUrl: string } | null } };

export type VideoBlockFragment = { __typename: 'VideoBlockRecord', id: string, caption: string | null, video: { id: string, url: string, alt: string | null, title: string | null, width: number | null, height: number | null, format: string, md5: string, focalPoint: { x: number, y: number } | null, responsiveImage: { base64: string | null } | null, video: { muxPlaybackId: string, muxAssetId: string, mp4Url: string | null, streamingUrl: string } | null } };

export type QuoteBlockFragment = { __typename: 'QuoteBlockRecord', id: string, quote: string, attribution: string | null };

export type CtaBlockFragment = { __typename: 'CtaBlockRecord', id: string, title: string, text: string | null, links: Array<
    | { __typename: 'LinkExternalRecord', id: string, label: string, url: string }
    | { __typename: 'LinkInternalRecord', id: string, label: string, query: string | null, link:
        | { __typename: 'PageHomeRecord', title: string, id: string }
        | { __typename: 'PageAboutRecord', title: string, id: string }
        | { __typename: 'PageBusinessIntelRecord', title: string, id: string }
        | { __typename: 'PageCasesHubRecord', title: string, id: string }
        | { __typename: 'PageContactRecord', title: string, id: string }
        | { __typename: 'PageExpertiseRecord', title: string, id: string }
        | { __typename: 'PageIndustriesHubRecord', title: string, id: string }
        | { __typename: 'PageNewsHubRecord', title: string, id: string }
        | { __typename: 'PageNewsletterRecord', title: string, id: string }
        | { __typename: 'PagePracticeAreaHubRecord', title: string, id: string }
        | { __typename: 'PageServicesHubRecord', title: string, id: string }
        | { __typename: 'PageTeamRecord', title: string, id: string }
        | { __typename: 'PagePrivacyRecord', title: string, id: string }
        | { __typename: 'PageTermRecord', title: string, id: string }
        | { __typename: 'PageCareerHubRecord', title: string, id: string }
        | { __typename: 'PageEventsHubRecord', title: string, id: string }
        | { __typename: 'PageSearchRecord', title: string, id: string }
        | { __typename: 'SingleEmployeeRecord', slug: string, firstName: string, lastName: string, id: string }
        | { __typename: 'SinglePracticeAreaRecord', slug: string, title: string, id: string }
        | { __typename: 'SingleSubPracticeAreaRecord', slug: string, title: string, id: string, pageParent: { id: string, slug: string } }
        | { __typename: 'SingleIndustryRecord', slug: string, title: string, id: string }
        | { __typename: 'SingleServiceRecord', slug: string, title: string, id: string }
        | { __typename: 'SingleNewsRecord', slug: string, title: string, id: string }
        | { __typename: 'SingleCasesAnalysisRecord', slug: string, title: string, id: string }
        | { __typename: 'SingleMajorCaseRecord', slug: string, title: string, id: string }
        | { __typename: 'SingleEventRecord', slug: string, title: string, id: string }
        | { __typename: 'SingleCareerRecord', slug: string, title: string, id: string }
        | { __typename: 'SingleAboutRecord', slug: string, title: string, id: string }
        | { __typename: 'GenericPageRecord', slug: string, title: string, id: string }
       | null }
    | { __typename: 'LinkAnchorRecord', id: string, label: string, blockId: string }
    | { __typename: 'LinkDownloadRecord', id: string, label: string, file: { url: string, filename: string } }
  > };

export type ImageFragment = { id: string, url: string, alt: string | null, title: string | null, width: number | null, height: number | null, format: string, md5: string, focalPoint: { x: number, y: number } | null, responsiveImage: { base64: string | null } | null, video: { muxPlaybackId: string, muxAssetId: string, mp4Url: string | null, streamingUrl: string } | null };

export type LinkExternalFragment = { __typename: 'LinkExternalRecord', id: string, label: string, url: string };

export type LinkInternalFragment = { __typename: 'LinkInternalRecord', id: string, label: string, query: string | null, link:
    | { __typename: 'PageHomeRecord', title: string, id: string }
    | { __typename: 'PageAboutRecord', title: string, id: string }
    | { __typename: 'PageBusinessIntelRecord', title: string, id: string }
    | { __typename: 'PageCasesHubRecord', title: string, id: string }
    | { __typename: 'PageContactRecord', title: string, id: string }
    | { __typename: 'PageExpertiseRecord', title: string, id: string }
    | { __typename: 'PageIndustriesHubRecord', title: string, id: string }
    | { __typename: 'PageNewsHubRecord', title: string, id: string }
    | { __typename: 'PageNewsletterRecord', title: string, id: string }
    | { __typename: 'PagePracticeAreaHubRecord', title: string, id: string }
    | { __typename: 'PageServicesHubRecord', title: string, id: string }
    | { __typename: 'PageTeamRecord', title: string, id: string }
    | { __typename: 'PagePrivacyRecord', title: string, id: string }
    | { __typename: 'PageTermRecord', title: string, id: string }
    | { __typename: 'PageCareerHubRecord', title: string, id: string }
    | { __typename: 'PageEventsHubRecord', title: string, id: string }
    | { __typename: 'PageSearchRecord', title: string, id: string }
    | { __typename: 'SingleEmployeeRecord', slug: string, firstName: string, lastName: string, id: string }
    | { __typename: 'SinglePracticeAreaRecord', slug: string, title: string, id: string }
    | { __typename: 'SingleSubPracticeAreaRecord', slug: string, title: string, id: string, pageParent: { id: string, slug: string } }
    | { __typename: 'SingleIndustryRecord', slug: string, title: string, id: string }
    | { __typename: 'SingleServiceRecord', slug: string, title: string, id: string }
    | { __typename: 'SingleNewsRecord', slug: string, title: string, id: string }
    | { __typename: 'SingleCasesAnalysisRecord', slug: string, title: string, id: string }
    | { __typename: 'SingleMajorCaseRecord', slug: string, title: string, id: string }
    | { __typename: 'SingleEventRecord', slug: string, title: string, id: string }
    | { __typename: 'SingleCareerRecord', slug: string, title: string, id: string }
    | { __typename: 'SingleAboutRecord', slug: string, title: string, id: string }
    | { __typename: 'GenericPageRecord', slug: string, title: string, id: string }
   | null };

export type LinkAnchorFragment = { __typename: 'LinkAnchorRecord', id: string, label: string, blockId: string };

export type LinkDownloadFragment = { __typename: 'LinkDownloadRecord', id: string, label: string, file: { url: string, filename: string } };

export type OfficeFragment = { id: string, name: string, address: string, city: string, province: string, postalCode: string, phone: string, email: string | null, mapUrl: string | null };

type RecordLink_PageHomeRecord_Fragment = { __typename: 'PageHomeRecord', title: string, id: string };

type RecordLink_PageAboutRecord_Fragment = { __typename: 'PageAboutRecord', title: string, id: string };

type RecordLink_PageBusinessIntelRecord_Fragment = { __typename: 'PageBusinessIntelRecord', title: string, id: string };

type RecordLink_PageCasesHubRecord_Fragment = { __typename: 'PageCasesHubRecord', title: string, id: string };

type RecordLink_PageContactRecord_Fragment = { __typename: 'PageContactRecord', title: string, id: string };

type RecordLink_PageExpertiseRecord_Fragment = { __typename: 'PageExpertiseRecord', title: string, id: string };

type RecordLink_PageIndustriesHubRecord_Fragment = { __typename: 'PageIndustriesHubRecord', title: string, id: string };

type RecordLink_PageNewsHubRecord_Fragment = { __typename: 'PageNewsHubRecord', title: string, id: string };

type RecordLink_PageNewsletterRecord_Fragment = { __typename: 'PageNewsletterRecord', title: string, id: string };

type RecordLink_PagePracticeAreaHubRecord_Fragment = { __typename: 'PagePracticeAreaHubRecord', title: string, id: string };

type RecordLink_PageServicesHubRecord_Fragment = { __typename: 'PageServicesHubRecord', title: string, id: string };

type RecordLink_PageTeamRecord_Fragment = { __typename: 'PageTeamRecord', title: string, id: string };

type RecordLink_PagePrivacyRecord_Fragment = { __typename: 'PagePrivacyRecord', title: string, id: string };

type RecordLink_PageTermRecord_Fragment = { __typename: 'PageTermRecord', title: string, id: string };

type RecordLink_PageCareerHubRecord_Fragment = { __typename: 'PageCareerHubRecord', title: string, id: string };

type RecordLink_PageEventsHubRecord_Fragment = { __typename: 'PageEventsHubRecord', title: string, id: string };

type RecordLink_PageSearchRecord_Fragment = { __typename: 'PageSearchRecord', title: string, id: string };

type RecordLink_PageErrorRecord_Fragment = { __typename: 'PageErrorRecord', id: string };

type RecordLink_LayoutRecord_Fragment = { __typename: 'LayoutRecord', id: string };

type RecordLink_OfficeRecord_Fragment = { __typename: 'OfficeRecord', id: string };

type RecordLink_SingleEmployeeRecord_Fragment = { __typename: 'SingleEmployeeRecord', slug: string, firstName: string, lastName: string, id: string };

type RecordLink_SinglePracticeAreaRecord_Fragment = { __typename: 'SinglePracticeAreaRecord', slug: string, title: string, id: string };

type RecordLink_SingleSubPracticeAreaRecord_Fragment = { __typename: 'SingleSubPracticeAreaRecord', slug: string, title: string, id: string, pageParent: { id: string, slug: string } };

type RecordLink_SingleIndustryRecord_Fragment = { __typename: 'SingleIndustryRecord', slug: string, title: string, id: string };

type RecordLink_SingleServiceRecord_Fragment = { __typename: 'SingleServiceRecord', slug: string, title: string, id: string };

type RecordLink_SingleNewsRecord_Fragment = { __typename: 'SingleNewsRecord', slug: string, title: string, id: string };

type RecordLink_SingleCasesAnalysisRecord_Fragment = { __typename: 'SingleCasesAnalysisRecord', slug: string, title: string, id: string };

type RecordLink_SingleMajorCaseRecord_Fragment = { __typename: 'SingleMajorCaseRecord', slug: string, title: string, id: string };

type RecordLink_SingleEventRecord_Fragment = { __typename: 'SingleEventRecord', slug: string, title: string, id: string };

type RecordLink_SingleCareerRecord_Fragment = { __typename: 'SingleCareerRecord', slug: string, title: string, id: string };

type RecordLink_SingleAboutRecord_Fragment = { __typename: 'SingleAboutRecord', slug: string, title: string, id: string };

type RecordLink_GenericPageRecord_Fragment = { __typename: 'GenericPageRecord', slug: string, title: string, id: string };

type RecordLink_LinkExternalRecord_Fragment = { __typename: 'LinkExternalRecord', id: string };

type RecordLink_LinkInternalRecord_Fragment = { __typename: 'LinkInternalRecord', id: string };

type RecordLink_LinkAnchorRecord_Fragment = { __typename: 'LinkAnchorRecord', id: string };

type RecordLink_LinkDownloadRecord_Fragment = { __typename: 'LinkDownloadRecord', id: string };

type RecordLink_SocialLinkRecord_Fragment = { __typename: 'SocialLinkRecord', id: string };

type RecordLink_ImageBlockRecord_Fragment = { __typename: 'ImageBlockRecord', id: string };

type RecordLink_VideoBlockRecord_Fragment = { __typename: 'VideoBlockRecord', id: string };

type RecordLink_QuoteBlockRecord_Fragment = { __typename: 'QuoteBlockRecord', id: string };

type RecordLink_CtaBlockRecord_Fragment = { __typename: 'CtaBlockRecord', id: string };

export type RecordLinkFragment =
  | RecordLink_PageHomeRecord_Fragment
  | RecordLink_PageAboutRecord_Fragment
  | RecordLink_PageBusinessIntelRecord_Fragment
  | RecordLink_PageCasesHubRecord_Fragment
  | RecordLink_PageContactRecord_Fragment
  | RecordLink_PageExpertiseRecord_Fragment
  | RecordLink_PageIndustriesHubRecord_Fragment
  | RecordLink_PageNewsHubRecord_Fragment
  | RecordLink_PageNewsletterRecord_Fragment
  | RecordLink_PagePracticeAreaHubRecord_Fragment
  | RecordLink_PageServicesHubRecord_Fragment
  | RecordLink_PageTeamRecord_Fragment
  | RecordLink_PagePrivacyRecord_Fragment
  | RecordLink_PageTermRecord_Fragment
  | RecordLink_PageCareerHubRecord_Fragment
  | RecordLink_PageEventsHubRecord_Fragment
  | RecordLink_PageSearchRecord_Fragment
  | RecordLink_PageErrorRecord_Fragment
  | RecordLink_LayoutRecord_Fragment
  | RecordLink_OfficeRecord_Fragment
  | RecordLink_SingleEmployeeRecord_Fragment
  | RecordLink_SinglePracticeAreaRecord_Fragment
  | RecordLink_SingleSubPracticeAreaRecord_Fragment
  | RecordLink_SingleIndustryRecord_Fragment
  | RecordLink_SingleServiceRecord_Fragment
  | RecordLink_SingleNewsRecord_Fragment
  | RecordLink_SingleCasesAnalysisRecord_Fragment
  | RecordLink_SingleMajorCaseRecord_Fragment
  | RecordLink_SingleEventRecord_Fragment
  | RecordLink_SingleCareerRecord_Fragment
  | RecordLink_SingleAboutRecord_Fragment
  | RecordLink_GenericPageRecord_Fragment
  | RecordLink_LinkExternalRecord_Fragment
  | RecordLink_LinkInternalRecord_Fragment
  | RecordLink_LinkAnchorRecord_Fragment
  | RecordLink_LinkDownloadRecord_Fragment
  | RecordLink_SocialLinkRecord_Fragment
  | RecordLink_ImageBlockRecord_Fragment
  | RecordLink_VideoBlockRecord_Fragment
  | RecordLink_QuoteBlockRecord_Fragment
  | RecordLink_CtaBlockRecord_Fragment
;

export type SeoFragment = { tag: string, attributes: Record<string, string> | null, content: string | null };

export type GenericPagesQueryVariables = Exact<{
  locale: SiteLocale;
  first?: number | null | undefined;
  skip?: number | null | undefined;
  ids?: Array<string | null | undefined> | string | null | undefined;
  slug?: string | null | undefined;
  count?: boolean | null | undefined;
}>;


export type GenericPagesQuery = { meta?: { count: number }, items: Array<{ __typename: 'GenericPageRecord', id: string, title: string, slug: string, intro: string | null, _allSlugLocales: Array<{ locale: SiteLocale, value: string }>, body: { value: DastDocument, blocks: Array<
        | { __typename: 'ImageBlockRecord', id: string, caption: string | null, image: { id: string, url: string, alt: string | null, title: string | null, width: number | null, height: number | null, format: string, md5: string, focalPoint: { x: number, y: number } | null, responsiveImage: { base64: string | null } | null, video: { muxPlaybackId: string, muxAssetId: string, mp4Url: string | null, streamingUrl: string } | null } }
        | { __typename: 'VideoBlockRecord', id: string, caption: string | null, video: { id: string, url: string, alt: string | null, title: string | null, width: number | null, height: number | null, format: string, md5: string, focalPoint: { x: number, y: number } | null, responsiveImage: { base64: string | null } | null, video: { muxPlaybackId: string, muxAssetId: string, mp4Url: string | null, streamingUrl: string } | null } }
        | { __typename: 'QuoteBlockRecord', id: string, quote: string, attribution: string | null }
        | { __typename: 'CtaBlockRecord', id: string, title: string, text: string | null, links: Array<
            | { __typename: 'LinkExternalRecord', id: string, label: string, url: string }
            | { __typename: 'LinkInternalRecord', id: string, label: string, query: string | null, link:
                | { __typename: 'PageHomeRecord', title: string, id: string }
                | { __typename: 'PageAboutRecord', title: string, id: string }
                | { __typename: 'PageBusinessIntelRecord', title: string, id: string }
                | { __typename: 'PageCasesHubRecord', title: string, id: string }
                | { __typename: 'PageContactRecord', title: string, id: string }
                | { __typename: 'PageExpertiseRecord', title: string, id: string }
                | { __typename: 'PageIndustriesHubRecord', title: string, id: string }
                | { __typename: 'PageNewsHubRecord', title: string, id: string }
                | { __typename: 'PageNewsletterRecord', title: string, id: string }
                | { __typename: 'PagePracticeAreaHubRecord', title: string, id: string }
                | { __typename: 'PageServicesHubRecord', title: string, id: string }
                | { __typename: 'PageTeamRecord', title: string, id: string }
                | { __typename: 'PagePrivacyRecord', title: string, id: string }
                | { __typename: 'PageTermRecord', title: string, id: string }
                | { __typename: 'PageCareerHubRecord', title: string, id: string }
                | { __typename: 'PageEventsHubRecord', title: string, id: string }
                | { __typename: 'PageSearchRecord', title: string, id: string }
                | { __typename: 'SingleEmployeeRecord', slug: string, firstName: string, lastName: string, id: string }
                | { __typename: 'SinglePracticeAreaRecord', slug: string, title: string, id: string }
                | { __typename: 'SingleSubPracticeAreaRecord', slug: string, title: string, id: string, pageParent: { id: string, slug: string } }
                | { __typename: 'SingleIndustryRecord', slug: string, title: string, id: string }
                | { __typename: 'SingleServiceRecord', slug: string, title: string, id: string }
                | { __typename: 'SingleNewsRecord', slug: string, title: string, id: string }
                | { __typename: 'SingleCasesAnalysisRecord', slug: string, title: string, id: string }
                | { __typename: 'SingleMajorCaseRecord', slug: string, title: string, id: string }
                | { __typename: 'SingleEventRecord', slug: string, title: string, id: string }
                | { __typename: 'SingleCareerRecord', slug: string, title: string, id: string }
                | { __typename: 'SingleAboutRecord', slug: string, title: string, id: string }
                | { __typename: 'GenericPageRecord', slug: string, title: string, id: string }
               | null }
            | { __typename: 'LinkAnchorRecord', id: string, label: string, blockId: string }
            | { __typename: 'LinkDownloadRecord', id: string, label: string, file: { url: string, filename: string } }
          > }
      >, links: Array<
        | { __typename: 'PageHomeRecord', title: string, id: string }
        | { __typename: 'PageAboutRecord', title: string, id: string }
        | { __typename: 'PageBusinessIntelRecord', title: string, id: string }
        | { __typename: 'PageCasesHubRecord', title: string, id: string }
        | { __typename: 'PageContactRecord', title: string, id: string }
        | { __typename: 'PageExpertiseRecord', title: string, id: string }
        | { __typename: 'PageIndustriesHubRecord', title: string, id: string }
        | { __typename: 'PageNewsHubRecord', title: string, id: string }
        | { __typename: 'PageNewsletterRecord', title: string, id: string }
        | { __typename: 'PagePracticeAreaHubRecord', title: string, id: string }
        | { __typename: 'PageServicesHubRecord', title: string, id: string }
        | { __typename: 'PageTeamRecord', title: string, id: string }
        | { __typename: 'PagePrivacyRecord', title: string, id: string }
        | { __typename: 'PageTermRecord', title: string, id: string }
        | { __typename: 'PageCareerHubRecord', title: string, id: string }
        | { __typename: 'PageEventsHubRecord', title: string, id: string }
        | { __typename: 'PageSearchRecord', title: string, id: string }
        | { __typename: 'SingleEmployeeRecord', slug: string, firstName: string, lastName: string, id: string }
        | { __typename: 'SinglePracticeAreaRecord', slug: string, title: string, id: string }
        | { __typename: 'SingleSubPracticeAreaRecord', slug: string, title: string, id: string, pageParent: { id: string, slug: string } }
        | { __typename: 'SingleIndustryRecord', slug: string, title: string, id: string }
        | { __typename: 'SingleServiceRecord', slug: string, title: string, id: string }
        | { __typename: 'SingleNewsRecord', slug: string, title: string, id: string }
        | { __typename: 'SingleCasesAnalysisRecord', slug: string, title: string, id: string }
        | { __typename: 'SingleMajorCaseRecord', slug: string, title: string, id: string }
        | { __typename: 'SingleEventRecord', slug: string, title: string, id: string }
        | { __typename: 'SingleCareerRecord', slug: string, title: string, id: string }
        | { __typename: 'SingleAboutRecord', slug: string, title: string, id: string }
        | { __typename: 'GenericPageRecord', slug: string, title: string, id: string }
      > } | null, _seoMetaTags: Array<{ tag: string, attributes: Record<string, string> | null, content: string | null }> }> };

export type IndustriesQueryVariables = Exact<{
  locale: SiteLocale;
  first?: number | null | undefined;
  skip?: number | null | undefined;
  ids?: Array<string | null | undefined> | string | null | undefined;
  slug?: string | null | undefined;
  count?: boolean | null | undefined;
}>;


export type IndustriesQuery = { meta?: { count: number }, items: Array<{ __typename: 'SingleIndustryRecord', id: string, title: string, slug: string, intro: string | null, position: number | null, _allSlugLocales: Array<{ locale: SiteLocale, value: string }>, heroImage: { id: string, url: string, alt: string | null, title: string | null, width: number | null, height: number | null, format: string, md5: string, focalPoint: { x: number, y: number } | null, responsiveImage: { base64: string | null } | null, video: { muxPlaybackId: string, muxAssetId: string, mp4Url: string | null, streamingUrl: string } | null } | null, body: { value: DastDocument, blocks: Array<
        | { __typename: 'ImageBlockRecord', id: string, caption: string | null, image: { id: string, url: string, alt: string | null, title: string | null, width: number | null, height: number | null, format: string, md5: string, focalPoint: { x: number, y: number } | null, responsiveImage: { base64: string | null } | null, video: { muxPlaybackId: string, muxAssetId: string, mp4Url: string | null, streamingUrl: string } | null } }
        | { __typename: 'VideoBlockRecord', id: string, caption: string | null, video: { id: string, url: string, alt: string | null, title: string | null, width: number | null, height: number | null, format: string, md5: string, focalPoint: { x: number, y: number } | null, responsiveImage: { base64: string | null } | null, video: { muxPlaybackId: string, muxAssetId: string, mp4Url: string | null, streamingUrl: string } | null } }
        | { __typename: 'QuoteBlockRecord', id: string, quote: string, attribution: string | null }
        | { __typename: 'CtaBlockRecord', id: string, title: string, text: string | null, links: Array<
            | { __typename: 'LinkExternalRecord', id: string, label: string, url: string }
            | { __typename: 'LinkInternalRecord', id: string, label: string, query: string | null, link:
                | { __typename: 'PageHomeRecord', title: string, id: string }
                | { __typename: 'PageAboutRecord', title: string, id: string }
                | { __typename: 'PageBusinessIntelRecord', title: string, id: string }
                | { __typename: 'PageCasesHubRecord', title: string, id: string }
                | { __typename: 'PageContactRecord', title: string, id: string }
                | { __typename: 'PageExpertiseRecord', title: string, id: string }
                | { __typename: 'PageIndustriesHubRecord', title: string, id: string }
                | { __typename: 'PageNewsHubRecord', title: string, id: string }
                | { __typename: 'PageNewsletterRecord', title: string, id: string }
                | { __typename: 'PagePracticeAreaHubRecord', title: string, id: string }
                | { __typename: 'PageServicesHubRecord', title: string, id: string }
                | { __typename: 'PageTeamRecord', title: string, id: string }
                | { __typename: 'PagePrivacyRecord', title: string, id: string }
                | { __typename: 'PageTermRecord', title: string, id: string }
                | { __typename: 'PageCareerHubRecord', title: string, id: string }
                | { __typename: 'PageEventsHubRecord', title: string, id: string }
                | { __typename: 'PageSearchRecord', title: string, id: string }
                | { __typename: 'SingleEmployeeRecord', slug: string, firstName: string, lastName: string, id: string }
                | { __typename: 'SinglePracticeAreaRecord', slug: string, title: string, id: string }
                | { __typename: 'SingleSubPracticeAreaRecord', slug: string, title: string, id: string, pageParent: { id: string, slug: string } }
                | { __typename: 'SingleIndustryRecord', slug: string, title: string, id: string }
                | { __typename: 'SingleServiceRecord', slug: string, title: string, id: string }
                | { __typename: 'SingleNewsRecord', slug: string, title: string, id: string }
                | { __typename: 'SingleCasesAnalysisRecord', slug: string, title: string, id: string }
                | { __typename: 'SingleMajorCaseRecord', slug: string, title: string, id: string }
                | { __typename: 'SingleEventRecord', slug: string, title: string, id: string }
                | { __typename: 'SingleCareerRecord', slug: string, title: string, id: string }
                | { __typename: 'SingleAboutRecord', slug: string, title: string, id: string }
                | { __typename: 'GenericPageRecord', slug: string, title: string, id: string }
               | null }
            | { __typename: 'LinkAnchorRecord', id: string, label: string, blockId: string }
            | { __typename: 'LinkDownloadRecord', id: string, label: string, file: { url: string, filename: string } }
          > }
      >, links: Array<
        | { __typename: 'PageHomeRecord', title: string, id: string }
        | { __typename: 'PageAboutRecord', title: string, id: string }
        | { __typename: 'PageBusinessIntelRecord', title: string, id: string }
        | { __typename: 'PageCasesHubRecord', title: string, id: string }
        | { __typename: 'PageContactRecord', title: string, id: string }
        | { __typename: 'PageExpertiseRecord', title: string, id: string }
        | { __typename: 'PageIndustriesHubRecord', title: string, id: string }
        | { __typename: 'PageNewsHubRecord', title: string, id: string }
        | { __typename: 'PageNewsletterRecord', title: string, id: string }
        | { __typename: 'PagePracticeAreaHubRecord', title: string, id: string }
        | { __typename: 'PageServicesHubRecord', title: string, id: string }
        | { __typename: 'PageTeamRecord', title: string, id: string }
        | { __typename: 'PagePrivacyRecord', title: string, id: string }
        | { __typename: 'PageTermRecord', title: string, id: string }
        | { __typename: 'PageCareerHubRecord', title: string, id: string }
        | { __typename: 'PageEventsHubRecord', title: string, id: string }
        | { __typename: 'PageSearchRecord', title: string, id: string }
        | { __typename: 'SingleEmployeeRecord', slug: string, firstName: string, lastName: string, id: string }
        | { __typename: 'SinglePracticeAreaRecord', slug: string, title: string, id: string }
        | { __typename: 'SingleSubPracticeAreaRecord', slug: string, title: string, id: string, pageParent: { id: string, slug: string } }
        | { __typename: 'SingleIndustryRecord', slug: string, title: string, id: string }
        | { __typename: 'SingleServiceRecord', slug: string, title: string, id: string }
        | { __typename: 'SingleNewsRecord', slug: string, title: string, id: string }
        | { __typename: 'SingleCasesAnalysisRecord', slug: string, title: string, id: string }
        | { __typename: 'SingleMajorCaseRecord', slug: string, title: string, id: string }
        | { __typename: 'SingleEventRecord', slug: string, title: string, id: string }
        | { __typename: 'SingleCareerRecord', slug: string, title: string, id: string }
        | { __typename: 'SingleAboutRecord', slug: string, title: string, id: string }
        | { __typename: 'GenericPageRecord', slug: string, title: string, id: string }
      > } | null, contacts: Array<{ __typename: 'SingleEmployeeRecord', role: string, email: string, phone: string | null, slug: string, firstName: string, lastName: string, id: string }>, _seoMetaTags: Array<{ tag: string, attributes: Record<string, string> | null, content: string | null }> }> };

export type MajorCasesQueryVariables = Exact<{
  locale: SiteLocale;
  first?: number | null | undefined;
  skip?: number | null | undefined;
  ids?: Array<string | null | undefined> | string | null | undefined;
  slug?: string | null | undefined;
  count?: boolean | null | undefined;
  card?: boolean | null | undefined;
  orderBy?: Array<SingleMajorCaseModelOrderBy | null | undefined> | SingleMajorCaseModelOrderBy | null | undefined;
}>;


export type MajorCasesQuery = { meta?: { count: number }, items: Array<{ __typename: 'SingleMajorCaseRecord', id: string, title: string, slug: string, date: string, readingTime?: number | null, excerpt: string | null, keyPoints?: string | null, court: string | null, caseStatus: string | null, _allSlugLocales: Array<{ locale: SiteLocale, value: string }>, heroImage: { id: string, url: string, alt: string | null, title: string | null, width: number | null, height: number | null, format: string, md5: string, focalPoint: { x: number, y: number } | null, responsiveImage: { base64: string | null } | null, video: { muxPlaybackId: string, muxAssetId: string, mp4Url: string | null, streamingUrl: string } | null } | null, authors?: Array<{ __typename: 'SingleEmployeeRecord', role: string, slug: string, firstName: string, lastName: string, id: string }>, body?: { value: DastDocument, blocks: Array<
        | { __typename: 'ImageBlockRecord', id: string, caption: string | null, image: { id: string, url: string, alt: string | null, title: string | null, width: number | null, height: number | null, format: string, md5: string, focalPoint: { x: number, y: number } | null, responsiveImage: { base64: string | null } | null, video: { muxPlaybackId: string, muxAssetId: string, mp4Url: string | null, streamingUrl: string } | null } }
        | { __typename: 'VideoBlockRecord', id: string, caption: string | null, video: { id: string, url: string, alt: string | null, title: string | null, width: number | null, height: number | null, format: string, md5: string, focalPoint: { x: number, y: number } | null, responsiveImage: { base64: string | null } | null, video: { muxPlaybackId: string, muxAssetId: string, mp4Url: string | null, streamingUrl: string } | null } }
        | { __typename: 'QuoteBlockRecord', id: string, quote: string, attribution: string | null }
        | { __typename: 'CtaBlockRecord', id: string, title: string, text: string | null, links: Array<
            | { __typename: 'LinkExternalRecord', id: string, label: string, url: string }
            | { __typename: 'LinkInternalRecord', id: string, label: string, query: string | null, link:
                | { __typename: 'PageHomeRecord', title: string, id: string }
                | { __typename: 'PageAboutRecord', title: string, id: string }
                | { __typename: 'PageBusinessIntelRecord', title: string, id: string }
                | { __typename: 'PageCasesHubRecord', title: string, id: string }
                | { __typename: 'PageContactRecord', title: string, id: string }
                | { __typename: 'PageExpertiseRecord', title: string, id: string }
                | { __typename: 'PageIndustriesHubRecord', title: string, id: string }
                | { __typename: 'PageNewsHubRecord', title: string, id: string }
                | { __typename: 'PageNewsletterRecord', title: string, id: string }
                | { __typename: 'PagePracticeAreaHubRecord', title: string, id: string }
                | { __typename: 'PageServicesHubRecord', title: string, id: string }
                | { __typename: 'PageTeamRecord', title: string, id: string }
                | { __typename: 'PagePrivacyRecord', title: string, id: string }
                | { __typename: 'PageTermRecord', title: string, id: string }
                | { __typename: 'PageCareerHubRecord', title: string, id: string }
                | { __typename: 'PageEventsHubRecord', title: string, id: string }
                | { __typename: 'PageSearchRecord', title: string, id: string }
                | { __typename: 'SingleEmployeeRecord', slug: string, firstName: string, lastName: string, id: string }
                | { __typename: 'SinglePracticeAreaRecord', slug: string, title: string, id: string }
                | { __typename: 'SingleSubPracticeAreaRecord', slug: string, title: string, id: string, pageParent: { id: string, slug: string } }
                | { __typename: 'SingleIndustryRecord', slug: string, title: string, id: string }
                | { __typename: 'SingleServiceRecord', slug: string, title: string, id: string }
                | { __typename: 'SingleNewsRecord', slug: string, title: string, id: string }
                | { __typename: 'SingleCasesAnalysisRecord', slug: string, title: string, id: string }
                | { __typename: 'SingleMajorCaseRecord', slug: string, title: string, id: string }
                | { __typename: 'SingleEventRecord', slug: string, title: string, id: string }
                | { __typename: 'SingleCareerRecord', slug: string, title: string, id: string }
                | { __typename: 'SingleAboutRecord', slug: string, title: string, id: string }
                | { __typename: 'GenericPageRecord', slug: string, title: string, id: string }
               | null }
            | { __typename: 'LinkAnchorRecord', id: string, label: string, blockId: string }
            | { __typename: 'LinkDownloadRecord', id: string, label: string, file: { url: string, filename: string } }
          > }
      >, links: Array<
        | { __typename: 'PageHomeRecord', title: string, id: string }
        | { __typename: 'PageAboutRecord', title: string, id: string }
        | { __typename: 'PageBusinessIntelRecord', title: string, id: string }
        | { __typename: 'PageCasesHubRecord', title: string, id: string }
        | { __typename: 'PageContactRecord', title: string, id: string }
        | { __typename: 'PageExpertiseRecord', title: string, id: string }
        | { __typename: 'PageIndustriesHubRecord', title: string, id: string }
        | { __typename: 'PageNewsHubRecord', title: string, id: string }
        | { __typename: 'PageNewsletterRecord', title: string, id: string }
        | { __typename: 'PagePracticeAreaHubRecord', title: string, id: string }
        | { __typename: 'PageServicesHubRecord', title: string, id: string }
        | { __typename: 'PageTeamRecord', title: string, id: string }
        | { __typename: 'PagePrivacyRecord', title: string, id: string }
        | { __typename: 'PageTermRecord', title: string, id: string }
        | { __typename: 'PageCareerHubRecord', title: string, id: string }
        | { __typename: 'PageEventsHubRecord', title: string, id: string }
        | { __typename: 'PageSearchRecord', title: string, id: string }
        | { __typename: 'SingleEmployeeRecord', slug: string, firstName: string, lastName: string, id: string }
        | { __typename: 'SinglePracticeAreaRecord', slug: string, title: string, id: string }
        | { __typename: 'SingleSubPracticeAreaRecord', slug: string, title: string, id: string, pageParent: { id: string, slug: string } }
        | { __typename: 'SingleIndustryRecord', slug: string, title: string, id: string }
        | { __typename: 'SingleServiceRecord', slug: string, title: string, id: string }
        | { __typename: 'SingleNewsRecord', slug: string, title: string, id: string }
        | { __typename: 'SingleCasesAnalysisRecord', slug: string, title: string, id: string }
        | { __typename: 'SingleMajorCaseRecord', slug: string, title: string, id: string }
        | { __typename: 'SingleEventRecord', slug: string, title: string, id: string }
        | { __typename: 'SingleCareerRecord', slug: string, title: string, id: string }
        | { __typename: 'SingleAboutRecord', slug: string, title: string, id: string }
        | { __typename: 'GenericPageRecord', slug: string, title: string, id: string }
      > } | null, relatedArticles?: Array<
      | { __typename: 'SingleNewsRecord', date: string, slug: string, title: string, id: string }
      | { __typename: 'SingleCasesAnalysisRecord', date: string, slug: string, title: string, id: string }
      | { __typename: 'SingleMajorCaseRecord', date: string, slug: string, title: string, id: string }
    >, practiceAreas: Array<{ __typename: 'SinglePracticeAreaRecord', slug: string, title: string, id: string }>, industries: Array<{ __typename: 'SingleIndustryRecord', slug: string, title: string, id: string }>, _seoMetaTags?: Array<{ tag: string, attributes: Record<string, string> | null, content: string | null }> }> };

export type NewsQueryVariables = Exact<{
  locale: SiteLocale;
  first?: number | null | undefined;
  skip?: number | null | undefined;
  ids?: Array<string | null | undefined> | string | null | undefined;
  slug?: string | null | undefined;
  count?: boolean | null | undefined;
  card?: boolean | null | undefined;
  orderBy?: Array<SingleNewsModelOrderBy | null | undefined> | SingleNewsModelOrderBy | null | undefined;
}>;


export type NewsQuery = { meta?: { count: number }, items: Array<{ __typename: 'SingleNewsRecord', id: string, title: string, slug: string, date: string, readingTime?: number | null, excerpt: string | null, keyPoints?: string | null, _allSlugLocales: Array<{ locale: SiteLocale, value: string }>, heroImage: { id: string, url: string, alt: string | null, title: string | null, width: number | null, height: number | null, format: string, md5: string, focalPoint: { x: number, y: number } | null, responsiveImage: { base64: string | null } | null, video: { muxPlaybackId: string, muxAssetId: string, mp4Url: string | null, streamingUrl: string } | null } | null, authors?: Array<{ __typename: 'SingleEmployeeRecord', role: string, slug: string, firstName: string, lastName: string, id: string }>, body?: { value: DastDocument, blocks: Array<
        | { __typename: 'ImageBlockRecord', id: string, caption: string | null, image: { id: string, url: string, alt: string | null, title: string | null, width: number | null, height: number | null, format: string, md5: string, focalPoint: { x: number, y: number } | null, responsiveImage: { base64: string | null } | null, video: { muxPlaybackId: string, muxAssetId: string, mp4Url: string | null, streamingUrl: string } | null } }
        | { __typename: 'VideoBlockRecord', id: string, caption: string | null, video: { id: string, url: string, alt: string | null, title: string | null, width: number | null, height: number | null, format: string, md5: string, focalPoint: { x: number, y: number } | null, responsiveImage: { base64: string | null } | null, video: { muxPlaybackId: string, muxAssetId: string, mp4Url: string | null, streamingUrl: string } | null } }
        | { __typename: 'QuoteBlockRecord', id: string, quote: string, attribution: string | null }
        | { __typename: 'CtaBlockRecord', id: string, title: string, text: string | null, links: Array<
            | { __typename: 'LinkExternalRecord', id: string, label: string, url: string }
            | { __typename: 'LinkInternalRecord', id: string, label: string, query: string | null, link:
                | { __typename: 'PageHomeRecord', title: string, id: string }
                | { __typename: 'PageAboutRecord', title: string, id: string }
                | { __typename: 'PageBusinessIntelRecord', title: string, id: string }
                | { __typename: 'PageCasesHubRecord', title: string, id: string }
                | { __typename: 'PageContactRecord', title: string, id: string }
                | { __typename: 'PageExpertiseRecord', title: string, id: string }
                | { __typename: 'PageIndustriesHubRecord', title: string, id: string }
                | { __typename: 'PageNewsHubRecord', title: string, id: string }
                | { __typename: 'PageNewsletterRecord', title: string, id: string }
                | { __typename: 'PagePracticeAreaHubRecord', title: string, id: string }
                | { __typename: 'PageServicesHubRecord', title: string, id: string }
                | { __typename: 'PageTeamRecord', title: string, id: string }
                | { __typename: 'PagePrivacyRecord', title: string, id: string }
                | { __typename: 'PageTermRecord', title: string, id: string }
                | { __typename: 'PageCareerHubRecord', title: string, id: string }
                | { __typename: 'PageEventsHubRecord', title: string, id: string }
                | { __typename: 'PageSearchRecord', title: string, id: string }
                | { __typename: 'SingleEmployeeRecord', slug: string, firstName: string, lastName: string, id: string }
                | { __typename: 'SinglePracticeAreaRecord', slug: string, title: string, id: string }
                | { __typename: 'SingleSubPracticeAreaRecord', slug: string, title: string, id: string, pageParent: { id: string, slug: string } }
                | { __typename: 'SingleIndustryRecord', slug: string, title: string, id: string }
                | { __typename: 'SingleServiceRecord', slug: string, title: string, id: string }
                | { __typename: 'SingleNewsRecord', slug: string, title: string, id: string }
                | { __typename: 'SingleCasesAnalysisRecord', slug: string, title: string, id: string }
                | { __typename: 'SingleMajorCaseRecord', slug: string, title: string, id: string }
                | { __typename: 'SingleEventRecord', slug: string, title: string, id: string }
                | { __typename: 'SingleCareerRecord', slug: string, title: string, id: string }
                | { __typename: 'SingleAboutRecord', slug: string, title: string, id: string }
                | { __typename: 'GenericPageRecord', slug: string, title: string, id: string }
               | null }
            | { __typename: 'LinkAnchorRecord', id: string, label: string, blockId: string }
            | { __typename: 'LinkDownloadRecord', id: string, label: string, file: { url: string, filename: string } }
          > }
      >, links: Array<
        | { __typename: 'PageHomeRecord', title: string, id: string }
        | { __typename: 'PageAboutRecord', title: string, id: string }
        | { __typename: 'PageBusinessIntelRecord', title: string, id: string }
        | { __typename: 'PageCasesHubRecord', title: string, id: string }
        | { __typename: 'PageContactRecord', title: string, id: string }
        | { __typename: 'PageExpertiseRecord', title: string, id: string }
        | { __typename: 'PageIndustriesHubRecord', title: string, id: string }
        | { __typename: 'PageNewsHubRecord', title: string, id: string }
        | { __typename: 'PageNewsletterRecord', title: string, id: string }
        | { __typename: 'PagePracticeAreaHubRecord', title: string, id: string }
        | { __typename: 'PageServicesHubRecord', title: string, id: string }
        | { __typename: 'PageTeamRecord', title: string, id: string }
        | { __typename: 'PagePrivacyRecord', title: string, id: string }
        | { __typename: 'PageTermRecord', title: string, id: string }
        | { __typename: 'PageCareerHubRecord', title: string, id: string }
        | { __typename: 'PageEventsHubRecord', title: string, id: string }
        | { __typename: 'PageSearchRecord', title: string, id: string }
        | { __typename: 'SingleEmployeeRecord', slug: string, firstName: string, lastName: string, id: string }
        | { __typename: 'SinglePracticeAreaRecord', slug: string, title: string, id: string }
        | { __typename: 'SingleSubPracticeAreaRecord', slug: string, title: string, id: string, pageParent: { id: string, slug: string } }
        | { __typename: 'SingleIndustryRecord', slug: string, title: string, id: string }
        | { __typename: 'SingleServiceRecord', slug: string, title: string, id: string }
        | { __typename: 'SingleNewsRecord', slug: string, title: string, id: string }
        | { __typename: 'SingleCasesAnalysisRecord', slug: string, title: string, id: string }
        | { __typename: 'SingleMajorCaseRecord', slug: string, title: string, id: string }
        | { __typename: 'SingleEventRecord', slug: string, title: string, id: string }
        | { __typename: 'SingleCareerRecord', slug: string, title: string, id: string }
        | { __typename: 'SingleAboutRecord', slug: string, title: string, id: string }
        | { __typename: 'GenericPageRecord', slug: string, title: string, id: string }
      > } | null, relatedArticles?: Array<
      | { __typename: 'SingleNewsRecord', date: string, slug: string, title: string, id: string }
      | { __typename: 'SingleCasesAnalysisRecord', date: string, slug: string, title: string, id: string }
      | { __typename: 'SingleMajorCaseRecord', date: string, slug: string, title: string, id: string }
    >, practiceAreas: Array<{ __typename: 'SinglePracticeAreaRecord', slug: string, title: string, id: string }>, industries: Array<{ __typename: 'SingleIndustryRecord', slug: string, title: string, id: string }>, _seoMetaTags?: Array<{ tag: string, attributes: Record<string, string> | null, content: string | null }> }> };

export type PageAboutQueryVariables = Exact<{
  locale?: SiteLocale | null | undefined;
}>;


export type PageAboutQuery = { page: { __typename: 'PageAboutRecord', id: string, title: string, intro: string | null, heroImage: { id: string, url: string, alt: string | null, title: string | null, width: number | null, height: number | null, format: string, md5: string, focalPoint: { x: number, y: number } | null, responsiveImage: { base64: string | null } | null, video: { muxPlaybackId: string, muxAssetId: string, mp4Url: string | null, streamingUrl: string } | null } | null, body: { value: DastDocument, blocks: Array<
        | { __typename: 'ImageBlockRecord', id: string, caption: string | null, image: { id: string, url: string, alt: string | null, title: string | null, width: number | null, height: number | null, format: string, md5: string, focalPoint: { x: number, y: number } | null, responsiveImage: { base64: string | null } | null, video: { muxPlaybackId: string, muxAssetId: string, mp4Url: string | null, streamingUrl: string } | null } }
        | { __typename: 'VideoBlockRecord', id: string, caption: string | null, video: { id: string, url: string, alt: string | null, title: string | null, width: number | null, height: number | null, format: string, md5: string, focalPoint: { x: number, y: number } | null, responsiveImage: { base64: string | null } | null, video: { muxPlaybackId: string, muxAssetId: string, mp4Url: string | null, streamingUrl: string } | null } }
        | { __typename: 'QuoteBlockRecord', id: string, quote: string, attribution: string | null }
        | { __typename: 'CtaBlockRecord', id: string, title: string, text: string | null, links: Array<
            | { __typename: 'LinkExternalRecord', id: string, label: string, url: string }
            | { __typename: 'LinkInternalRecord', id: string, label: string, query: string | null, link:
                | { __typename: 'PageHomeRecord', title: string, id: string }
                | { __typename: 'PageAboutRecord', title: string, id: string }
                | { __typename: 'PageBusinessIntelRecord', title: string, id: string }
                | { __typename: 'PageCasesHubRecord', title: string, id: string }
                | { __typename: 'PageContactRecord', title: string, id: string }
                | { __typename: 'PageExpertiseRecord', title: string, id: string }
                | { __typename: 'PageIndustriesHubRecord', title: string, id: string }
                | { __typename: 'PageNewsHubRecord', title: string, id: string }
                | { __typename: 'PageNewsletterRecord', title: string, id: string }
                | { __typename: 'PagePracticeAreaHubRecord', title: string, id: string }
                | { __typename: 'PageServicesHubRecord', title: string, id: string }
                | { __typename: 'PageTeamRecord', title: string, id: string }
                | { __typename: 'PagePrivacyRecord', title: string, id: string }
                | { __typename: 'PageTermRecord', title: string, id: string }
                | { __typename: 'PageCareerHubRecord', title: string, id: string }
                | { __typename: 'PageEventsHubRecord', title: string, id: string }
                | { __typename: 'PageSearchRecord', title: string, id: string }
                | { __typename: 'SingleEmployeeRecord', slug: string, firstName: string, lastName: string, id: string }
                | { __typename: 'SinglePracticeAreaRecord', slug: string, title: string, id: string }
                | { __typename: 'SingleSubPracticeAreaRecord', slug: string, title: string, id: string, pageParent: { id: string, slug: string } }
                | { __typename: 'SingleIndustryRecord', slug: string, title: string, id: string }
                | { __typename: 'SingleServiceRecord', slug: string, title: string, id: string }
                | { __typename: 'SingleNewsRecord', slug: string, title: string, id: string }
                | { __typename: 'SingleCasesAnalysisRecord', slug: string, title: string, id: string }
                | { __typename: 'SingleMajorCaseRecord', slug: string, title: string, id: string }
                | { __typename: 'SingleEventRecord', slug: string, title: string, id: string }
                | { __typename: 'SingleCareerRecord', slug: string, title: string, id: string }
                | { __typename: 'SingleAboutRecord', slug: string, title: string, id: string }
                | { __typename: 'GenericPageRecord', slug: string, title: string, id: string }
               | null }
            | { __typename: 'LinkAnchorRecord', id: string, label: string, blockId: string }
            | { __typename: 'LinkDownloadRecord', id: string, label: string, file: { url: string, filename: string } }
          > }
      >, links: Array<
        | { __typename: 'PageHomeRecord', title: string, id: string }
        | { __typename: 'PageAboutRecord', title: string, id: string }
        | { __typename: 'PageBusinessIntelRecord', title: string, id: string }
        | { __typename: 'PageCasesHubRecord', title: string, id: string }
        | { __typename: 'PageContactRecord', title: string, id: string }
        | { __typename: 'PageExpertiseRecord', title: string, id: string }
        | { __typename: 'PageIndustriesHubRecord', title: string, id: string }
        | { __typename: 'PageNewsHubRecord', title: string, id: string }
        | { __typename: 'PageNewsletterRecord', title: string, id: string }
        | { __typename: 'PagePracticeAreaHubRecord', title: string, id: string }
        | { __typename: 'PageServicesHubRecord', title: string, id: string }
        | { __typename: 'PageTeamRecord', title: string, id: string }
        | { __typename: 'PagePrivacyRecord', title: string, id: string }
        | { __typename: 'PageTermRecord', title: string, id: string }
        | { __typename: 'PageCareerHubRecord', title: string, id: string }
        | { __typename: 'PageEventsHubRecord', title: string, id: string }
        | { __typename: 'PageSearchRecord', title: string, id: string }
        | { __typename: 'SingleEmployeeRecord', slug: string, firstName: string, lastName: string, id: string }
        | { __typename: 'SinglePracticeAreaRecord', slug: string, title: string, id: string }
        | { __typename: 'SingleSubPracticeAreaRecord', slug: string, title: string, id: string, pageParent: { id: string, slug: string } }
        | { __typename: 'SingleIndustryRecord', slug: string, title: string, id: string }
        | { __typename: 'SingleServiceRecord', slug: string, title: string, id: string }
        | { __typename: 'SingleNewsRecord', slug: string, title: string, id: string }
        | { __typename: 'SingleCasesAnalysisRecord', slug: string, title: string, id: string }
        | { __typename: 'SingleMajorCaseRecord', slug: string, title: string, id: string }
        | { __typename: 'SingleEventRecord', slug: string, title: string, id: string }
        | { __typename: 'SingleCareerRecord', slug: string, title: string, id: string }
        | { __typename: 'SingleAboutRecord', slug: string, title: string, id: string }
        | { __typename: 'GenericPageRecord', slug: string, title: string, id: string }
      > } | null, _seoMetaTags: Array<{ tag: string, attributes: Record<string, string> | null, content: string | null }> } | null };

export type PageBusinessIntelQueryVariables = Exact<{
  locale?: SiteLocale | null | undefined;
}>;


export type PageBusinessIntelQuery = { page: { __typename: 'PageBusinessIntelRecord', id: string, title: string, intro: string | null, heroImage: { id: string, url: string, alt: string | null, title: string | null, width: number | null, height: number | null, format: string, md5: string, focalPoint: { x: number, y: number } | null, responsiveImage: { base64: string | null } | null, video: { muxPlaybackId: string, muxAssetId: string, mp4Url: string | null, streamingUrl: string } | null } | null, body: { value: DastDocument, blocks: Array<
        | { __typename: 'ImageBlockRecord', id: string, caption: string | null, image: { id: string, url: string, alt: string | null, title: string | null, width: number | null, height: number | null, format: string, md5: string, focalPoint: { x: number, y: number } | null, responsiveImage: { base64: string | null } | null, video: { muxPlaybackId: string, muxAssetId: string, mp4Url: string | null, streamingUrl: string } | null } }
        | { __typename: 'VideoBlockRecord', id: string, caption: string | null, video: { id: string, url: string, alt: string | null, title: string | null, width: number | null, height: number | null, format: string, md5: string, focalPoint: { x: number, y: number } | null, responsiveImage: { base64: string | null } | null, video: { muxPlaybackId: string, muxAssetId: string, mp4Url: string | null, streamingUrl: string } | null } }
        | { __typename: 'QuoteBlockRecord', id: string, quote: string, attribution: string | null }
        | { __typename: 'CtaBlockRecord', id: string, title: string, text: string | null, links: Array<
            | { __typename: 'LinkExternalRecord', id: string, label: string, url: string }
            | { __typename: 'LinkInternalRecord', id: string, label: string, query: string | null, link:
                | { __typename: 'PageHomeRecord', title: string, id: string }
                | { __typename: 'PageAboutRecord', title: string, id: string }
                | { __typename: 'PageBusinessIntelRecord', title: string, id: string }
                | { __typename: 'PageCasesHubRecord', title: string, id: string }
                | { __typename: 'PageContactRecord', title: string, id: string }
                | { __typename: 'PageExpertiseRecord', title: string, id: string }
                | { __typename: 'PageIndustriesHubRecord', title: string, id: string }
                | { __typename: 'PageNewsHubRecord', title: string, id: string }
                | { __typename: 'PageNewsletterRecord', title: string, id: string }
                | { __typename: 'PagePracticeAreaHubRecord', title: string, id: string }
                | { __typename: 'PageServicesHubRecord', title: string, id: string }
                | { __typename: 'PageTeamRecord', title: string, id: string }
                | { __typename: 'PagePrivacyRecord', title: string, id: string }
                | { __typename: 'PageTermRecord', title: string, id: string }
                | { __typename: 'PageCareerHubRecord', title: string, id: string }
                | { __typename: 'PageEventsHubRecord', title: string, id: string }
                | { __typename: 'PageSearchRecord', title: string, id: string }
                | { __typename: 'SingleEmployeeRecord', slug: string, firstName: string, lastName: string, id: string }
                | { __typename: 'SinglePracticeAreaRecord', slug: string, title: string, id: string }
                | { __typename: 'SingleSubPracticeAreaRecord', slug: string, title: string, id: string, pageParent: { id: string, slug: string } }
                | { __typename: 'SingleIndustryRecord', slug: string, title: string, id: string }
                | { __typename: 'SingleServiceRecord', slug: string, title: string, id: string }
                | { __typename: 'SingleNewsRecord', slug: string, title: string, id: string }
                | { __typename: 'SingleCasesAnalysisRecord', slug: string, title: string, id: string }
                | { __typename: 'SingleMajorCaseRecord', slug: string, title: string, id: string }
                | { __typename: 'SingleEventRecord', slug: string, title: string, id: string }
                | { __typename: 'SingleCareerRecord', slug: string, title: string, id: string }
                | { __typename: 'SingleAboutRecord', slug: string, title: string, id: string }
                | { __typename: 'GenericPageRecord', slug: string, title: string, id: string }
               | null }
            | { __typename: 'LinkAnchorRecord', id: string, label: string, blockId: string }
            | { __typename: 'LinkDownloadRecord', id: string, label: string, file: { url: string, filename: string } }
          > }
      >, links: Array<
        | { __typename: 'PageHomeRecord', title: string, id: string }
        | { __typename: 'PageAboutRecord', title: string, id: string }
        | { __typename: 'PageBusinessIntelRecord', title: string, id: string }
        | { __typename: 'PageCasesHubRecord', title: string, id: string }
        | { __typename: 'PageContactRecord', title: string, id: string }
        | { __typename: 'PageExpertiseRecord', title: string, id: string }
        | { __typename: 'PageIndustriesHubRecord', title: string, id: string }
        | { __typename: 'PageNewsHubRecord', title: string, id: string }
        | { __typename: 'PageNewsletterRecord', title: string, id: string }
        | { __typename: 'PagePracticeAreaHubRecord', title: string, id: string }
        | { __typename: 'PageServicesHubRecord', title: string, id: string }
        | { __typename: 'PageTeamRecord', title: string, id: string }
        | { __typename: 'PagePrivacyRecord', title: string, id: string }
        | { __typename: 'PageTermRecord', title: string, id: string }
        | { __typename: 'PageCareerHubRecord', title: string, id: string }
        | { __typename: 'PageEventsHubRecord', title: string, id: string }
        | { __typename: 'PageSearchRecord', title: string, id: string }
        | { __typename: 'SingleEmployeeRecord', slug: string, firstName: string, lastName: string, id: string }
        | { __typename: 'SinglePracticeAreaRecord', slug: string, title: string, id: string }
        | { __typename: 'SingleSubPracticeAreaRecord', slug: string, title: string, id: string, pageParent: { id: string, slug: string } }
        | { __typename: 'SingleIndustryRecord', slug: string, title: string, id: string }
        | { __typename: 'SingleServiceRecord', slug: string, title: string, id: string }
        | { __typename: 'SingleNewsRecord', slug: string, title: string, id: string }
        | { __typename: 'SingleCasesAnalysisRecord', slug: string, title: string, id: string }
        | { __typename: 'SingleMajorCaseRecord', slug: string, title: string, id: string }
        | { __typename: 'SingleEventRecord', slug: string, title: string, id: string }
        | { __typename: 'SingleCareerRecord', slug: string, title: string, id: string }
        | { __typename: 'SingleAboutRecord', slug: string, title: string, id: string }
        | { __typename: 'GenericPageRecord', slug: string, title: string, id: string }
      > } | null, _seoMetaTags: Array<{ tag: string, attributes: Record<string, string> | null, content: string | null }> } | null };

export type PageCareerHubQueryVariables = Exact<{
  locale?: SiteLocale | null | undefined;
}>;


export type PageCareerHubQuery = { page: { __typename: 'PageCareerHubRecord', id: string, title: string, intro: string | null, heroImage: { id: string, url: string, alt: string | null, title: string | null, width: number | null, height: number | null, format: string, md5: string, focalPoint: { x: number, y: number } | null, responsiveImage: { base64: string | null } | null, video: { muxPlaybackId: string, muxAssetId: string, mp4Url: string | null, streamingUrl: string } | null } | null, body: { value: DastDocument, blocks: Array<
        | { __typename: 'ImageBlockRecord', id: string, caption: string | null, image: { id: string, url: string, alt: string | null, title: string | null, width: number | null, height: number | null, format: string, md5: string, focalPoint: { x: number, y: number } | null, responsiveImage: { base64: string | null } | null, video: { muxPlaybackId: string, muxAssetId: string, mp4Url: string | null, streamingUrl: string } | null } }
        | { __typename: 'VideoBlockRecord', id: string, caption: string | null, video: { id: string, url: string, alt: string | null, title: string | null, width: number | null, height: number | null, format: string, md5: string, focalPoint: { x: number, y: number } | null, responsiveImage: { base64: string | null } | null, video: { muxPlaybackId: string, muxAssetId: string, mp4Url: string | null, streamingUrl: string } | null } }
        | { __typename: 'QuoteBlockRecord', id: string, quote: string, attribution: string | null }
        | { __typename: 'CtaBlockRecord', id: string, title: string, text: string | null, links: Array<
            | { __typename: 'LinkExternalRecord', id: string, label: string, url: string }
            | { __typename: 'LinkInternalRecord', id: string, label: string, query: string | null, link:
                | { __typename: 'PageHomeRecord', title: string, id: string }
                | { __typename: 'PageAboutRecord', title: string, id: string }
                | { __typename: 'PageBusinessIntelRecord', title: string, id: string }
                | { __typename: 'PageCasesHubRecord', title: string, id: string }
                | { __typename: 'PageContactRecord', title: string, id: string }
                | { __typename: 'PageExpertiseRecord', title: string, id: string }
                | { __typename: 'PageIndustriesHubRecord', title: string, id: string }
                | { __typename: 'PageNewsHubRecord', title: string, id: string }
                | { __typename: 'PageNewsletterRecord', title: string, id: string }
                | { __typename: 'PagePracticeAreaHubRecord', title: string, id: string }
                | { __typename: 'PageServicesHubRecord', title: string, id: string }
                | { __typename: 'PageTeamRecord', title: string, id: string }
                | { __typename: 'PagePrivacyRecord', title: string, id: string }
                | { __typename: 'PageTermRecord', title: string, id: string }
                | { __typename: 'PageCareerHubRecord', title: string, id: string }
                | { __typename: 'PageEventsHubRecord', title: string, id: string }
                | { __typename: 'PageSearchRecord', title: string, id: string }
                | { __typename: 'SingleEmployeeRecord', slug: string, firstName: string, lastName: string, id: string }
                | { __typename: 'SinglePracticeAreaRecord', slug: string, title: string, id: string }
                | { __typename: 'SingleSubPracticeAreaRecord', slug: string, title: string, id: string, pageParent: { id: string, slug: string } }
                | { __typename: 'SingleIndustryRecord', slug: string, title: string, id: string }
                | { __typename: 'SingleServiceRecord', slug: string, title: string, id: string }
                | { __typename: 'SingleNewsRecord', slug: string, title: string, id: string }
                | { __typename: 'SingleCasesAnalysisRecord', slug: string, title: string, id: string }
                | { __typename: 'SingleMajorCaseRecord', slug: string, title: string, id: string }
                | { __typename: 'SingleEventRecord', slug: string, title: string, id: string }
                | { __typename: 'SingleCareerRecord', slug: string, title: string, id: string }
                | { __typename: 'SingleAboutRecord', slug: string, title: string, id: string }
                | { __typename: 'GenericPageRecord', slug: string, title: string, id: string }
               | null }
            | { __typename: 'LinkAnchorRecord', id: string, label: string, blockId: string }
            | { __typename: 'LinkDownloadRecord', id: string, label: string, file: { url: string, filename: string } }
          > }
      >, links: Array<
        | { __typename: 'PageHomeRecord', title: string, id: string }
        | { __typename: 'PageAboutRecord', title: string, id: string }
        | { __typename: 'PageBusinessIntelRecord', title: string, id: string }
        | { __typename: 'PageCasesHubRecord', title: string, id: string }
        | { __typename: 'PageContactRecord', title: string, id: string }
        | { __typename: 'PageExpertiseRecord', title: string, id: string }
        | { __typename: 'PageIndustriesHubRecord', title: string, id: string }
        | { __typename: 'PageNewsHubRecord', title: string, id: string }
        | { __typename: 'PageNewsletterRecord', title: string, id: string }
        | { __typename: 'PagePracticeAreaHubRecord', title: string, id: string }
        | { __typename: 'PageServicesHubRecord', title: string, id: string }
        | { __typename: 'PageTeamRecord', title: string, id: string }
        | { __typename: 'PagePrivacyRecord', title: string, id: string }
        | { __typename: 'PageTermRecord', title: string, id: string }
        | { __typename: 'PageCareerHubRecord', title: string, id: string }
        | { __typename: 'PageEventsHubRecord', title: string, id: string }
        | { __typename: 'PageSearchRecord', title: string, id: string }
        | { __typename: 'SingleEmployeeRecord', slug: string, firstName: string, lastName: string, id: string }
        | { __typename: 'SinglePracticeAreaRecord', slug: string, title: string, id: string }
        | { __typename: 'SingleSubPracticeAreaRecord', slug: string, title: string, id: string, pageParent: { id: string, slug: string } }
        | { __typename: 'SingleIndustryRecord', slug: string, title: string, id: string }
        | { __typename: 'SingleServiceRecord', slug: string, title: string, id: string }
        | { __typename: 'SingleNewsRecord', slug: string, title: string, id: string }
        | { __typename: 'SingleCasesAnalysisRecord', slug: string, title: string, id: string }
        | { __typename: 'SingleMajorCaseRecord', slug: string, title: string, id: string }
        | { __typename: 'SingleEventRecord', slug: string, title: string, id: string }
        | { __typename: 'SingleCareerRecord', slug: string, title: string, id: string }
        | { __typename: 'SingleAboutRecord', slug: string, title: string, id: string }
        | { __typename: 'GenericPageRecord', slug: string, title: string, id: string }
      > } | null, _seoMetaTags: Array<{ tag: string, attributes: Record<string, string> | null, content: string | null }> } | null };

export type PageCasesHubQueryVariables = Exact<{
  locale?: SiteLocale | null | undefined;
}>;


export type PageCasesHubQuery = { page: { __typename: 'PageCasesHubRecord', id: string, title: string, intro: string | null, heroImage: { id: string, url: string, alt: string | null, title: string | null, width: number | null, height: number | null, format: string, md5: string, focalPoint: { x: number, y: number } | null, responsiveImage: { base64: string | null } | null, video: { muxPlaybackId: string, muxAssetId: string, mp4Url: string | null, streamingUrl: string } | null } | null, body: { value: DastDocument, blocks: Array<
        | { __typename: 'ImageBlockRecord', id: string, caption: string | null, image: { id: string, url: string, alt: string | null, title: string | null, width: number | null, height: number | null, format: string, md5: string, focalPoint: { x: number, y: number } | null, responsiveImage: { base64: string | null } | null, video: { muxPlaybackId: string, muxAssetId: string, mp4Url: string | null, streamingUrl: string } | null } }
        | { __typename: 'VideoBlockRecord', id: string, caption: string | null, video: { id: string, url: string, alt: string | null, title: string | null, width: number | null, height: number | null, format: string, md5: string, focalPoint: { x: number, y: number } | null, responsiveImage: { base64: string | null } | null, video: { muxPlaybackId: string, muxAssetId: string, mp4Url: string | null, streamingUrl: string } | null } }
        | { __typename: 'QuoteBlockRecord', id: string, quote: string, attribution: string | null }
        | { __typename: 'CtaBlockRecord', id: string, title: string, text: string | null, links: Array<
            | { __typename: 'LinkExternalRecord', id: string, label: string, url: string }
            | { __typename: 'LinkInternalRecord', id: string, label: string, query: string | null, link:
                | { __typename: 'PageHomeRecord', title: string, id: string }
                | { __typename: 'PageAboutRecord', title: string, id: string }
                | { __typename: 'PageBusinessIntelRecord', title: string, id: string }
                | { __typename: 'PageCasesHubRecord', title: string, id: string }
                | { __typename: 'PageContactRecord', title: string, id: string }
                | { __typename: 'PageExpertiseRecord', title: string, id: string }
                | { __typename: 'PageIndustriesHubRecord', title: string, id: string }
                | { __typename: 'PageNewsHubRecord', title: string, id: string }
                | { __typename: 'PageNewsletterRecord', title: string, id: string }
                | { __typename: 'PagePracticeAreaHubRecord', title: string, id: string }
                | { __typename: 'PageServicesHubRecord', title: string, id: string }
                | { __typename: 'PageTeamRecord', title: string, id: string }
                | { __typename: 'PagePrivacyRecord', title: string, id: string }
                | { __typename: 'PageTermRecord', title: string, id: string }
                | { __typename: 'PageCareerHubRecord', title: string, id: string }
                | { __typename: 'PageEventsHubRecord', title: string, id: string }
                | { __typename: 'PageSearchRecord', title: string, id: string }
                | { __typename: 'SingleEmployeeRecord', slug: string, firstName: string, lastName: string, id: string }
                | { __typename: 'SinglePracticeAreaRecord', slug: string, title: string, id: string }
                | { __typename: 'SingleSubPracticeAreaRecord', slug: string, title: string, id: string, pageParent: { id: string, slug: string } }
                | { __typename: 'SingleIndustryRecord', slug: string, title: string, id: string }
                | { __typename: 'SingleServiceRecord', slug: string, title: string, id: string }
                | { __typename: 'SingleNewsRecord', slug: string, title: string, id: string }
                | { __typename: 'SingleCasesAnalysisRecord', slug: string, title: string, id: string }
                | { __typename: 'SingleMajorCaseRecord', slug: string, title: string, id: string }
                | { __typename: 'SingleEventRecord', slug: string, title: string, id: string }
                | { __typename: 'SingleCareerRecord', slug: string, title: string, id: string }
                | { __typename: 'SingleAboutRecord', slug: string, title: string, id: string }
                | { __typename: 'GenericPageRecord', slug: string, title: string, id: string }
               | null }
            | { __typename: 'LinkAnchorRecord', id: string, label: string, blockId: string }
            | { __typename: 'LinkDownloadRecord', id: string, label: string, file: { url: string, filename: string } }
          > }
      >, links: Array<
        | { __typename: 'PageHomeRecord', title: string, id: string }
        | { __typename: 'PageAboutRecord', title: string, id: string }
        | { __typename: 'PageBusinessIntelRecord', title: string, id: string }
        | { __typename: 'PageCasesHubRecord', title: string, id: string }
        | { __typename: 'PageContactRecord', title: string, id: string }
        | { __typename: 'PageExpertiseRecord', title: string, id: string }
        | { __typename: 'PageIndustriesHubRecord', title: string, id: string }
        | { __typename: 'PageNewsHubRecord', title: string, id: string }
        | { __typename: 'PageNewsletterRecord', title: string, id: string }
        | { __typename: 'PagePracticeAreaHubRecord', title: string, id: string }
        | { __typename: 'PageServicesHubRecord', title: string, id: string }
        | { __typename: 'PageTeamRecord', title: string, id: string }
        | { __typename: 'PagePrivacyRecord', title: string, id: string }
        | { __typename: 'PageTermRecord', title: string, id: string }
        | { __typename: 'PageCareerHubRecord', title: string, id: string }
        | { __typename: 'PageEventsHubRecord', title: string, id: string }
        | { __typename: 'PageSearchRecord', title: string, id: string }
        | { __typename: 'SingleEmployeeRecord', slug: string, firstName: string, lastName: string, id: string }
        | { __typename: 'SinglePracticeAreaRecord', slug: string, title: string, id: string }
        | { __typename: 'SingleSubPracticeAreaRecord', slug: string, title: string, id: string, pageParent: { id: string, slug: string } }
        | { __typename: 'SingleIndustryRecord', slug: string, title: string, id: string }
        | { __typename: 'SingleServiceRecord', slug: string, title: string, id: string }
        | { __typename: 'SingleNewsRecord', slug: string, title: string, id: string }
        | { __typename: 'SingleCasesAnalysisRecord', slug: string, title: string, id: string }
        | { __typename: 'SingleMajorCaseRecord', slug: string, title: string, id: string }
        | { __typename: 'SingleEventRecord', slug: string, title: string, id: string }
        | { __typename: 'SingleCareerRecord', slug: string, title: string, id: string }
        | { __typename: 'SingleAboutRecord', slug: string, title: string, id: string }
        | { __typename: 'GenericPageRecord', slug: string, title: string, id: string }
      > } | null, _seoMetaTags: Array<{ tag: string, attributes: Record<string, string> | null, content: string | null }> } | null };

export type PageContactQueryVariables = Exact<{
  locale?: SiteLocale | null | undefined;
}>;


export type PageContactQuery = { page: { __typename: 'PageContactRecord', id: string, title: string, intro: string | null, subjects: string | null, heroImage: { id: string, url: string, alt: string | null, title: string | null, width: number | null, height: number | null, format: string, md5: string, focalPoint: { x: number, y: number } | null, responsiveImage: { base64: string | null } | null, video: { muxPlaybackId: string, muxAssetId: string, mp4Url: string | null, streamingUrl: string } | null } | null, body: { value: DastDocument, blocks: Array<
        | { __typename: 'ImageBlockRecord', id: string, caption: string | null, image: { id: string, url: string, alt: string | null, title: string | null, width: number | null, height: number | null, format: string, md5: string, focalPoint: { x: number, y: number } | null, responsiveImage: { base64: string | null } | null, video: { muxPlaybackId: string, muxAssetId: string, mp4Url: string | null, streamingUrl: string } | null } }
        | { __typename: 'VideoBlockRecord', id: string, caption: string | null, video: { id: string, url: string, alt: string | null, title: string | null, width: number | null, height: number | null, format: string, md5: string, focalPoint: { x: number, y: number } | null, responsiveImage: { base64: string | null } | null, video: { muxPlaybackId: string, muxAssetId: string, mp4Url: string | null, streamingUrl: string } | null } }
        | { __typename: 'QuoteBlockRecord', id: string, quote: string, attribution: string | null }
        | { __typename: 'CtaBlockRecord', id: string, title: string, text: string | null, links: Array<
            | { __typename: 'LinkExternalRecord', id: string, label: string, url: string }
            | { __typename: 'LinkInternalRecord', id: string, label: string, query: string | null, link:
                | { __typename: 'PageHomeRecord', title: string, id: string }
                | { __typename: 'PageAboutRecord', title: string, id: string }
                | { __typename: 'PageBusinessIntelRecord', title: string, id: string }
                | { __typename: 'PageCasesHubRecord', title: string, id: string }
                | { __typename: 'PageContactRecord', title: string, id: string }
                | { __typename: 'PageExpertiseRecord', title: string, id: string }
                | { __typename: 'PageIndustriesHubRecord', title: string, id: string }
                | { __typename: 'PageNewsHubRecord', title: string, id: string }
                | { __typename: 'PageNewsletterRecord', title: string, id: string }
                | { __typename: 'PagePracticeAreaHubRecord', title: string, id: string }
                | { __typename: 'PageServicesHubRecord', title: string, id: string }
                | { __typename: 'PageTeamRecord', title: string, id: string }
                | { __typename: 'PagePrivacyRecord', title: string, id: string }
                | { __typename: 'PageTermRecord', title: string, id: string }
                | { __typename: 'PageCareerHubRecord', title: string, id: string }
                | { __typename: 'PageEventsHubRecord', title: string, id: string }
                | { __typename: 'PageSearchRecord', title: string, id: string }
                | { __typename: 'SingleEmployeeRecord', slug: string, firstName: string, lastName: string, id: string }
                | { __typename: 'SinglePracticeAreaRecord', slug: string, title: string, id: string }
                | { __typename: 'SingleSubPracticeAreaRecord', slug: string, title: string, id: string, pageParent: { id: string, slug: string } }
                | { __typename: 'SingleIndustryRecord', slug: string, title: string, id: string }
                | { __typename: 'SingleServiceRecord', slug: string, title: string, id: string }
                | { __typename: 'SingleNewsRecord', slug: string, title: string, id: string }
                | { __typename: 'SingleCasesAnalysisRecord', slug: string, title: string, id: string }
                | { __typename: 'SingleMajorCaseRecord', slug: string, title: string, id: string }
                | { __typename: 'SingleEventRecord', slug: string, title: string, id: string }
                | { __typename: 'SingleCareerRecord', slug: string, title: string, id: string }
                | { __typename: 'SingleAboutRecord', slug: string, title: string, id: string }
                | { __typename: 'GenericPageRecord', slug: string, title: string, id: string }
               | null }
            | { __typename: 'LinkAnchorRecord', id: string, label: string, blockId: string }
            | { __typename: 'LinkDownloadRecord', id: string, label: string, file: { url: string, filename: string } }
          > }
      >, links: Array<
        | { __typename: 'PageHomeRecord', title: string, id: string }
        | { __typename: 'PageAboutRecord', title: string, id: string }
        | { __typename: 'PageBusinessIntelRecord', title: string, id: string }
        | { __typename: 'PageCasesHubRecord', title: string, id: string }
        | { __typename: 'PageContactRecord', title: string, id: string }
        | { __typename: 'PageExpertiseRecord', title: string, id: string }
        | { __typename: 'PageIndustriesHubRecord', title: string, id: string }
        | { __typename: 'PageNewsHubRecord', title: string, id: string }
        | { __typename: 'PageNewsletterRecord', title: string, id: string }
        | { __typename: 'PagePracticeAreaHubRecord', title: string, id: string }
        | { __typename: 'PageServicesHubRecord', title: string, id: string }
        | { __typename: 'PageTeamRecord', title: string, id: string }
        | { __typename: 'PagePrivacyRecord', title: string, id: string }
        | { __typename: 'PageTermRecord', title: string, id: string }
        | { __typename: 'PageCareerHubRecord', title: string, id: string }
        | { __typename: 'PageEventsHubRecord', title: string, id: string }
        | { __typename: 'PageSearchRecord', title: string, id: string }
        | { __typename: 'SingleEmployeeRecord', slug: string, firstName: string, lastName: string, id: string }
        | { __typename: 'SinglePracticeAreaRecord', slug: string, title: string, id: string }
        | { __typename: 'SingleSubPracticeAreaRecord', slug: string, title: string, id: string, pageParent: { id: string, slug: string } }
        | { __typename: 'SingleIndustryRecord', slug: string, title: string, id: string }
        | { __typename: 'SingleServiceRecord', slug: string, title: string, id: string }
        | { __typename: 'SingleNewsRecord', slug: string, title: string, id: string }
        | { __typename: 'SingleCasesAnalysisRecord', slug: string, title: string, id: string }
        | { __typename: 'SingleMajorCaseRecord', slug: string, title: string, id: string }
        | { __typename: 'SingleEventRecord', slug: string, title: string, id: string }
        | { __typename: 'SingleCareerRecord', slug: string, title: string, id: string }
        | { __typename: 'SingleAboutRecord', slug: string, title: string, id: string }
        | { __typename: 'GenericPageRecord', slug: string, title: string, id: string }
      > } | null, offices: Array<{ id: string, name: string, address: string, city: string, province: string, postalCode: string, phone: string, email: string | null, mapUrl: string | null }>, _seoMetaTags: Array<{ tag: string, attributes: Record<string, string> | null, content: string | null }> } | null };

export type PageErrorQueryVariables = Exact<{
  locale?: SiteLocale | null | undefined;
}>;


export type PageErrorQuery = { page: { id: string, cSubtitle: string | null, cTitle1: string, cTitle2: string, cCtaLabel: string, cBackgroundImage: { id: string, url: string, alt: string | null, title: string | null, width: number | null, height: number | null, format: string, md5: string, focalPoint: { x: number, y: number } | null, responsiveImage: { base64: string | null } | null, video: { muxPlaybackId: string, muxAssetId: string, mp4Url: string | null, streamingUrl: string } | null } | null } | null };

export type PageEventsHubQueryVariables = Exact<{
  locale?: SiteLocale | null | undefined;
}>;


export type PageEventsHubQuery = { page: { __typename: 'PageEventsHubRecord', id: string, title: string, intro: string | null, heroImage: { id: string, url: string, alt: string | null, title: string | null, width: number | null, height: number | null, format: string, md5: string, focalPoint: { x: number, y: number } | null, responsiveImage: { base64: string | null } | null, video: { muxPlaybackId: string, muxAssetId: string, mp4Url: string | null, streamingUrl: string } | null } | null, body: { value: DastDocument, blocks: Array<
        | { __typename: 'ImageBlockRecord', id: string, caption: string | null, image: { id: string, url: string, alt: string | null, title: string | null, width: number | null, height: number | null, format: string, md5: string, focalPoint: { x: number, y: number } | null, responsiveImage: { base64: string | null } | null, video: { muxPlaybackId: string, muxAssetId: string, mp4Url: string | null, streamingUrl: string } | null } }
        | { __typename: 'VideoBlockRecord', id: string, caption: string | null, video: { id: string, url: string, alt: string | null, title: string | null, width: number | null, height: number | null, format: string, md5: string, focalPoint: { x: number, y: number } | null, responsiveImage: { base64: string | null } | null, video: { muxPlaybackId: string, muxAssetId: string, mp4Url: string | null, streamingUrl: string } | null } }
        | { __typename: 'QuoteBlockRecord', id: string, quote: string, attribution: string | null }
        | { __typename: 'CtaBlockRecord', id: string, title: string, text: string | null, links: Array<
            | { __typename: 'LinkExternalRecord', id: string, label: string, url: string }
            | { __typename: 'LinkInternalRecord', id: string, label: string, query: string | null, link:
                | { __typename: 'PageHomeRecord', title: string, id: string }
                | { __typename: 'PageAboutRecord', title: string, id: string }
                | { __typename: 'PageBusinessIntelRecord', title: string, id: string }
                | { __typename: 'PageCasesHubRecord', title: string, id: string }
                | { __typename: 'PageContactRecord', title: string, id: string }
                | { __typename: 'PageExpertiseRecord', title: string, id: string }
                | { __typename: 'PageIndustriesHubRecord', title: string, id: string }
                | { __typename: 'PageNewsHubRecord', title: string, id: string }
                | { __typename: 'PageNewsletterRecord', title: string, id: string }
                | { __typename: 'PagePracticeAreaHubRecord', title: string, id: string }
                | { __typename: 'PageServicesHubRecord', title: string, id: string }
                | { __typename: 'PageTeamRecord', title: string, id: string }
                | { __typename: 'PagePrivacyRecord', title: string, id: string }
                | { __typename: 'PageTermRecord', title: string, id: string }
                | { __typename: 'PageCareerHubRecord', title: string, id: string }
                | { __typename: 'PageEventsHubRecord', title: string, id: string }
                | { __typename: 'PageSearchRecord', title: string, id: string }
                | { __typename: 'SingleEmployeeRecord', slug: string, firstName: string, lastName: string, id: string }
                | { __typename: 'SinglePracticeAreaRecord', slug: string, title: string, id: string }
                | { __typename: 'SingleSubPracticeAreaRecord', slug: string, title: string, id: string, pageParent: { id: string, slug: string } }
                | { __typename: 'SingleIndustryRecord', slug: string, title: string, id: string }
                | { __typename: 'SingleServiceRecord', slug: string, title: string, id: string }
                | { __typename: 'SingleNewsRecord', slug: string, title: string, id: string }
                | { __typename: 'SingleCasesAnalysisRecord', slug: string, title: string, id: string }
                | { __typename: 'SingleMajorCaseRecord', slug: string, title: string, id: string }
                | { __typename: 'SingleEventRecord', slug: string, title: string, id: string }
                | { __typename: 'SingleCareerRecord', slug: string, title: string, id: string }
                | { __typename: 'SingleAboutRecord', slug: string, title: string, id: string }
                | { __typename: 'GenericPageRecord', slug: string, title: string, id: string }
               | null }
            | { __typename: 'LinkAnchorRecord', id: string, label: string, blockId: string }
            | { __typename: 'LinkDownloadRecord', id: string, label: string, file: { url: string, filename: string } }
          > }
      >, links: Array<
        | { __typename: 'PageHomeRecord', title: string, id: string }
        | { __typename: 'PageAboutRecord', title: string, id: string }
        | { __typename: 'PageBusinessIntelRecord', title: string, id: string }
        | { __typename: 'PageCasesHubRecord', title: string, id: string }
        | { __typename: 'PageContactRecord', title: string, id: string }
        | { __typename: 'PageExpertiseRecord', title: string, id: string }
        | { __typename: 'PageIndustriesHubRecord', title: string, id: string }
        | { __typename: 'PageNewsHubRecord', title: string, id: string }
        | { __typename: 'PageNewsletterRecord', title: string, id: string }
        | { __typename: 'PagePracticeAreaHubRecord', title: string, id: string }
        | { __typename: 'PageServicesHubRecord', title: string, id: string }
        | { __typename: 'PageTeamRecord', title: string, id: string }
        | { __typename: 'PagePrivacyRecord', title: string, id: string }
        | { __typename: 'PageTermRecord', title: string, id: string }
        | { __typename: 'PageCareerHubRecord', title: string, id: string }
        | { __typename: 'PageEventsHubRecord', title: string, id: string }
        | { __typename: 'PageSearchRecord', title: string, id: string }
        | { __typename: 'SingleEmployeeRecord', slug: string, firstName: string, lastName: string, id: string }
        | { __typename: 'SinglePracticeAreaRecord', slug: string, title: string, id: string }
        | { __typename: 'SingleSubPracticeAreaRecord', slug: string, title: string, id: string, pageParent: { id: string, slug: string } }
        | { __typename: 'SingleIndustryRecord', slug: string, title: string, id: string }
        | { __typename: 'SingleServiceRecord', slug: string, title: string, id: string }
        | { __typename: 'SingleNewsRecord', slug: string, title: string, id: string }
        | { __typename: 'SingleCasesAnalysisRecord', slug: string, title: string, id: string }
        | { __typename: 'SingleMajorCaseRecord', slug: string, title: string, id: string }
        | { __typename: 'SingleEventRecord', slug: string, title: string, id: string }
        | { __typename: 'SingleCareerRecord', slug: string, title: string, id: string }
        | { __typename: 'SingleAboutRecord', slug: string, title: string, id: string }
        | { __typename: 'GenericPageRecord', slug: string, title: string, id: string }
      > } | null, _seoMetaTags: Array<{ tag: string, attributes: Record<string, string> | null, content: string | null }> } | null };

export type PageExpertiseQueryVariables = Exact<{
  locale?: SiteLocale | null | undefined;
}>;


export type PageExpertiseQuery = { page: { __typename: 'PageExpertiseRecord', id: string, title: string, intro: string | null, heroImage: { id: string, url: string, alt: string | null, title: string | null, width: number | null, height: number | null, format: string, md5: string, focalPoint: { x: number, y: number } | null, responsiveImage: { base64: string | null } | null, video: { muxPlaybackId: string, muxAssetId: string, mp4Url: string | null, streamingUrl: string } | null } | null, body: { value: DastDocument, blocks: Array<
        | { __typename: 'ImageBlockRecord', id: string, caption: string | null, image: { id: string, url: string, alt: string | null, title: string | null, width: number | null, height: number | null, format: string, md5: string, focalPoint: { x: number, y: number } | null, responsiveImage: { base64: string | null } | null, video: { muxPlaybackId: string, muxAssetId: string, mp4Url: string | null, streamingUrl: string } | null } }
        | { __typename: 'VideoBlockRecord', id: string, caption: string | null, video: { id: string, url: string, alt: string | null, title: string | null, width: number | null, height: number | null, format: string, md5: string, focalPoint: { x: number, y: number } | null, responsiveImage: { base64: string | null } | null, video: { muxPlaybackId: string, muxAssetId: string, mp4Url: string | null, streamingUrl: string } | null } }
        | { __typename: 'QuoteBlockRecord', id: string, quote: string, attribution: string | null }
        | { __typename: 'CtaBlockRecord', id: string, title: string, text: string | null, links: Array<
            | { __typename: 'LinkExternalRecord', id: string, label: string, url: string }
            | { __typename: 'LinkInternalRecord', id: string, label: string, query: string | null, link:
                | { __typename: 'PageHomeRecord', title: string, id: string }
                | { __typename: 'PageAboutRecord', title: string, id: string }
                | { __typename: 'PageBusinessIntelRecord', title: string, id: string }
                | { __typename: 'PageCasesHubRecord', title: string, id: string }
                | { __typename: 'PageContactRecord', title: string, id: string }
                | { __typename: 'PageExpertiseRecord', title: string, id: string }
                | { __typename: 'PageIndustriesHubRecord', title: string, id: string }
                | { __typename: 'PageNewsHubRecord', title: string, id: string }
                | { __typename: 'PageNewsletterRecord', title: string, id: string }
                | { __typename: 'PagePracticeAreaHubRecord', title: string, id: string }
                | { __typename: 'PageServicesHubRecord', title: string, id: string }
                | { __typename: 'PageTeamRecord', title: string, id: string }
                | { __typename: 'PagePrivacyRecord', title: string, id: string }
                | { __typename: 'PageTermRecord', title: string, id: string }
                | { __typename: 'PageCareerHubRecord', title: string, id: string }
                | { __typename: 'PageEventsHubRecord', title: string, id: string }
                | { __typename: 'PageSearchRecord', title: string, id: string }
                | { __typename: 'SingleEmployeeRecord', slug: string, firstName: string, lastName: string, id: string }
                | { __typename: 'SinglePracticeAreaRecord', slug: string, title: string, id: string }
                | { __typename: 'SingleSubPracticeAreaRecord', slug: string, title: string, id: string, pageParent: { id: string, slug: string } }
                | { __typename: 'SingleIndustryRecord', slug: string, title: string, id: string }
                | { __typename: 'SingleServiceRecord', slug: string, title: string, id: string }
                | { __typename: 'SingleNewsRecord', slug: string, title: string, id: string }
                | { __typename: 'SingleCasesAnalysisRecord', slug: string, title: string, id: string }
                | { __typename: 'SingleMajorCaseRecord', slug: string, title: string, id: string }
                | { __typename: 'SingleEventRecord', slug: string, title: string, id: string }
                | { __typename: 'SingleCareerRecord', slug: string, title: string, id: string }
                | { __typename: 'SingleAboutRecord', slug: string, title: string, id: string }
                | { __typename: 'GenericPageRecord', slug: string, title: string, id: string }
               | null }
            | { __typename: 'LinkAnchorRecord', id: string, label: string, blockId: string }
            | { __typename: 'LinkDownloadRecord', id: string, label: string, file: { url: string, filename: string } }
          > }
      >, links: Array<
        | { __typename: 'PageHomeRecord', title: string, id: string }
        | { __typename: 'PageAboutRecord', title: string, id: string }
        | { __typename: 'PageBusinessIntelRecord', title: string, id: string }
        | { __typename: 'PageCasesHubRecord', title: string, id: string }
        | { __typename: 'PageContactRecord', title: string, id: string }
        | { __typename: 'PageExpertiseRecord', title: string, id: string }
        | { __typename: 'PageIndustriesHubRecord', title: string, id: string }
        | { __typename: 'PageNewsHubRecord', title: string, id: string }
        | { __typename: 'PageNewsletterRecord', title: string, id: string }
        | { __typename: 'PagePracticeAreaHubRecord', title: string, id: string }
        | { __typename: 'PageServicesHubRecord', title: string, id: string }
        | { __typename: 'PageTeamRecord', title: string, id: string }
        | { __typename: 'PagePrivacyRecord', title: string, id: string }
        | { __typename: 'PageTermRecord', title: string, id: string }
        | { __typename: 'PageCareerHubRecord', title: string, id: string }
        | { __typename: 'PageEventsHubRecord', title: string, id: string }
        | { __typename: 'PageSearchRecord', title: string, id: string }
        | { __typename: 'SingleEmployeeRecord', slug: string, firstName: string, lastName: string, id: string }
        | { __typename: 'SinglePracticeAreaRecord', slug: string, title: string, id: string }
        | { __typename: 'SingleSubPracticeAreaRecord', slug: string, title: string, id: string, pageParent: { id: string, slug: string } }
        | { __typename: 'SingleIndustryRecord', slug: string, title: string, id: string }
        | { __typename: 'SingleServiceRecord', slug: string, title: string, id: string }
        | { __typename: 'SingleNewsRecord', slug: string, title: string, id: string }
        | { __typename: 'SingleCasesAnalysisRecord', slug: string, title: string, id: string }
        | { __typename: 'SingleMajorCaseRecord', slug: string, title: string, id: string }
        | { __typename: 'SingleEventRecord', slug: string, title: string, id: string }
        | { __typename: 'SingleCareerRecord', slug: string, title: string, id: string }
        | { __typename: 'SingleAboutRecord', slug: string, title: string, id: string }
        | { __typename: 'GenericPageRecord', slug: string, title: string, id: string }
      > } | null, _seoMetaTags: Array<{ tag: string, attributes: Record<string, string> | null, content: string | null }> } | null };

export type PageHomeQueryVariables = Exact<{
  locale?: SiteLocale | null | undefined;
}>;


export type PageHomeQuery = { page: { __typename: 'PageHomeRecord', id: string, title: string, intro: string | null, heroImage: { id: string, url: string, alt: string | null, title: string | null, width: number | null, height: number | null, format: string, md5: string, focalPoint: { x: number, y: number } | null, responsiveImage: { base64: string | null } | null, video: { muxPlaybackId: string, muxAssetId: string, mp4Url: string | null, streamingUrl: string } | null } | null, body: { value: DastDocument, blocks: Array<
        | { __typename: 'ImageBlockRecord', id: string, caption: string | null, image: { id: string, url: string, alt: string | null, title: string | null, width: number | null, height: number | null, format: string, md5: string, focalPoint: { x: number, y: number } | null, responsiveImage: { base64: string | null } | null, video: { muxPlaybackId: string, muxAssetId: string, mp4Url: string | null, streamingUrl: string } | null } }
        | { __typename: 'VideoBlockRecord', id: string, caption: string | null, video: { id: string, url: string, alt: string | null, title: string | null, width: number | null, height: number | null, format: string, md5: string, focalPoint: { x: number, y: number } | null, responsiveImage: { base64: string | null } | null, video: { muxPlaybackId: string, muxAssetId: string, mp4Url: string | null, streamingUrl: string } | null } }
        | { __typename: 'QuoteBlockRecord', id: string, quote: string, attribution: string | null }
        | { __typename: 'CtaBlockRecord', id: string, title: string, text: string | null, links: Array<
            | { __typename: 'LinkExternalRecord', id: string, label: string, url: string }
            | { __typename: 'LinkInternalRecord', id: string, label: string, query: string | null, link:
                | { __typename: 'PageHomeRecord', title: string, id: string }
                | { __typename: 'PageAboutRecord', title: string, id: string }
                | { __typename: 'PageBusinessIntelRecord', title: string, id: string }
                | { __typename: 'PageCasesHubRecord', title: string, id: string }
                | { __typename: 'PageContactRecord', title: string, id: string }
                | { __typename: 'PageExpertiseRecord', title: string, id: string }
                | { __typename: 'PageIndustriesHubRecord', title: string, id: string }
                | { __typename: 'PageNewsHubRecord', title: string, id: string }
                | { __typename: 'PageNewsletterRecord', title: string, id: string }
                | { __typename: 'PagePracticeAreaHubRecord', title: string, id: string }
                | { __typename: 'PageServicesHubRecord', title: string, id: string }
                | { __typename: 'PageTeamRecord', title: string, id: string }
                | { __typename: 'PagePrivacyRecord', title: string, id: string }
                | { __typename: 'PageTermRecord', title: string, id: string }
                | { __typename: 'PageCareerHubRecord', title: string, id: string }
                | { __typename: 'PageEventsHubRecord', title: string, id: string }
                | { __typename: 'PageSearchRecord', title: string, id: string }
                | { __typename: 'SingleEmployeeRecord', slug: string, firstName: string, lastName: string, id: string }
                | { __typename: 'SinglePracticeAreaRecord', slug: string, title: string, id: string }
                | { __typename: 'SingleSubPracticeAreaRecord', slug: string, title: string, id: string, pageParent: { id: string, slug: string } }
                | { __typename: 'SingleIndustryRecord', slug: string, title: string, id: string }
                | { __typename: 'SingleServiceRecord', slug: string, title: string, id: string }
                | { __typename: 'SingleNewsRecord', slug: string, title: string, id: string }
                | { __typename: 'SingleCasesAnalysisRecord', slug: string, title: string, id: string }
                | { __typename: 'SingleMajorCaseRecord', slug: string, title: string, id: string }
                | { __typename: 'SingleEventRecord', slug: string, title: string, id: string }
                | { __typename: 'SingleCareerRecord', slug: string, title: string, id: string }
                | { __typename: 'SingleAboutRecord', slug: string, title: string, id: string }
                | { __typename: 'GenericPageRecord', slug: string, title: string, id: string }
               | null }
            | { __typename: 'LinkAnchorRecord', id: string, label: string, blockId: string }
            | { __typename: 'LinkDownloadRecord', id: string, label: string, file: { url: string, filename: string } }
          > }
      >, links: Array<
        | { __typename: 'PageHomeRecord', title: string, id: string }
        | { __typename: 'PageAboutRecord', title: string, id: string }
        | { __typename: 'PageBusinessIntelRecord', title: string, id: string }
        | { __typename: 'PageCasesHubRecord', title: string, id: string }
        | { __typename: 'PageContactRecord', title: string, id: string }
        | { __typename: 'PageExpertiseRecord', title: string, id: string }
        | { __typename: 'PageIndustriesHubRecord', title: string, id: string }
        | { __typename: 'PageNewsHubRecord', title: string, id: string }
        | { __typename: 'PageNewsletterRecord', title: string, id: string }
        | { __typename: 'PagePracticeAreaHubRecord', title: string, id: string }
        | { __typename: 'PageServicesHubRecord', title: string, id: string }
        | { __typename: 'PageTeamRecord', title: string, id: string }
        | { __typename: 'PagePrivacyRecord', title: string, id: string }
        | { __typename: 'PageTermRecord', title: string, id: string }
        | { __typename: 'PageCareerHubRecord', title: string, id: string }
        | { __typename: 'PageEventsHubRecord', title: string, id: string }
        | { __typename: 'PageSearchRecord', title: string, id: string }
        | { __typename: 'SingleEmployeeRecord', slug: string, firstName: string, lastName: string, id: string }
        | { __typename: 'SinglePracticeAreaRecord', slug: string, title: string, id: string }
        | { __typename: 'SingleSubPracticeAreaRecord', slug: string, title: string, id: string, pageParent: { id: string, slug: string } }
        | { __typename: 'SingleIndustryRecord', slug: string, title: string, id: string }
        | { __typename: 'SingleServiceRecord', slug: string, title: string, id: string }
        | { __typename: 'SingleNewsRecord', slug: string, title: string, id: string }
        | { __typename: 'SingleCasesAnalysisRecord', slug: string, title: string, id: string }
        | { __typename: 'SingleMajorCaseRecord', slug: string, title: string, id: string }
        | { __typename: 'SingleEventRecord', slug: string, title: string, id: string }
        | { __typename: 'SingleCareerRecord', slug: string, title: string, id: string }
        | { __typename: 'SingleAboutRecord', slug: string, title: string, id: string }
        | { __typename: 'GenericPageRecord', slug: string, title: string, id: string }
      > } | null, featuredPracticeAreas: Array<{ __typename: 'SinglePracticeAreaRecord', intro: string | null, slug: string, title: string, id: string }>, featuredArticles: Array<
      | { __typename: 'SingleNewsRecord', date: string, excerpt: string | null, slug: string, title: string, id: string }
      | { __typename: 'SingleCasesAnalysisRecord', date: string, excerpt: string | null, slug: string, title: string, id: string }
      | { __typename: 'SingleMajorCaseRecord', date: string, excerpt: string | null, slug: string, title: string, id: string }
    >, ctas: Array<{ __typename: 'CtaBlockRecord', id: string, title: string, text: string | null, links: Array<
        | { __typename: 'LinkExternalRecord', id: string, label: string, url: string }
        | { __typename: 'LinkInternalRecord', id: string, label: string, query: string | null, link:
            | { __typename: 'PageHomeRecord', title: string, id: string }
            | { __typename: 'PageAboutRecord', title: string, id: string }
            | { __typename: 'PageBusinessIntelRecord', title: string, id: string }
            | { __typename: 'PageCasesHubRecord', title: string, id: string }
            | { __typename: 'PageContactRecord', title: string, id: string }
            | { __typename: 'PageExpertiseRecord', title: string, id: string }
            | { __typename: 'PageIndustriesHubRecord', title: string, id: string }
            | { __typename: 'PageNewsHubRecord', title: string, id: string }
            | { __typename: 'PageNewsletterRecord', title: string, id: string }
            | { __typename: 'PagePracticeAreaHubRecord', title: string, id: string }
            | { __typename: 'PageServicesHubRecord', title: string, id: string }
            | { __typename: 'PageTeamRecord', title: string, id: string }
            | { __typename: 'PagePrivacyRecord', title: string, id: string }
            | { __typename: 'PageTermRecord', title: string, id: string }
            | { __typename: 'PageCareerHubRecord', title: string, id: string }
            | { __typename: 'PageEventsHubRecord', title: string, id: string }
            | { __typename: 'PageSearchRecord', title: string, id: string }
            | { __typename: 'SingleEmployeeRecord', slug: string, firstName: string, lastName: string, id: string }
            | { __typename: 'SinglePracticeAreaRecord', slug: string, title: string, id: string }
            | { __typename: 'SingleSubPracticeAreaRecord', slug: string, title: string, id: string, pageParent: { id: string, slug: string } }
            | { __typename: 'SingleIndustryRecord', slug: string, title: string, id: string }
            | { __typename: 'SingleServiceRecord', slug: string, title: string, id: string }
            | { __typename: 'SingleNewsRecord', slug: string, title: string, id: string }
            | { __typename: 'SingleCasesAnalysisRecord', slug: string, title: string, id: string }
            | { __typename: 'SingleMajorCaseRecord', slug: string, title: string, id: string }
            | { __typename: 'SingleEventRecord', slug: string, title: string, id: string }
            | { __typename: 'SingleCareerRecord', slug: string, title: string, id: string }
            | { __typename: 'SingleAboutRecord', slug: string, title: string, id: string }
            | { __typename: 'GenericPageRecord', slug: string, title: string, id: string }
           | null }
        | { __typename: 'LinkAnchorRecord', id: string, label: string, blockId: string }
        | { __typename: 'LinkDownloadRecord', id: string, label: string, file: { url: string, filename: string } }
      > }>, _seoMetaTags: Array<{ tag: string, attributes: Record<string, string> | null, content: string | null }> } | null };

export type PageIndustriesHubQueryVariables = Exact<{
  locale?: SiteLocale | null | undefined;
}>;


export type PageIndustriesHubQuery = { page: { __typename: 'PageIndustriesHubRecord', id: string, title: string, intro: string | null, heroImage: { id: string, url: string, alt: string | null, title: string | null, width: number | null, height: number | null, format: string, md5: string, focalPoint: { x: number, y: number } | null, responsiveImage: { base64: string | null } | null, video: { muxPlaybackId: string, muxAssetId: string, mp4Url: string | null, streamingUrl: string } | null } | null, body: { value: DastDocument, blocks: Array<
        | { __typename: 'ImageBlockRecord', id: string, caption: string | null, image: { id: string, url: string, alt: string | null, title: string | null, width: number | null, height: number | null, format: string, md5: string, focalPoint: { x: number, y: number } | null, responsiveImage: { base64: string | null } | null, video: { muxPlaybackId: string, muxAssetId: string, mp4Url: string | null, streamingUrl: string } | null } }
        | { __typename: 'VideoBlockRecord', id: string, caption: string | null, video: { id: string, url: string, alt: string | null, title: string | null, width: number | null, height: number | null, format: string, md5: string, focalPoint: { x: number, y: number } | null, responsiveImage: { base64: string | null } | null, video: { muxPlaybackId: string, muxAssetId: string, mp4Url: string | null, streamingUrl: string } | null } }
        | { __typename: 'QuoteBlockRecord', id: string, quote: string, attribution: string | null }
        | { __typename: 'CtaBlockRecord', id: string, title: string, text: string | null, links: Array<
            | { __typename: 'LinkExternalRecord', id: string, label: string, url: string }
            | { __typename: 'LinkInternalRecord', id: string, label: string, query: string | null, link:
                | { __typename: 'PageHomeRecord', title: string, id: string }
                | { __typename: 'PageAboutRecord', title: string, id: string }
                | { __typename: 'PageBusinessIntelRecord', title: string, id: string }
                | { __typename: 'PageCasesHubRecord', title: string, id: string }
                | { __typename: 'PageContactRecord', title: string, id: string }
                | { __typename: 'PageExpertiseRecord', title: string, id: string }
                | { __typename: 'PageIndustriesHubRecord', title: string, id: string }
                | { __typename: 'PageNewsHubRecord', title: string, id: string }
                | { __typename: 'PageNewsletterRecord', title: string, id: string }
                | { __typename: 'PagePracticeAreaHubRecord', title: string, id: string }
                | { __typename: 'PageServicesHubRecord', title: string, id: string }
                | { __typename: 'PageTeamRecord', title: string, id: string }
                | { __typename: 'PagePrivacyRecord', title: string, id: string }
                | { __typename: 'PageTermRecord', title: string, id: string }
                | { __typename: 'PageCareerHubRecord', title: string, id: string }
                | { __typename: 'PageEventsHubRecord', title: string, id: string }
                | { __typename: 'PageSearchRecord', title: string, id: string }
                | { __typename: 'SingleEmployeeRecord', slug: string, firstName: string, lastName: string, id: string }
                | { __typename: 'SinglePracticeAreaRecord', slug: string, title: string, id: string }
                | { __typename: 'SingleSubPracticeAreaRecord', slug: string, title: string, id: string, pageParent: { id: string, slug: string } }
                | { __typename: 'SingleIndustryRecord', slug: string, title: string, id: string }
                | { __typename: 'SingleServiceRecord', slug: string, title: string, id: string }
                | { __typename: 'SingleNewsRecord', slug: string, title: string, id: string }
                | { __typename: 'SingleCasesAnalysisRecord', slug: string, title: string, id: string }
                | { __typename: 'SingleMajorCaseRecord', slug: string, title: string, id: string }
                | { __typename: 'SingleEventRecord', slug: string, title: string, id: string }
                | { __typename: 'SingleCareerRecord', slug: string, title: string, id: string }
                | { __typename: 'SingleAboutRecord', slug: string, title: string, id: string }
                | { __typename: 'GenericPageRecord', slug: string, title: string, id: string }
               | null }
            | { __typename: 'LinkAnchorRecord', id: string, label: string, blockId: string }
            | { __typename: 'LinkDownloadRecord', id: string, label: string, file: { url: string, filename: string } }
          > }
      >, links: Array<
        | { __typename: 'PageHomeRecord', title: string, id: string }
        | { __typename: 'PageAboutRecord', title: string, id: string }
        | { __typename: 'PageBusinessIntelRecord', title: string, id: string }
        | { __typename: 'PageCasesHubRecord', title: string, id: string }
        | { __typename: 'PageContactRecord', title: string, id: string }
        | { __typename: 'PageExpertiseRecord', title: string, id: string }
        | { __typename: 'PageIndustriesHubRecord', title: string, id: string }
        | { __typename: 'PageNewsHubRecord', title: string, id: string }
        | { __typename: 'PageNewsletterRecord', title: string, id: string }
        | { __typename: 'PagePracticeAreaHubRecord', title: string, id: string }
        | { __typename: 'PageServicesHubRecord', title: string, id: string }
        | { __typename: 'PageTeamRecord', title: string, id: string }
        | { __typename: 'PagePrivacyRecord', title: string, id: string }
        | { __typename: 'PageTermRecord', title: string, id: string }
        | { __typename: 'PageCareerHubRecord', title: string, id: string }
        | { __typename: 'PageEventsHubRecord', title: string, id: string }
        | { __typename: 'PageSearchRecord', title: string, id: string }
        | { __typename: 'SingleEmployeeRecord', slug: string, firstName: string, lastName: string, id: string }
        | { __typename: 'SinglePracticeAreaRecord', slug: string, title: string, id: string }
        | { __typename: 'SingleSubPracticeAreaRecord', slug: string, title: string, id: string, pageParent: { id: string, slug: string } }
        | { __typename: 'SingleIndustryRecord', slug: string, title: string, id: string }
        | { __typename: 'SingleServiceRecord', slug: string, title: string, id: string }
        | { __typename: 'SingleNewsRecord', slug: string, title: string, id: string }
        | { __typename: 'SingleCasesAnalysisRecord', slug: string, title: string, id: string }
        | { __typename: 'SingleMajorCaseRecord', slug: string, title: string, id: string }
        | { __typename: 'SingleEventRecord', slug: string, title: string, id: string }
        | { __typename: 'SingleCareerRecord', slug: string, title: string, id: string }
        | { __typename: 'SingleAboutRecord', slug: string, title: string, id: string }
        | { __typename: 'GenericPageRecord', slug: string, title: string, id: string }
      > } | null, _seoMetaTags: Array<{ tag: string, attributes: Record<string, string> | null, content: string | null }> } | null };

export type PageNewsHubQueryVariables = Exact<{
  locale?: SiteLocale | null | undefined;
}>;


export type PageNewsHubQuery = { page: { __typename: 'PageNewsHubRecord', id: string, title: string, intro: string | null, heroImage: { id: string, url: string, alt: string | null, title: string | null, width: number | null, height: number | null, format: string, md5: string, focalPoint: { x: number, y: number } | null, responsiveImage: { base64: string | null } | null, video: { muxPlaybackId: string, muxAssetId: string, mp4Url: string | null, streamingUrl: string } | null } | null, body: { value: DastDocument, blocks: Array<
        | { __typename: 'ImageBlockRecord', id: string, caption: string | null, image: { id: string, url: string, alt: string | null, title: string | null, width: number | null, height: number | null, format: string, md5: string, focalPoint: { x: number, y: number } | null, responsiveImage: { base64: string | null } | null, video: { muxPlaybackId: string, muxAssetId: string, mp4Url: string | null, streamingUrl: string } | null } }
        | { __typename: 'VideoBlockRecord', id: string, caption: string | null, video: { id: string, url: string, alt: string | null, title: string | null, width: number | null, height: number | null, format: string, md5: string, focalPoint: { x: number, y: number } | null, responsiveImage: { base64: string | null } | null, video: { muxPlaybackId: string, muxAssetId: string, mp4Url: string | null, streamingUrl: string } | null } }
        | { __typename: 'QuoteBlockRecord', id: string, quote: string, attribution: string | null }
        | { __typename: 'CtaBlockRecord', id: string, title: string, text: string | null, links: Array<
            | { __typename: 'LinkExternalRecord', id: string, label: string, url: string }
            | { __typename: 'LinkInternalRecord', id: string, label: string, query: string | null, link:
                | { __typename: 'PageHomeRecord', title: string, id: string }
                | { __typename: 'PageAboutRecord', title: string, id: string }
                | { __typename: 'PageBusinessIntelRecord', title: string, id: string }
                | { __typename: 'PageCasesHubRecord', title: string, id: string }
                | { __typename: 'PageContactRecord', title: string, id: string }
                | { __typename: 'PageExpertiseRecord', title: string, id: string }
                | { __typename: 'PageIndustriesHubRecord', title: string, id: string }
                | { __typename: 'PageNewsHubRecord', title: string, id: string }
                | { __typename: 'PageNewsletterRecord', title: string, id: string }
                | { __typename: 'PagePracticeAreaHubRecord', title: string, id: string }
                | { __typename: 'PageServicesHubRecord', title: string, id: string }
                | { __typename: 'PageTeamRecord', title: string, id: string }
                | { __typename: 'PagePrivacyRecord', title: string, id: string }
                | { __typename: 'PageTermRecord', title: string, id: string }
                | { __typename: 'PageCareerHubRecord', title: string, id: string }
                | { __typename: 'PageEventsHubRecord', title: string, id: string }
                | { __typename: 'PageSearchRecord', title: string, id: string }
                | { __typename: 'SingleEmployeeRecord', slug: string, firstName: string, lastName: string, id: string }
                | { __typename: 'SinglePracticeAreaRecord', slug: string, title: string, id: string }
                | { __typename: 'SingleSubPracticeAreaRecord', slug: string, title: string, id: string, pageParent: { id: string, slug: string } }
                | { __typename: 'SingleIndustryRecord', slug: string, title: string, id: string }
                | { __typename: 'SingleServiceRecord', slug: string, title: string, id: string }
                | { __typename: 'SingleNewsRecord', slug: string, title: string, id: string }
                | { __typename: 'SingleCasesAnalysisRecord', slug: string, title: string, id: string }
                | { __typename: 'SingleMajorCaseRecord', slug: string, title: string, id: string }
                | { __typename: 'SingleEventRecord', slug: string, title: string, id: string }
                | { __typename: 'SingleCareerRecord', slug: string, title: string, id: string }
                | { __typename: 'SingleAboutRecord', slug: string, title: string, id: string }
                | { __typename: 'GenericPageRecord', slug: string, title: string, id: string }
               | null }
            | { __typename: 'LinkAnchorRecord', id: string, label: string, blockId: string }
            | { __typename: 'LinkDownloadRecord', id: string, label: string, file: { url: string, filename: string } }
          > }
      >, links: Array<
        | { __typename: 'PageHomeRecord', title: string, id: string }
        | { __typename: 'PageAboutRecord', title: string, id: string }
        | { __typename: 'PageBusinessIntelRecord', title: string, id: string }
        | { __typename: 'PageCasesHubRecord', title: string, id: string }
        | { __typename: 'PageContactRecord', title: string, id: string }
        | { __typename: 'PageExpertiseRecord', title: string, id: string }
        | { __typename: 'PageIndustriesHubRecord', title: string, id: string }
        | { __typename: 'PageNewsHubRecord', title: string, id: string }
        | { __typename: 'PageNewsletterRecord', title: string, id: string }
        | { __typename: 'PagePracticeAreaHubRecord', title: string, id: string }
        | { __typename: 'PageServicesHubRecord', title: string, id: string }
        | { __typename: 'PageTeamRecord', title: string, id: string }
        | { __typename: 'PagePrivacyRecord', title: string, id: string }
        | { __typename: 'PageTermRecord', title: string, id: string }
        | { __typename: 'PageCareerHubRecord', title: string, id: string }
        | { __typename: 'PageEventsHubRecord', title: string, id: string }
        | { __typename: 'PageSearchRecord', title: string, id: string }
        | { __typename: 'SingleEmployeeRecord', slug: string, firstName: string, lastName: string, id: string }
        | { __typename: 'SinglePracticeAreaRecord', slug: string, title: string, id: string }
        | { __typename: 'SingleSubPracticeAreaRecord', slug: string, title: string, id: string, pageParent: { id: string, slug: string } }
        | { __typename: 'SingleIndustryRecord', slug: string, title: string, id: string }
        | { __typename: 'SingleServiceRecord', slug: string, title: string, id: string }
        | { __typename: 'SingleNewsRecord', slug: string, title: string, id: string }
        | { __typename: 'SingleCasesAnalysisRecord', slug: string, title: string, id: string }
        | { __typename: 'SingleMajorCaseRecord', slug: string, title: string, id: string }
        | { __typename: 'SingleEventRecord', slug: string, title: string, id: string }
        | { __typename: 'SingleCareerRecord', slug: string, title: string, id: string }
        | { __typename: 'SingleAboutRecord', slug: string, title: string, id: string }
        | { __typename: 'GenericPageRecord', slug: string, title: string, id: string }
      > } | null, _seoMetaTags: Array<{ tag: string, attributes: Record<string, string> | null, content: string | null }> } | null };

export type PageNewsletterQueryVariables = Exact<{
  locale?: SiteLocale | null | undefined;
}>;


export type PageNewsletterQuery = { page: { __typename: 'PageNewsletterRecord', id: string, title: string, intro: string | null, heroImage: { id: string, url: string, alt: string | null, title: string | null, width: number | null, height: number | null, format: string, md5: string, focalPoint: { x: number, y: number } | null, responsiveImage: { base64: string | null } | null, video: { muxPlaybackId: string, muxAssetId: string, mp4Url: string | null, streamingUrl: string } | null } | null, body: { value: DastDocument, blocks: Array<
        | { __typename: 'ImageBlockRecord', id: string, caption: string | null, image: { id: string, url: string, alt: string | null, title: string | null, width: number | null, height: number | null, format: string, md5: string, focalPoint: { x: number, y: number } | null, responsiveImage: { base64: string | null } | null, video: { muxPlaybackId: string, muxAssetId: string, mp4Url: string | null, streamingUrl: string } | null } }
        | { __typename: 'VideoBlockRecord', id: string, caption: string | null, video: { id: string, url: string, alt: string | null, title: string | null, width: number | null, height: number | null, format: string, md5: string, focalPoint: { x: number, y: number } | null, responsiveImage: { base64: string | null } | null, video: { muxPlaybackId: string, muxAssetId: string, mp4Url: string | null, streamingUrl: string } | null } }
        | { __typename: 'QuoteBlockRecord', id: string, quote: string, attribution: string | null }
        | { __typename: 'CtaBlockRecord', id: string, title: string, text: string | null, links: Array<
            | { __typename: 'LinkExternalRecord', id: string, label: string, url: string }
            | { __typename: 'LinkInternalRecord', id: string, label: string, query: string | null, link:
                | { __typename: 'PageHomeRecord', title: string, id: string }
                | { __typename: 'PageAboutRecord', title: string, id: string }
                | { __typename: 'PageBusinessIntelRecord', title: string, id: string }
                | { __typename: 'PageCasesHubRecord', title: string, id: string }
                | { __typename: 'PageContactRecord', title: string, id: string }
                | { __typename: 'PageExpertiseRecord', title: string, id: string }
                | { __typename: 'PageIndustriesHubRecord', title: string, id: string }
                | { __typename: 'PageNewsHubRecord', title: string, id: string }
                | { __typename: 'PageNewsletterRecord', title: string, id: string }
                | { __typename: 'PagePracticeAreaHubRecord', title: string, id: string }
                | { __typename: 'PageServicesHubRecord', title: string, id: string }
                | { __typename: 'PageTeamRecord', title: string, id: string }
                | { __typename: 'PagePrivacyRecord', title: string, id: string }
                | { __typename: 'PageTermRecord', title: string, id: string }
                | { __typename: 'PageCareerHubRecord', title: string, id: string }
                | { __typename: 'PageEventsHubRecord', title: string, id: string }
                | { __typename: 'PageSearchRecord', title: string, id: string }
                | { __typename: 'SingleEmployeeRecord', slug: string, firstName: string, lastName: string, id: string }
                | { __typename: 'SinglePracticeAreaRecord', slug: string, title: string, id: string }
                | { __typename: 'SingleSubPracticeAreaRecord', slug: string, title: string, id: string, pageParent: { id: string, slug: string } }
                | { __typename: 'SingleIndustryRecord', slug: string, title: string, id: string }
                | { __typename: 'SingleServiceRecord', slug: string, title: string, id: string }
                | { __typename: 'SingleNewsRecord', slug: string, title: string, id: string }
                | { __typename: 'SingleCasesAnalysisRecord', slug: string, title: string, id: string }
                | { __typename: 'SingleMajorCaseRecord', slug: string, title: string, id: string }
                | { __typename: 'SingleEventRecord', slug: string, title: string, id: string }
                | { __typename: 'SingleCareerRecord', slug: string, title: string, id: string }
                | { __typename: 'SingleAboutRecord', slug: string, title: string, id: string }
                | { __typename: 'GenericPageRecord', slug: string, title: string, id: string }
               | null }
            | { __typename: 'LinkAnchorRecord', id: string, label: string, blockId: string }
            | { __typename: 'LinkDownloadRecord', id: string, label: string, file: { url: string, filename: string } }
          > }
      >, links: Array<
        | { __typename: 'PageHomeRecord', title: string, id: string }
        | { __typename: 'PageAboutRecord', title: string, id: string }
        | { __typename: 'PageBusinessIntelRecord', title: string, id: string }
        | { __typename: 'PageCasesHubRecord', title: string, id: string }
        | { __typename: 'PageContactRecord', title: string, id: string }
        | { __typename: 'PageExpertiseRecord', title: string, id: string }
        | { __typename: 'PageIndustriesHubRecord', title: string, id: string }
        | { __typename: 'PageNewsHubRecord', title: string, id: string }
        | { __typename: 'PageNewsletterRecord', title: string, id: string }
        | { __typename: 'PagePracticeAreaHubRecord', title: string, id: string }
        | { __typename: 'PageServicesHubRecord', title: string, id: string }
        | { __typename: 'PageTeamRecord', title: string, id: string }
        | { __typename: 'PagePrivacyRecord', title: string, id: string }
        | { __typename: 'PageTermRecord', title: string, id: string }
        | { __typename: 'PageCareerHubRecord', title: string, id: string }
        | { __typename: 'PageEventsHubRecord', title: string, id: string }
        | { __typename: 'PageSearchRecord', title: string, id: string }
        | { __typename: 'SingleEmployeeRecord', slug: string, firstName: string, lastName: string, id: string }
        | { __typename: 'SinglePracticeAreaRecord', slug: string, title: string, id: string }
        | { __typename: 'SingleSubPracticeAreaRecord', slug: string, title: string, id: string, pageParent: { id: string, slug: string } }
        | { __typename: 'SingleIndustryRecord', slug: string, title: string, id: string }
        | { __typename: 'SingleServiceRecord', slug: string, title: string, id: string }
        | { __typename: 'SingleNewsRecord', slug: string, title: string, id: string }
        | { __typename: 'SingleCasesAnalysisRecord', slug: string, title: string, id: string }
        | { __typename: 'SingleMajorCaseRecord', slug: string, title: string, id: string }
        | { __typename: 'SingleEventRecord', slug: string, title: string, id: string }
        | { __typename: 'SingleCareerRecord', slug: string, title: string, id: string }
        | { __typename: 'SingleAboutRecord', slug: string, title: string, id: string }
        | { __typename: 'GenericPageRecord', slug: string, title: string, id: string }
      > } | null, _seoMetaTags: Array<{ tag: string, attributes: Record<string, string> | null, content: string | null }> } | null };

export type PagePracticeAreaHubQueryVariables = Exact<{
  locale?: SiteLocale | null | undefined;
}>;


export type PagePracticeAreaHubQuery = { page: { __typename: 'PagePracticeAreaHubRecord', id: string, title: string, intro: string | null, heroImage: { id: string, url: string, alt: string | null, title: string | null, width: number | null, height: number | null, format: string, md5: string, focalPoint: { x: number, y: number } | null, responsiveImage: { base64: string | null } | null, video: { muxPlaybackId: string, muxAssetId: string, mp4Url: string | null, streamingUrl: string } | null } | null, body: { value: DastDocument, blocks: Array<
        | { __typename: 'ImageBlockRecord', id: string, caption: string | null, image: { id: string, url: string, alt: string | null, title: string | null, width: number | null, height: number | null, format: string, md5: string, focalPoint: { x: number, y: number } | null, responsiveImage: { base64: string | null } | null, video: { muxPlaybackId: string, muxAssetId: string, mp4Url: string | null, streamingUrl: string } | null } }
        | { __typename: 'VideoBlockRecord', id: string, caption: string | null, video: { id: string, url: string, alt: string | null, title: string | null, width: number | null, height: number | null, format: string, md5: string, focalPoint: { x: number, y: number } | null, responsiveImage: { base64: string | null } | null, video: { muxPlaybackId: string, muxAssetId: string, mp4Url: string | null, streamingUrl: string } | null } }
        | { __typename: 'QuoteBlockRecord', id: string, quote: string, attribution: string | null }
        | { __typename: 'CtaBlockRecord', id: string, title: string, text: string | null, links: Array<
            | { __typename: 'LinkExternalRecord', id: string, label: string, url: string }
            | { __typename: 'LinkInternalRecord', id: string, label: string, query: string | null, link:
                | { __typename: 'PageHomeRecord', title: string, id: string }
                | { __typename: 'PageAboutRecord', title: string, id: string }
                | { __typename: 'PageBusinessIntelRecord', title: string, id: string }
                | { __typename: 'PageCasesHubRecord', title: string, id: string }
                | { __typename: 'PageContactRecord', title: string, id: string }
                | { __typename: 'PageExpertiseRecord', title: string, id: string }
                | { __typename: 'PageIndustriesHubRecord', title: string, id: string }
                | { __typename: 'PageNewsHubRecord', title: string, id: string }
                | { __typename: 'PageNewsletterRecord', title: string, id: string }
                | { __typename: 'PagePracticeAreaHubRecord', title: string, id: string }
                | { __typename: 'PageServicesHubRecord', title: string, id: string }
                | { __typename: 'PageTeamRecord', title: string, id: string }
                | { __typename: 'PagePrivacyRecord', title: string, id: string }
                | { __typename: 'PageTermRecord', title: string, id: string }
                | { __typename: 'PageCareerHubRecord', title: string, id: string }
                | { __typename: 'PageEventsHubRecord', title: string, id: string }
                | { __typename: 'PageSearchRecord', title: string, id: string }
                | { __typename: 'SingleEmployeeRecord', slug: string, firstName: string, lastName: string, id: string }
                | { __typename: 'SinglePracticeAreaRecord', slug: string, title: string, id: string }
                | { __typename: 'SingleSubPracticeAreaRecord', slug: string, title: string, id: string, pageParent: { id: string, slug: string } }
                | { __typename: 'SingleIndustryRecord', slug: string, title: string, id: string }
                | { __typename: 'SingleServiceRecord', slug: string, title: string, id: string }
                | { __typename: 'SingleNewsRecord', slug: string, title: string, id: string }
                | { __typename: 'SingleCasesAnalysisRecord', slug: string, title: string, id: string }
                | { __typename: 'SingleMajorCaseRecord', slug: string, title: string, id: string }
                | { __typename: 'SingleEventRecord', slug: string, title: string, id: string }
                | { __typename: 'SingleCareerRecord', slug: string, title: string, id: string }
                | { __typename: 'SingleAboutRecord', slug: string, title: string, id: string }
                | { __typename: 'GenericPageRecord', slug: string, title: string, id: string }
               | null }
            | { __typename: 'LinkAnchorRecord', id: string, label: string, blockId: string }
            | { __typename: 'LinkDownloadRecord', id: string, label: string, file: { url: string, filename: string } }
          > }
      >, links: Array<
        | { __typename: 'PageHomeRecord', title: string, id: string }
        | { __typename: 'PageAboutRecord', title: string, id: string }
        | { __typename: 'PageBusinessIntelRecord', title: string, id: string }
        | { __typename: 'PageCasesHubRecord', title: string, id: string }
        | { __typename: 'PageContactRecord', title: string, id: string }
        | { __typename: 'PageExpertiseRecord', title: string, id: string }
        | { __typename: 'PageIndustriesHubRecord', title: string, id: string }
        | { __typename: 'PageNewsHubRecord', title: string, id: string }
        | { __typename: 'PageNewsletterRecord', title: string, id: string }
        | { __typename: 'PagePracticeAreaHubRecord', title: string, id: string }
        | { __typename: 'PageServicesHubRecord', title: string, id: string }
        | { __typename: 'PageTeamRecord', title: string, id: string }
        | { __typename: 'PagePrivacyRecord', title: string, id: string }
        | { __typename: 'PageTermRecord', title: string, id: string }
        | { __typename: 'PageCareerHubRecord', title: string, id: string }
        | { __typename: 'PageEventsHubRecord', title: string, id: string }
        | { __typename: 'PageSearchRecord', title: string, id: string }
        | { __typename: 'SingleEmployeeRecord', slug: string, firstName: string, lastName: string, id: string }
        | { __typename: 'SinglePracticeAreaRecord', slug: string, title: string, id: string }
        | { __typename: 'SingleSubPracticeAreaRecord', slug: string, title: string, id: string, pageParent: { id: string, slug: string } }
        | { __typename: 'SingleIndustryRecord', slug: string, title: string, id: string }
        | { __typename: 'SingleServiceRecord', slug: string, title: string, id: string }
        | { __typename: 'SingleNewsRecord', slug: string, title: string, id: string }
        | { __typename: 'SingleCasesAnalysisRecord', slug: string, title: string, id: string }
        | { __typename: 'SingleMajorCaseRecord', slug: string, title: string, id: string }
        | { __typename: 'SingleEventRecord', slug: string, title: string, id: string }
        | { __typename: 'SingleCareerRecord', slug: string, title: string, id: string }
        | { __typename: 'SingleAboutRecord', slug: string, title: string, id: string }
        | { __typename: 'GenericPageRecord', slug: string, title: string, id: string }
      > } | null, _seoMetaTags: Array<{ tag: string, attributes: Record<string, string> | null, content: string | null }> } | null };

export type PagePrivacyQueryVariables = Exact<{
  locale?: SiteLocale | null | undefined;
}>;


export type PagePrivacyQuery = { page: { __typename: 'PagePrivacyRecord', id: string, title: string, intro: string | null, heroImage: { id: string, url: string, alt: string | null, title: string | null, width: number | null, height: number | null, format: string, md5: string, focalPoint: { x: number, y: number } | null, responsiveImage: { base64: string | null } | null, video: { muxPlaybackId: string, muxAssetId: string, mp4Url: string | null, streamingUrl: string } | null } | null, body: { value: DastDocument, blocks: Array<
        | { __typename: 'ImageBlockRecord', id: string, caption: string | null, image: { id: string, url: string, alt: string | null, title: string | null, width: number | null, height: number | null, format: string, md5: string, focalPoint: { x: number, y: number } | null, responsiveImage: { base64: string | null } | null, video: { muxPlaybackId: string, muxAssetId: string, mp4Url: string | null, streamingUrl: string } | null } }
        | { __typename: 'VideoBlockRecord', id: string, caption: string | null, video: { id: string, url: string, alt: string | null, title: string | null, width: number | null, height: number | null, format: string, md5: string, focalPoint: { x: number, y: number } | null, responsiveImage: { base64: string | null } | null, video: { muxPlaybackId: string, muxAssetId: string, mp4Url: string | null, streamingUrl: string } | null } }
        | { __typename: 'QuoteBlockRecord', id: string, quote: string, attribution: string | null }
        | { __typename: 'CtaBlockRecord', id: string, title: string, text: string | null, links: Array<
            | { __typename: 'LinkExternalRecord', id: string, label: string, url: string }
            | { __typename: 'LinkInternalRecord', id: string, label: string, query: string | null, link:
                | { __typename: 'PageHomeRecord', title: string, id: string }
                | { __typename: 'PageAboutRecord', title: string, id: string }
                | { __typename: 'PageBusinessIntelRecord', title: string, id: string }
                | { __typename: 'PageCasesHubRecord', title: string, id: string }
                | { __typename: 'PageContactRecord', title: string, id: string }
                | { __typename: 'PageExpertiseRecord', title: string, id: string }
                | { __typename: 'PageIndustriesHubRecord', title: string, id: string }
                | { __typename: 'PageNewsHubRecord', title: string, id: string }
                | { __typename: 'PageNewsletterRecord', title: string, id: string }
                | { __typename: 'PagePracticeAreaHubRecord', title: string, id: string }
                | { __typename: 'PageServicesHubRecord', title: string, id: string }
                | { __typename: 'PageTeamRecord', title: string, id: string }
                | { __typename: 'PagePrivacyRecord', title: string, id: string }
                | { __typename: 'PageTermRecord', title: string, id: string }
                | { __typename: 'PageCareerHubRecord', title: string, id: string }
                | { __typename: 'PageEventsHubRecord', title: string, id: string }
                | { __typename: 'PageSearchRecord', title: string, id: string }
                | { __typename: 'SingleEmployeeRecord', slug: string, firstName: string, lastName: string, id: string }
                | { __typename: 'SinglePracticeAreaRecord', slug: string, title: string, id: string }
                | { __typename: 'SingleSubPracticeAreaRecord', slug: string, title: string, id: string, pageParent: { id: string, slug: string } }
                | { __typename: 'SingleIndustryRecord', slug: string, title: string, id: string }
                | { __typename: 'SingleServiceRecord', slug: string, title: string, id: string }
                | { __typename: 'SingleNewsRecord', slug: string, title: string, id: string }
                | { __typename: 'SingleCasesAnalysisRecord', slug: string, title: string, id: string }
                | { __typename: 'SingleMajorCaseRecord', slug: string, title: string, id: string }
                | { __typename: 'SingleEventRecord', slug: string, title: string, id: string }
                | { __typename: 'SingleCareerRecord', slug: string, title: string, id: string }
                | { __typename: 'SingleAboutRecord', slug: string, title: string, id: string }
                | { __typename: 'GenericPageRecord', slug: string, title: string, id: string }
               | null }
            | { __typename: 'LinkAnchorRecord', id: string, label: string, blockId: string }
            | { __typename: 'LinkDownloadRecord', id: string, label: string, file: { url: string, filename: string } }
          > }
      >, links: Array<
        | { __typename: 'PageHomeRecord', title: string, id: string }
        | { __typename: 'PageAboutRecord', title: string, id: string }
        | { __typename: 'PageBusinessIntelRecord', title: string, id: string }
        | { __typename: 'PageCasesHubRecord', title: string, id: string }
        | { __typename: 'PageContactRecord', title: string, id: string }
        | { __typename: 'PageExpertiseRecord', title: string, id: string }
        | { __typename: 'PageIndustriesHubRecord', title: string, id: string }
        | { __typename: 'PageNewsHubRecord', title: string, id: string }
        | { __typename: 'PageNewsletterRecord', title: string, id: string }
        | { __typename: 'PagePracticeAreaHubRecord', title: string, id: string }
        | { __typename: 'PageServicesHubRecord', title: string, id: string }
        | { __typename: 'PageTeamRecord', title: string, id: string }
        | { __typename: 'PagePrivacyRecord', title: string, id: string }
        | { __typename: 'PageTermRecord', title: string, id: string }
        | { __typename: 'PageCareerHubRecord', title: string, id: string }
        | { __typename: 'PageEventsHubRecord', title: string, id: string }
        | { __typename: 'PageSearchRecord', title: string, id: string }
        | { __typename: 'SingleEmployeeRecord', slug: string, firstName: string, lastName: string, id: string }
        | { __typename: 'SinglePracticeAreaRecord', slug: string, title: string, id: string }
        | { __typename: 'SingleSubPracticeAreaRecord', slug: string, title: string, id: string, pageParent: { id: string, slug: string } }
        | { __typename: 'SingleIndustryRecord', slug: string, title: string, id: string }
        | { __typename: 'SingleServiceRecord', slug: string, title: string, id: string }
        | { __typename: 'SingleNewsRecord', slug: string, title: string, id: string }
        | { __typename: 'SingleCasesAnalysisRecord', slug: string, title: string, id: string }
        | { __typename: 'SingleMajorCaseRecord', slug: string, title: string, id: string }
        | { __typename: 'SingleEventRecord', slug: string, title: string, id: string }
        | { __typename: 'SingleCareerRecord', slug: string, title: string, id: string }
        | { __typename: 'SingleAboutRecord', slug: string, title: string, id: string }
        | { __typename: 'GenericPageRecord', slug: string, title: string, id: string }
      > } | null, _seoMetaTags: Array<{ tag: string, attributes: Record<string, string> | null, content: string | null }> } | null };

export type PageSearchQueryVariables = Exact<{
  locale?: SiteLocale | null | undefined;
}>;


export type PageSearchQuery = { page: { __typename: 'PageSearchRecord', id: string, title: string, intro: string | null, heroImage: { id: string, url: string, alt: string | null, title: string | null, width: number | null, height: number | null, format: string, md5: string, focalPoint: { x: number, y: number } | null, responsiveImage: { base64: string | null } | null, video: { muxPlaybackId: string, muxAssetId: string, mp4Url: string | null, streamingUrl: string } | null } | null, body: { value: DastDocument, blocks: Array<
        | { __typename: 'ImageBlockRecord', id: string, caption: string | null, image: { id: string, url: string, alt: string | null, title: string | null, width: number | null, height: number | null, format: string, md5: string, focalPoint: { x: number, y: number } | null, responsiveImage: { base64: string | null } | null, video: { muxPlaybackId: string, muxAssetId: string, mp4Url: string | null, streamingUrl: string } | null } }
        | { __typename: 'VideoBlockRecord', id: string, caption: string | null, video: { id: string, url: string, alt: string | null, title: string | null, width: number | null, height: number | null, format: string, md5: string, focalPoint: { x: number, y: number } | null, responsiveImage: { base64: string | null } | null, video: { muxPlaybackId: string, muxAssetId: string, mp4Url: string | null, streamingUrl: string } | null } }
        | { __typename: 'QuoteBlockRecord', id: string, quote: string, attribution: string | null }
        | { __typename: 'CtaBlockRecord', id: string, title: string, text: string | null, links: Array<
            | { __typename: 'LinkExternalRecord', id: string, label: string, url: string }
            | { __typename: 'LinkInternalRecord', id: string, label: string, query: string | null, link:
                | { __typename: 'PageHomeRecord', title: string, id: string }
                | { __typename: 'PageAboutRecord', title: string, id: string }
                | { __typename: 'PageBusinessIntelRecord', title: string, id: string }
                | { __typename: 'PageCasesHubRecord', title: string, id: string }
                | { __typename: 'PageContactRecord', title: string, id: string }
                | { __typename: 'PageExpertiseRecord', title: string, id: string }
                | { __typename: 'PageIndustriesHubRecord', title: string, id: string }
                | { __typename: 'PageNewsHubRecord', title: string, id: string }
                | { __typename: 'PageNewsletterRecord', title: string, id: string }
                | { __typename: 'PagePracticeAreaHubRecord', title: string, id: string }
                | { __typename: 'PageServicesHubRecord', title: string, id: string }
                | { __typename: 'PageTeamRecord', title: string, id: string }
                | { __typename: 'PagePrivacyRecord', title: string, id: string }
                | { __typename: 'PageTermRecord', title: string, id: string }
                | { __typename: 'PageCareerHubRecord', title: string, id: string }
                | { __typename: 'PageEventsHubRecord', title: string, id: string }
                | { __typename: 'PageSearchRecord', title: string, id: string }
                | { __typename: 'SingleEmployeeRecord', slug: string, firstName: string, lastName: string, id: string }
                | { __typename: 'SinglePracticeAreaRecord', slug: string, title: string, id: string }
                | { __typename: 'SingleSubPracticeAreaRecord', slug: string, title: string, id: string, pageParent: { id: string, slug: string } }
                | { __typename: 'SingleIndustryRecord', slug: string, title: string, id: string }
                | { __typename: 'SingleServiceRecord', slug: string, title: string, id: string }
                | { __typename: 'SingleNewsRecord', slug: string, title: string, id: string }
                | { __typename: 'SingleCasesAnalysisRecord', slug: string, title: string, id: string }
                | { __typename: 'SingleMajorCaseRecord', slug: string, title: string, id: string }
                | { __typename: 'SingleEventRecord', slug: string, title: string, id: string }
                | { __typename: 'SingleCareerRecord', slug: string, title: string, id: string }
                | { __typename: 'SingleAboutRecord', slug: string, title: string, id: string }
                | { __typename: 'GenericPageRecord', slug: string, title: string, id: string }
               | null }
            | { __typename: 'LinkAnchorRecord', id: string, label: string, blockId: string }
            | { __typename: 'LinkDownloadRecord', id: string, label: string, file: { url: string, filename: string } }
          > }
      >, links: Array<
        | { __typename: 'PageHomeRecord', title: string, id: string }
        | { __typename: 'PageAboutRecord', title: string, id: string }
        | { __typename: 'PageBusinessIntelRecord', title: string, id: string }
        | { __typename: 'PageCasesHubRecord', title: string, id: string }
        | { __typename: 'PageContactRecord', title: string, id: string }
        | { __typename: 'PageExpertiseRecord', title: string, id: string }
        | { __typename: 'PageIndustriesHubRecord', title: string, id: string }
        | { __typename: 'PageNewsHubRecord', title: string, id: string }
        | { __typename: 'PageNewsletterRecord', title: string, id: string }
        | { __typename: 'PagePracticeAreaHubRecord', title: string, id: string }
        | { __typename: 'PageServicesHubRecord', title: string, id: string }
        | { __typename: 'PageTeamRecord', title: string, id: string }
        | { __typename: 'PagePrivacyRecord', title: string, id: string }
        | { __typename: 'PageTermRecord', title: string, id: string }
        | { __typename: 'PageCareerHubRecord', title: string, id: string }
        | { __typename: 'PageEventsHubRecord', title: string, id: string }
        | { __typename: 'PageSearchRecord', title: string, id: string }
        | { __typename: 'SingleEmployeeRecord', slug: string, firstName: string, lastName: string, id: string }
        | { __typename: 'SinglePracticeAreaRecord', slug: string, title: string, id: string }
        | { __typename: 'SingleSubPracticeAreaRecord', slug: string, title: string, id: string, pageParent: { id: string, slug: string } }
        | { __typename: 'SingleIndustryRecord', slug: string, title: string, id: string }
        | { __typename: 'SingleServiceRecord', slug: string, title: string, id: string }
        | { __typename: 'SingleNewsRecord', slug: string, title: string, id: string }
        | { __typename: 'SingleCasesAnalysisRecord', slug: string, title: string, id: string }
        | { __typename: 'SingleMajorCaseRecord', slug: string, title: string, id: string }
        | { __typename: 'SingleEventRecord', slug: string, title: string, id: string }
        | { __typename: 'SingleCareerRecord', slug: string, title: string, id: string }
        | { __typename: 'SingleAboutRecord', slug: string, title: string, id: string }
        | { __typename: 'GenericPageRecord', slug: string, title: string, id: string }
      > } | null, _seoMetaTags: Array<{ tag: string, attributes: Record<string, string> | null, content: string | null }> } | null };

export type PageServicesHubQueryVariables = Exact<{
  locale?: SiteLocale | null | undefined;
}>;


export type PageServicesHubQuery = { page: { __typename: 'PageServicesHubRecord', id: string, title: string, intro: string | null, heroImage: { id: string, url: string, alt: string | null, title: string | null, width: number | null, height: number | null, format: string, md5: string, focalPoint: { x: number, y: number } | null, responsiveImage: { base64: string | null } | null, video: { muxPlaybackId: string, muxAssetId: string, mp4Url: string | null, streamingUrl: string } | null } | null, body: { value: DastDocument, blocks: Array<
        | { __typename: 'ImageBlockRecord', id: string, caption: string | null, image: { id: string, url: string, alt: string | null, title: string | null, width: number | null, height: number | null, format: string, md5: string, focalPoint: { x: number, y: number } | null, responsiveImage: { base64: string | null } | null, video: { muxPlaybackId: string, muxAssetId: string, mp4Url: string | null, streamingUrl: string } | null } }
        | { __typename: 'VideoBlockRecord', id: string, caption: string | null, video: { id: string, url: string, alt: string | null, title: string | null, width: number | null, height: number | null, format: string, md5: string, focalPoint: { x: number, y: number } | null, responsiveImage: { base64: string | null } | null, video: { muxPlaybackId: string, muxAssetId: string, mp4Url: string | null, streamingUrl: string } | null } }
        | { __typename: 'QuoteBlockRecord', id: string, quote: string, attribution: string | null }
        | { __typename: 'CtaBlockRecord', id: string, title: string, text: string | null, links: Array<
            | { __typename: 'LinkExternalRecord', id: string, label: string, url: string }
            | { __typename: 'LinkInternalRecord', id: string, label: string, query: string | null, link:
                | { __typename: 'PageHomeRecord', title: string, id: string }
                | { __typename: 'PageAboutRecord', title: string, id: string }
                | { __typename: 'PageBusinessIntelRecord', title: string, id: string }
                | { __typename: 'PageCasesHubRecord', title: string, id: string }
                | { __typename: 'PageContactRecord', title: string, id: string }
                | { __typename: 'PageExpertiseRecord', title: string, id: string }
                | { __typename: 'PageIndustriesHubRecord', title: string, id: string }
                | { __typename: 'PageNewsHubRecord', title: string, id: string }
                | { __typename: 'PageNewsletterRecord', title: string, id: string }
                | { __typename: 'PagePracticeAreaHubRecord', title: string, id: string }
                | { __typename: 'PageServicesHubRecord', title: string, id: string }
                | { __typename: 'PageTeamRecord', title: string, id: string }
                | { __typename: 'PagePrivacyRecord', title: string, id: string }
                | { __typename: 'PageTermRecord', title: string, id: string }
                | { __typename: 'PageCareerHubRecord', title: string, id: string }
                | { __typename: 'PageEventsHubRecord', title: string, id: string }
                | { __typename: 'PageSearchRecord', title: string, id: string }
                | { __typename: 'SingleEmployeeRecord', slug: string, firstName: string, lastName: string, id: string }
                | { __typename: 'SinglePracticeAreaRecord', slug: string, title: string, id: string }
                | { __typename: 'SingleSubPracticeAreaRecord', slug: string, title: string, id: string, pageParent: { id: string, slug: string } }
                | { __typename: 'SingleIndustryRecord', slug: string, title: string, id: string }
                | { __typename: 'SingleServiceRecord', slug: string, title: string, id: string }
                | { __typename: 'SingleNewsRecord', slug: string, title: string, id: string }
                | { __typename: 'SingleCasesAnalysisRecord', slug: string, title: string, id: string }
                | { __typename: 'SingleMajorCaseRecord', slug: string, title: string, id: string }
                | { __typename: 'SingleEventRecord', slug: string, title: string, id: string }
                | { __typename: 'SingleCareerRecord', slug: string, title: string, id: string }
                | { __typename: 'SingleAboutRecord', slug: string, title: string, id: string }
                | { __typename: 'GenericPageRecord', slug: string, title: string, id: string }
               | null }
            | { __typename: 'LinkAnchorRecord', id: string, label: string, blockId: string }
            | { __typename: 'LinkDownloadRecord', id: string, label: string, file: { url: string, filename: string } }
          > }
      >, links: Array<
        | { __typename: 'PageHomeRecord', title: string, id: string }
        | { __typename: 'PageAboutRecord', title: string, id: string }
        | { __typename: 'PageBusinessIntelRecord', title: string, id: string }
        | { __typename: 'PageCasesHubRecord', title: string, id: string }
        | { __typename: 'PageContactRecord', title: string, id: string }
        | { __typename: 'PageExpertiseRecord', title: string, id: string }
        | { __typename: 'PageIndustriesHubRecord', title: string, id: string }
        | { __typename: 'PageNewsHubRecord', title: string, id: string }
        | { __typename: 'PageNewsletterRecord', title: string, id: string }
        | { __typename: 'PagePracticeAreaHubRecord', title: string, id: string }
        | { __typename: 'PageServicesHubRecord', title: string, id: string }
        | { __typename: 'PageTeamRecord', title: string, id: string }
        | { __typename: 'PagePrivacyRecord', title: string, id: string }
        | { __typename: 'PageTermRecord', title: string, id: string }
        | { __typename: 'PageCareerHubRecord', title: string, id: string }
        | { __typename: 'PageEventsHubRecord', title: string, id: string }
        | { __typename: 'PageSearchRecord', title: string, id: string }
        | { __typename: 'SingleEmployeeRecord', slug: string, firstName: string, lastName: string, id: string }
        | { __typename: 'SinglePracticeAreaRecord', slug: string, title: string, id: string }
        | { __typename: 'SingleSubPracticeAreaRecord', slug: string, title: string, id: string, pageParent: { id: string, slug: string } }
        | { __typename: 'SingleIndustryRecord', slug: string, title: string, id: string }
        | { __typename: 'SingleServiceRecord', slug: string, title: string, id: string }
        | { __typename: 'SingleNewsRecord', slug: string, title: string, id: string }
        | { __typename: 'SingleCasesAnalysisRecord', slug: string, title: string, id: string }
        | { __typename: 'SingleMajorCaseRecord', slug: string, title: string, id: string }
        | { __typename: 'SingleEventRecord', slug: string, title: string, id: string }
        | { __typename: 'SingleCareerRecord', slug: string, title: string, id: string }
        | { __typename: 'SingleAboutRecord', slug: string, title: string, id: string }
        | { __typename: 'GenericPageRecord', slug: string, title: string, id: string }
      > } | null, _seoMetaTags: Array<{ tag: string, attributes: Record<string, string> | null, content: string | null }> } | null };

export type PageTeamQueryVariables = Exact<{
  locale?: SiteLocale | null | undefined;
}>;


export type PageTeamQuery = { page: { __typename: 'PageTeamRecord', id: string, title: string, intro: string | null, heroImage: { id: string, url: string, alt: string | null, title: string | null, width: number | null, height: number | null, format: string, md5: string, focalPoint: { x: number, y: number } | null, responsiveImage: { base64: string | null } | null, video: { muxPlaybackId: string, muxAssetId: string, mp4Url: string | null, streamingUrl: string } | null } | null, body: { value: DastDocument, blocks: Array<
        | { __typename: 'ImageBlockRecord', id: string, caption: string | null, image: { id: string, url: string, alt: string | null, title: string | null, width: number | null, height: number | null, format: string, md5: string, focalPoint: { x: number, y: number } | null, responsiveImage: { base64: string | null } | null, video: { muxPlaybackId: string, muxAssetId: string, mp4Url: string | null, streamingUrl: string } | null } }
        | { __typename: 'VideoBlockRecord', id: string, caption: string | null, video: { id: string, url: string, alt: string | null, title: string | null, width: number | null, height: number | null, format: string, md5: string, focalPoint: { x: number, y: number } | null, responsiveImage: { base64: string | null } | null, video: { muxPlaybackId: string, muxAssetId: string, mp4Url: string | null, streamingUrl: string } | null } }
        | { __typename: 'QuoteBlockRecord', id: string, quote: string, attribution: string | null }
        | { __typename: 'CtaBlockRecord', id: string, title: string, text: string | null, links: Array<
            | { __typename: 'LinkExternalRecord', id: string, label: string, url: string }
            | { __typename: 'LinkInternalRecord', id: string, label: string, query: string | null, link:
                | { __typename: 'PageHomeRecord', title: string, id: string }
                | { __typename: 'PageAboutRecord', title: string, id: string }
                | { __typename: 'PageBusinessIntelRecord', title: string, id: string }
                | { __typename: 'PageCasesHubRecord', title: string, id: string }
                | { __typename: 'PageContactRecord', title: string, id: string }
                | { __typename: 'PageExpertiseRecord', title: string, id: string }
                | { __typename: 'PageIndustriesHubRecord', title: string, id: string }
                | { __typename: 'PageNewsHubRecord', title: string, id: string }
                | { __typename: 'PageNewsletterRecord', title: string, id: string }
                | { __typename: 'PagePracticeAreaHubRecord', title: string, id: string }
                | { __typename: 'PageServicesHubRecord', title: string, id: string }
                | { __typename: 'PageTeamRecord', title: string, id: string }
                | { __typename: 'PagePrivacyRecord', title: string, id: string }
                | { __typename: 'PageTermRecord', title: string, id: string }
                | { __typename: 'PageCareerHubRecord', title: string, id: string }
                | { __typename: 'PageEventsHubRecord', title: string, id: string }
                | { __typename: 'PageSearchRecord', title: string, id: string }
                | { __typename: 'SingleEmployeeRecord', slug: string, firstName: string, lastName: string, id: string }
                | { __typename: 'SinglePracticeAreaRecord', slug: string, title: string, id: string }
                | { __typename: 'SingleSubPracticeAreaRecord', slug: string, title: string, id: string, pageParent: { id: string, slug: string } }
                | { __typename: 'SingleIndustryRecord', slug: string, title: string, id: string }
                | { __typename: 'SingleServiceRecord', slug: string, title: string, id: string }
                | { __typename: 'SingleNewsRecord', slug: string, title: string, id: string }
                | { __typename: 'SingleCasesAnalysisRecord', slug: string, title: string, id: string }
                | { __typename: 'SingleMajorCaseRecord', slug: string, title: string, id: string }
                | { __typename: 'SingleEventRecord', slug: string, title: string, id: string }
                | { __typename: 'SingleCareerRecord', slug: string, title: string, id: string }
                | { __typename: 'SingleAboutRecord', slug: string, title: string, id: string }
                | { __typename: 'GenericPageRecord', slug: string, title: string, id: string }
               | null }
            | { __typename: 'LinkAnchorRecord', id: string, label: string, blockId: string }
            | { __typename: 'LinkDownloadRecord', id: string, label: string, file: { url: string, filename: string } }
          > }
      >, links: Array<
        | { __typename: 'PageHomeRecord', title: string, id: string }
        | { __typename: 'PageAboutRecord', title: string, id: string }
        | { __typename: 'PageBusinessIntelRecord', title: string, id: string }
        | { __typename: 'PageCasesHubRecord', title: string, id: string }
        | { __typename: 'PageContactRecord', title: string, id: string }
        | { __typename: 'PageExpertiseRecord', title: string, id: string }
        | { __typename: 'PageIndustriesHubRecord', title: string, id: string }
        | { __typename: 'PageNewsHubRecord', title: string, id: string }
        | { __typename: 'PageNewsletterRecord', title: string, id: string }
        | { __typename: 'PagePracticeAreaHubRecord', title: string, id: string }
        | { __typename: 'PageServicesHubRecord', title: string, id: string }
        | { __typename: 'PageTeamRecord', title: string, id: string }
        | { __typename: 'PagePrivacyRecord', title: string, id: string }
        | { __typename: 'PageTermRecord', title: string, id: string }
        | { __typename: 'PageCareerHubRecord', title: string, id: string }
        | { __typename: 'PageEventsHubRecord', title: string, id: string }
        | { __typename: 'PageSearchRecord', title: string, id: string }
        | { __typename: 'SingleEmployeeRecord', slug: string, firstName: string, lastName: string, id: string }
        | { __typename: 'SinglePracticeAreaRecord', slug: string, title: string, id: string }
        | { __typename: 'SingleSubPracticeAreaRecord', slug: string, title: string, id: string, pageParent: { id: string, slug: string } }
        | { __typename: 'SingleIndustryRecord', slug: string, title: string, id: string }
        | { __typename: 'SingleServiceRecord', slug: string, title: string, id: string }
        | { __typename: 'SingleNewsRecord', slug: string, title: string, id: string }
        | { __typename: 'SingleCasesAnalysisRecord', slug: string, title: string, id: string }
        | { __typename: 'SingleMajorCaseRecord', slug: string, title: string, id: string }
        | { __typename: 'SingleEventRecord', slug: string, title: string, id: string }
        | { __typename: 'SingleCareerRecord', slug: string, title: string, id: string }
        | { __typename: 'SingleAboutRecord', slug: string, title: string, id: string }
        | { __typename: 'GenericPageRecord', slug: string, title: string, id: string }
      > } | null, _seoMetaTags: Array<{ tag: string, attributes: Record<string, string> | null, content: string | null }> } | null };

export type PageTermQueryVariables = Exact<{
  locale?: SiteLocale | null | undefined;
}>;


export type PageTermQuery = { page: { __typename: 'PageTermRecord', id: string, title: string, intro: string | null, heroImage: { id: string, url: string, alt: string | null, title: string | null, width: number | null, height: number | null, format: string, md5: string, focalPoint: { x: number, y: number } | null, responsiveImage: { base64: string | null } | null, video: { muxPlaybackId: string, muxAssetId: string, mp4Url: string | null, streamingUrl: string } | null } | null, body: { value: DastDocument, blocks: Array<
        | { __typename: 'ImageBlockRecord', id: string, caption: string | null, image: { id: string, url: string, alt: string | null, title: string | null, width: number | null, height: number | null, format: string, md5: string, focalPoint: { x: number, y: number } | null, responsiveImage: { base64: string | null } | null, video: { muxPlaybackId: string, muxAssetId: string, mp4Url: string | null, streamingUrl: string } | null } }
        | { __typename: 'VideoBlockRecord', id: string, caption: string | null, video: { id: string, url: string, alt: string | null, title: string | null, width: number | null, height: number | null, format: string, md5: string, focalPoint: { x: number, y: number } | null, responsiveImage: { base64: string | null } | null, video: { muxPlaybackId: string, muxAssetId: string, mp4Url: string | null, streamingUrl: string } | null } }
        | { __typename: 'QuoteBlockRecord', id: string, quote: string, attribution: string | null }
        | { __typename: 'CtaBlockRecord', id: string, title: string, text: string | null, links: Array<
            | { __typename: 'LinkExternalRecord', id: string, label: string, url: string }
            | { __typename: 'LinkInternalRecord', id: string, label: string, query: string | null, link:
                | { __typename: 'PageHomeRecord', title: string, id: string }
                | { __typename: 'PageAboutRecord', title: string, id: string }
                | { __typename: 'PageBusinessIntelRecord', title: string, id: string }
                | { __typename: 'PageCasesHubRecord', title: string, id: string }
                | { __typename: 'PageContactRecord', title: string, id: string }
                | { __typename: 'PageExpertiseRecord', title: string, id: string }
                | { __typename: 'PageIndustriesHubRecord', title: string, id: string }
                | { __typename: 'PageNewsHubRecord', title: string, id: string }
                | { __typename: 'PageNewsletterRecord', title: string, id: string }
                | { __typename: 'PagePracticeAreaHubRecord', title: string, id: string }
                | { __typename: 'PageServicesHubRecord', title: string, id: string }
                | { __typename: 'PageTeamRecord', title: string, id: string }
                | { __typename: 'PagePrivacyRecord', title: string, id: string }
                | { __typename: 'PageTermRecord', title: string, id: string }
                | { __typename: 'PageCareerHubRecord', title: string, id: string }
                | { __typename: 'PageEventsHubRecord', title: string, id: string }
                | { __typename: 'PageSearchRecord', title: string, id: string }
                | { __typename: 'SingleEmployeeRecord', slug: string, firstName: string, lastName: string, id: string }
                | { __typename: 'SinglePracticeAreaRecord', slug: string, title: string, id: string }
                | { __typename: 'SingleSubPracticeAreaRecord', slug: string, title: string, id: string, pageParent: { id: string, slug: string } }
                | { __typename: 'SingleIndustryRecord', slug: string, title: string, id: string }
                | { __typename: 'SingleServiceRecord', slug: string, title: string, id: string }
                | { __typename: 'SingleNewsRecord', slug: string, title: string, id: string }
                | { __typename: 'SingleCasesAnalysisRecord', slug: string, title: string, id: string }
                | { __typename: 'SingleMajorCaseRecord', slug: string, title: string, id: string }
                | { __typename: 'SingleEventRecord', slug: string, title: string, id: string }
                | { __typename: 'SingleCareerRecord', slug: string, title: string, id: string }
                | { __typename: 'SingleAboutRecord', slug: string, title: string, id: string }
                | { __typename: 'GenericPageRecord', slug: string, title: string, id: string }
               | null }
            | { __typename: 'LinkAnchorRecord', id: string, label: string, blockId: string }
            | { __typename: 'LinkDownloadRecord', id: string, label: string, file: { url: string, filename: string } }
          > }
      >, links: Array<
        | { __typename: 'PageHomeRecord', title: string, id: string }
        | { __typename: 'PageAboutRecord', title: string, id: string }
        | { __typename: 'PageBusinessIntelRecord', title: string, id: string }
        | { __typename: 'PageCasesHubRecord', title: string, id: string }
        | { __typename: 'PageContactRecord', title: string, id: string }
        | { __typename: 'PageExpertiseRecord', title: string, id: string }
        | { __typename: 'PageIndustriesHubRecord', title: string, id: string }
        | { __typename: 'PageNewsHubRecord', title: string, id: string }
        | { __typename: 'PageNewsletterRecord', title: string, id: string }
        | { __typename: 'PagePracticeAreaHubRecord', title: string, id: string }
        | { __typename: 'PageServicesHubRecord', title: string, id: string }
        | { __typename: 'PageTeamRecord', title: string, id: string }
        | { __typename: 'PagePrivacyRecord', title: string, id: string }
        | { __typename: 'PageTermRecord', title: string, id: string }
        | { __typename: 'PageCareerHubRecord', title: string, id: string }
        | { __typename: 'PageEventsHubRecord', title: string, id: string }
        | { __typename: 'PageSearchRecord', title: string, id: string }
        | { __typename: 'SingleEmployeeRecord', slug: string, firstName: string, lastName: string, id: string }
        | { __typename: 'SinglePracticeAreaRecord', slug: string, title: string, id: string }
        | { __typename: 'SingleSubPracticeAreaRecord', slug: string, title: string, id: string, pageParent: { id: string, slug: string } }
        | { __typename: 'SingleIndustryRecord', slug: string, title: string, id: string }
        | { __typename: 'SingleServiceRecord', slug: string, title: string, id: string }
        | { __typename: 'SingleNewsRecord', slug: string, title: string, id: string }
        | { __typename: 'SingleCasesAnalysisRecord', slug: string, title: string, id: string }
        | { __typename: 'SingleMajorCaseRecord', slug: string, title: string, id: string }
        | { __typename: 'SingleEventRecord', slug: string, title: string, id: string }
        | { __typename: 'SingleCareerRecord', slug: string, title: string, id: string }
        | { __typename: 'SingleAboutRecord', slug: string, title: string, id: string }
        | { __typename: 'GenericPageRecord', slug: string, title: string, id: string }
      > } | null, _seoMetaTags: Array<{ tag: string, attributes: Record<string, string> | null, content: string | null }> } | null };

export type AboutsPathsQueryVariables = Exact<{
  locale: SiteLocale;
  first?: number | null | undefined;
  skip?: number | null | undefined;
}>;


export type AboutsPathsQuery = { items: Array<{ id: string, slug: string }> };

export type CareersPathsQueryVariables = Exact<{
  locale: SiteLocale;
  first?: number | null | undefined;
  skip?: number | null | undefined;
}>;


export type CareersPathsQuery = { items: Array<{ id: string, slug: string }> };

export type CasesAnalysesPathsQueryVariables = Exact<{
  locale: SiteLocale;
  first?: number | null | undefined;
  skip?: number | null | undefined;
}>;


export type CasesAnalysesPathsQuery = { items: Array<{ id: string, slug: string }> };

export type EmployeesPathsQueryVariables = Exact<{
  locale: SiteLocale;
  first?: number | null | undefined;
  skip?: number | null | undefined;
}>;


export type EmployeesPathsQuery = { items: Array<{ id: string, slug: string }> };

export type EventsPathsQueryVariables = Exact<{
  locale: SiteLocale;
  first?: number | null | undefined;
  skip?: number | null | undefined;
}>;


export type EventsPathsQuery = { items: Array<{ id: string, slug: string }> };

export type GenericPagesPathsQueryVariables = Exact<{
  locale: SiteLocale;
  first?: number | null | undefined;
  skip?: number | null | undefined;
}>;


export type GenericPagesPathsQuery = { items: Array<{ id: string, slug: string }> };

export type IndustriesPathsQueryVariables = Exact<{
  locale: SiteLocale;
  first?: number | null | undefined;
  skip?: number | null | undefined;
}>;


export type IndustriesPathsQuery = { items: Array<{ id: string, slug: string }> };

export type MajorCasesPathsQueryVariables = Exact<{
  locale: SiteLocale;
  first?: number | null | undefined;
  skip?: number | null | undefined;
}>;


export type MajorCasesPathsQuery = { items: Array<{ id: string, slug: string }> };

export type NewsPathsQueryVariables = Exact<{
  locale: SiteLocale;
  first?: number | null | undefined;
  skip?: number | null | undefined;
}>;


export type NewsPathsQuery = { items: Array<{ id: string, slug: string }> };

export type PracticeAreasPathsQueryVariables = Exact<{
  locale: SiteLocale;
  first?: number | null | undefined;
  skip?: number | null | undefined;
}>;


export type PracticeAreasPathsQuery = { items: Array<{ id: string, slug: string }> };

export type ServicesPathsQueryVariables = Exact<{
  locale: SiteLocale;
  first?: number | null | undefined;
  skip?: number | null | undefined;
}>;


export type ServicesPathsQuery = { items: Array<{ id: string, slug: string }> };

export type SubPracticeAreasPathsQueryVariables = Exact<{
  locale: SiteLocale;
  first?: number | null | undefined;
  skip?: number | null | undefined;
}>;


export type SubPracticeAreasPathsQuery = { items: Array<{ id: string, slug: string, pageParent: { slug: string } }> };

export type PracticeAreasQueryVariables = Exact<{
  locale: SiteLocale;
  first?: number | null | undefined;
  skip?: number | null | undefined;
  ids?: Array<string | null | undefined> | string | null | undefined;
  slug?: string | null | undefined;
  count?: boolean | null | undefined;
}>;


export type PracticeAreasQuery = { meta?: { count: number }, items: Array<{ __typename: 'SinglePracticeAreaRecord', id: string, title: string, slug: string, intro: string | null, position: number | null, _allSlugLocales: Array<{ locale: SiteLocale, value: string }>, heroImage: { id: string, url: string, alt: string | null, title: string | null, width: number | null, height: number | null, format: string, md5: string, focalPoint: { x: number, y: number } | null, responsiveImage: { base64: string | null } | null, video: { muxPlaybackId: string, muxAssetId: string, mp4Url: string | null, streamingUrl: string } | null } | null, body: { value: DastDocument, blocks: Array<
        | { __typename: 'ImageBlockRecord', id: string, caption: string | null, image: { id: string, url: string, alt: string | null, title: string | null, width: number | null, height: number | null, format: string, md5: string, focalPoint: { x: number, y: number } | null, responsiveImage: { base64: string | null } | null, video: { muxPlaybackId: string, muxAssetId: string, mp4Url: string | null, streamingUrl: string } | null } }
        | { __typename: 'VideoBlockRecord', id: string, caption: string | null, video: { id: string, url: string, alt: string | null, title: string | null, width: number | null, height: number | null, format: string, md5: string, focalPoint: { x: number, y: number } | null, responsiveImage: { base64: string | null } | null, video: { muxPlaybackId: string, muxAssetId: string, mp4Url: string | null, streamingUrl: string } | null } }
        | { __typename: 'QuoteBlockRecord', id: string, quote: string, attribution: string | null }
        | { __typename: 'CtaBlockRecord', id: string, title: string, text: string | null, links: Array<
            | { __typename: 'LinkExternalRecord', id: string, label: string, url: string }
            | { __typename: 'LinkInternalRecord', id: string, label: string, query: string | null, link:
                | { __typename: 'PageHomeRecord', title: string, id: string }
                | { __typename: 'PageAboutRecord', title: string, id: string }
                | { __typename: 'PageBusinessIntelRecord', title: string, id: string }
                | { __typename: 'PageCasesHubRecord', title: string, id: string }
                | { __typename: 'PageContactRecord', title: string, id: string }
                | { __typename: 'PageExpertiseRecord', title: string, id: string }
                | { __typename: 'PageIndustriesHubRecord', title: string, id: string }
                | { __typename: 'PageNewsHubRecord', title: string, id: string }
                | { __typename: 'PageNewsletterRecord', title: string, id: string }
                | { __typename: 'PagePracticeAreaHubRecord', title: string, id: string }
                | { __typename: 'PageServicesHubRecord', title: string, id: string }
                | { __typename: 'PageTeamRecord', title: string, id: string }
                | { __typename: 'PagePrivacyRecord', title: string, id: string }
                | { __typename: 'PageTermRecord', title: string, id: string }
                | { __typename: 'PageCareerHubRecord', title: string, id: string }
                | { __typename: 'PageEventsHubRecord', title: string, id: string }
                | { __typename: 'PageSearchRecord', title: string, id: string }
                | { __typename: 'SingleEmployeeRecord', slug: string, firstName: string, lastName: string, id: string }
                | { __typename: 'SinglePracticeAreaRecord', slug: string, title: string, id: string }
                | { __typename: 'SingleSubPracticeAreaRecord', slug: string, title: string, id: string, pageParent: { id: string, slug: string } }
                | { __typename: 'SingleIndustryRecord', slug: string, title: string, id: string }
                | { __typename: 'SingleServiceRecord', slug: string, title: string, id: string }
                | { __typename: 'SingleNewsRecord', slug: string, title: string, id: string }
                | { __typename: 'SingleCasesAnalysisRecord', slug: string, title: string, id: string }
                | { __typename: 'SingleMajorCaseRecord', slug: string, title: string, id: string }
                | { __typename: 'SingleEventRecord', slug: string, title: string, id: string }
                | { __typename: 'SingleCareerRecord', slug: string, title: string, id: string }
                | { __typename: 'SingleAboutRecord', slug: string, title: string, id: string }
                | { __typename: 'GenericPageRecord', slug: string, title: string, id: string }
               | null }
            | { __typename: 'LinkAnchorRecord', id: string, label: string, blockId: string }
            | { __typename: 'LinkDownloadRecord', id: string, label: string, file: { url: string, filename: string } }
          > }
      >, links: Array<
        | { __typename: 'PageHomeRecord', title: string, id: string }
        | { __typename: 'PageAboutRecord', title: string, id: string }
        | { __typename: 'PageBusinessIntelRecord', title: string, id: string }
        | { __typename: 'PageCasesHubRecord', title: string, id: string }
        | { __typename: 'PageContactRecord', title: string, id: string }
        | { __typename: 'PageExpertiseRecord', title: string, id: string }
        | { __typename: 'PageIndustriesHubRecord', title: string, id: string }
        | { __typename: 'PageNewsHubRecord', title: string, id: string }
        | { __typename: 'PageNewsletterRecord', title: string, id: string }
        | { __typename: 'PagePracticeAreaHubRecord', title: string, id: string }
        | { __typename: 'PageServicesHubRecord', title: string, id: string }
        | { __typename: 'PageTeamRecord', title: string, id: string }
        | { __typename: 'PagePrivacyRecord', title: string, id: string }
        | { __typename: 'PageTermRecord', title: string, id: string }
        | { __typename: 'PageCareerHubRecord', title: string, id: string }
        | { __typename: 'PageEventsHubRecord', title: string, id: string }
        | { __typename: 'PageSearchRecord', title: string, id: string }
        | { __typename: 'SingleEmployeeRecord', slug: string, firstName: string, lastName: string, id: string }
        | { __typename: 'SinglePracticeAreaRecord', slug: string, title: string, id: string }
        | { __typename: 'SingleSubPracticeAreaRecord', slug: string, title: string, id: string, pageParent: { id: string, slug: string } }
        | { __typename: 'SingleIndustryRecord', slug: string, title: string, id: string }
        | { __typename: 'SingleServiceRecord', slug: string, title: string, id: string }
        | { __typename: 'SingleNewsRecord', slug: string, title: string, id: string }
        | { __typename: 'SingleCasesAnalysisRecord', slug: string, title: string, id: string }
        | { __typename: 'SingleMajorCaseRecord', slug: string, title: string, id: string }
        | { __typename: 'SingleEventRecord', slug: string, title: string, id: string }
        | { __typename: 'SingleCareerRecord', slug: string, title: string, id: string }
        | { __typename: 'SingleAboutRecord', slug: string, title: string, id: string }
        | { __typename: 'GenericPageRecord', slug: string, title: string, id: string }
      > } | null, contacts: Array<{ __typename: 'SingleEmployeeRecord', role: string, email: string, phone: string | null, slug: string, firstName: string, lastName: string, id: string }>, _seoMetaTags: Array<{ tag: string, attributes: Record<string, string> | null, content: string | null }> }> };

export type AboutsRecordLinkQueryVariables = Exact<{
  locale: SiteLocale;
  id?: string | null | undefined;
}>;


export type AboutsRecordLinkQuery = { record: { __typename: 'SingleAboutRecord', _status: ItemStatus, slug: string, title: string, id: string } | null };

export type CareersRecordLinkQueryVariables = Exact<{
  locale: SiteLocale;
  id?: string | null | undefined;
}>;


export type CareersRecordLinkQuery = { record: { __typename: 'SingleCareerRecord', _status: ItemStatus, slug: string, title: string, id: string } | null };

export type CasesAnalysesRecordLinkQueryVariables = Exact<{
  locale: SiteLocale;
  id?: string | null | undefined;
}>;


export type CasesAnalysesRecordLinkQuery = { record: { __typename: 'SingleCasesAnalysisRecord', _status: ItemStatus, slug: string, title: string, id: string } | null };

export type EmployeesRecordLinkQueryVariables = Exact<{
  locale: SiteLocale;
  id?: string | null | undefined;
}>;


export type EmployeesRecordLinkQuery = { record: { __typename: 'SingleEmployeeRecord', _status: ItemStatus, slug: string, firstName: string, lastName: string, id: string } | null };

export type EventsRecordLinkQueryVariables = Exact<{
  locale: SiteLocale;
  id?: string | null | undefined;
}>;


export type EventsRecordLinkQuery = { record: { __typename: 'SingleEventRecord', _status: ItemStatus, slug: string, title: string, id: string } | null };

export type GenericPagesRecordLinkQueryVariables = Exact<{
  locale: SiteLocale;
  id?: string | null | undefined;
}>;


export type GenericPagesRecordLinkQuery = { record: { __typename: 'GenericPageRecord', _status: ItemStatus, slug: string, title: string, id: string } | null };

export type IndustriesRecordLinkQueryVariables = Exact<{
  locale: SiteLocale;
  id?: string | null | undefined;
}>;


export type IndustriesRecordLinkQuery = { record: { __typename: 'SingleIndustryRecord', _status: ItemStatus, slug: string, title: string, id: string } | null };

export type MajorCasesRecordLinkQueryVariables = Exact<{
  locale: SiteLocale;
  id?: string | null | undefined;
}>;


export type MajorCasesRecordLinkQuery = { record: { __typename: 'SingleMajorCaseRecord', _status: ItemStatus, slug: string, title: string, id: string } | null };

export type NewsRecordLinkQueryVariables = Exact<{
  locale: SiteLocale;
  id?: string | null | undefined;
}>;


export type NewsRecordLinkQuery = { record: { __typename: 'SingleNewsRecord', _status: ItemStatus, slug: string, title: string, id: string } | null };

export type PageAboutRecordLinkQueryVariables = Exact<{
  locale?: SiteLocale | null | undefined;
}>;


export type PageAboutRecordLinkQuery = { record: { __typename: 'PageAboutRecord', _status: ItemStatus, title: string, id: string } | null };

export type PageBusinessIntelRecordLinkQueryVariables = Exact<{
  locale?: SiteLocale | null | undefined;
}>;


export type PageBusinessIntelRecordLinkQuery = { record: { __typename: 'PageBusinessIntelRecord', _status: ItemStatus, title: string, id: string } | null };

export type PageCareerHubRecordLinkQueryVariables = Exact<{
  locale?: SiteLocale | null | undefined;
}>;


export type PageCareerHubRecordLinkQuery = { record: { __typename: 'PageCareerHubRecord', _status: ItemStatus, title: string, id: string } | null };

export type PageCasesHubRecordLinkQueryVariables = Exact<{
  locale?: SiteLocale | null | undefined;
}>;


export type PageCasesHubRecordLinkQuery = { record: { __typename: 'PageCasesHubRecord', _status: ItemStatus, title: string, id: string } | null };

export type PageContactRecordLinkQueryVariables = Exact<{
  locale?: SiteLocale | null | undefined;
}>;


export type PageContactRecordLinkQuery = { record: { __typename: 'PageContactRecord', _status: ItemStatus, title: string, id: string } | null };

export type PageEventsHubRecordLinkQueryVariables = Exact<{
  locale?: SiteLocale | null | undefined;
}>;


export type PageEventsHubRecordLinkQuery = { record: { __typename: 'PageEventsHubRecord', _status: ItemStatus, title: string, id: string } | null };

export type PageExpertiseRecordLinkQueryVariables = Exact<{
  locale?: SiteLocale | null | undefined;
}>;


export type PageExpertiseRecordLinkQuery = { record: { __typename: 'PageExpertiseRecord', _status: ItemStatus, title: string, id: string } | null };

export type PageHomeRecordLinkQueryVariables = Exact<{
  locale?: SiteLocale | null | undefined;
}>;


export type PageHomeRecordLinkQuery = { record: { __typename: 'PageHomeRecord', _status: ItemStatus, title: string, id: string } | null };

export type PageIndustriesHubRecordLinkQueryVariables = Exact<{
  locale?: SiteLocale | null | undefined;
}>;


export type PageIndustriesHubRecordLinkQuery = { record: { __typename: 'PageIndustriesHubRecord', _status: ItemStatus, title: string, id: string } | null };

export type PageNewsHubRecordLinkQueryVariables = Exact<{
  locale?: SiteLocale | null | undefined;
}>;


export type PageNewsHubRecordLinkQuery = { record: { __typename: 'PageNewsHubRecord', _status: ItemStatus, title: string, id: string } | null };

export type PageNewsletterRecordLinkQueryVariables = Exact<{
  locale?: SiteLocale | null | undefined;
}>;


export type PageNewsletterRecordLinkQuery = { record: { __typename: 'PageNewsletterRecord', _status: ItemStatus, title: string, id: string } | null };

export type PagePracticeAreaHubRecordLinkQueryVariables = Exact<{
  locale?: SiteLocale | null | undefined;
}>;


export type PagePracticeAreaHubRecordLinkQuery = { record: { __typename: 'PagePracticeAreaHubRecord', _status: ItemStatus, title: string, id: string } | null };

export type PagePrivacyRecordLinkQueryVariables = Exact<{
  locale?: SiteLocale | null | undefined;
}>;


export type PagePrivacyRecordLinkQuery = { record: { __typename: 'PagePrivacyRecord', _status: ItemStatus, title: string, id: string } | null };

export type PageSearchRecordLinkQueryVariables = Exact<{
  locale?: SiteLocale | null | undefined;
}>;


export type PageSearchRecordLinkQuery = { record: { __typename: 'PageSearchRecord', _status: ItemStatus, title: string, id: string } | null };

export type PageServicesHubRecordLinkQueryVariables = Exact<{
  locale?: SiteLocale | null | undefined;
}>;


export type PageServicesHubRecordLinkQuery = { record: { __typename: 'PageServicesHubRecord', _status: ItemStatus, title: string, id: string } | null };

export type PageTeamRecordLinkQueryVariables = Exact<{
  locale?: SiteLocale | null | undefined;
}>;


export type PageTeamRecordLinkQuery = { record: { __typename: 'PageTeamRecord', _status: ItemStatus, title: string, id: string } | null };

export type PageTermRecordLinkQueryVariables = Exact<{
  locale?: SiteLocale | null | undefined;
}>;


export type PageTermRecordLinkQuery = { record: { __typename: 'PageTermRecord', _status: ItemStatus, title: string, id: string } | null };

export type PracticeAreasRecordLinkQueryVariables = Exact<{
  locale: SiteLocale;
  id?: string | null | undefined;
}>;


export type PracticeAreasRecordLinkQuery = { record: { __typename: 'SinglePracticeAreaRecord', _status: ItemStatus, slug: string, title: string, id: string } | null };

export type ServicesRecordLinkQueryVariables = Exact<{
  locale: SiteLocale;
  id?: string | null | undefined;
}>;


export type ServicesRecordLinkQuery = { record: { __typename: 'SingleServiceRecord', _status: ItemStatus, slug: string, title: string, id: string } | null };

export type SubPracticeAreasRecordLinkQueryVariables = Exact<{
  locale: SiteLocale;
  id?: string | null | undefined;
}>;


export type SubPracticeAreasRecordLinkQuery = { record: { __typename: 'SingleSubPracticeAreaRecord', _status: ItemStatus, slug: string, title: string, id: string, pageParent: { id: string, slug: string } } | null };

export type ServicesQueryVariables = Exact<{
  locale: SiteLocale;
  first?: number | null | undefined;
  skip?: number | null | undefined;
  ids?: Array<string | null | undefined> | string | null | undefined;
  slug?: string | null | undefined;
  count?: boolean | null | undefined;
}>;


export type ServicesQuery = { meta?: { count: number }, items: Array<{ __typename: 'SingleServiceRecord', id: string, title: string, slug: string, intro: string | null, position: number | null, _allSlugLocales: Array<{ locale: SiteLocale, value: string }>, heroImage: { id: string, url: string, alt: string | null, title: string | null, width: number | null, height: number | null, format: string, md5: string, focalPoint: { x: number, y: number } | null, responsiveImage: { base64: string | null } | null, video: { muxPlaybackId: string, muxAssetId: string, mp4Url: string | null, streamingUrl: string } | null } | null, body: { value: DastDocument, blocks: Array<
        | { __typename: 'ImageBlockRecord', id: string, caption: string | null, image: { id: string, url: string, alt: string | null, title: string | null, width: number | null, height: number | null, format: string, md5: string, focalPoint: { x: number, y: number } | null, responsiveImage: { base64: string | null } | null, video: { muxPlaybackId: string, muxAssetId: string, mp4Url: string | null, streamingUrl: string } | null } }
        | { __typename: 'VideoBlockRecord', id: string, caption: string | null, video: { id: string, url: string, alt: string | null, title: string | null, width: number | null, height: number | null, format: string, md5: string, focalPoint: { x: number, y: number } | null, responsiveImage: { base64: string | null } | null, video: { muxPlaybackId: string, muxAssetId: string, mp4Url: string | null, streamingUrl: string } | null } }
        | { __typename: 'QuoteBlockRecord', id: string, quote: string, attribution: string | null }
        | { __typename: 'CtaBlockRecord', id: string, title: string, text: string | null, links: Array<
            | { __typename: 'LinkExternalRecord', id: string, label: string, url: string }
            | { __typename: 'LinkInternalRecord', id: string, label: string, query: string | null, link:
                | { __typename: 'PageHomeRecord', title: string, id: string }
                | { __typename: 'PageAboutRecord', title: string, id: string }
                | { __typename: 'PageBusinessIntelRecord', title: string, id: string }
                | { __typename: 'PageCasesHubRecord', title: string, id: string }
                | { __typename: 'PageContactRecord', title: string, id: string }
                | { __typename: 'PageExpertiseRecord', title: string, id: string }
                | { __typename: 'PageIndustriesHubRecord', title: string, id: string }
                | { __typename: 'PageNewsHubRecord', title: string, id: string }
                | { __typename: 'PageNewsletterRecord', title: string, id: string }
                | { __typename: 'PagePracticeAreaHubRecord', title: string, id: string }
                | { __typename: 'PageServicesHubRecord', title: string, id: string }
                | { __typename: 'PageTeamRecord', title: string, id: string }
                | { __typename: 'PagePrivacyRecord', title: string, id: string }
                | { __typename: 'PageTermRecord', title: string, id: string }
                | { __typename: 'PageCareerHubRecord', title: string, id: string }
                | { __typename: 'PageEventsHubRecord', title: string, id: string }
                | { __typename: 'PageSearchRecord', title: string, id: string }
                | { __typename: 'SingleEmployeeRecord', slug: string, firstName: string, lastName: string, id: string }
                | { __typename: 'SinglePracticeAreaRecord', slug: string, title: string, id: string }
                | { __typename: 'SingleSubPracticeAreaRecord', slug: string, title: string, id: string, pageParent: { id: string, slug: string } }
                | { __typename: 'SingleIndustryRecord', slug: string, title: string, id: string }
                | { __typename: 'SingleServiceRecord', slug: string, title: string, id: string }
                | { __typename: 'SingleNewsRecord', slug: string, title: string, id: string }
                | { __typename: 'SingleCasesAnalysisRecord', slug: string, title: string, id: string }
                | { __typename: 'SingleMajorCaseRecord', slug: string, title: string, id: string }
                | { __typename: 'SingleEventRecord', slug: string, title: string, id: string }
                | { __typename: 'SingleCareerRecord', slug: string, title: string, id: string }
                | { __typename: 'SingleAboutRecord', slug: string, title: string, id: string }
                | { __typename: 'GenericPageRecord', slug: string, title: string, id: string }
               | null }
            | { __typename: 'LinkAnchorRecord', id: string, label: string, blockId: string }
            | { __typename: 'LinkDownloadRecord', id: string, label: string, file: { url: string, filename: string } }
          > }
      >, links: Array<
        | { __typename: 'PageHomeRecord', title: string, id: string }
        | { __typename: 'PageAboutRecord', title: string, id: string }
        | { __typename: 'PageBusinessIntelRecord', title: string, id: string }
        | { __typename: 'PageCasesHubRecord', title: string, id: string }
        | { __typename: 'PageContactRecord', title: string, id: string }
        | { __typename: 'PageExpertiseRecord', title: string, id: string }
        | { __typename: 'PageIndustriesHubRecord', title: string, id: string }
        | { __typename: 'PageNewsHubRecord', title: string, id: string }
        | { __typename: 'PageNewsletterRecord', title: string, id: string }
        | { __typename: 'PagePracticeAreaHubRecord', title: string, id: string }
        | { __typename: 'PageServicesHubRecord', title: string, id: string }
        | { __typename: 'PageTeamRecord', title: string, id: string }
        | { __typename: 'PagePrivacyRecord', title: string, id: string }
        | { __typename: 'PageTermRecord', title: string, id: string }
        | { __typename: 'PageCareerHubRecord', title: string, id: string }
        | { __typename: 'PageEventsHubRecord', title: string, id: string }
        | { __typename: 'PageSearchRecord', title: string, id: string }
        | { __typename: 'SingleEmployeeRecord', slug: string, firstName: string, lastName: string, id: string }
        | { __typename: 'SinglePracticeAreaRecord', slug: string, title: string, id: string }
        | { __typename: 'SingleSubPracticeAreaRecord', slug: string, title: string, id: string, pageParent: { id: string, slug: string } }
        | { __typename: 'SingleIndustryRecord', slug: string, title: string, id: string }
        | { __typename: 'SingleServiceRecord', slug: string, title: string, id: string }
        | { __typename: 'SingleNewsRecord', slug: string, title: string, id: string }
        | { __typename: 'SingleCasesAnalysisRecord', slug: string, title: string, id: string }
        | { __typename: 'SingleMajorCaseRecord', slug: string, title: string, id: string }
        | { __typename: 'SingleEventRecord', slug: string, title: string, id: string }
        | { __typename: 'SingleCareerRecord', slug: string, title: string, id: string }
        | { __typename: 'SingleAboutRecord', slug: string, title: string, id: string }
        | { __typename: 'GenericPageRecord', slug: string, title: string, id: string }
      > } | null, contacts: Array<{ __typename: 'SingleEmployeeRecord', role: string, email: string, phone: string | null, slug: string, firstName: string, lastName: string, id: string }>, _seoMetaTags: Array<{ tag: string, attributes: Record<string, string> | null, content: string | null }> }> };

export type SiteQueryVariables = Exact<{
  locale?: SiteLocale | null | undefined;
}>;


export type SiteQuery = { _site: { globalSeo: { siteName: string | null, titleSuffix: string | null, fallbackSeo: { title: string | null, description: string | null, image: { url: string } | null } | null } | null }, layout: { footerText: string | null, mainMenu: Array<
      | { __typename: 'LinkExternalRecord', id: string, label: string, url: string }
      | { __typename: 'LinkInternalRecord', id: string, label: string, query: string | null, link:
          | { __typename: 'PageHomeRecord', title: string, id: string }
          | { __typename: 'PageAboutRecord', title: string, id: string }
          | { __typename: 'PageBusinessIntelRecord', title: string, id: string }
          | { __typename: 'PageCasesHubRecord', title: string, id: string }
          | { __typename: 'PageContactRecord', title: string, id: string }
          | { __typename: 'PageExpertiseRecord', title: string, id: string }
          | { __typename: 'PageIndustriesHubRecord', title: string, id: string }
          | { __typename: 'PageNewsHubRecord', title: string, id: string }
          | { __typename: 'PageNewsletterRecord', title: string, id: string }
          | { __typename: 'PagePracticeAreaHubRecord', title: string, id: string }
          | { __typename: 'PageServicesHubRecord', title: string, id: string }
          | { __typename: 'PageTeamRecord', title: string, id: string }
          | { __typename: 'PagePrivacyRecord', title: string, id: string }
          | { __typename: 'PageTermRecord', title: string, id: string }
          | { __typename: 'PageCareerHubRecord', title: string, id: string }
          | { __typename: 'PageEventsHubRecord', title: string, id: string }
          | { __typename: 'PageSearchRecord', title: string, id: string }
          | { __typename: 'SingleEmployeeRecord', slug: string, firstName: string, lastName: string, id: string }
          | { __typename: 'SinglePracticeAreaRecord', slug: string, title: string, id: string }
          | { __typename: 'SingleSubPracticeAreaRecord', slug: string, title: string, id: string, pageParent: { id: string, slug: string } }
          | { __typename: 'SingleIndustryRecord', slug: string, title: string, id: string }
          | { __typename: 'SingleServiceRecord', slug: string, title: string, id: string }
          | { __typename: 'SingleNewsRecord', slug: string, title: string, id: string }
          | { __typename: 'SingleCasesAnalysisRecord', slug: string, title: string, id: string }
          | { __typename: 'SingleMajorCaseRecord', slug: string, title: string, id: string }
          | { __typename: 'SingleEventRecord', slug: string, title: string, id: string }
          | { __typename: 'SingleCareerRecord', slug: string, title: string, id: string }
          | { __typename: 'SingleAboutRecord', slug: string, title: string, id: string }
          | { __typename: 'GenericPageRecord', slug: string, title: string, id: string }
         | null }
      | { __typename: 'LinkAnchorRecord', id: string, label: string, blockId: string }
      | { __typename: 'LinkDownloadRecord', id: string, label: string, file: { url: string, filename: string } }
    >, footerMenu: Array<
      | { __typename: 'LinkExternalRecord', id: string, label: string, url: string }
      | { __typename: 'LinkInternalRecord', id: string, label: string, query: string | null, link:
          | { __typename: 'PageHomeRecord', title: string, id: string }
          | { __typename: 'PageAboutRecord', title: string, id: string }
          | { __typename: 'PageBusinessIntelRecord', title: string, id: string }
          | { __typename: 'PageCasesHubRecord', title: string, id: string }
          | { __typename: 'PageContactRecord', title: string, id: string }
          | { __typename: 'PageExpertiseRecord', title: string, id: string }
          | { __typename: 'PageIndustriesHubRecord', title: string, id: string }
          | { __typename: 'PageNewsHubRecord', title: string, id: string }
          | { __typename: 'PageNewsletterRecord', title: string, id: string }
          | { __typename: 'PagePracticeAreaHubRecord', title: string, id: string }
          | { __typename: 'PageServicesHubRecord', title: string, id: string }
          | { __typename: 'PageTeamRecord', title: string, id: string }
          | { __typename: 'PagePrivacyRecord', title: string, id: string }
          | { __typename: 'PageTermRecord', title: string, id: string }
          | { __typename: 'PageCareerHubRecord', title: string, id: string }
          | { __typename: 'PageEventsHubRecord', title: string, id: string }
          | { __typename: 'PageSearchRecord', title: string, id: string }
          | { __typename: 'SingleEmployeeRecord', slug: string, firstName: string, lastName: string, id: string }
          | { __typename: 'SinglePracticeAreaRecord', slug: string, title: string, id: string }
          | { __typename: 'SingleSubPracticeAreaRecord', slug: string, title: string, id: string, pageParent: { id: string, slug: string } }
          | { __typename: 'SingleIndustryRecord', slug: string, title: string, id: string }
          | { __typename: 'SingleServiceRecord', slug: string, title: string, id: string }
          | { __typename: 'SingleNewsRecord', slug: string, title: string, id: string }
          | { __typename: 'SingleCasesAnalysisRecord', slug: string, title: string, id: string }
          | { __typename: 'SingleMajorCaseRecord', slug: string, title: string, id: string }
          | { __typename: 'SingleEventRecord', slug: string, title: string, id: string }
          | { __typename: 'SingleCareerRecord', slug: string, title: string, id: string }
          | { __typename: 'SingleAboutRecord', slug: string, title: string, id: string }
          | { __typename: 'GenericPageRecord', slug: string, title: string, id: string }
         | null }
      | { __typename: 'LinkAnchorRecord', id: string, label: string, blockId: string }
      | { __typename: 'LinkDownloadRecord', id: string, label: string, file: { url: string, filename: string } }
    >, legalMenu: Array<
      | { __typename: 'LinkExternalRecord', id: string, label: string, url: string }
      | { __typename: 'LinkInternalRecord', id: string, label: string, query: string | null, link:
          | { __typename: 'PageHomeRecord', title: string, id: string }
          | { __typename: 'PageAboutRecord', title: string, id: string }
          | { __typename: 'PageBusinessIntelRecord', title: string, id: string }
          | { __typename: 'PageCasesHubRecord', title: string, id: string }
          | { __typename: 'PageContactRecord', title: string, id: string }
          | { __typename: 'PageExpertiseRecord', title: string, id: string }
          | { __typename: 'PageIndustriesHubRecord', title: string, id: string }
          | { __typename: 'PageNewsHubRecord', title: string, id: string }
          | { __typename: 'PageNewsletterRecord', title: string, id: string }
          | { __typename: 'PagePracticeAreaHubRecord', title: string, id: string }
          | { __typename: 'PageServicesHubRecord', title: string, id: string }
          | { __typename: 'PageTeamRecord', title: string, id: string }
          | { __typename: 'PagePrivacyRecord', title: string, id: string }
          | { __typename: 'PageTermRecord', title: string, id: string }
          | { __typename: 'PageCareerHubRecord', title: string, id: string }
          | { __typename: 'PageEventsHubRecord', title: string, id: string }
          | { __typename: 'PageSearchRecord', title: string, id: string }
          | { __typename: 'SingleEmployeeRecord', slug: string, firstName: string, lastName: string, id: string }
          | { __typename: 'SinglePracticeAreaRecord', slug: string, title: string, id: string }
          | { __typename: 'SingleSubPracticeAreaRecord', slug: string, title: string, id: string, pageParent: { id: string, slug: string } }
          | { __typename: 'SingleIndustryRecord', slug: string, title: string, id: string }
          | { __typename: 'SingleServiceRecord', slug: string, title: string, id: string }
          | { __typename: 'SingleNewsRecord', slug: string, title: string, id: string }
          | { __typename: 'SingleCasesAnalysisRecord', slug: string, title: string, id: string }
          | { __typename: 'SingleMajorCaseRecord', slug: string, title: string, id: string }
          | { __typename: 'SingleEventRecord', slug: string, title: string, id: string }
          | { __typename: 'SingleCareerRecord', slug: string, title: string, id: string }
          | { __typename: 'SingleAboutRecord', slug: string, title: string, id: string }
          | { __typename: 'GenericPageRecord', slug: string, title: string, id: string }
         | null }
      | { __typename: 'LinkAnchorRecord', id: string, label: string, blockId: string }
      | { __typename: 'LinkDownloadRecord', id: string, label: string, file: { url: string, filename: string } }
    >, socialLinks: Array<{ id: string, network: string, url: string }>, offices: Array<{ id: string, name: string, address: string, city: string, province: string, postalCode: string, phone: string, email: string | null, mapUrl: string | null }> } | null };

export type SubPracticeAreasQueryVariables = Exact<{
  locale: SiteLocale;
  first?: number | null | undefined;
  skip?: number | null | undefined;
  ids?: Array<string | null | undefined> | string | null | undefined;
  slug?: string | null | undefined;
  count?: boolean | null | undefined;
}>;


export type SubPracticeAreasQuery = { meta?: { count: number }, items: Array<{ __typename: 'SingleSubPracticeAreaRecord', id: string, title: string, slug: string, intro: string | null, position: number | null, _allSlugLocales: Array<{ locale: SiteLocale, value: string }>, heroImage: { id: string, url: string, alt: string | null, title: string | null, width: number | null, height: number | null, format: string, md5: string, focalPoint: { x: number, y: number } | null, responsiveImage: { base64: string | null } | null, video: { muxPlaybackId: string, muxAssetId: string, mp4Url: string | null, streamingUrl: string } | null } | null, body: { value: DastDocument, blocks: Array<
        | { __typename: 'ImageBlockRecord', id: string, caption: string | null, image: { id: string, url: string, alt: string | null, title: string | null, width: number | null, height: number | null, format: string, md5: string, focalPoint: { x: number, y: number } | null, responsiveImage: { base64: string | null } | null, video: { muxPlaybackId: string, muxAssetId: string, mp4Url: string | null, streamingUrl: string } | null } }
        | { __typename: 'VideoBlockRecord', id: string, caption: string | null, video: { id: string, url: string, alt: string | null, title: string | null, width: number | null, height: number | null, format: string, md5: string, focalPoint: { x: number, y: number } | null, responsiveImage: { base64: string | null } | null, video: { muxPlaybackId: string, muxAssetId: string, mp4Url: string | null, streamingUrl: string } | null } }
        | { __typename: 'QuoteBlockRecord', id: string, quote: string, attribution: string | null }
        | { __typename: 'CtaBlockRecord', id: string, title: string, text: string | null, links: Array<
            | { __typename: 'LinkExternalRecord', id: string, label: string, url: string }
            | { __typename: 'LinkInternalRecord', id: string, label: string, query: string | null, link:
                | { __typename: 'PageHomeRecord', title: string, id: string }
                | { __typename: 'PageAboutRecord', title: string, id: string }
                | { __typename: 'PageBusinessIntelRecord', title: string, id: string }
                | { __typename: 'PageCasesHubRecord', title: string, id: string }
                | { __typename: 'PageContactRecord', title: string, id: string }
                | { __typename: 'PageExpertiseRecord', title: string, id: string }
                | { __typename: 'PageIndustriesHubRecord', title: string, id: string }
                | { __typename: 'PageNewsHubRecord', title: string, id: string }
                | { __typename: 'PageNewsletterRecord', title: string, id: string }
                | { __typename: 'PagePracticeAreaHubRecord', title: string, id: string }
                | { __typename: 'PageServicesHubRecord', title: string, id: string }
                | { __typename: 'PageTeamRecord', title: string, id: string }
                | { __typename: 'PagePrivacyRecord', title: string, id: string }
                | { __typename: 'PageTermRecord', title: string, id: string }
                | { __typename: 'PageCareerHubRecord', title: string, id: string }
                | { __typename: 'PageEventsHubRecord', title: string, id: string }
                | { __typename: 'PageSearchRecord', title: string, id: string }
                | { __typename: 'SingleEmployeeRecord', slug: string, firstName: string, lastName: string, id: string }
                | { __typename: 'SinglePracticeAreaRecord', slug: string, title: string, id: string }
                | { __typename: 'SingleSubPracticeAreaRecord', slug: string, title: string, id: string, pageParent: { id: string, slug: string } }
                | { __typename: 'SingleIndustryRecord', slug: string, title: string, id: string }
                | { __typename: 'SingleServiceRecord', slug: string, title: string, id: string }
                | { __typename: 'SingleNewsRecord', slug: string, title: string, id: string }
                | { __typename: 'SingleCasesAnalysisRecord', slug: string, title: string, id: string }
                | { __typename: 'SingleMajorCaseRecord', slug: string, title: string, id: string }
                | { __typename: 'SingleEventRecord', slug: string, title: string, id: string }
                | { __typename: 'SingleCareerRecord', slug: string, title: string, id: string }
                | { __typename: 'SingleAboutRecord', slug: string, title: string, id: string }
                | { __typename: 'GenericPageRecord', slug: string, title: string, id: string }
               | null }
            | { __typename: 'LinkAnchorRecord', id: string, label: string, blockId: string }
            | { __typename: 'LinkDownloadRecord', id: string, label: string, file: { url: string, filename: string } }
          > }
      >, links: Array<
        | { __typename: 'PageHomeRecord', title: string, id: string }
        | { __typename: 'PageAboutRecord', title: string, id: string }
        | { __typename: 'PageBusinessIntelRecord', title: string, id: string }
        | { __typename: 'PageCasesHubRecord', title: string, id: string }
        | { __typename: 'PageContactRecord', title: string, id: string }
        | { __typename: 'PageExpertiseRecord', title: string, id: string }
        | { __typename: 'PageIndustriesHubRecord', title: string, id: string }
        | { __typename: 'PageNewsHubRecord', title: string, id: string }
        | { __typename: 'PageNewsletterRecord', title: string, id: string }
        | { __typename: 'PagePracticeAreaHubRecord', title: string, id: string }
        | { __typename: 'PageServicesHubRecord', title: string, id: string }
        | { __typename: 'PageTeamRecord', title: string, id: string }
        | { __typename: 'PagePrivacyRecord', title: string, id: string }
        | { __typename: 'PageTermRecord', title: string, id: string }
        | { __typename: 'PageCareerHubRecord', title: string, id: string }
        | { __typename: 'PageEventsHubRecord', title: string, id: string }
        | { __typename: 'PageSearchRecord', title: string, id: string }
        | { __typename: 'SingleEmployeeRecord', slug: string, firstName: string, lastName: string, id: string }
        | { __typename: 'SinglePracticeAreaRecord', slug: string, title: string, id: string }
        | { __typename: 'SingleSubPracticeAreaRecord', slug: string, title: string, id: string, pageParent: { id: string, slug: string } }
        | { __typename: 'SingleIndustryRecord', slug: string, title: string, id: string }
        | { __typename: 'SingleServiceRecord', slug: string, title: string, id: string }
        | { __typename: 'SingleNewsRecord', slug: string, title: string, id: string }
        | { __typename: 'SingleCasesAnalysisRecord', slug: string, title: string, id: string }
        | { __typename: 'SingleMajorCaseRecord', slug: string, title: string, id: string }
        | { __typename: 'SingleEventRecord', slug: string, title: string, id: string }
        | { __typename: 'SingleCareerRecord', slug: string, title: string, id: string }
        | { __typename: 'SingleAboutRecord', slug: string, title: string, id: string }
        | { __typename: 'GenericPageRecord', slug: string, title: string, id: string }
      > } | null, contacts: Array<{ __typename: 'SingleEmployeeRecord', role: string, email: string, phone: string | null, slug: string, firstName: string, lastName: string, id: string }>, pageParent: { id: string, slug: string, title: string, _allSlugLocales: Array<{ locale: SiteLocale, value: string }> }, _seoMetaTags: Array<{ tag: string, attributes: Record<string, string> | null, content: string | null }> }> };

/** Every document of content-queries/ by name, with its result and variables. */
export interface ContentDocuments {
  'abouts': { result: AboutsQuery; variables: AboutsQueryVariables };
  'business-intel-latest': { result: BusinessIntelLatestQuery; variables: BusinessIntelLatestQueryVariables };
  'careers': { result: CareersQuery; variables: CareersQueryVariables };
  'cases-analyses': { result: CasesAnalysesQuery; variables: CasesAnalysesQueryVariables };
  'employees': { result: EmployeesQuery; variables: EmployeesQueryVariables };
  'events': { result: EventsQuery; variables: EventsQueryVariables };
  'firm': { result: FirmQuery; variables: FirmQueryVariables };
  'generic-pages': { result: GenericPagesQuery; variables: GenericPagesQueryVariables };
  'industries': { result: IndustriesQuery; variables: IndustriesQueryVariables };
  'major-cases': { result: MajorCasesQuery; variables: MajorCasesQueryVariables };
  'news': { result: NewsQuery; variables: NewsQueryVariables };
  'page-about': { result: PageAboutQuery; variables: PageAboutQueryVariables };
  'page-business-intel': { result: PageBusinessIntelQuery; variables: PageBusinessIntelQueryVariables };
  'page-career-hub': { result: PageCareerHubQuery; variables: PageCareerHubQueryVariables };
  'page-cases-hub': { result: PageCasesHubQuery; variables: PageCasesHubQueryVariables };
  'page-contact': { result: PageContactQuery; variables: PageContactQueryVariables };
  'page-error': { result: PageErrorQuery; variables: PageErrorQueryVariables };
  'page-events-hub': { result: PageEventsHubQuery; variables: PageEventsHubQueryVariables };
  'page-expertise': { result: PageExpertiseQuery; variables: PageExpertiseQueryVariables };
  'page-home': { result: PageHomeQuery; variables: PageHomeQueryVariables };
  'page-industries-hub': { result: PageIndustriesHubQuery; variables: PageIndustriesHubQueryVariables };
  'page-news-hub': { result: PageNewsHubQuery; variables: PageNewsHubQueryVariables };
  'page-newsletter': { result: PageNewsletterQuery; variables: PageNewsletterQueryVariables };
  'page-practice-area-hub': { result: PagePracticeAreaHubQuery; variables: PagePracticeAreaHubQueryVariables };
  'page-privacy': { result: PagePrivacyQuery; variables: PagePrivacyQueryVariables };
  'page-search': { result: PageSearchQuery; variables: PageSearchQueryVariables };
  'page-services-hub': { result: PageServicesHubQuery; variables: PageServicesHubQueryVariables };
  'page-team': { result: PageTeamQuery; variables: PageTeamQueryVariables };
  'page-term': { result: PageTermQuery; variables: PageTermQueryVariables };
  'paths/abouts': { result: AboutsPathsQuery; variables: AboutsPathsQueryVariables };
  'paths/careers': { result: CareersPathsQuery; variables: CareersPathsQueryVariables };
  'paths/cases-analyses': { result: CasesAnalysesPathsQuery; variables: CasesAnalysesPathsQueryVariables };
  'paths/employees': { result: EmployeesPathsQuery; variables: EmployeesPathsQueryVariables };
  'paths/events': { result: EventsPathsQuery; variables: EventsPathsQueryVariables };
  'paths/generic-pages': { result: GenericPagesPathsQuery; variables: GenericPagesPathsQueryVariables };
  'paths/industries': { result: IndustriesPathsQuery; variables: IndustriesPathsQueryVariables };
  'paths/major-cases': { result: MajorCasesPathsQuery; variables: MajorCasesPathsQueryVariables };
  'paths/news': { result: NewsPathsQuery; variables: NewsPathsQueryVariables };
  'paths/practice-areas': { result: PracticeAreasPathsQuery; variables: PracticeAreasPathsQueryVariables };
  'paths/services': { result: ServicesPathsQuery; variables: ServicesPathsQueryVariables };
  'paths/sub-practice-areas': { result: SubPracticeAreasPathsQuery; variables: SubPracticeAreasPathsQueryVariables };
  'practice-areas': { result: PracticeAreasQuery; variables: PracticeAreasQueryVariables };
  'record-link/abouts': { result: AboutsRecordLinkQuery; variables: AboutsRecordLinkQueryVariables };
  'record-link/careers': { result: CareersRecordLinkQuery; variables: CareersRecordLinkQueryVariables };
  'record-link/cases-analyses': { result: CasesAnalysesRecordLinkQuery; variables: CasesAnalysesRecordLinkQueryVariables };
  'record-link/employees': { result: EmployeesRecordLinkQuery; variables: EmployeesRecordLinkQueryVariables };
  'record-link/events': { result: EventsRecordLinkQuery; variables: EventsRecordLinkQueryVariables };
  'record-link/generic-pages': { result: GenericPagesRecordLinkQuery; variables: GenericPagesRecordLinkQueryVariables };
  'record-link/industries': { result: IndustriesRecordLinkQuery; variables: IndustriesRecordLinkQueryVariables };
  'record-link/major-cases': { result: MajorCasesRecordLinkQuery; variables: MajorCasesRecordLinkQueryVariables };
  'record-link/news': { result: NewsRecordLinkQuery; variables: NewsRecordLinkQueryVariables };
  'record-link/page-about': { result: PageAboutRecordLinkQuery; variables: PageAboutRecordLinkQueryVariables };
  'record-link/page-business-intel': { result: PageBusinessIntelRecordLinkQuery; variables: PageBusinessIntelRecordLinkQueryVariables };
  'record-link/page-career-hub': { result: PageCareerHubRecordLinkQuery; variables: PageCareerHubRecordLinkQueryVariables };
  'record-link/page-cases-hub': { result: PageCasesHubRecordLinkQuery; variables: PageCasesHubRecordLinkQueryVariables };
  'record-link/page-contact': { result: PageContactRecordLinkQuery; variables: PageContactRecordLinkQueryVariables };
  'record-link/page-events-hub': { result: PageEventsHubRecordLinkQuery; variables: PageEventsHubRecordLinkQueryVariables };
  'record-link/page-expertise': { result: PageExpertiseRecordLinkQuery; variables: PageExpertiseRecordLinkQueryVariables };
  'record-link/page-home': { result: PageHomeRecordLinkQuery; variables: PageHomeRecordLinkQueryVariables };
  'record-link/page-industries-hub': { result: PageIndustriesHubRecordLinkQuery; variables: PageIndustriesHubRecordLinkQueryVariables };
  'record-link/page-news-hub': { result: PageNewsHubRecordLinkQuery; variables: PageNewsHubRecordLinkQueryVariables };
  'record-link/page-newsletter': { result: PageNewsletterRecordLinkQuery; variables: PageNewsletterRecordLinkQueryVariables };
  'record-link/page-practice-area-hub': { result: PagePracticeAreaHubRecordLinkQuery; variables: PagePracticeAreaHubRecordLinkQueryVariables };
  'record-link/page-privacy': { result: PagePrivacyRecordLinkQuery; variables: PagePrivacyRecordLinkQueryVariables };
  'record-link/page-search': { result: PageSearchRecordLinkQuery; variables: PageSearchRecordLinkQueryVariables };
  'record-link/page-services-hub': { result: PageServicesHubRecordLinkQuery; variables: PageServicesHubRecordLinkQueryVariables };
  'record-link/page-team': { result: PageTeamRecordLinkQuery; variables: PageTeamRecordLinkQueryVariables };
  'record-link/page-term': { result: PageTermRecordLinkQuery; variables: PageTermRecordLinkQueryVariables };
  'record-link/practice-areas': { result: PracticeAreasRecordLinkQuery; variables: PracticeAreasRecordLinkQueryVariables };
  'record-link/services': { result: ServicesRecordLinkQuery; variables: ServicesRecordLinkQueryVariables };
  'record-link/sub-practice-areas': { result: SubPracticeAreasRecordLinkQuery; variables: SubPracticeAreasRecordLinkQueryVariables };
  'services': { result: ServicesQuery; variables: ServicesQueryVariables };
  'site': { result: SiteQuery; variables: SiteQueryVariables };
  'sub-practice-areas': { result: SubPracticeAreasQuery; variables: SubPracticeAreasQueryVariables };
}

export type ContentDocumentName = keyof ContentDocuments;
