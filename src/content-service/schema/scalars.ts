import {
  GraphQLBoolean,
  GraphQLFloat,
  GraphQLInt,
  GraphQLScalarType,
  GraphQLString,
  Kind,
  valueFromASTUntyped,
  type ValueNode,
} from 'graphql';

/** DatoCMS's scalars. The numeric and boolean ones behave like GraphQL's built-in ones under DatoCMS's names. */
function alias(name: string, base: GraphQLScalarType, description: string): GraphQLScalarType {
  return new GraphQLScalarType({
    name,
    description,
    serialize: base.serialize,
    parseValue: base.parseValue,
    parseLiteral: base.parseLiteral,
  });
}

export const IntType = alias('IntType', GraphQLInt, 'Represents non-fractional signed whole numeric values.');
export const FloatType = alias('FloatType', GraphQLFloat, 'Represents signed double-precision fractional values.');
export const BooleanType = alias('BooleanType', GraphQLBoolean, 'Represents `true` or `false` values.');
export const ItemId = alias('ItemId', GraphQLString, 'The id of a record or block.');
export const UploadId = alias('UploadId', GraphQLString, 'The id of an upload.');

/** A string scalar whose input values must match `pattern`. */
function checkedString(name: string, description: string, isValid: (value: string) => boolean): GraphQLScalarType {
  const parse = (value: unknown): string => {
    if (typeof value !== 'string' || !isValid(value)) {
      throw new TypeError(`${name} cannot represent ${JSON.stringify(value)}: ${description}`);
    }
    return value;
  };
  return new GraphQLScalarType({
    name,
    description,
    serialize: GraphQLString.serialize,
    parseValue: parse,
    parseLiteral: (ast: ValueNode) => parse(ast.kind === Kind.STRING ? ast.value : undefined),
  });
}

export const DateTime = checkedString(
  'DateTime',
  'A ISO 8601 compliant datetime value',
  (value) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value) && !Number.isNaN(Date.parse(value)),
);
export const DateScalar = checkedString(
  'Date',
  'Represents a date as a string in YYYY-MM-DD format',
  (value) => /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value)),
);

/** Any JSON value, given as is. */
function json(name: string, description: string): GraphQLScalarType {
  return new GraphQLScalarType({
    name,
    description,
    serialize: (value) => value,
    parseValue: (value) => value,
    parseLiteral: (ast, variables) => valueFromASTUntyped(ast, variables),
  });
}

export const JsonField = json('JsonField', 'A JSON value');
export const CustomData = json('CustomData', 'Key-value custom data');
export const MetaTagAttributes = json('MetaTagAttributes', 'The attributes of a meta tag');
