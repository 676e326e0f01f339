import type { ApolloServerPlugin, BaseContext } from '@apollo/server';
import { FragmentDefinitionNode, GraphQLError, Kind, OperationTypeNode } from 'graphql';
import { collectFields } from 'graphql/execution/collectFields';
import { IdempotencyHeaderErrorCode } from './idempotency.errors';

export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
export const MAX_IDEMPOTENCY_KEY_LENGTH = 255;

function refusal(message: string, code: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code, http: { status: 400 } } });
}

/**
 * The Idempotency-Key header names one mutation, as a Stripe key names one request: a mutation
 * operation that sends it must hold exactly one mutation field (aliases count apart, as each
 * would apply), and the key must have 1 to 255 characters. Refused before anything runs. Queries
 * ignore the header.
 */
export function idempotencyKeyPlugin<TContext extends BaseContext>(): ApolloServerPlugin<TContext> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ schema, document, operation, request }) {
          const key = request.http?.headers.get(IDEMPOTENCY_KEY_HEADER);
          if (key === undefined || operation?.operation !== OperationTypeNode.MUTATION) return;
          if (key.length < 1 || key.length > MAX_IDEMPOTENCY_KEY_LENGTH) {
            throw refusal(
              `The Idempotency-Key header must have 1 to ${MAX_IDEMPOTENCY_KEY_LENGTH} characters.`,
              IdempotencyHeaderErrorCode.INVALID_IDEMPOTENCY_KEY,
            );
          }
          const fragments = Object.fromEntries(
            document.definitions.filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION).map((d) => [d.name.value, d]),
          );
          const fields = collectFields(schema, fragments, request.variables ?? {}, schema.getMutationType()!, operation.selectionSet);
          const mutations = [...fields.keys()].filter((name) => !fields.get(name)![0].name.value.startsWith('__'));
          if (mutations.length > 1) {
            throw refusal(
              `An Idempotency-Key names one mutation; this operation holds ${mutations.length} (${mutations.join(', ')}). Send each with its own key.`,
              IdempotencyHeaderErrorCode.ONE_MUTATION_PER_IDEMPOTENCY_KEY,
            );
          }
        },
      };
    },
  };
}
