import { GraphQLError, type ValidationRule } from 'graphql';
import { LimitErrorCode } from './limits.errors';

const MESSAGE = 'Text may not contain the NUL character (U+0000).';

/** Whether any string in a JSON value holds U+0000, which PostgreSQL cannot store; one pass, any depth. */
export function hasNulCharacter(value: unknown): boolean {
  const pending = [value];
  while (pending.length) {
    const next = pending.pop();
    if (typeof next === 'string') {
      if (next.includes('\u0000')) return true;
    } else if (next && typeof next === 'object') {
      for (const [key, inner] of Object.entries(next)) pending.push(key, inner);
    }
  }
  return false;
}

function parsedJson(text: string | null): unknown {
  try {
    return text === null ? null : JSON.parse(text);
  } catch {
    return null; // Apollo refuses JSON it cannot parse on its own
  }
}

/**
 * Whether a GraphQL request holds U+0000 anywhere: a POST's parsed body (query, operationName,
 * variables, extensions), or a GET's query string, whose `variables` and `extensions` are JSON
 * text in which U+0000 only shows once parsed (it is written `\u0000` there).
 */
export function requestHasNulCharacter(body: unknown, search: URLSearchParams): boolean {
  if (body) return hasNulCharacter(body);
  return hasNulCharacter([search.get('query'), search.get('operationName'), parsedJson(search.get('variables')), parsedJson(search.get('extensions'))]);
}

/** The refusal of a request that holds U+0000 (the same as a literal's, below). */
export function nulCharacterError() {
  return { message: MESSAGE, extensions: { code: LimitErrorCode.NUL_CHARACTER } };
}

/** Refuses string literals holding U+0000 (`"\u0000"` in the operation) before anything runs. */
export const nulCharacterRule: ValidationRule = (context) => ({
  StringValue(node) {
    if (node.value.includes('\u0000')) context.reportError(new GraphQLError(MESSAGE, { nodes: [node], extensions: { code: LimitErrorCode.NUL_CHARACTER } }));
  },
});
