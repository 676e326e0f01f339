/** The one refusal of the match engine: a stable code, the path of the offending field, a sentence. */
export interface MatchRefusal {
  code: string;
  /** Path of the offending field in the setup or event, e.g. ['targets', '0', 'figureId']; [] for the whole. */
  path: string[];
  message: string;
}

/** Builds a refusal. */
export function matchRefusal(code: string, path: readonly (string | number)[], message: string): { refusal: MatchRefusal } {
  return { refusal: { code, path: path.map(String), message } };
}

/** Turns a refusal of another rules module ({ reason, message }) into the engine's, at `path`. */
export function fromRulesRefusal(refused: { reason: string; message: string }, path: readonly (string | number)[]): { refusal: MatchRefusal } {
  return matchRefusal(refused.reason, path, refused.message);
}
