/**
 * "Did you mean": the known name nearest a misspelt one, when it is near enough to be what was
 * meant. Used by every refusal that names an unknown field, color slot, theme or enum value, in
 * REST and MCP alike (both read the same schemas).
 *
 * Nearness is the optimal-string-alignment distance (Levenshtein plus the swap of two neighbours,
 * so `pgn` is one edit from `png`), case-insensitive. A name is suggested only within
 * max(1, ⌊length/3⌋) edits of what was sent: one typo in a short word, a third of a long one.
 * Further than that a suggestion is more often wrong than helpful, and the caller says the list.
 */

// Rows of the distance table, reused: a place search compares thousands of names per query.
let rows = [new Int32Array(64), new Int32Array(64), new Int32Array(64)];

/**
 * Edits (insert, delete, substitute, swap two neighbours) that turn `a` into `b`; with a `limit`,
 * limit + 1 as soon as the distance must exceed it (a place search stops most comparisons early).
 */
export function editDistance(a: string, b: string, limit = Number.POSITIVE_INFINITY): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  if (b.length + 1 > rows[0]!.length) rows = [0, 1, 2].map(() => new Int32Array(b.length * 2 + 2));
  // Three rows of the dynamic-programming table: the swap looks two rows back.
  let [before, previous, current] = rows as [Int32Array, Int32Array, Int32Array];
  for (let j = 0; j <= b.length; j++) previous[j] = j;
  for (let i = 1; i <= a.length; i++) {
    current[0] = i;
    let best = i;
    const ai = a.charCodeAt(i - 1);
    for (let j = 1; j <= b.length; j++) {
      const bj = b.charCodeAt(j - 1);
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (ai === bj ? 0 : 1));
      if (i > 1 && j > 1 && ai === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === bj) value = Math.min(value, before[j - 2]! + 1);
      current[j] = value;
      if (value < best) best = value;
    }
    if (best > limit) return limit + 1;
    [before, previous, current] = [previous, current, before];
  }
  return Math.min(previous[b.length]!, limit + 1);
}

/** How many edits away a suggestion may be from what was sent (see above). */
export function suggestionReach(sent: string): number {
  return Math.max(1, Math.floor(sent.length / 3));
}

/**
 * Longer than any name we know by far: not a typo, and the distance is quadratic in the length (a
 * 2 MiB field name would hold the event loop for seconds).
 */
const LONGEST_TYPO = 64;

/**
 * Words people write for ours: `lng`, `long`, `longitude` for `lon`, `latitude` for `lat`, also
 * at the end of a name (`routeStartLng`). Edit distance alone finds `routeStartLat` for
 * `routeStartLng`, the other coordinate.
 */
const SYNONYMS: ReadonlyArray<[RegExp, string]> = [
  [/(lng|long|longitude)$/i, 'lon'],
  [/latitude$/i, 'lat'],
];

/**
 * The candidate nearest `sent` within reach, or undefined. When several are equally near, all of
 * them (up to three) joined by "or": `overlayZ` is as near `overlayX` as `overlayY`, and picking one
 * would mislead.
 */
export function closest(sent: string, candidates: Iterable<string>): string | undefined {
  if (sent.trim() === '' || sent.length > LONGEST_TYPO) return undefined;
  const names = [...candidates];
  const byLower = new Map(names.map((name) => [name.toLowerCase(), name]));
  for (const [pattern, ours] of SYNONYMS) {
    if (!pattern.test(sent)) continue;
    const meant = byLower.get(sent.replace(pattern, ours).toLowerCase());
    if (meant !== undefined && meant !== sent) return meant;
  }
  const wanted = sent.toLowerCase();
  const reach = suggestionReach(sent);
  let nearest: string[] = [];
  let best = reach + 1;
  for (const candidate of names) {
    if (candidate === sent) continue;
    // Lengths further apart than the reach cannot be within it: skip the table.
    if (Math.abs(candidate.length - sent.length) > reach) continue;
    const distance = editDistance(wanted, candidate.toLowerCase(), reach);
    if (distance > reach) continue;
    if (distance < best) [best, nearest] = [distance, [candidate]];
    else if (distance === best) nearest.push(candidate);
  }
  return nearest.length === 0 ? undefined : nearest.slice(0, 3).join(' or ');
}

/** `: did you mean zoom?` to end a refusal with, or '' when nothing is near (or `sent` is not text). */
export function didYouMean(sent: unknown, candidates: Iterable<string>): string {
  const suggestion = typeof sent === 'string' ? closest(sent, candidates) : undefined;
  return suggestion === undefined ? '' : `: did you mean ${suggestion}?`;
}
