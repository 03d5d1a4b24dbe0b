// The Playwright projects (playwright.config.ts), shared with `npm test` (scripts/test.mjs), which runs
// them as a queue, longest first, on whichever of its two lanes is free.
import fs from 'node:fs';
import path from 'node:path';

const E2E_DIR = path.resolve(import.meta.dirname, '..', 'tests/e2e');

/**
 * Spec files that share one started server: they only read the site or act as separate customers (keys
 * of their own), so one service serves them all, started once instead of once a file. They also share the
 * one `test` of tests/support/e2e.ts with no worker fixture or option of their own: Playwright gives a
 * file with its own worker fixtures a worker (and so a server) of its own.
 */
const SHARED_SERVER = { site: ['site', 'docs', 'a11y'] };

/**
 * Longest first, as the last runs measured them (seconds on 2 cores beside vitest; s48's local run: site 549,
 * examples 292, server 264, shutdown 129, signing-keys 114, multi-instance 104, sdk 68, purchase 62,
 * place-index 38): a queue worked through by two lanes ends soonest when the long ones start first. A spec
 * not listed runs after these.
 */
const LONGEST_FIRST = ['site', 'examples', 'server', 'shutdown', 'signing-keys', 'multi-instance', 'sdk', 'purchase', 'place-index'];

/** Every project: its name and its spec files (names without `.spec.ts`), longest first. */
export function e2eProjects() {
  const specs = fs
    .readdirSync(E2E_DIR)
    .filter((file) => file.endsWith('.spec.ts'))
    .map((file) => file.slice(0, -'.spec.ts'.length))
    .sort();
  const grouped = new Set(Object.values(SHARED_SERVER).flat());
  const projects = [
    ...Object.entries(SHARED_SERVER).map(([name, files]) => ({ name, files: files.filter((file) => specs.includes(file)) })),
    ...specs.filter((spec) => !grouped.has(spec)).map((spec) => ({ name: spec, files: [spec] })),
  ].filter((project) => project.files.length > 0);
  const rank = (name) => {
    const index = LONGEST_FIRST.indexOf(name);
    return index === -1 ? LONGEST_FIRST.length : index;
  };
  return projects.sort((a, b) => rank(a.name) - rank(b.name) || a.name.localeCompare(b.name));
}
