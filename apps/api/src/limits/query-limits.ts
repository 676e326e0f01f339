import type { ApolloServerPlugin } from '@apollo/server';
import {
  ASTVisitor,
  DocumentNode,
  FragmentDefinitionNode,
  getNamedType,
  getNullableType,
  GraphQLCompositeType,
  GraphQLError,
  GraphQLSchema,
  isCompositeType,
  isInterfaceType,
  isListType,
  isObjectType,
  Kind,
  OperationDefinitionNode,
  SelectionSetNode,
  ValidationContext,
  ValidationRule,
  ValueNode,
} from 'graphql';
import { LimitErrorCode } from './limits.errors';

/** What a paginated field (one with a `first` argument) is assumed to return when `first` cannot be read. */
export const DEFAULT_PAGE_SIZE = 100;

type FragmentLookup = (name: string) => FragmentDefinitionNode | undefined | null;

/** `__schema` and `__type` (introspection) are not counted; production turns introspection off. */
function isIntrospection(name: string): boolean {
  return name === '__schema' || name === '__type';
}

/** The deepest nesting of fields under a selection set; inline fragments and fragment spreads add no level. */
export function selectionDepth(selectionSet: SelectionSetNode, fragment: FragmentLookup, seen: ReadonlySet<string> = new Set()): number {
  let deepest = 0;
  for (const selection of selectionSet.selections) {
    let depth = 0;
    if (selection.kind === Kind.FIELD) {
      if (isIntrospection(selection.name.value)) continue;
      depth = 1 + (selection.selectionSet ? selectionDepth(selection.selectionSet, fragment, seen) : 0);
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      depth = selectionDepth(selection.selectionSet, fragment, seen);
    } else {
      const definition = fragment(selection.name.value);
      if (!definition || seen.has(definition.name.value)) continue; // unknown or cyclic: other rules report it
      depth = selectionDepth(definition.selectionSet, fragment, new Set([...seen, definition.name.value]));
    }
    deepest = Math.max(deepest, depth);
  }
  return deepest;
}

/** How many aliased fields a selection set holds, counting a fragment once per spread. */
export function aliasCount(selectionSet: SelectionSetNode, fragment: FragmentLookup, seen: ReadonlySet<string> = new Set()): number {
  let count = 0;
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) {
      count += (selection.alias ? 1 : 0) + (selection.selectionSet ? aliasCount(selection.selectionSet, fragment, seen) : 0);
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      count += aliasCount(selection.selectionSet, fragment, seen);
    } else {
      const definition = fragment(selection.name.value);
      if (!definition || seen.has(definition.name.value)) continue;
      count += aliasCount(definition.selectionSet, fragment, new Set([...seen, definition.name.value]));
    }
  }
  return count;
}

function operationLabel(operation: OperationDefinitionNode): string {
  return operation.name ? `Operation "${operation.name.value}"` : 'The operation';
}

/** Refuses an operation whose fields nest deeper than `maxDepth` levels (code QUERY_TOO_DEEP, HTTP 400). */
export function depthLimitRule(maxDepth: number): ValidationRule {
  return (context: ValidationContext): ASTVisitor => ({
    OperationDefinition(operation) {
      const depth = selectionDepth(operation.selectionSet, (name) => context.getFragment(name));
      if (depth > maxDepth) {
        context.reportError(
          new GraphQLError(`${operationLabel(operation)} is nested ${depth} levels deep; the maximum is ${maxDepth}.`, {
            nodes: [operation],
            extensions: { code: LimitErrorCode.QUERY_TOO_DEEP, depth, maxDepth },
          }),
        );
      }
    },
  });
}

/** Refuses an operation with more than `maxAliases` aliased fields (code TOO_MANY_ALIASES, HTTP 400). */
export function aliasLimitRule(maxAliases: number): ValidationRule {
  return (context: ValidationContext): ASTVisitor => ({
    OperationDefinition(operation) {
      const aliases = aliasCount(operation.selectionSet, (name) => context.getFragment(name));
      if (aliases > maxAliases) {
        context.reportError(
          new GraphQLError(`${operationLabel(operation)} uses ${aliases} aliases; the maximum is ${maxAliases}.`, {
            nodes: [operation],
            extensions: { code: LimitErrorCode.TOO_MANY_ALIASES, aliases, maxAliases },
          }),
        );
      }
    },
  });
}

function intArgument(value: ValueNode | undefined, variables: Record<string, unknown>): number | undefined {
  if (!value) return undefined;
  if (value.kind === Kind.INT) return Number(value.value);
  if (value.kind === Kind.VARIABLE) {
    const given = variables[value.name.value];
    return typeof given === 'number' && Number.isFinite(given) ? given : undefined;
  }
  return undefined;
}

/** The weights of the cost; the defaults are documented in docs/api.md ("Limits"). */
export interface CostWeights {
  /** What a field with no sub-selection (a scalar or enum) costs; an object field costs 1. */
  scalarField: number;
  /** What a list without a `first` argument multiplies its subtree by. */
  unpaginatedListSize: number;
}

export const DEFAULT_COST_WEIGHTS: CostWeights = { scalarField: 0, unpaginatedListSize: 1 };

/**
 * The cost of an operation: an object field costs 1 plus its subtree (a scalar field costs
 * `scalarField`), and a field with a `first` argument multiplies its subtree by `first` (by 100
 * when it cannot be read). The `edges`/`nodes` lists of a `...Connection` type are already paid
 * for by that `first`, so they multiply by 1. A list without `first` (the clicks of a dial, the
 * members of a team: small lists owned by one object) multiplies by `unpaginatedListSize`.
 */
export function operationCost(
  schema: GraphQLSchema,
  document: DocumentNode,
  operation: OperationDefinitionNode,
  variables: Record<string, unknown> = {},
  { scalarField, unpaginatedListSize }: CostWeights = DEFAULT_COST_WEIGHTS,
): number {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  }
  for (const definition of operation.variableDefinitions ?? []) {
    const name = definition.variable.name.value;
    if (variables[name] === undefined && definition.defaultValue?.kind === Kind.INT) {
      variables = { ...variables, [name]: Number(definition.defaultValue.value) };
    }
  }

  const costOf = (selectionSet: SelectionSetNode, parent: GraphQLCompositeType, seen: ReadonlySet<string>): number => {
    let total = 0;
    for (const selection of selectionSet.selections) {
      if (selection.kind === Kind.FIELD) {
        const name = selection.name.value;
        if (isIntrospection(name)) continue;
        if (name === '__typename' || !(isObjectType(parent) || isInterfaceType(parent))) {
          total += scalarField;
          continue;
        }
        const field = parent.getFields()[name];
        if (!field) continue; // validation reports unknown fields
        let childCost = 0;
        const childType = getNamedType(field.type);
        if (selection.selectionSet && isCompositeType(childType)) childCost = costOf(selection.selectionSet, childType, seen);
        let multiplier = 1;
        if (field.args.some((arg) => arg.name === 'first')) {
          const first = selection.arguments?.find((arg) => arg.name.value === 'first');
          multiplier = intArgument(first?.value, variables) ?? DEFAULT_PAGE_SIZE;
        } else if (isListType(getNullableType(field.type)) && !parent.name.endsWith('Connection')) {
          multiplier = unpaginatedListSize;
        }
        total += (selection.selectionSet ? 1 : scalarField) + multiplier * childCost;
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        const type = selection.typeCondition ? schema.getType(selection.typeCondition.name.value) : parent;
        if (type && isCompositeType(type)) total += costOf(selection.selectionSet, type, seen);
      } else {
        const definition = fragments.get(selection.name.value);
        if (!definition || seen.has(definition.name.value)) continue;
        const type = schema.getType(definition.typeCondition.name.value);
        if (type && isCompositeType(type)) total += costOf(definition.selectionSet, type, new Set([...seen, definition.name.value]));
      }
    }
    return total;
  };

  const root = schema.getRootType(operation.operation);
  return root ? costOf(operation.selectionSet, root, new Set()) : 0;
}

/**
 * Refuses an operation whose cost (operationCost, with the request's variables) is above
 * `maxCost`: code QUERY_TOO_COSTLY, the cost in `extensions.cost`, HTTP 400. Runs once the
 * operation is parsed and validated, before anything executes.
 */
export function costLimitPlugin<TContext extends object>(maxCost: number, weights: CostWeights = DEFAULT_COST_WEIGHTS): ApolloServerPlugin<TContext> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ schema, document, operation, request }) {
          if (!operation) return;
          const cost = operationCost(schema, document, operation, request.variables ?? {}, weights);
          if (cost > maxCost) {
            throw new GraphQLError(`This operation costs ${cost}; the maximum is ${maxCost}. Ask for smaller pages (a lower \`first\`) or fewer fields.`, {
              extensions: { code: LimitErrorCode.QUERY_TOO_COSTLY, cost, maxCost, http: { status: 400 } },
            });
          }
        },
      };
    },
  };
}
