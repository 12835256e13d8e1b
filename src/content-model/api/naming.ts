/**
 * DatoCMS GraphQL names derived from api keys: model `single_news` -> type `SingleNewsRecord`, queries
 * `allSingleNews`, `singleNews`, `_allSingleNewsMeta`; the last word of a collection name is put in the English
 * plural (`single_industry` -> `allSingleIndustries`, `single_cases_analysis` -> `allSingleCasesAnalyses`).
 */
const UNCOUNTABLE = new Set(['news', 'information', 'equipment', 'series', 'species', 'data']);

/** The English plural of one lowercase word. */
export function pluralize(word: string): string {
  if (UNCOUNTABLE.has(word)) return word;
  if (word.endsWith('is')) return `${word.slice(0, -2)}es`;
  if (/[^aeiou]y$/.test(word)) return `${word.slice(0, -1)}ies`;
  if (/(?:s|x|z|ch|sh)$/.test(word)) return `${word}es`;
  return `${word}s`;
}

/** `single_news` -> `SingleNews`; `heroImage` -> `HeroImage`. */
export function pascalCase(key: string): string {
  return key
    .split('_')
    .filter(Boolean)
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('');
}

/** `single_news` -> `singleNews`. */
export function camelCase(key: string): string {
  const pascal = pascalCase(key);
  return pascal.charAt(0).toLowerCase() + pascal.slice(1);
}

function pluralApiKey(apiKey: string): string {
  const words = apiKey.split('_');
  const last = words.pop() ?? '';
  return [...words, pluralize(last)].join('_');
}

export const recordTypeName = (modelApiKey: string): string => `${pascalCase(modelApiKey)}Record`;
export const modelFilterName = (modelApiKey: string): string => `${pascalCase(modelApiKey)}ModelFilter`;
export const modelOrderByName = (modelApiKey: string): string => `${pascalCase(modelApiKey)}ModelOrderBy`;
export const singleQueryName = (modelApiKey: string): string => camelCase(modelApiKey);
export const collectionQueryName = (modelApiKey: string): string => `all${pascalCase(pluralApiKey(modelApiKey))}`;
export const collectionMetaQueryName = (modelApiKey: string): string =>
  `_all${pascalCase(pluralApiKey(modelApiKey))}Meta`;

/** `<Model>Model<Field>Field`: the union or object type of a field that holds several types or structured text. */
export const fieldTypeName = (modelApiKey: string, fieldApiKey: string): string =>
  `${pascalCase(modelApiKey)}Model${pascalCase(fieldApiKey)}Field`;

/** `_all<Field>Locales`: every locale's value of a localized field. */
export const allLocalesFieldName = (fieldApiKey: string): string => `_all${pascalCase(fieldApiKey)}Locales`;
