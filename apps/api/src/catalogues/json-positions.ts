/**
 * JSON.parse, plus the line on which every value starts, so an import problem can point at the
 * line of the file. The value comes from JSON.parse itself; the scanner below only records
 * positions, and runs only on text JSON.parse accepted.
 */
export interface ParsedJson {
  value: unknown;
  /** The line (1-based) of the value at `path`, or of its nearest enclosing value the file has. */
  lineOf(path: readonly (string | number)[]): number | undefined;
}

export class JsonSyntaxError extends Error {
  constructor(
    message: string,
    readonly line: number | undefined,
  ) {
    super(message);
  }
}

const keyOf = (path: readonly (string | number)[]) => path.map(String).join('\u0000');

export function parseJsonWithLines(text: string): ParsedJson {
  const lineStarts = [0];
  for (let i = 0; i < text.length; i++) if (text[i] === '\n') lineStarts.push(i + 1);
  const lineAt = (offset: number) => {
    let low = 0;
    let high = lineStarts.length - 1;
    while (low < high) {
      const mid = (low + high + 1) >> 1;
      if (lineStarts[mid] <= offset) low = mid;
      else high = mid - 1;
    }
    return low + 1;
  };

  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    const message = (error as Error).message;
    const position = /position (\d+)/.exec(message);
    const line = position ? lineAt(Number(position[1])) : undefined;
    throw new JsonSyntaxError(message, line);
  }

  const lines = new Map<string, number>();
  let i = 0;
  const skipSpace = () => {
    while (i < text.length && /\s/.test(text[i])) i++;
  };
  const readString = (): string => {
    const start = i;
    i++;
    while (text[i] !== '"') i += text[i] === '\\' ? 2 : 1;
    i++;
    return JSON.parse(text.slice(start, i)) as string;
  };
  const readValue = (path: (string | number)[]) => {
    skipSpace();
    lines.set(keyOf(path), lineAt(i));
    const c = text[i];
    if (c === '{') {
      i++;
      skipSpace();
      if (text[i] === '}') return void i++;
      for (;;) {
        skipSpace();
        const key = readString();
        skipSpace();
        i++; // ':'
        readValue([...path, key]);
        skipSpace();
        if (text[i++] === '}') return;
      }
    }
    if (c === '[') {
      i++;
      skipSpace();
      if (text[i] === ']') return void i++;
      for (let index = 0; ; index++) {
        readValue([...path, index]);
        skipSpace();
        if (text[i++] === ']') return;
      }
    }
    if (c === '"') return void readString();
    while (i < text.length && !/[\s,\]}]/.test(text[i])) i++;
  };
  readValue([]);

  return {
    value,
    lineOf(path) {
      for (let n = path.length; n >= 0; n--) {
        const line = lines.get(keyOf(path.slice(0, n)));
        if (line !== undefined) return line;
      }
      return undefined;
    },
  };
}
