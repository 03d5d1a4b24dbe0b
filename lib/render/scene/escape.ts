/** What XML 1.0 forbids in a document: C0 controls but tab and newlines, lone surrogates, U+FFFE and U+FFFF. */
const FORBIDDEN_IN_XML = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|\p{Surrogate}/gu;

/**
 * Text and attribute values go into the SVG only through this: nothing user-given becomes markup,
 * and what XML cannot hold is dropped (the schema refuses it first; map data is not checked there).
 */
export function escapeXml(value: string): string {
  return value.replace(FORBIDDEN_IN_XML, '').replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Numbers in path data and attributes: one decimal is a tenth of a poster pixel. */
export function fmt(value: number): string {
  const tenths = Math.round(value * 10);
  // Whole and tenths written as integers: the same digits String(tenths / 10) gives, in a third of the time
  // (a city's poster formats ~10^5 coordinates; String of a fraction runs the shortest-digits search).
  if (tenths > -2147483648 && tenths < 2147483648) {
    const digit = tenths % 10;
    const whole = (tenths - digit) / 10;
    if (digit === 0) return String(whole + 0); // + 0: -0 is written 0
    return tenths < 0 ? `-${-whole}.${-digit}` : `${whole}.${digit}`;
  }
  const rounded = tenths / 10;
  return Object.is(rounded, -0) ? '0' : String(rounded);
}

/**
 * A number rounded to a hundredth, written as String(Math.round(value * 100) / 100) writes it (-0 as 0), from
 * integers: glyph outlines are written to the hundredth (../fonts runOutline), ~10^5 coordinates on a city's
 * poster, where String of a fraction (the shortest-digits search) and its garbage were a fifth of the composition.
 */
export function fmtHundredths(value: number): string {
  const hundredths = Math.round(value * 100);
  if (hundredths > -2147483648 && hundredths < 2147483648) {
    const magnitude = hundredths < 0 ? -hundredths : hundredths;
    const fraction = magnitude % 100;
    const whole = (magnitude - fraction) / 100;
    const sign = hundredths < 0 ? '-' : '';
    if (fraction === 0) return whole === 0 ? '0' : `${sign}${whole}`;
    if (fraction % 10 === 0) return `${sign}${whole}.${fraction / 10}`;
    return `${sign}${whole}.${fraction < 10 ? '0' : ''}${fraction}`;
  }
  const rounded = hundredths / 100;
  return Object.is(rounded, -0) ? '0' : String(rounded);
}
