import type { ApolloServerPlugin } from '@apollo/server';
import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import { MaxTokensParserWLexer } from '@escape.tech/graphql-armor-max-tokens';
import {
  ASTVisitor,
  DocumentNode,
  getNamedType,
  getNullableType,
  getVariableValues,
  GraphQLError,
  GraphQLSchema,
  isCompositeType,
  isListType,
  Kind,
  OperationDefinitionNode,
  SelectionSetNode,
  ValidationContext,
  ValidationRule,
  visitInParallel,
} from 'graphql';
import { ComplexityEstimator, fieldExtensionsEstimator, getComplexity, simpleEstimator } from 'graphql-query-complexity';
import { LRUCache } from 'lru-cache';
import { LimitErrorCode } from './limits.errors';

/** The limits this module enforces (limits.config.ts reads them from the environment). */
export interface QueryLimits {
  maxDepth: number;
  maxAliases: number;
  maxDirectives: number;
  maxTokens: number;
  /** Selections an operation may expand to, each fragment counted once per spread. */
  maxSelections: number;
  maxCost: number;
  costWeights: CostWeights;
}

/** The weights of the fields that declare no cost of their own; the defaults are documented in docs/api.md ("Limits"). */
export interface CostWeights {
  /** What a field with no sub-selection (a scalar or enum) costs; an object field costs 1. */
  scalarField: number;
  /** What a list without a declared cost (no `first`) multiplies its selection by. */
  unpaginatedListSize: number;
}

const DEFAULT_COST_WEIGHTS: CostWeights = { scalarField: 0, unpaginatedListSize: 1 };

function operationLabel(operation: OperationDefinitionNode | undefined): string {
  return operation?.name ? `Operation "${operation.name.value}"` : 'The operation';
}

function limitError(message: string, operation: OperationDefinitionNode | undefined, extensions: Record<string, unknown>): GraphQLError {
  return new GraphQLError(message, { nodes: operation ? [operation] : undefined, extensions });
}

/** What graphql-armor's rules hand `onAccept`: the operation's figure as `n`. */
type OnAccept = (context: ValidationContext | null, measured: { n: number }) => void;
type ArmorRule = (onAccept: OnAccept[]) => (context: ValidationContext) => ASTVisitor;

/**
 * A graphql-armor rule as the measure, our refusal as the verdict: the armor rule runs with no
 * limit of its own (n = Infinity), so it hands every operation's figure to `onAccept`, and `refuse`
 * turns a figure above our limit into the documented code and extensions. The armor rules
 * remember each fragment's figure, so a fragment spread twice is measured once.
 */
function armorLimit(armorRule: ArmorRule, refuse: (figure: number, operation: OperationDefinitionNode | undefined) => GraphQLError | null): ValidationRule {
  return (context) => {
    let operation: OperationDefinitionNode | undefined;
    const onAccept: OnAccept = (_, { n }) => {
      const error = refuse(n, operation);
      if (error) context.reportError(error);
    };
    // visitInParallel calls the visitors in order: `operation` is set before the armor rule measures it.
    return visitInParallel([{ OperationDefinition: (node) => void (operation = node) }, armorRule([onAccept])(context)]);
  };
}

/** Refuses an operation whose fields nest deeper than `maxDepth` levels (QUERY_TOO_DEEP); fragments add no level. */
function depthLimitRule(maxDepth: number): ValidationRule {
  return armorLimit(
    (onAccept) => maxDepthRule({ n: Infinity, flattenFragments: true, onAccept }),
    (depth, operation) =>
      depth > maxDepth
        ? limitError(`${operationLabel(operation)} is nested ${depth} levels deep; the maximum is ${maxDepth}.`, operation, {
            code: LimitErrorCode.QUERY_TOO_DEEP,
            depth,
            maxDepth,
          })
        : null,
  );
}

/** Refuses an operation with more than `maxAliases` aliased fields, fragments counted once per spread (TOO_MANY_ALIASES). */
function aliasLimitRule(maxAliases: number): ValidationRule {
  return armorLimit(
    // armor leaves `__typename` aliases out by default; every alias is a field the server answers.
    (onAccept) => maxAliasesRule({ n: Infinity, allowList: [], onAccept }),
    (aliases, operation) =>
      aliases > maxAliases
        ? limitError(`${operationLabel(operation)} uses ${aliases} aliases; the maximum is ${maxAliases}.`, operation, {
            code: LimitErrorCode.TOO_MANY_ALIASES,
            aliases,
            maxAliases,
          })
        : null,
  );
}

/** What an operation expands to: its selections and directives, a fragment's counted at every spread. */
interface Expansion {
  selections: number;
  directives: number;
}

/**
 * graphql-query-complexity walks a fragment again at every spread, with no memo: a document that
 * spreads each fragment twice in the next (`F0 { ...F1 ...F1 } F1 { ...F2 ...F2 } ...`) would
 * take 2^n steps. This rule counts what that walk visits (every selection, a spread with the
 * selections of its fragment) and the directives the execution will evaluate (a spread's own and
 * its fragment's, at every spread), computing each fragment's figures once, and refuses an
 * operation above `maxSelections` or `maxDirectives` (QUERY_TOO_LARGE) before the cost is
 * computed. The walk that follows is then bounded by `maxSelections`. (graphql-armor's
 * max-directives rule remembers a fragment's count but drops the directives of a spread it has
 * seen before: sixty `...F @include(if: true)` counted as one.)
 */
function expansionLimitRule(maxSelections: number, maxDirectives: number): ValidationRule {
  return (context) => {
    const fragments = new Map<string, Expansion>();
    const expansionOf = (selectionSet: SelectionSetNode): Expansion => {
      const total: Expansion = { selections: 0, directives: 0 };
      for (const selection of selectionSet.selections) {
        total.selections += 1;
        total.directives += selection.directives?.length ?? 0;
        const inner =
          selection.kind === Kind.FRAGMENT_SPREAD
            ? fragmentExpansion(selection.name.value)
            : selection.selectionSet
              ? expansionOf(selection.selectionSet)
              : null;
        if (inner) {
          total.selections += inner.selections;
          total.directives += inner.directives;
        }
      }
      return total;
    };
    const fragmentExpansion = (name: string): Expansion => {
      const known = fragments.get(name);
      if (known) return known;
      fragments.set(name, { selections: 0, directives: 0 }); // a cycle adds nothing: NoFragmentCyclesRule refuses it
      const fragment = context.getFragment(name);
      const expansion = fragment ? expansionOf(fragment.selectionSet) : { selections: 0, directives: 0 };
      expansion.directives += fragment?.directives?.length ?? 0;
      fragments.set(name, expansion);
      return expansion;
    };
    return {
      OperationDefinition(operation) {
        const { selections, directives } = expansionOf(operation.selectionSet);
        const ownDirectives = directives + (operation.directives?.length ?? 0);
        if (selections > maxSelections) {
          context.reportError(
            limitError(
              `${operationLabel(operation)} expands to ${selections} selections (a fragment counts at each spread); the maximum is ${maxSelections}.`,
              operation,
              { code: LimitErrorCode.QUERY_TOO_LARGE, selections, maxSelections },
            ),
          );
        } else if (ownDirectives > maxDirectives) {
          context.reportError(
            limitError(
              `${operationLabel(operation)} uses ${ownDirectives} directives (a fragment's count at each spread); the maximum is ${maxDirectives}.`,
              operation,
              {
                code: LimitErrorCode.QUERY_TOO_LARGE,
                directives: ownDirectives,
                maxDirectives,
              },
            ),
          );
        }
      },
    };
  };
}

/** The validation rules of the limits: depth, aliases, directives and expanded size, each linear in the document. */
export function queryLimitRules(limits: QueryLimits): ValidationRule[] {
  return [depthLimitRule(limits.maxDepth), aliasLimitRule(limits.maxAliases), expansionLimitRule(limits.maxSelections, limits.maxDirectives)];
}

/**
 * The refusal of a document of more than `maxTokens` tokens (QUERY_TOO_LARGE), counted by
 * graphql-armor's lexer, which stops at the first token over the limit; undefined when it is
 * within the limit or has a syntax error, which Apollo's parse then reports (GRAPHQL_PARSE_FAILED).
 * The HTTP handler asks before Apollo parses: Apollo turns an error thrown by a plugin's
 * parsingDidStart (graphql-armor's own Apollo integration) into an internal error.
 */
export function tokenLimitError(source: string, maxTokens: number): GraphQLError | undefined {
  const key = `${maxTokens}\u0000${source}`;
  if (withinTokenLimit.get(key)) return undefined; // get, not has: a text sent again stays among the kept
  tokenCounts++;
  let refused = false;
  try {
    new MaxTokensParserWLexer(source, { n: maxTokens, onReject: [() => void (refused = true)] }).parseDocument();
  } catch {
    // the limit (seen through `refused`) or a syntax error
  }
  if (refused) {
    return new GraphQLError(`The document has more than ${maxTokens} tokens.`, { extensions: { code: LimitErrorCode.QUERY_TOO_LARGE, maxTokens } });
  }
  if (source.length <= MAX_KEPT_DOCUMENT) withinTokenLimit.set(key, true);
  return undefined;
}

/**
 * Documents found within a token limit lately, by limit and text: clients send the same few again
 * and again, and counting a document's tokens is parsing it (3.5 % of a ledger page's CPU). At most
 * 1,024 texts and 8 MB; a refused document is counted every time it comes.
 */
const withinTokenLimit = new LRUCache<string, true>({ max: 1024, maxSize: 8 * 1024 * 1024, sizeCalculation: (_kept, key) => key.length });
const MAX_KEPT_DOCUMENT = 64 * 1024;
let tokenCounts = 0;

/** How many documents' tokens have been counted in this process (the others were kept within the limit). */
export const tokenCountsMade = (): number => tokenCounts;

/**
 * The estimators, first answer wins: the cost a field declares (type-graphql's `complexity`: a
 * page's `first`, a connection's items), else an object field costs 1 plus its selection (times
 * `unpaginatedListSize` for a list), else (a scalar, an enum, `__typename`) `scalarField`.
 */
function costEstimators({ scalarField, unpaginatedListSize }: CostWeights): ComplexityEstimator[] {
  const objectField: ComplexityEstimator = ({ field, childComplexity }) => {
    const type = getNullableType(field.type);
    if (!isCompositeType(getNamedType(type))) return undefined;
    return 1 + (isListType(type) ? unpaginatedListSize : 1) * childComplexity;
  };
  return [fieldExtensionsEstimator(), objectField, simpleEstimator({ defaultComplexity: scalarField })];
}

/** The cost of an operation of `document` (the named one, or its only one) with `variables`, by graphql-query-complexity. */
export function operationCost(
  schema: GraphQLSchema,
  document: DocumentNode,
  variables: Record<string, unknown> = {},
  weights: CostWeights = DEFAULT_COST_WEIGHTS,
  operationName?: string,
  maxSelections?: number,
): number {
  // The library throws once it has visited `maxQueryNodes` nodes; expansionLimitRule keeps operations below that.
  return getComplexity({
    schema,
    query: document,
    variables,
    operationName,
    estimators: costEstimators(weights),
    maxQueryNodes: maxSelections && maxSelections + 1,
  });
}

/** Costs kept per document and variables (a client sends the same few operations with different variables). */
const COSTS_PER_DOCUMENT = 64;
/** Variables longer than this as JSON (an import's text, a long input) are priced without keeping the cost, so the cache stays small. */
const MAX_KEPT_VARIABLES = 1_000;
let costsComputed = 0;

/** How many operation costs the HTTP plugin has worked out (not found in its cache) since the process started. */
export const computedOperationCosts = (): number => costsComputed;

/**
 * The limit that needs the variables, once the operation is validated and resolved: the cost
 * (QUERY_TOO_COSTLY above `maxCost`, HTTP 400, nothing runs). Every answer carries the cost in
 * `extensions.cost { requested, limit }`; `requested` is 0 when the document was refused before
 * its cost was computed (a syntax or validation error).
 *
 * The cost is a function of the schema, the document, the operation's name and the variables (the
 * weights are the plugin's), and Apollo hands the same parsed document to every request of the same
 * text, so it is worked out once per document, operation and variables (walking the document was about
 * 4 % of a league's matches page's CPU in one process, docs/benchmarks.md) and kept with the document.
 */
export function queryLimitsPlugin<TContext extends object>(limits: QueryLimits): ApolloServerPlugin<TContext> {
  const costs = new WeakMap<DocumentNode, { schema: GraphQLSchema; byKey: Map<string, number> }>();
  /**
   * The operation's cost, or undefined when its variables are refused (execution then refuses them, BAD_USER_INPUT,
   * and runs nothing). A cost is kept only for variables that were taken, so a kept one needs no coercing again.
   */
  const costOf = (schema: GraphQLSchema, document: DocumentNode, operation: OperationDefinitionNode, variables: Record<string, unknown> | undefined) => {
    const operationName = operation.name?.value;
    let kept = costs.get(document);
    if (!kept || kept.schema !== schema) costs.set(document, (kept = { schema, byKey: new Map() }));
    const key = `${operationName ?? ''}\u0000${JSON.stringify(variables ?? {})}`;
    const keepable = key.length <= MAX_KEPT_VARIABLES;
    const known = keepable ? kept.byKey.get(key) : undefined;
    if (known !== undefined) return known;
    if (!getVariableValues(schema, operation.variableDefinitions ?? [], variables ?? {}).coerced) return undefined;
    const cost = operationCost(schema, document, variables, limits.costWeights, operationName, limits.maxSelections);
    costsComputed++;
    if (keepable) {
      if (kept.byKey.size >= COSTS_PER_DOCUMENT) kept.byKey.clear();
      kept.byKey.set(key, cost);
    }
    return cost;
  };
  return {
    async requestDidStart() {
      let requested = 0;
      return {
        async didResolveOperation({ schema, document, operation, request }) {
          if (!operation) return;
          const cost = costOf(schema, document, operation, request.variables);
          if (cost === undefined) return;
          requested = cost;
          if (requested > limits.maxCost) {
            throw new GraphQLError(
              `This operation costs ${requested}; the maximum is ${limits.maxCost}. Ask for smaller pages (a lower \`first\`) or fewer fields.`,
              {
                extensions: { code: LimitErrorCode.QUERY_TOO_COSTLY, cost: requested, maxCost: limits.maxCost, http: { status: 400 } },
              },
            );
          }
        },
        async willSendResponse({ response }) {
          if (response.body.kind !== 'single') return;
          const result = response.body.singleResult;
          result.extensions = { ...result.extensions, cost: { requested, limit: limits.maxCost } };
        },
      };
    },
  };
}
