import { recognisedAcrossCopies } from '@/lib/singleton';
import { slicer } from '@/lib/event-loop';

/**
 * JSON.parse of a large body in bounded steps (issue 38's main-thread budget). JSON.parse is one step
 * that nothing interrupts: an 8 MiB batch of 280 000 field names held the event loop 0.1 to 1 s. Here a
 * text longer than PIECE_CHARS is cut at the members of its arrays and objects (a scanner that knows
 * strings and nesting), runs of members up to PIECE_CHARS are parsed by JSON.parse each (wrapped in the
 * brackets of their container), a member longer than that is cut in turn, and the event loop turns
 * between steps. The value is the one JSON.parse would give: the same members in the same order, a
 * repeated name's last value, `__proto__` an own member like any other; text JSON.parse refuses is
 * refused, with the position in the whole text.
 */

/** The longest run of text parsed in one step: ~5 ms of JSON.parse for the slowest shape (many distinct names). */
export const PIECE_CHARS = 64 * 1024;

/** Characters scanned between looks at the clock. */
const SCAN_STRIDE = 64 * 1024;

const OPEN_ARRAY = 0x5b;
const CLOSE_ARRAY = 0x5d;
const OPEN_OBJECT = 0x7b;
const CLOSE_OBJECT = 0x7d;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COMMA = 0x2c;
const COLON = 0x3a;

const isWhitespace = (c: number) => c === 0x20 || c === 0x09 || c === 0x0a || c === 0x0d;

/** A text JSON does not allow, said as JSON.parse says it (its message, positions in the whole text). */
export class JsonTextError extends SyntaxError {
  static {
    recognisedAcrossCopies(this, 'http.JsonTextError');
  }
}

/** JSON.parse of a piece, its error's position moved by `offset` (where the piece starts in the whole text, less any bracket added before it). */
function parsePiece(piece: string, offset: number): unknown {
  try {
    return JSON.parse(piece);
  } catch (error) {
    const message = (error as Error).message
      .replace(/position (\d+)/, (_, at: string) => `position ${Math.max(0, Number(at) + offset)}`)
      // Newer V8 adds the line and column of the piece, which are not the body's.
      .replace(/ \(line \d+ column \d+\)/, '');
    throw new JsonTextError(message);
  }
}

interface Members {
  /**
   * Where each member ends (at the comma or bracket after it); each starts just after the end of the one
   * before (the first just after the opening bracket). Positions alone, one number a member: a pair per
   * member was 70 000 small arrays of garbage for a body of 70 000 names.
   */
  ends: number[];
  /** The deepest nesting inside the container, counting itself. */
  depth: number;
}

/**
 * The members of the array or object whose opening bracket is at `open`, up to its closing bracket at
 * `close`, and how deep it nests. The text between has been checked by nothing yet: what is not JSON is
 * left for JSON.parse of the pieces to refuse.
 */
async function membersOf(text: string, open: number, close: number, pace: () => Promise<void>): Promise<Members> {
  const ends: number[] = [];
  let depth = 0;
  let deepest = 0;
  let inString = false;
  // No value since the last comma: `[1,,2]` and `[1,]` are refused here (a piece of an empty member alone would parse).
  let blank = true;
  for (let i = open + 1; i < close; i++) {
    if ((i - open) % SCAN_STRIDE === 0) await pace();
    const c = text.charCodeAt(i);
    if (blank && !isWhitespace(c) && c !== COMMA) blank = false;
    if (inString) {
      if (c === BACKSLASH) i++;
      else if (c === QUOTE) inString = false;
    } else if (c === QUOTE) inString = true;
    else if (c === OPEN_ARRAY || c === OPEN_OBJECT) {
      depth++;
      if (depth > deepest) deepest = depth;
    } else if (c === CLOSE_ARRAY || c === CLOSE_OBJECT) depth--;
    else if (c === COMMA && depth === 0) {
      if (blank) throw new JsonTextError(`Unexpected token ',' in JSON at position ${i}`);
      ends.push(i);
      blank = true;
    }
  }
  // `[]` and `{ }` have no members.
  if (blank && ends.length > 0) throw new JsonTextError(`Unexpected end of a list of members in JSON at position ${close}`);
  if (!blank) ends.push(close);
  return { ends, depth: deepest + 1 };
}

/** Where the value of text[start, end) begins and ends, without the whitespace around it. */
function trimmed(text: string, start: number, end: number): [number, number] {
  while (start < end && isWhitespace(text.charCodeAt(start))) start++;
  while (end > start && isWhitespace(text.charCodeAt(end - 1))) end--;
  return [start, end];
}

/** An own, enumerable member, as JSON.parse makes it (a `__proto__` name included, which `=` would take as the prototype). */
function setMember(target: Record<string, unknown>, name: string, value: unknown): void {
  Object.defineProperty(target, name, { value, writable: true, enumerable: true, configurable: true });
}

interface Step {
  text: string;
  pace: () => Promise<void>;
  /** Called once with the whole text's nesting depth, before any piece is parsed: it may refuse the text. */
  onDepth?: (depth: number) => void;
}

async function parseValue(step: Step, start: number, end: number, depthAbove: number): Promise<unknown> {
  const { text, pace } = step;
  [start, end] = trimmed(text, start, end);
  const first = text.charCodeAt(start);
  const container = first === OPEN_ARRAY || first === OPEN_OBJECT;
  if (end - start <= PIECE_CHARS || !container) {
    await pace();
    return parsePiece(text.slice(start, end), start);
  }
  const isArray = first === OPEN_ARRAY;
  const [openBracket, closeBracket] = isArray ? ['[', ']'] : ['{', '}'];
  // Text cut short (`[1,2`) is still parsed in steps, so that it fails where it fails, and then as JSON.parse would at its end.
  const closed = text.charCodeAt(end - 1) === closeBracket.charCodeAt(0);
  const { ends, depth } = await membersOf(text, start, closed ? end - 1 : end, pace);
  const startOf = (member: number) => (member === 0 ? start + 1 : ends[member - 1]! + 1);
  if (depthAbove === 0) step.onDepth?.(depth);
  const array: unknown[] = [];
  const object: Record<string, unknown> = {};
  const take = (value: unknown) => {
    if (isArray) for (const element of value as unknown[]) array.push(element);
    else for (const name of Object.keys(value as object)) setMember(object, name, (value as Record<string, unknown>)[name]);
  };
  let run = 0;
  while (run < ends.length) {
    const runStart = startOf(run);
    let next = run;
    while (next < ends.length && ends[next]! - runStart <= PIECE_CHARS) next++;
    if (next > run) {
      // Members run..next-1 in one piece, in their container's brackets.
      const runEnd = ends[next - 1]!;
      await pace();
      take(parsePiece(`${openBracket}${text.slice(runStart, runEnd)}${closeBracket}`, runStart - 1));
      run = next;
      continue;
    }
    // One member longer than a piece: its value parsed in steps, and (in an object) its name on its own.
    const [memberStart, memberEnd] = [startOf(run), ends[run]!];
    if (isArray) array.push(await parseValue(step, memberStart, memberEnd, depthAbove + 1));
    else {
      const [nameStart] = trimmed(text, memberStart, memberEnd);
      const colon = nameEnd(text, nameStart, memberEnd);
      if (colon === undefined) {
        // Not `"name": value`: JSON.parse of the member in braces says why, and where.
        await pace();
        parsePiece(`{${text.slice(memberStart, memberEnd)}}`, memberStart - 1);
        throw new JsonTextError(`Unexpected text in JSON at position ${memberStart}`);
      }
      const name = parsePiece(text.slice(nameStart, colon), nameStart) as string;
      setMember(object, name, await parseValue(step, colon + 1, memberEnd, depthAbove + 1));
    }
    run++;
  }
  if (!closed) throw new JsonTextError(`Unexpected end of JSON input at position ${end}`);
  return isArray ? array : object;
}

/** The position of the colon after the member name (a JSON string) at `nameStart`, or undefined if there is none. */
function nameEnd(text: string, nameStart: number, end: number): number | undefined {
  if (text.charCodeAt(nameStart) !== QUOTE) return undefined;
  let i = nameStart + 1;
  for (; i < end; i++) {
    const c = text.charCodeAt(i);
    if (c === BACKSLASH) i++;
    else if (c === QUOTE) break;
  }
  i++;
  while (i < end && isWhitespace(text.charCodeAt(i))) i++;
  return i < end && text.charCodeAt(i) === COLON ? i : undefined;
}

/**
 * JSON.parse(text), in steps that hold the event loop about PIECE_CHARS' worth each. `onDepth` is told
 * how deep the text nests (arrays and objects) before any of it is parsed, so a refusal costs one scan.
 * Throws JsonTextError for text JSON.parse refuses. `sliceMs` is how long steps may run before the loop
 * turns (a test passes 0 so that every step yields).
 */
export async function parseJsonInSteps(text: string, onDepth?: (depth: number) => void, sliceMs?: number): Promise<unknown> {
  const step: Step = { text, pace: slicer(sliceMs), onDepth };
  return parseValue(step, 0, text.length, 0);
}
