import { GraphQLResolveInfo, Kind, SelectionSetNode } from 'graphql';

/**
 * Whether the operation selects `path` below the field being resolved (through any alias, inline
 * fragment or named fragment): lets a root resolver fetch in one statement what its fields will ask for.
 */
export function selects(info: GraphQLResolveInfo, path: readonly string[]): boolean {
  const within = (set: SelectionSetNode | undefined, depth: number): boolean => {
    if (!set) return false;
    return set.selections.some((selection) => {
      if (selection.kind === Kind.FIELD) {
        return selection.name.value === path[depth] && (depth === path.length - 1 || within(selection.selectionSet, depth + 1));
      }
      if (selection.kind === Kind.INLINE_FRAGMENT) return within(selection.selectionSet, depth);
      return within(info.fragments[selection.name.value]?.selectionSet, depth);
    });
  };
  return path.length > 0 && info.fieldNodes.some((node) => within(node.selectionSet, 0));
}
