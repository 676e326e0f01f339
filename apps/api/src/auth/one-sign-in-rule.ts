import { FragmentDefinitionNode, GraphQLError, Kind, SelectionSetNode, ValidationContext, ValidationRule } from 'graphql';
import { LimitErrorCode } from '../limits/limits.errors';

const SIGN_IN_FIELDS: ReadonlySet<string> = new Set(['signIn', 'signUp']);

/**
 * At most one signIn/signUp field per operation, so one request cannot carry a batch of password
 * guesses (aliases). Counted by response key, as executed: `signIn signIn` with the same
 * arguments merges into one field. Each fragment is read once however often it is spread, and
 * reading stops at the second key, so the check is linear in the document.
 */
export const oneSignInPerOperationRule: ValidationRule = (context: ValidationContext) => {
  const fragments = new Map<string, ReadonlySet<string>>();

  const keysOf = (selectionSet: SelectionSetNode, keys: Set<string>, visiting: Set<string>): Set<string> => {
    for (const selection of selectionSet.selections) {
      if (keys.size > 1) break;
      if (selection.kind === Kind.FIELD) {
        if (SIGN_IN_FIELDS.has(selection.name.value)) keys.add(selection.alias?.value ?? selection.name.value);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        keysOf(selection.selectionSet, keys, visiting);
      } else {
        for (const key of fragmentKeys(context.getFragment(selection.name.value), visiting)) keys.add(key);
      }
    }
    return keys;
  };

  const fragmentKeys = (fragment: FragmentDefinitionNode | null | undefined, visiting: Set<string>): ReadonlySet<string> => {
    // A cycle is refused by graphql-js's own NoFragmentCycles rule; here it only must not loop.
    if (!fragment || visiting.has(fragment.name.value)) return new Set();
    let keys = fragments.get(fragment.name.value);
    if (!keys) {
      visiting.add(fragment.name.value);
      keys = keysOf(fragment.selectionSet, new Set(), visiting);
      visiting.delete(fragment.name.value);
      fragments.set(fragment.name.value, keys);
    }
    return keys;
  };

  return {
    OperationDefinition(operation) {
      if (operation.operation !== 'mutation') return;
      if (keysOf(operation.selectionSet, new Set(), new Set()).size > 1) {
        context.reportError(
          new GraphQLError('One signIn or signUp per operation: send each attempt as its own request.', {
            nodes: [operation],
            extensions: { code: LimitErrorCode.ONE_SIGN_IN_PER_OPERATION },
          }),
        );
      }
    },
  };
};
