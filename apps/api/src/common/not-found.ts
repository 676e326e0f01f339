import { GraphQLError } from 'graphql';

/**
 * Throws the error of a field whose parent (the world, match, team or league its argument names)
 * does not exist: NOT_FOUND with the argument's name, on that field's path only. Every field that
 * throws it is nullable, so it answers null and its siblings keep their data.
 */
export function notFound(argumentName: string, message: string): never {
  throw new GraphQLError(message, { extensions: { code: 'NOT_FOUND', argumentName } });
}
