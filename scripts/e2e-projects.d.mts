/** A Playwright project: its name and its spec files in tests/e2e (names without `.spec.ts`). */
export interface E2eProject {
  name: string;
  files: string[];
}

/** Every project, longest first: scripts/e2e-projects.mjs. */
export function e2eProjects(): E2eProject[];
