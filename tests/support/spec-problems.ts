import { parsePosterSpec, SpecError } from '@/lib/render';

/** The problems parsePosterSpec names for `input` (none when it parses); any other error is thrown. */
export function specProblems(input: unknown): string[] {
  try {
    parsePosterSpec(input);
  } catch (error) {
    if (error instanceof SpecError) return error.problems;
    throw error;
  }
  return [];
}
