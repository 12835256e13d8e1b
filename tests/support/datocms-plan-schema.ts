import type { ExportPlan, PlannedField, PlannedModel } from '../../src/content-service/export/export-plan.js';

/**
 * The GraphQL schema DatoCMS's Content Delivery API serves for the models and fields of an export plan, derived here
 * from DatoCMS's documented rules (../shared/reference/datocms-cda.md; where it marks one as inferred, the choice is
 * the one written here), independently of the embedded service's schema code: what a real project built from the
 * plan would answer to introspection, for every type the models and fields make.
 *
 * A field is written `(arg: Type = default, ...): Type`, arguments sorted by name.
 */
export interface SchemaDescription {
  objects: Map<string, Record<string, string>>;
  unions: Map<string, string[]>;
  inputs: Map<string, Record<string, string>>;
  enums: Map<string, string[]>;
}

/** Rails' (ActiveSupport) inflections, which DatoCMS's API is built with: the plural of a whole api key. */
const UNCOUNTABLE = [
  'equipment',
  'information',
  'rice',
  'money',
  'species',
  'series',
  'fish',
  'sheep',
  'jeans',
  'police',
  'news',
];
const PLURAL_RULES: readonly [RegExp, string][] = [
  [/(quiz)$/i, '$1zes'],
  [/^(oxen)$/i, '$1'],
  [/^(ox)$/i, '$1en'],
  [/^(m|l)ice$/i, '$1ice'],
  [/^(m|l)ouse$/i, '$1ice'],
  [/(matr|vert|ind)(?:ix|ex)$/i, '$1ices'],
  [/(x|ch|ss|sh)$/i, '$1es'],
  [/([^aeiouy]|qu)y$/i, '$1ies'],
  [/(hive)$/i, '$1s'],
  [/(?:([^f])fe|([lr])f)$/i, '$1$2ves'],
  [/sis$/i, 'ses'],
  [/([ti])a$/i, '$1a'],
  [/([ti])um$/i, '$1a'],
  [/(buffal|tomat)o$/i, '$1oes'],
  [/(bu)s$/i, '$1ses'],
  [/(alias|status)$/i, '$1es'],
  [/(octop|vir)i$/i, '$1i'],
  [/(octop|vir)us$/i, '$1i'],
  [/^(ax|test)is$/i, '$1es'],
  [/s$/i, 's'],
  [/$/, 's'],
];

export function pluralize(apiKey: string): string {
  const lastWord = apiKey.split('_').pop() ?? '';
  if (UNCOUNTABLE.includes(lastWord)) return apiKey;
  const rule = PLURAL_RULES.find(([pattern]) => pattern.test(apiKey));
  return rule ? apiKey.replace(rule[0], rule[1]) : apiKey;
}

/** Rails' `camelize`: `single_news` -> `SingleNews`, `c_title1` -> `CTitle1`. */
const upperCamel = (apiKey: string): string =>
  apiKey
    .split('_')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join('');
const lowerCamel = (apiKey: string): string => {
  const camel = upperCamel(apiKey);
  return camel.charAt(0).toLowerCase() + camel.slice(1);
};

const recordType = (apiKey: string): string => `${upperCamel(apiKey)}Record`;
const nonNullList = (type: string): string => `[${type}!]!`;
const signature = (type: string, args: Record<string, string> = {}): string => {
  const list = Object.entries(args)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, arg]) => `${name}: ${arg}`);
  return `(${list.join(', ')}): ${type}`;
};

const LOCALE_ARGS = { locale: 'SiteLocale', fallbackLocales: '[SiteLocale!]' };

/** The meta fields every record and block has (RecordInterface). */
const META_FIELDS: Record<string, string> = {
  id: signature('ItemId!'),
  _modelApiKey: signature('String!'),
  _createdAt: signature('DateTime!'),
  _updatedAt: signature('DateTime!'),
  _publishedAt: signature('DateTime'),
  _firstPublishedAt: signature('DateTime'),
  _publicationScheduledAt: signature('DateTime'),
  _unpublishingScheduledAt: signature('DateTime'),
  _editingUrl: signature('String'),
  _status: signature('ItemStatus!'),
  _isValid: signature('BooleanType!'),
  _locales: signature('[SiteLocale!]!'),
  _seoMetaTags: signature('[Tag!]!', { locale: 'SiteLocale' }),
};

/** The GraphQL type of each scalar field type. */
const SCALARS: Partial<Record<PlannedField['fieldType'], string>> = {
  string: 'String',
  text: 'String',
  slug: 'String',
  boolean: 'BooleanType',
  integer: 'IntType',
  float: 'FloatType',
  date: 'Date',
  date_time: 'DateTime',
  file: 'FileField',
  seo: 'SeoField',
};

/** The filter input type of each field type that can be filtered (seo, structured and rich text cannot). */
const FILTERS: Partial<Record<PlannedField['fieldType'], string>> = {
  string: 'StringFilter',
  text: 'TextFilter',
  slug: 'SlugFilter',
  boolean: 'BooleanFilter',
  integer: 'IntegerFilter',
  float: 'FloatFilter',
  date: 'DateFilter',
  date_time: 'DateTimeFilter',
  link: 'LinkFilter',
  links: 'LinksFilter',
  file: 'FileFilter',
  gallery: 'GalleryFilter',
};
const SORTABLE = new Set<PlannedField['fieldType']>([
  'string',
  'slug',
  'boolean',
  'integer',
  'float',
  'date',
  'date_time',
]);
const META_FILTERS: Record<string, string> = {
  id: 'ItemIdFilter',
  _status: 'StatusFilter',
  _createdAt: 'CreatedAtFilter',
  _updatedAt: 'UpdatedAtFilter',
  _publishedAt: 'PublishedAtFilter',
  _firstPublishedAt: 'FirstPublishedAtFilter',
  _isValid: 'BooleanFilter',
  _locales: 'LocalesFilter',
};
const META_SORTS = ['id', '_createdAt', '_updatedAt', '_publishedAt', '_firstPublishedAt'];

export function planSchema(plan: ExportPlan, { strict }: { strict: boolean }): SchemaDescription {
  const schema: SchemaDescription = { objects: new Map(), unions: new Map(), inputs: new Map(), enums: new Map() };
  schema.enums.set(
    'SiteLocale',
    plan.locales.map((locale) => locale.replace('-', '_')),
  );

  /** One model's record type, or the union `name` of several. */
  const oneOf = (name: string, apiKeys: readonly string[]): string => {
    if (apiKeys.length === 1) return recordType(apiKeys[0] ?? '');
    schema.unions.set(name, apiKeys.map(recordType));
    return name;
  };

  const valueType = (model: PlannedModel, field: PlannedField): string => {
    const fieldTypeName = `${upperCamel(model.apiKey)}Model${upperCamel(field.apiKey)}Field`;
    const v = field.validators;
    switch (field.fieldType) {
      case 'link':
        return oneOf(fieldTypeName, v.item_item_type?.item_types ?? []);
      case 'links':
        return nonNullList(oneOf(fieldTypeName, v.items_item_type?.item_types ?? []));
      case 'gallery':
        return nonNullList('FileField');
      case 'rich_text':
        return nonNullList(oneOf(fieldTypeName, v.rich_text_blocks?.item_types ?? []));
      case 'structured_text': {
        const allowed = (suffix: string, apiKeys: readonly string[]): string =>
          apiKeys.length > 0 ? oneOf(fieldTypeName.replace(/Field$/, `${suffix}Field`), apiKeys) : 'String';
        schema.objects.set(fieldTypeName, {
          value: signature('JsonField!'),
          blocks: signature(nonNullList(allowed('Blocks', v.structured_text_blocks?.item_types ?? []))),
          links: signature(nonNullList(allowed('Links', v.structured_text_links?.item_types ?? []))),
        });
        return fieldTypeName;
      }
      default:
        return SCALARS[field.fieldType] ?? 'unknown';
    }
  };

  const recordFields = (model: PlannedModel): Record<string, string> => {
    const fields = { ...META_FIELDS };
    for (const field of model.fields) {
      const value = valueType(model, field);
      const required = strict && field.validators.required !== undefined && !value.endsWith('!');
      const type = required ? `${value}!` : value;
      const name = lowerCamel(field.apiKey);
      if (!field.localized) {
        fields[name] = signature(type);
        continue;
      }
      fields[name] = signature(type, LOCALE_ARGS);
      const named = type.replace(/[[\]!]/g, '');
      const multiLocale = `${named}${required ? 'NonNull' : ''}${type.startsWith('[') ? 'List' : ''}MultiLocaleField`;
      schema.objects.set(multiLocale, { locale: signature('SiteLocale!'), value: signature(type) });
      fields[`_all${upperCamel(field.apiKey)}Locales`] = signature(nonNullList(multiLocale));
    }
    return fields;
  };

  const query: Record<string, string> = {};
  for (const model of plan.models) {
    schema.objects.set(recordType(model.apiKey), recordFields(model));
    if (model.modularBlock) continue;
    const record = recordType(model.apiKey);
    if (model.singleton) {
      query[lowerCamel(model.apiKey)] = signature(record, LOCALE_ARGS);
      continue;
    }
    const filter = `${upperCamel(model.apiKey)}ModelFilter`;
    const orderBy = `${upperCamel(model.apiKey)}ModelOrderBy`;
    const filters: Record<string, string> = { AND: `[${filter}]`, OR: `[${filter}]`, ...META_FILTERS };
    const sorts = [...META_SORTS];
    for (const field of model.fields) {
      const filterType = FILTERS[field.fieldType];
      if (filterType) filters[lowerCamel(field.apiKey)] = filterType;
      if (SORTABLE.has(field.fieldType)) sorts.push(lowerCamel(field.apiKey));
    }
    schema.inputs.set(filter, filters);
    schema.enums.set(
      orderBy,
      sorts.flatMap((name) => [`${name}_ASC`, `${name}_DESC`]),
    );
    const ordering = model.ordering;
    const defaultOrder = ordering
      ? `${ordering.field.startsWith('_') ? ordering.field : lowerCamel(ordering.field)}_${ordering.direction.toUpperCase()}`
      : '_updatedAt_DESC';
    const select = { ...LOCALE_ARGS, filter, orderBy: `[${orderBy}] = ${JSON.stringify([defaultOrder])}` };
    const plural = upperCamel(pluralize(model.apiKey));
    query[`all${plural}`] = signature(nonNullList(record), { ...select, first: 'IntType = 20', skip: 'IntType' });
    query[lowerCamel(model.apiKey)] = signature(record, select);
    query[`_all${plural}Meta`] = signature('CollectionMetadata!', { locale: 'SiteLocale', filter });
  }
  schema.objects.set('Query', query);
  return schema;
}
