import {
  getNamedType,
  getNullableType,
  GraphQLList,
  isObjectType,
  valueFromAST,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLField,
  type GraphQLObjectType,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql';

/** Assumed size of a list whose size no `limit` argument sets (colours, reviews of a product, categories). */
export const DEFAULT_LIST_SIZE = 20;
/** Lists known to be short, by type and field: a colour's price breaks are two or three (the seed's most is three). */
const SHORT_LISTS: Readonly<Record<string, number>> = { 'ProductVariety.priceTiers': 5 };
/** The most any `limit` argument may ask for (SPEC §7 pages are 12; the REST backend allows 100). */
export const MAX_LIST_SIZE = 100;

export class CostError extends Error {}

interface Walk {
  schema: GraphQLSchema;
  fragments: Map<string, FragmentDefinitionNode>;
  variables: Record<string, unknown>;
  /** Any cost above this is as good as infinite: the walk stops adding once it is passed. */
  ceiling: number;
  /** A fragment's cost per item, by fragment, type and the pending `limit`: each is walked once, however often spread. */
  known: Map<string, number>;
  /** Fragments being walked now: meeting one again is a cycle. */
  open: Set<string>;
}

/** The value of a field's `limit` argument (literal, variable or default), or undefined when it has none. */
function limitOf(node: FieldNode, field: GraphQLField<unknown, unknown>, walk: Walk): number | undefined {
  const definition = field.args.find((arg) => arg.name === 'limit');
  if (!definition) return undefined;
  const argument = node.arguments?.find((arg) => arg.name.value === 'limit');
  const value = argument ? valueFromAST(argument.value, definition.type, walk.variables) : definition.defaultValue;
  if (typeof value !== 'number') return undefined;
  if (value > MAX_LIST_SIZE) throw new CostError(`limit must be at most ${MAX_LIST_SIZE}, got ${value}`);
  return Math.max(1, value);
}

/** a × b, held at the ceiling so that a cost far past the limit stays a small number. */
const times = (a: number, b: number, walk: Walk) => Math.min(a * b, walk.ceiling);

function fragmentCost(name: string, type: GraphQLObjectType, pendingSize: number | undefined, walk: Walk): number {
  const fragment = walk.fragments.get(name);
  if (!fragment) return 0;
  const condition = fragment.typeCondition ? walk.schema.getType(fragment.typeCondition.name.value) : type;
  if (!isObjectType(condition)) return 0;
  const key = `${name}\n${condition.name}\n${pendingSize ?? ''}`;
  const known = walk.known.get(key);
  if (known !== undefined) return known;
  if (walk.open.has(name)) throw new CostError(`Fragment ${name} spreads itself.`);
  walk.open.add(name);
  const cost = selectionCost(condition, fragment.selectionSet, pendingSize, walk);
  walk.open.delete(name);
  walk.known.set(key, cost);
  return cost;
}

/**
 * The cost of one item of `type` with this selection: every field the answer would hold counts 1, times the sizes of
 * the lists it sits in. A `limit` argument sets the size of the first list under its field (products(limit: 100) {
 * data } has 100 data items); other lists count DEFAULT_LIST_SIZE. Linear in the document: a named fragment is walked
 * once per type and pending limit, and the walk stops adding once the ceiling is passed.
 */
function selectionCost(type: GraphQLObjectType, selectionSet: SelectionSetNode, pendingSize: number | undefined, walk: Walk): number {
  let cost = 0;
  for (const selection of selectionSet.selections) {
    if (cost >= walk.ceiling) return walk.ceiling;
    if (selection.kind === 'FragmentSpread') {
      cost += fragmentCost(selection.name.value, type, pendingSize, walk);
      continue;
    }
    if (selection.kind === 'InlineFragment') {
      const condition = selection.typeCondition ? walk.schema.getType(selection.typeCondition.name.value) : type;
      if (isObjectType(condition)) cost += selectionCost(condition, selection.selectionSet, pendingSize, walk);
      continue;
    }
    cost += 1;
    const field = type.getFields()[selection.name.value];
    if (!field || !selection.selectionSet) continue;
    const named = getNamedType(field.type);
    if (!isObjectType(named)) continue;
    const limit = limitOf(selection, field, walk);
    const isList = getNullableType(field.type) instanceof GraphQLList;
    const size = isList ? (limit ?? pendingSize ?? SHORT_LISTS[`${type.name}.${field.name}`] ?? DEFAULT_LIST_SIZE) : 1;
    cost += times(size, selectionCost(named, selection.selectionSet, isList ? undefined : (limit ?? pendingSize), walk), walk);
  }
  return Math.min(cost, walk.ceiling);
}

/**
 * The cost of running `operationName` (or the only operation) of a validated document with these variables, or
 * `ceiling` when it is at least that (the walk stops there).
 */
export function documentCost(
  schema: GraphQLSchema,
  document: DocumentNode,
  variables: Record<string, unknown>,
  operationName: string | undefined,
  ceiling: number,
): number {
  const fragments = new Map<string, FragmentDefinitionNode>();
  const operations: OperationDefinitionNode[] = [];
  for (const definition of document.definitions) {
    if (definition.kind === 'FragmentDefinition') fragments.set(definition.name.value, definition);
    if (definition.kind === 'OperationDefinition') operations.push(definition);
  }
  const operation = operationName ? operations.find((op) => op.name?.value === operationName) : operations[0];
  if (!operation) return 0;
  const root = operation.operation === 'mutation' ? schema.getMutationType() : schema.getQueryType();
  if (!root) return 0;
  return selectionCost(root, operation.selectionSet, undefined, {
    schema,
    fragments,
    variables,
    ceiling,
    known: new Map(),
    open: new Set(),
  });
}
