import { locales } from '../../config/locales.js';
import type { FieldDefinition } from '../model/definition.js';
import { modelByApiKey } from '../model/models.js';
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

/**
 * `_seoMetaTags`, as DatoCMS builds them: the record's seo field (in the scope's locale, with fallbacks), else its
 * title, intro or excerpt and first file field, else the site's fallback SEO; the title tag gets the site's title
 * suffix. Tags without a value are left out.
 */
export function seoMetaTags(item: StoredItem, scope: LocaleScope, context: ContentContext): MetaTag[] {
  const model = modelByApiKey(item.modelApiKey);
  const read = (field: FieldDefinition | undefined): FieldValue => {
    if (!field) return null;
    return field.localized
      ? localizedValue(item.localizedFields[field.apiKey] ?? {}, scope)
      : (item.fields[field.apiKey] ?? null);
  };
  const byKey = (apiKey: string): FieldDefinition | undefined => model.fields.find((field) => field.apiKey === apiKey);
  const text = (apiKey: string): string | null => asString(read(byKey(apiKey))) || null;

  const seo = asSeo(read(model.fields.find((field) => field.type === 'seo')));
  const globalSeo = localizedEntry(context.store.site.globalSeo, scope);
  const fallback = globalSeo?.fallbackSeo;
  const fullName = [text('firstName'), text('lastName')].filter(Boolean).join(' ');
  const title = seo?.title || TITLE_FIELDS.map(text).find(Boolean) || fullName || fallback?.title || null;
  const description = seo?.description || DESCRIPTION_FIELDS.map(text).find(Boolean) || fallback?.description || null;
  const imageId = seo?.image || asString(read(model.fields.find((field) => field.type === 'file'))) || fallback?.image;
  const image = imageId ? context.store.uploads.get(imageId) : undefined;
  const ogLocale = Object.values(locales).find((locale) => locale.iso === scope.locale)?.gql ?? scope.locale;

  const tags: MetaTag[] = [];
  const meta = (kind: 'name' | 'property', key: string, content: string | number | null | undefined): void => {
    if (content !== null && content !== undefined && content !== '') {
      tags.push({ tag: 'meta', attributes: { [kind]: key, content: String(content) }, content: null });
    }
  };
  if (title) tags.push({ tag: 'title', attributes: null, content: title + (globalSeo?.titleSuffix ?? '') });
  meta('property', 'og:title', title);
  meta('name', 'twitter:title', title);
  meta('name', 'description', description);
  meta('property', 'og:description', description);
  meta('name', 'twitter:description', description);
  if (image) {
    meta('property', 'og:image', uploadUrl(context.uploadsBaseUrl, image));
    meta('property', 'og:image:width', image.width);
    meta('property', 'og:image:height', image.height);
    meta('name', 'twitter:image', uploadUrl(context.uploadsBaseUrl, image));
  }
  meta('property', 'og:locale', ogLocale);
  meta('property', 'og:type', 'article');
  meta('property', 'og:site_name', globalSeo?.siteName);
  meta('property', 'article:modified_time', item.meta.updatedAt);
  meta('name', 'twitter:card', seo?.twitterCard || fallback?.twitterCard || 'summary');
  meta('name', 'twitter:site', globalSeo?.twitterAccount);
  meta('property', 'article:publisher', globalSeo?.facebookPageUrl);
  if (seo?.noIndex || context.store.site.noIndex) meta('name', 'robots', 'noindex');
  return tags;
}
