import type { ApolloServerPlugin } from '@apollo/server';
import { GraphQLError, OperationTypeNode } from 'graphql';
import { LiveErrorCode } from './live.errors';

/** Subscriptions over HTTP: refused with their own code (HTTP 400) before anything runs; they are served over WebSocket (live.server.ts). */
export function subscriptionsOverHttpPlugin<TContext extends object>(): ApolloServerPlugin<TContext> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ operation }) {
          if (operation?.operation !== OperationTypeNode.SUBSCRIPTION) return;
          throw new GraphQLError('Subscriptions are served over WebSocket (the graphql-ws protocol) at this same /graphql address, not over HTTP.', {
            extensions: { code: LiveErrorCode.SUBSCRIPTION_OVER_HTTP, http: { status: 400 } },
          });
        },
      };
    },
  };
}
