import { TABLE_INCOMPLETE, worldSettingsIssues } from '@clix/rules';
import type { SettingsIssue } from '@clix/rules';
import { UserError, userError } from '../common/user-error';
import { UserErrorCode } from '../http/user-error-codes';

/** How a kind of value the schema expects is said to a Creator. */
const KIND_WORDS: Record<string, string> = {
  int: 'a whole number',
  number: 'a number',
  string: 'a word',
  boolean: 'true or false',
  object: 'an object',
  array: 'a list',
};

const describe = (v: unknown) => (v === null ? 'null' : Array.isArray(v) ? 'a list' : typeof v);

function valueAt(document: unknown, path: readonly string[]): unknown {
  let node = document;
  for (const key of path) node = typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[key] : undefined;
  return node;
}

interface Problem {
  code: UserErrorCode;
  path: string[];
  message: string;
}

/** One schema issue as our problems, in plain words: an unknown key's issue names each key on its own path. */
function problemsOf(issue: SettingsIssue, document: unknown): Problem[] {
  const path = issue.path.map(String);
  const value = valueAt(document, path);
  const wrongType = (expected: string): Problem => ({
    code: UserErrorCode.SETTING_WRONG_TYPE,
    path,
    message: value === null ? 'this setting cannot be empty' : `expected ${expected}, got ${describe(value)}`,
  });
  switch (issue.code) {
    case 'unrecognized_keys':
      return issue.keys.map((key) => ({
        code: UserErrorCode.SETTING_UNKNOWN,
        path: [...path, key],
        message: `there is no setting "${[...path, key].join('.')}"`,
      }));
    case 'invalid_type':
      if (issue.expected === 'int' && typeof value === 'number') return [{ code: UserErrorCode.SETTING_WRONG_TYPE, path, message: 'expected a whole number' }];
      return [wrongType(KIND_WORDS[issue.expected] ?? issue.expected)];
    case 'invalid_value': {
      const words = issue.values.map(String).join(', ');
      if (typeof value !== 'string') return [wrongType(`one of ${words}`)];
      return [{ code: UserErrorCode.SETTING_NOT_ALLOWED, path, message: `must be one of ${words}` }];
    }
    case 'too_small':
    case 'too_big':
      return [{ code: UserErrorCode.SETTING_OUT_OF_RANGE, path, message: issue.message }];
    case 'custom':
      if (issue.params?.rule === TABLE_INCOMPLETE) return [{ code: UserErrorCode.SETTING_TABLE_INCOMPLETE, path, message: issue.message }];
      return [{ code: UserErrorCode.SETTING_WRONG_TYPE, path, message: issue.message }];
    default:
      return [{ code: UserErrorCode.SETTING_WRONG_TYPE, path, message: issue.message }];
  }
}

/**
 * Everything the rules' schema finds wrong with a whole settings document, in one pass, as our
 * problems: one per setting, on the field `fieldOf` names for the setting's path in the document.
 */
export function settingsProblems(document: unknown, fieldOf: (path: readonly string[]) => string[]): UserError[] {
  const seen = new Set<string>();
  const problems: UserError[] = [];
  for (const problem of worldSettingsIssues(document).flatMap((issue) => problemsOf(issue, document))) {
    const field = fieldOf(problem.path);
    const key = field.join('.');
    if (seen.has(key)) continue;
    seen.add(key);
    problems.push(userError(problem.code, field, problem.message));
  }
  return problems;
}
