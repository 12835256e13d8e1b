import {
  GraphQLEnumType,
  GraphQLInputObjectType,
  GraphQLList,
  GraphQLNonNull,
  GraphQLString,
  type GraphQLInputFieldConfigMap,
  type GraphQLInputType,
} from 'graphql';
import type { ModelDefinition } from '../../content-model/model/definition.js';
import { SiteLocale } from './locale-values.js';
import { modelFilterName } from '../../content-model/api/naming.js';
import type { QueryKind } from './queryable-fields.js';
import { queryableFields } from './queryable-fields.js';
import { BooleanType, DateScalar, DateTime, FloatType, IntType, ItemId, UploadId } from './scalars.js';

export const ItemStatus = new GraphQLEnumType({
  name: 'ItemStatus',
  values: { draft: { value: 'draft' }, updated: { value: 'updated' }, published: { value: 'published' } },
});

const StringMatchesFilter = new GraphQLInputObjectType({
  name: 'StringMatchesFilter',
  fields: {
    pattern: { type: new GraphQLNonNull(GraphQLString) },
    caseSensitive: { type: BooleanType, defaultValue: false },
    regexp: { type: BooleanType, defaultValue: true },
  },
});

type Operator =
  | 'eq'
  | 'neq'
  | 'in'
  | 'notIn'
  | 'lt'
  | 'lte'
  | 'gt'
  | 'gte'
  | 'allIn'
  | 'anyIn'
  | 'exists'
  | 'matches'
  | 'notMatches'
  | 'isBlank'
  | 'isPresent'
  | 'contains';

const DESCRIPTIONS: Record<Operator, string> = {
  eq: 'Search for records with an exact match',
  neq: 'Exclude records with an exact match (records without a value are kept)',
  in: 'Search records with one of the specified values',
  notIn: 'Search records without any of the specified values (records without a value are kept)',
  lt: 'Filter records with a value less than the one specified',
  lte: 'Filter records with a value less than or equal to the one specified',
  gt: 'Filter records with a value greater than the one specified',
  gte: 'Filter records with a value greater than or equal to the one specified',
  allIn: 'Filter records linked to (or, for _locales, with content in) all of the specified values',
  anyIn: 'Filter records linked to (or, for _locales, with content in) at least one of the specified values',
  exists: 'Filter records with the field set (true) or not (false)',
  matches: 'Filter records matching a pattern',
  notMatches: 'Exclude records matching a pattern (records without a value are kept)',
  isBlank: 'Filter records with the field null or empty (true) or not (false)',
  isPresent: 'Filter records with the field set and not empty (true) or not (false)',
  contains: 'Filter uploads with the specified value among theirs',
};

const FLAG_OPERATORS: readonly Operator[] = ['exists', 'isBlank', 'isPresent'];
const PATTERN_OPERATORS: readonly Operator[] = ['matches', 'notMatches'];

/** An input type with `operators` on values of `type`; those of `listOperators` take a list of values. */
export function filterType(
  name: string,
  type: GraphQLInputType,
  operators: readonly Operator[],
  listOperators: readonly Operator[] = ['in', 'notIn'],
): GraphQLInputObjectType {
  const fields: GraphQLInputFieldConfigMap = {};
  for (const operator of operators) {
    const operandType = FLAG_OPERATORS.includes(operator)
      ? BooleanType
      : PATTERN_OPERATORS.includes(operator)
        ? StringMatchesFilter
        : listOperators.includes(operator)
          ? new GraphQLList(type)
          : type;
    fields[operator] = { type: operandType, description: DESCRIPTIONS[operator] };
  }
  return new GraphQLInputObjectType({ name, fields });
}

export const EQUALITY = ['eq', 'neq', 'in', 'notIn'] as const;
export const RANGE = ['eq', 'neq', 'lt', 'lte', 'gt', 'gte', 'exists'] as const;
export const LIST = ['eq', 'allIn', 'anyIn', 'notIn', 'exists'] as const;
export const TEXT = ['matches', 'notMatches', 'isBlank', 'isPresent', 'exists'] as const;

/** The filter input type of each kind of field; meta dates keep DatoCMS's names. */
export const FILTER_TYPES: Record<Exclude<QueryKind, 'metaDateTime'>, GraphQLInputObjectType> = {
  itemId: filterType('ItemIdFilter', ItemId, EQUALITY),
  status: filterType('StatusFilter', ItemStatus, EQUALITY),
  string: filterType('StringFilter', GraphQLString, [...EQUALITY, ...TEXT]),
  text: filterType('TextFilter', GraphQLString, TEXT),
  slug: filterType('SlugFilter', GraphQLString, EQUALITY),
  boolean: filterType('BooleanFilter', BooleanType, ['eq']),
  integer: filterType('IntegerFilter', IntType, RANGE),
  float: filterType('FloatFilter', FloatType, RANGE),
  date: filterType('DateFilter', DateScalar, RANGE),
  datetime: filterType('DateTimeFilter', DateTime, RANGE),
  link: filterType('LinkFilter', ItemId, [...EQUALITY, 'exists']),
  links: filterType('LinksFilter', ItemId, LIST, LIST),
  file: filterType('FileFilter', UploadId, [...EQUALITY, 'exists']),
  gallery: filterType('GalleryFilter', UploadId, LIST, LIST),
  locales: filterType(
    'LocalesFilter',
    new GraphQLNonNull(SiteLocale),
    ['allIn', 'anyIn', 'notIn'],
    ['allIn', 'anyIn', 'notIn'],
  ),
};

const META_DATE_FILTERS: Record<string, GraphQLInputObjectType> = {
  _createdAt: filterType('CreatedAtFilter', DateTime, RANGE),
  _updatedAt: filterType('UpdatedAtFilter', DateTime, RANGE),
  _publishedAt: filterType('PublishedAtFilter', DateTime, RANGE),
  _firstPublishedAt: filterType('FirstPublishedAtFilter', DateTime, RANGE),
};

/** `<Model>ModelFilter`: a filter per queryable field, combined with AND, plus nested `AND` and `OR` lists. */
export function modelFilterType(model: ModelDefinition): GraphQLInputObjectType {
  const type: GraphQLInputObjectType = new GraphQLInputObjectType({
    name: modelFilterName(model.apiKey),
    fields: () => {
      const fields: GraphQLInputFieldConfigMap = {
        AND: { type: new GraphQLList(type), description: 'Every filter of the list must match' },
        OR: { type: new GraphQLList(type), description: 'At least one filter of the list must match' },
      };
      for (const field of queryableFields(model)) {
        const filter = field.kind === 'metaDateTime' ? META_DATE_FILTERS[field.name] : FILTER_TYPES[field.kind];
        if (filter) fields[field.name] = { type: filter };
      }
      return fields;
    },
  });
  return type;
}
