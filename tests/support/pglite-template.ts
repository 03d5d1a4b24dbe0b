/**
 * Vitest global setup (integration-pglite): the migrated embedded database every test file starts from as a
 * copy of its folder (seedEmbeddedDatabase, tests/support/database.ts), made once per machine and set of
 * migrations by tests/support/embedded-database-template.ts, which says why. Measured on keys.test.ts, initdb
 * was ~90 % of a test file's own time. Each file still opens its copy through the product's code, so the
 * migrations run on every open as they do in production (finding none pending).
 */
import type { TestProject } from 'vitest/node';
import { embeddedDatabaseTemplate } from './embedded-database-template';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A closed, migrated PGlite folder to copy (tests/support/embedded-database-template.ts). */
    pgliteTemplate: string;
  }
}

export default function providePgliteTemplate(project: TestProject): void {
  project.provide('pgliteTemplate', embeddedDatabaseTemplate());
}
