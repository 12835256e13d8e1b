import { GraphQLEnumType, GraphQLList, GraphQLNonNull } from 'graphql';
import { locales, type LocaleIso } from '../../config/locales.js';
import type { FieldValue, LocalizedValues } from '../store/content-store.js';
import { isEmptyFieldValue } from '../store/field-values.js';
import type { ContentContext, LocaleArgs, LocaleScope } from './context.js';

/** `enum SiteLocale { fr_CA en_CA }`: the GraphQL names of the locales; their values are the content keys (`fr-CA`). */
export const SiteLocale = new GraphQLEnumType({
  name: 'SiteLocale',
  values: Object.fromEntries(Object.values(locales).map((locale) => [locale.gql, { value: locale.iso }])),
});

export const localeArgs = {
  locale: { type: SiteLocale, description: "The locale to use to fetch the field's content" },
  fallbackLocales: {
    type: new GraphQLList(new GraphQLNonNull(SiteLocale)),
    description: 'If you want to fallback to a default translation when a translation has not been found',
  },
};

/** The scope of a root query: its arguments, else the site's default locale and no fallback. */
export function rootScope(args: LocaleArgs, context: ContentContext): LocaleScope {
  const defaultLocale = context.store.site.locales[0];
  if (!defaultLocale) throw new Error('The site has no locale');
  return { locale: args.locale ?? defaultLocale, fallbackLocales: args.fallbackLocales ?? [] };
}

/** The scope of a field with locale arguments: they override the scope inherited from the query. */
export function fieldScope(parent: LocaleScope, args: LocaleArgs): LocaleScope {
  return { locale: args.locale ?? parent.locale, fallbackLocales: args.fallbackLocales ?? parent.fallbackLocales };
}

/**
 * A localized value: the one of the scope's locale, else of the first fallback locale that has one (null, "" and []
 * are no value). With no value anywhere, the locale's own (empty) value, or null.
 */
export function localizedValue<T extends FieldValue>(values: LocalizedValues<T>, scope: LocaleScope): T | null {
  for (const locale of [scope.locale, ...scope.fallbackLocales]) {
    const value = values[locale];
    if (!isEmptyFieldValue(value)) return value ?? null;
  }
  return values[scope.locale] ?? null;
}

/** The same lookup for values that are not field values (global SEO settings by locale). */
export function localizedEntry<T>(values: Readonly<Partial<Record<LocaleIso, T>>>, scope: LocaleScope): T | null {
  for (const locale of [scope.locale, ...scope.fallbackLocales]) {
    const value = values[locale];
    if (value !== undefined) return value;
  }
  return null;
}
