import type {
  ImageData,
  LocaleSlugs,
  OfficeData,
  RecordLinkData,
  SeoTag,
  StructuredTextData,
} from '../content/types/content-types.js';

/** Fields every collection record of the content queries has. */
export interface CollectionRecord extends LocaleSlugs {
  __typename: string;
  id: string;
  slug: string;
  _seoMetaTags: SeoTag[];
}

export interface ExpertiseRecord extends CollectionRecord {
  title: string;
  intro: string | null;
  position: number | null;
  heroImage: ImageData | null;
  body: StructuredTextData | null;
  contacts: (RecordLinkData & { role: string; email: string; phone: string | null })[];
  pageParent?: (LocaleSlugs & { id: string; slug: string; title: string }) | null;
}

export interface ArticleRecord extends CollectionRecord {
  title: string;
  date: string;
  readingTime: number | null;
  excerpt: string | null;
  keyPoints: string | null;
  heroImage: ImageData | null;
  authors: (RecordLinkData & { role: string })[];
  body: StructuredTextData | null;
  relatedArticles: (RecordLinkData & { date: string })[];
  practiceAreas: RecordLinkData[];
  industries: RecordLinkData[];
  court?: string | null;
  caseStatus?: string | null;
}

export interface EmployeeRecord extends CollectionRecord {
  firstName: string;
  lastName: string;
  role: string;
  /** The role in every language: the team filter groups roles by their English wording. */
  _allRoleLocales: { locale: string; value: string | null }[];
  office: OfficeData | null;
  phone: string | null;
  cellular: string | null;
  email: string;
  linkedinUrl: string | null;
  photo: ImageData | null;
  biography: StructuredTextData | null;
  practiceAreas: RecordLinkData[];
  representativeMandates: string | null;
  education: string | null;
  barAdmissions: string | null;
  languages: string | null;
}

export interface EventRecord extends CollectionRecord {
  title: string;
  startAt: string;
  endAt: string;
  location: string;
  address: string | null;
  registrationUrl: string | null;
  excerpt: string | null;
  heroImage: ImageData | null;
  body: StructuredTextData | null;
  speakers: (RecordLinkData & { role: string })[];
}

export interface CareerRecord extends CollectionRecord {
  title: string;
  date: string;
  location: string;
  employmentType: 'full-time' | 'part-time' | 'contract' | 'internship' | null;
  excerpt: string | null;
  body: StructuredTextData | null;
  applyEmail: string | null;
}

export interface SimpleRecord extends CollectionRecord {
  title: string;
  intro: string | null;
  heroImage?: ImageData | null;
  body: StructuredTextData | null;
}
