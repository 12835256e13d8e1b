import {
  GraphQLError,
  Kind,
  SchemaMetaFieldDef,
  TypeMetaFieldDef,
  TypeNameMetaFieldDef,
  getArgumentValues,
  getNamedType,
  isObjectType,
  isInterfaceType,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type InlineFragmentNode,
  type GraphQLField,
  type GraphQLNamedType,
  type GraphQLSchema,
  type SelectionSetNode,
} from 'graphql';

/** DatoCMS's default plan limit (https://www.datocms.com/docs/content-delivery-api/complexity). */
export const MAX_COMPLEXITY = 10_000_000;

/** Each filter condition and each sorting parameter. */
const FILTER_OR_SORT_COST = 250;
/** Root fields of a model (and of uploads). */
const ROOT_FIELD_BASE_COST = 100;
const DEFAULT_PAGE_SIZE = 20;

interface Walk {
  schema: GraphQLSchema;
  fragments: ReadonlyMap<string, FragmentDefinitionNode>;
  variables: Readonly<Record<string, unknown>>;
  /**
   * Each named fragment's cost, counted once: spreading fragments that spread others twice would otherwise take
   * exponential time, and a cycle (refused by validation, which runs later) would never end; it counts 0 while open.
   */
  fragmentCosts: Map<string, number>;
}

function fieldDefinition(
  schema: GraphQLSchema,
  parent: GraphQLNamedType,
  name: string,
): GraphQLField<unknown, unknown> | undefined {
  if (name === TypeNameMetaFieldDef.name) return TypeNameMetaFieldDef;
  if (parent === schema.getQueryType()) {
    if (name === SchemaMetaFieldDef.name) return SchemaMetaFieldDef;
    if (name === TypeMetaFieldDef.name) return TypeMetaFieldDef;
  }
  return isObjectType(parent) || isInterfaceType(parent) ? parent.getFields()[name] : undefined;
}

/** The filter conditions of a filter value: each field with operators, through nested `AND` / `OR` lists. */
function filterConditions(filter: unknown): number {
  if (typeof filter !== 'object' || filter === null) return 0;
  return Object.entries(filter).reduce((count, [key, value]) => {
    if (value === null || value === undefined) return count;
    if (key === 'AND' || key === 'OR') {
      const nested: unknown[] = Array.isArray(value) ? value : [value];
      return count + nested.reduce<number>((sum, entry) => sum + filterConditions(entry), 0);
    }
    return count + 1;
  }, 0);
}

function argumentsOf(field: GraphQLField<unknown, unknown>, node: FieldNode, walk: Walk): Record<string, unknown> {
  try {
    return getArgumentValues(field, node, walk.variables);
  } catch {
    // Invalid variables: execution reports them; the cost counts the field without its arguments.
    return {};
  }
}

/**
 * The cost of one field as DatoCMS documents it: 1, or for a root field 100 plus 250 per filter condition and per
 * sorting parameter, and its inner fields' cost multiplied by the page size (`first`, default 20) on a collection.
 * What the documentation leaves open is chosen here (docs/reference/content-files.md, "The content API"): a single-record and a
 * meta root field cost like a collection of one; inner lists (links, blocks, galleries) count their fields once.
 */
function fieldCost(node: FieldNode, parent: GraphQLNamedType, walk: Walk): number {
  const field = fieldDefinition(walk.schema, parent, node.name.value);
  if (!field) return 1;
  const inner = node.selectionSet ? selectionCost(node.selectionSet, getNamedType(field.type), walk) : 0;
  if (parent !== walk.schema.getQueryType() || node.name.value.startsWith('__')) return 1 + inner;
  const args = argumentsOf(field, node, walk);
  const explicit = new Set(node.arguments?.map((argument) => argument.name.value));
  const sorts = explicit.has('orderBy') ? [args.orderBy ?? []].flat().length : 0;
  const filters = filterConditions(args.filter);
  const pageSize = field.args.some((argument) => argument.name === 'first')
    ? typeof args.first === 'number'
      ? Math.max(args.first, 0)
      : DEFAULT_PAGE_SIZE
    : 1;
  return ROOT_FIELD_BASE_COST + (filters + sorts) * FILTER_OR_SORT_COST + pageSize * inner;
}

function selectionCost(selectionSet: SelectionSetNode, type: GraphQLNamedType, walk: Walk): number {
  return selectionSet.selections.reduce<number>((sum, selection) => {
    if (selection.kind === Kind.FIELD) return sum + fieldCost(selection, type, walk);
    if (selection.kind === Kind.INLINE_FRAGMENT) return sum + fragmentCost(selection, type, walk);
    const name = selection.name.value;
    const known = walk.fragmentCosts.get(name);
    if (known !== undefined) return sum + known;
    const fragment = walk.fragments.get(name);
    if (!fragment) return sum;
    walk.fragmentCosts.set(name, 0);
    const cost = fragmentCost(fragment, type, walk);
    walk.fragmentCosts.set(name, cost);
    return sum + cost;
  }, 0);
}

function fragmentCost(
  fragment: InlineFragmentNode | FragmentDefinitionNode,
  type: GraphQLNamedType,
  walk: Walk,
): number {
  const condition = fragment.typeCondition && walk.schema.getType(fragment.typeCondition.name.value);
  return selectionCost(fragment.selectionSet, condition ?? type, walk);
}

/** The complexity of a valid document's operation with `variables`. */
export function queryComplexity(
  schema: GraphQLSchema,
  document: DocumentNode,
  variables: Readonly<Record<string, unknown>>,
): number {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) {
    if (definition.kind === 'FragmentDefinition') fragments.set(definition.name.value, definition);
  }
  const operation = document.definitions.find((definition) => definition.kind === 'OperationDefinition');
  const query = schema.getQueryType();
  if (operation?.kind !== 'OperationDefinition' || !query) return 0;
  return selectionCost(operation.selectionSet, query, { schema, fragments, variables, fragmentCosts: new Map() });
}

/** The CDA's error for a query over the limit (HTTP 200, as every GraphQL error). */
export function complexityError(complexity: number): GraphQLError {
  return new GraphQLError(`Query has complexity of ${complexity}, which exceeds max complexity of ${MAX_COMPLEXITY}`);
}
