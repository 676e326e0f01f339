import { GraphQLError, type ValidationRule } from 'graphql';
import { LimitErrorCode } from './limits.errors';

const MESSAGE = 'Text may not contain the NUL character (U+0000).';

/** Whether any string in a JSON value (the operation's variables) holds U+0000, which PostgreSQL cannot store. */
export function hasNulCharacter(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (Array.isArray(value)) return value.some(hasNulCharacter);
  if (value && typeof value === 'object') return Object.values(value).some(hasNulCharacter);
  return false;
}

/** The refusal of a request whose variables hold U+0000 (the same as a literal's, below). */
export function nulCharacterError() {
  return { message: MESSAGE, extensions: { code: LimitErrorCode.NUL_CHARACTER } };
}

/** Refuses string literals holding U+0000 (`"\u0000"` in the operation) before anything runs. */
export const nulCharacterRule: ValidationRule = (context) => ({
  StringValue(node) {
    if (node.value.includes('\u0000')) context.reportError(new GraphQLError(MESSAGE, { nodes: [node], extensions: { code: LimitErrorCode.NUL_CHARACTER } }));
  },
});
