/** Quota periods are calendar months in UTC, written `YYYY-MM`. */

export function periodOf(instant: Date): string {
  return `${instant.getUTCFullYear()}-${String(instant.getUTCMonth() + 1).padStart(2, '0')}`;
}

/** The moment the allowance of `instant`'s month is renewed: 00:00 UTC on the 1st of the next month. */
export function nextResetAfter(instant: Date): Date {
  return new Date(Date.UTC(instant.getUTCFullYear(), instant.getUTCMonth() + 1, 1));
}
