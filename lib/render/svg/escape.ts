/** Text and attribute values go into the SVG only through this: nothing user-given becomes markup. */
export function escapeXml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Numbers in path data and attributes: one decimal is a tenth of a poster pixel. */
export function fmt(value: number): string {
  const rounded = Math.round(value * 10) / 10;
  return Object.is(rounded, -0) ? '0' : String(rounded);
}
