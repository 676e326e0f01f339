import type { GatewayExecutor, GatewayInterface } from '@apollo/server-gateway-interface';
import {
  execute,
  getVariableValues,
  GraphQLError,
  OperationTypeNode,
  type DocumentNode,
  type ExecutionResult,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';
import { compileQuery, isCompiledQuery, type CompiledQuery } from 'graphql-jit';

/** graphql-jit's compiler, as the executor calls it. */
export type Compile = (schema: GraphQLSchema, document: DocumentNode, operationName?: string) => CompiledQuery | ExecutionResult;

/**
 * How a read runs: graphql-jit's compiled function for the document, or graphql-js's `execute`.
 *
 * graphql-js works out every field of an answer on its own (its arguments, its info, its completion):
 * a third of a large page's CPU (docs/benchmarks.md). graphql-jit compiles an operation once into a
 * function that does the same for every request of that document. It runs the queries only, and only
 * once graphql-js has coerced their variables, so what a caller sees stays graphql-js's:
 * - variables are checked by graphql-js first, and a refusal is graphql-js's own words; variables
 *   graphql-jit refuses where graphql-js took them (it does not apply a non-null input field's
 *   default) are run by graphql-js;
 * - a field's error is made a graphql-js GraphQLError again, with its `extensions` (an object, as
 *   Apollo's formatting reads), path, locations and original error;
 * - mutations and subscriptions run in graphql-js (their order, their inputs), as does a document
 *   graphql-jit cannot compile.
 * Compiled functions are kept per document object, which Apollo keeps per query text (its document
 * store), so a document is compiled once.
 */
export function jitExecutor(schema: GraphQLSchema, compile: Compile = compileQuery): GatewayExecutor {
  const compiled = new WeakMap<DocumentNode, Map<string, CompiledQuery | null>>();
  const compiledFor = (document: DocumentNode, operation: OperationDefinitionNode): CompiledQuery | null => {
    const name = operation.name?.value ?? '';
    let byName = compiled.get(document);
    if (!byName) compiled.set(document, (byName = new Map<string, CompiledQuery | null>()));
    if (!byName.has(name)) {
      const query = compile(schema, document, operation.name?.value);
      byName.set(name, isCompiledQuery(query) ? query : null);
    }
    return byName.get(name)!;
  };

  return async ({ document, operation, request, context: contextValue }) => {
    const variableValues = request.variables ?? {};
    const byGraphqlJs = () => execute({ schema, document, operationName: operation.name?.value, variableValues, contextValue });
    if (operation.operation !== OperationTypeNode.QUERY) return byGraphqlJs();
    const refused = getVariableValues(schema, operation.variableDefinitions ?? [], variableValues).errors;
    if (refused) return { errors: refused };
    const query = compiledFor(document, operation);
    if (!query) return byGraphqlJs();
    const result = await query.query(undefined, contextValue, variableValues);
    // Variables graphql-js took and graphql-jit refuses (an input field's default it does not apply): graphql-js runs it.
    if (!('data' in result)) return byGraphqlJs();
    return result.errors ? { ...result, errors: result.errors.map(asGraphQLError) } : result;
  };
}

/** graphql-jit's error as graphql-js makes one: `extensions` always an object, locations and path kept. */
function asGraphQLError(error: GraphQLError): GraphQLError {
  const made = new GraphQLError(error.message, {
    path: error.path,
    originalError: error.originalError,
    extensions: error.extensions ?? (error.originalError as GraphQLError | undefined)?.extensions,
  });
  Object.defineProperty(made, 'locations', { value: error.locations, enumerable: error.locations !== undefined, writable: true, configurable: true });
  return made;
}

/** The app's schema served through Apollo's gateway interface, the way Apollo takes an executor of its own. */
export function jitGateway(schema: GraphQLSchema): GatewayInterface {
  return {
    load: () => Promise.resolve({ executor: jitExecutor(schema) }),
    onSchemaLoadOrUpdate(callback) {
      callback({ apiSchema: schema, coreSupergraphSdl: '' });
      return () => undefined;
    },
    stop: () => Promise.resolve(),
  };
}
