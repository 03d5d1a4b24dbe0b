/** Letters NFKD does not take apart: folded by hand, as a reader would type them on a plain keyboard. */
const SPECIAL: Readonly<Record<string, string>> = { ø: 'o', æ: 'ae', œ: 'oe', ß: 'ss', đ: 'd', ð: 'd', ł: 'l', ı: 'i', þ: 'th', ħ: 'h' };

/**
 * A name reduced to what identifies it, case and accents aside: "KØBENHAVN", "København" and
 * "kobenhavn" are one; punctuation and runs of spaces become one space. Any script is kept.
 */
export function foldName(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLocaleLowerCase('en')
    .replace(/[øæœßđðłıþħ]/g, (letter) => SPECIAL[letter] ?? letter)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}
