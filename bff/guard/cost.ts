import {
  getNamedType, getNullableType, GraphQLList, isObjectType, valueFromAST, type DocumentNode, type FieldNode,
  type FragmentDefinitionNode, type GraphQLField, type GraphQLObjectType, type GraphQLSchema, type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql';

/** Assumed size of a list whose size no `limit` argument sets (colours, reviews of a product, categories). */
export const DEFAULT_LIST_SIZE = 20;
/** The most any `limit` argument may ask for (SPEC §7 pages are 12; the REST backend allows 100). */
export const MAX_LIST_SIZE = 100;

export class CostError extends Error {}

interface Walk {
  schema: GraphQLSchema;
  fragments: Map<string, FragmentDefinitionNode>;
  variables: Record<string, unknown>;
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

/**
 * Every field the answer would hold counts 1, times the sizes of the lists it sits in. A `limit` argument sets the
 * size of the first list under its field (products(limit: 100) { data } has 100 data items); other lists count
 * DEFAULT_LIST_SIZE.
 */
function selectionCost(type: GraphQLObjectType, selectionSet: SelectionSetNode, times: number, pendingSize: number | undefined, walk: Walk): number {
  let cost = 0;
  for (const selection of selectionSet.selections) {
    if (selection.kind === 'InlineFragment' || selection.kind === 'FragmentSpread') {
      const fragment = selection.kind === 'InlineFragment' ? selection : walk.fragments.get(selection.name.value);
      if (!fragment) continue;
      const condition = fragment.typeCondition ? walk.schema.getType(fragment.typeCondition.name.value) : type;
      if (isObjectType(condition)) cost += selectionCost(condition, fragment.selectionSet, times, pendingSize, walk);
      continue;
    }
    cost += times;
    const field = type.getFields()[selection.name.value];
    if (!field || !selection.selectionSet) continue;
    const named = getNamedType(field.type);
    if (!isObjectType(named)) continue;
    const limit = limitOf(selection, field, walk);
    const isList = getNullableType(field.type) instanceof GraphQLList;
    const size = isList ? (limit ?? pendingSize ?? DEFAULT_LIST_SIZE) : 1;
    cost += selectionCost(named, selection.selectionSet, times * size, isList ? undefined : (limit ?? pendingSize), walk);
  }
  return cost;
}

/** The cost of running `operationName` (or the only operation) of a validated document with these variables. */
export function documentCost(schema: GraphQLSchema, document: DocumentNode, variables: Record<string, unknown>, operationName?: string): number {
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
  return selectionCost(root, operation.selectionSet, 1, undefined, { schema, fragments, variables });
}
