/**
 * The one refusal of the rules: a stable code for programs and a sentence for people. Every rules
 * module answers a request it cannot take with a `Refusal<Code>` of its own codes (combat's
 * `CombatRefusal`, the rulesets', the scoring tables'...); the campaign's list every problem found
 * (`RefusalWithProblems`), and the match engine's name the offending field (`MatchRefusal`).
 */
export interface Refusal<Code extends string> {
  ok: false;
  reason: Code;
  message: string;
}

/** Builds a refusal; keeps call sites to one line. */
export function refuse<Code extends string>(reason: Code, message: string): Refusal<Code> {
  return { ok: false, reason, message };
}

/** One thing wrong with a request, with a stable code a client can act on. */
export interface Problem<Code extends string> {
  reason: Code;
  message: string;
  /** Position in the input list the problem is about, where there is one. */
  memberIndex?: number;
}

/** A refusal led by the first problem found, listing every one. */
export interface RefusalWithProblems<Code extends string> extends Refusal<Code> {
  problems: Problem<Code>[];
}

/** A refusal led by the first of `problems` (which must not be empty). */
export function refuseWithProblems<Code extends string>(problems: Problem<Code>[]): RefusalWithProblems<Code> {
  return { ...refuse(problems[0].reason, problems[0].message), problems };
}

/** The match engine's refusal, as it reaches the API: the code, the path of the offending field, a sentence. */
export interface MatchRefusal {
  code: string;
  /** Path of the offending field in the setup or event, e.g. ['targets', '0', 'figureId']; [] for the whole. */
  path: string[];
  message: string;
}

/** Builds a match refusal. */
export function matchRefusal(code: string, path: readonly (string | number)[], message: string): { refusal: MatchRefusal } {
  return { refusal: { code, path: path.map(String), message } };
}

/** Turns a refusal of another rules module into the match engine's, at `path`. */
export function fromRulesRefusal(refused: Refusal<string>, path: readonly (string | number)[]): { refusal: MatchRefusal } {
  return matchRefusal(refused.reason, path, refused.message);
}
