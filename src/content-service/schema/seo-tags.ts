import { locales } from '../../config/locales.js';
import type { FieldDefinition } from '../../content-model/model/definition.js';
import { modelByApiKey } from '../../content-model/model/models.js';
import type { FieldValue, StoredItem } from '../store/content-store.js';
import { asSeo, asString } from '../store/field-values.js';
import type { ContentContext, LocaleScope } from './context.js';
import { uploadUrl } from './imgix-url.js';
import { localizedEntry, localizedValue } from './locale-values.js';
import type { MetaTag } from './seo-types.js';

/** Candidates for a record's title when its seo field has none: `title`, `name`, else first and last name. */
const TITLE_FIELDS = ['title', 'name'] as const;
/** Candidates for its description: the first of these text fields with a value. */
const DESCRIPTION_FIELDS = ['intro', 'excerpt'] as const;

/** The fields of a model seoMetaTags reads: its seo field, its first file field, and every field by API key. */
interface SeoSources {
  seo: FieldDefinition | undefined;
  file: FieldDefinition | undefined;
  byKey: ReadonlyMap<string, FieldDefinition>;
}

const seoSources = new Map<string, SeoSources>();

/** A model's SeoSources, found once: `_seoMetaTags` is asked for every record of a build. */
function seoSourcesOf(modelApiKey: string): SeoSources {
  let sources = seoSources.get(modelApiKey);
  if (!sources) {
    const { fields } = modelByApiKey(modelApiKey);
    const byKey = new Map<string, FieldDefinition>();
    for (const field of fields) if (!byKey.has(field.apiKey)) byKey.set(field.apiKey, field);
    sources = {
      seo: fields.find((field) => field.type === 'seo'),
      file: fields.find((field) => field.type === 'file'),
      byKey,
    };
    seoSources.set(modelApiKey, sources);
  }
  return sources;
}

/** The GraphQL locale name of each locale (`og:locale`), by ISO code. */
const ogLocales = new Map<string, string>(Object.values(locales).map((locale) => [locale.iso, locale.gql]));

function readField(item: StoredItem, field: FieldDefinition | undefined, scope: LocaleScope): FieldValue {
  if (!field) return null;
  return field.localized
    ? localizedValue(item.localizedFields[field.apiKey] ?? {}, scope)
    : (item.fields[field.apiKey] ?? null);
}

/** The first of `apiKeys` whose field has a text value, or null. */
function firstText(
  item: StoredItem,
  sources: SeoSources,
  apiKeys: readonly string[],
  scope: LocaleScope,
): string | null {
  for (const apiKey of apiKeys) {
    const text = asString(readField(item, sources.byKey.get(apiKey), scope));
    if (text) return text;
  }
  return null;
}

function pushMeta(
  tags: MetaTag[],
  kind: 'name' | 'property',
  key: string,
  content: string | number | null | undefined,
): void {
  if (content !== null && content !== undefined && content !== '') {
    tags.push({ tag: 'meta', attributes: { [kind]: key, content: String(content) }, content: null });
  }
}

/**
 * `_seoMetaTags`, as DatoCMS builds them: the record's seo field (in the scope's locale, with fallbacks), else its
 * title, intro or excerpt and first file field, else the site's fallback SEO; the title tag gets the site's title
 * suffix. Tags without a value are left out.
 */
export function seoMetaTags(item: StoredItem, scope: LocaleScope, context: ContentContext): MetaTag[] {
  const sources = seoSourcesOf(item.modelApiKey);
  const seo = asSeo(readField(item, sources.seo, scope));
  const globalSeo = localizedEntry(context.store.site.globalSeo, scope);
  const fallback = globalSeo?.fallbackSeo;
  const fullName = [firstText(item, sources, ['firstName'], scope), firstText(item, sources, ['lastName'], scope)]
    .filter(Boolean)
    .join(' ');
  const title = seo?.title || firstText(item, sources, TITLE_FIELDS, scope) || fullName || fallback?.title || null;
  const description =
    seo?.description || firstText(item, sources, DESCRIPTION_FIELDS, scope) || fallback?.description || null;
  const imageId = seo?.image || asString(readField(item, sources.file, scope)) || fallback?.image;
  const image = imageId ? context.store.uploads.get(imageId) : undefined;
  const ogLocale = ogLocales.get(scope.locale) ?? scope.locale;

  const tags: MetaTag[] = [];
  if (title) tags.push({ tag: 'title', attributes: null, content: title + (globalSeo?.titleSuffix ?? '') });
  pushMeta(tags, 'property', 'og:title', title);
  pushMeta(tags, 'name', 'twitter:title', title);
  pushMeta(tags, 'name', 'description', description);
  pushMeta(tags, 'property', 'og:description', description);
  pushMeta(tags, 'name', 'twitter:description', description);
  if (image) {
    pushMeta(tags, 'property', 'og:image', uploadUrl(context.uploadsBaseUrl, image));
    pushMeta(tags, 'property', 'og:image:width', image.width);
    pushMeta(tags, 'property', 'og:image:height', image.height);
    pushMeta(tags, 'name', 'twitter:image', uploadUrl(context.uploadsBaseUrl, image));
  }
  pushMeta(tags, 'property', 'og:locale', ogLocale);
  pushMeta(tags, 'property', 'og:type', 'article');
  pushMeta(tags, 'property', 'og:site_name', globalSeo?.siteName);
  pushMeta(tags, 'property', 'article:modified_time', item.meta.updatedAt);
  pushMeta(tags, 'name', 'twitter:card', seo?.twitterCard || fallback?.twitterCard || 'summary');
  pushMeta(tags, 'name', 'twitter:site', globalSeo?.twitterAccount);
  pushMeta(tags, 'property', 'article:publisher', globalSeo?.facebookPageUrl);
  if (seo?.noIndex || context.store.site.noIndex) pushMeta(tags, 'name', 'robots', 'noindex');
  return tags;
}
