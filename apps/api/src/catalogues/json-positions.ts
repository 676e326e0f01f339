import * as jsonc from 'jsonc-parser';

// The package declares SyntaxKind a const enum, which isolatedModules cannot read; it exports the same object at run time.
type TokenName = 'OpenBraceToken' | 'CloseBraceToken' | 'OpenBracketToken' | 'CloseBracketToken' | 'CommaToken' | 'ColonToken' | 'StringLiteral' | 'EOF';
const Token = (jsonc as unknown as { SyntaxKind: Record<TokenName, jsonc.SyntaxKind> }).SyntaxKind;

/**
 * JSON.parse, plus the line on which every value starts, so an import problem can point at the
 * line of the file. The value comes from JSON.parse itself; jsonc-parser's scanner then reads the
 * same text once, token by token, to record where each value starts. Both are linear in the text
 * and neither recurses, so no depth of nesting that JSON.parse accepts can overflow the stack.
 */
export interface ParsedJson {
  value: unknown;
  /** The line (1-based) of the value at `path`, or of its nearest enclosing value the file has. */
  lineOf(path: readonly (string | number)[]): number;
}

export class JsonSyntaxError extends Error {
  constructor(
    message: string,
    readonly line: number | undefined,
  ) {
    super(message);
  }
}

/** Where a value starts and, for an object or array, where each of its members does. */
interface Position {
  line: number;
  members?: Map<string, Position> | Position[];
}

/** The line (1-based) of each offset asked for, offsets asked in increasing order: one pass over the text in all. */
function lineCounter(text: string): (offset: number) => number {
  let line = 1;
  let nextBreak = text.indexOf('\n');
  return (offset) => {
    while (nextBreak !== -1 && nextBreak < offset) {
      line++;
      nextBreak = text.indexOf('\n', nextBreak + 1);
    }
    return line;
  };
}

const ARRAY_INDEX = /^(?:0|[1-9]\d*)$/;

function member(position: Position, segment: string | number): Position | undefined {
  const { members } = position;
  if (Array.isArray(members)) return ARRAY_INDEX.test(String(segment)) ? members[Number(segment)] : undefined;
  return members?.get(String(segment));
}

/** The start of every value of `text`, which JSON.parse has accepted. */
function scanPositions(text: string): Position {
  const lineAt = lineCounter(text);
  const scanner = jsonc.createScanner(text, true);
  const open: Position[] = [];
  let root: Position | undefined;
  let key = '';
  let expectingKey = false;

  const place = (position: Position) => {
    const parent = open[open.length - 1];
    if (!parent) root = position;
    else if (Array.isArray(parent.members)) parent.members.push(position);
    else parent.members!.set(key, position); // a repeated key keeps the last value, as JSON.parse does
  };

  for (let token = scanner.scan(); token !== Token.EOF; token = scanner.scan()) {
    switch (token) {
      case Token.OpenBraceToken:
      case Token.OpenBracketToken: {
        const position: Position = { line: lineAt(scanner.getTokenOffset()), members: token === Token.OpenBraceToken ? new Map() : [] };
        place(position);
        open.push(position);
        expectingKey = token === Token.OpenBraceToken;
        break;
      }
      case Token.CloseBraceToken:
      case Token.CloseBracketToken:
        open.pop();
        break;
      case Token.CommaToken:
        expectingKey = !Array.isArray(open[open.length - 1]?.members);
        break;
      case Token.ColonToken:
        expectingKey = false;
        break;
      case Token.StringLiteral:
        if (expectingKey) key = scanner.getTokenValue();
        else place({ line: lineAt(scanner.getTokenOffset()) });
        break;
      default: // numbers, true, false, null
        place({ line: lineAt(scanner.getTokenOffset()) });
    }
  }
  return root!;
}

export function parseJsonWithLines(text: string): ParsedJson {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    const message = (error as Error).message;
    const position = /position (\d+)/.exec(message);
    const line = position ? lineCounter(text)(Number(position[1])) : undefined;
    throw new JsonSyntaxError(message, line);
  }

  const root = scanPositions(text);
  return {
    value,
    lineOf(path) {
      let position = root;
      for (const segment of path) {
        const next = member(position, segment);
        if (!next) break;
        position = next;
      }
      return position.line;
    },
  };
}
