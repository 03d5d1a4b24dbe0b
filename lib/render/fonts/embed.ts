import subsetFont from 'subset-font';
import { cssFontWeight, shippedFace, type FontFace } from './families';
import { fontBytes } from './font-bytes';
import { LRUCache } from 'lru-cache';

/**
 * About 250 distinct (face, characters) pairs; a rule is a few KB to a few tens of KB of base64, so the cache
 * stays in the low megabytes while a poster re-rendered with the same title costs nothing.
 */
const MAX_CACHED_RULES = 256;

// Promises, not strings, so concurrent renders of the same title share one subsetting run.
const ruleCache = new LRUCache<string, Promise<string>>({ max: MAX_CACHED_RULES });

/** Sorted unique characters of `text`, always with a space, which titles set between words. */
function subsetCharacters(text: string): string {
  const codePoints = new Set<number>([0x20]);
  // With the decomposed forms: shapers split some vowel signs (Sinhala ො into ෙ and ා, Bengali ো) before
  // looking glyphs up, and a subset without those glyphs prints the split vowel wrong.
  for (const character of text + text.normalize('NFD')) codePoints.add(character.codePointAt(0)!);
  return String.fromCodePoint(...[...codePoints].sort((a, b) => a - b));
}

async function buildFontFaceRule(face: FontFace, characters: string): Promise<string> {
  const woff2 = await subsetFont(await fontBytes(face.file), characters, { targetFormat: 'woff2' });
  // family and weight come from the shipped list, never from user input, so they are safe inside the CSS.
  return (
    `@font-face{font-family:"${face.family}";font-style:normal;font-weight:${cssFontWeight(face)};` +
    `src:url(data:font/woff2;base64,${woff2.toString('base64')}) format("woff2")}`
  );
}

function cachedFontFaceRule(face: FontFace, characters: string): Promise<string> {
  const key = `${face.file}\u0000${characters}`;
  let rule = ruleCache.get(key);
  if (!rule) {
    rule = buildFontFaceRule(face, characters);
    ruleCache.set(key, rule);
    // A failure must not stay cached: the next render should try again.
    const pending = rule;
    pending.catch(() => {
      if (ruleCache.peek(key) === pending) ruleCache.delete(key);
    });
  }
  return rule;
}

/**
 * `@font-face` rules embedding each face as a WOFF2 subset to exactly the characters of its text. Several uses of
 * one face are merged into one rule; faces with empty text are left out.
 */
export async function embeddedFontCss(uses: ReadonlyArray<{ face: FontFace; text: string }>): Promise<string> {
  const textByFace = new Map<FontFace, string>();
  for (const { face, text } of uses) {
    if (text.length === 0) continue;
    const shipped = shippedFace(face);
    textByFace.set(shipped, (textByFace.get(shipped) ?? '') + text);
  }
  const rules = await Promise.all([...textByFace].map(([face, text]) => cachedFontFaceRule(face, subsetCharacters(text))));
  return rules.join('\n');
}
