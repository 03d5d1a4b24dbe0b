/**
 * "Did you mean": the known name nearest a misspelt one, when it is near enough to be what was
 * meant. Used by every refusal that names an unknown field, colour slot, theme or enum value, in
 * REST and MCP alike (both read the same schemas).
 *
 * Nearness is the optimal-string-alignment distance (Levenshtein plus the swap of two neighbours,
 * so `pgn` is one edit from `png`), case-insensitive. A name is suggested only within
 * max(1, ⌊length/3⌋) edits of what was sent: one typo in a short word, a third of a long one.
 * Further than that a suggestion is more often wrong than helpful, and the caller says the list.
 */

/** Edits (insert, delete, substitute, swap two neighbours) that turn `a` into `b`. */
export function editDistance(a: string, b: string): number {
  // Three rows of the dynamic-programming table: the swap looks two rows back.
  let before = new Array<number>(b.length + 1).fill(0);
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) best = Math.min(best, before[j - 2]! + 1);
      current.push(best);
    }
    [before, previous] = [previous, current];
  }
  return previous[b.length]!;
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
    const distance = editDistance(wanted, candidate.toLowerCase());
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
