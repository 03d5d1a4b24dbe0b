import { describe, expect, it } from 'vitest';
import { JsonTextError, PIECE_CHARS, parseJsonInSteps } from './json-steps';

/** JSON.parse's answer for `text`: its value, or its refusal. */
function native(text: string): { value?: unknown; refused?: true } {
  try {
    return { value: JSON.parse(text) };
  } catch {
    return { refused: true };
  }
}

async function stepped(text: string): Promise<{ value?: unknown; refused?: true }> {
  try {
    return { value: await parseJsonInSteps(text) };
  } catch (error) {
    expect(error).toBeInstanceOf(JsonTextError);
    return { refused: true };
  }
}

const names = (count: number, prefix = 'name') => Object.fromEntries(Array.from({ length: count }, (_, i) => [`${prefix}${i}`, i]));

// Large texts, parsed twice each, on a machine that may be busy: time enough (nothing here measures time).
describe('parseJsonInSteps: JSON.parse of a large text in steps', { timeout: 60_000 }, () => {
  const bodies: Record<string, string> = {
    'an object of 70 000 names': JSON.stringify(names(70_000)),
    'a batch of 30 items of 2 800 names each': JSON.stringify({
      renders: Array.from({ length: 30 }, () => ({ lat: 1, lon: 2, ...names(2_800, 'unknownFieldName') })),
    }),
    'one member larger than a piece, in an object in an array': JSON.stringify([
      { small: 1, track: Array.from({ length: 40_000 }, (_, i) => [i / 3, -i / 7]) },
      'after',
    ]),
    'strings with brackets, commas, colons, quotes and escapes': JSON.stringify(
      Array.from({ length: 8_000 }, (_, i) => ({ [`k"${i}`]: `[{,:}]\\"${'\u00e9\u{1f600}'.repeat(i % 3)}\n`, n: null, t: true, f: -1.5e-3 })),
    ),
    'whitespace everywhere': JSON.stringify(names(20_000), null, 3).replace(/:/g, ' :\t'),
    'a repeated name (the last value wins, in the first place)': `{"a":1,${JSON.stringify(names(10_000)).slice(1, -1)},"a":${JSON.stringify('x'.repeat(PIECE_CHARS))}}`,
    '__proto__ as a member name': `{"__proto__":{"polluted":true},${JSON.stringify(names(10_000)).slice(1, -1)},"__proto__":[${'1,'.repeat(PIECE_CHARS)}2]}`,
    'a large string alone': JSON.stringify('x'.repeat(3 * PIECE_CHARS)),
    'empty containers in a large one': JSON.stringify(Array.from({ length: 40_000 }, (_, i) => (i % 2 ? [] : {}))),
  };
  for (const [name, text] of Object.entries(bodies)) {
    it(`gives what JSON.parse gives: ${name}`, async () => {
      expect(text.length).toBeGreaterThan(PIECE_CHARS);
      const value = await parseJsonInSteps(text);
      expect(value).toStrictEqual(JSON.parse(text));
      // The same members in the same order, own and enumerable (a `__proto__` member too, never the prototype).
      expect(JSON.stringify(value)).toBe(JSON.stringify(JSON.parse(text)));
      if (value !== null && typeof value === 'object') expect(Object.getPrototypeOf(value)).toBe(Array.isArray(value) ? Array.prototype : Object.prototype);
    });
  }

  const large = JSON.stringify({ renders: Array.from({ length: 20 }, () => ({ lat: 1, lon: 2, ...names(1_000) })) });
  const broken: Record<string, string> = {
    'cut short': large.slice(0, -1),
    'cut short inside a member': large.slice(0, large.length / 2),
    'a trailing comma in a large array': `[${'1,'.repeat(PIECE_CHARS)}]`,
    'a trailing comma in a large object': `${large.slice(0, -1)},}`,
    'two values': `${large} ${large}`,
    'a name without quotes': `{a:1,${large.slice(1)}`,
    'a missing colon in a large member': `{"a" ${large}}`,
    'a missing value': `{"a":,${large.slice(1)}`,
    'a stray closing bracket': `[${large}]]`,
    'a single quote in a late member': `${large.slice(0, -2)},'x':1}}`,
    'a lone comma between large members': `[${large},,${large}]`,
  };
  for (const [name, text] of Object.entries(broken)) {
    it(`refuses what JSON.parse refuses: ${name}`, async () => {
      expect(native(text).refused).toBe(true);
      expect(await stepped(text)).toEqual({ refused: true });
    });
  }

  it('says where the text went wrong, in the whole text', async () => {
    const at = large.length - 3;
    const text = `${large.slice(0, at)}x${large.slice(at + 1)}`;
    const error = await parseJsonInSteps(text).catch((caught: unknown) => caught as Error);
    expect(error).toBeInstanceOf(JsonTextError);
    expect((error as Error).message).toContain(`position ${at}`);
  });

  it('tells how deep the text nests before it parses any of it', async () => {
    const deep = `[${'['.repeat(100)}${'1,'.repeat(PIECE_CHARS)}1${']'.repeat(100)}]`;
    const depths: number[] = [];
    await parseJsonInSteps(deep, (depth) => depths.push(depth));
    expect(depths).toEqual([101]);
    await expect(
      parseJsonInSteps(deep, () => {
        throw new Error('too deep');
      }),
    ).rejects.toThrow('too deep');
  });

  it('lets the event loop turn between its steps', async () => {
    const text = JSON.stringify({ renders: Array.from({ length: 30 }, () => ({ lat: 1, lon: 2, ...names(2_800, 'unknownFieldName') })) });
    // A turn of the loop counted by a callback that queues itself again each turn; with slices of 0 ms
    // every step yields, so the count does not depend on how fast this machine parses.
    let turns = 0;
    let counting = true;
    const countTurn = () => {
      turns += 1;
      if (counting) setImmediate(countTurn);
    };
    setImmediate(countTurn);
    try {
      expect(await parseJsonInSteps(text, undefined, 0)).toEqual(JSON.parse(text));
    } finally {
      counting = false;
    }
    expect(turns).toBeGreaterThanOrEqual(Math.floor(text.length / PIECE_CHARS));
  });
});
