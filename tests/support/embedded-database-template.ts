import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');
const PREFIX = 'atlasprint-pglite-template-';

/** What the template's contents follow from: the migrations, the database and job engine code, and the packages' versions. */
function templateKey(): string {
  const hash = createHash('sha256');
  const files = (dir: string) =>
    fs
      .readdirSync(path.join(ROOT, dir))
      .filter((file) => !file.includes('.test.'))
      .map((file) => path.join(dir, file));
  for (const file of [...files('drizzle'), ...files('lib/db'), ...files('lib/jobs'), 'package-lock.json', 'tests/support/make-embedded-database.ts'].sort()) {
    const full = path.join(ROOT, file);
    if (fs.statSync(full).isFile()) hash.update(file).update(fs.readFileSync(full));
  }
  return hash.digest('hex').slice(0, 16);
}

/**
 * A closed, migrated embedded database (a PGlite folder) to copy into a test's DATA_DIR, made once per machine
 * and set of migrations, and shared by every test runner that starts (vitest's integration projects, each
 * Playwright project's servers): a fresh PGlite folder runs initdb inside wasm before its first query, about
 * 9 CPU s (10-16 s on 2 busy cores), where opening a folder that exists takes 1-2 s and copying one (40 MB)
 * well under one. Kept in the temporary folder under a name that says what it was made from; a template of
 * other migrations is removed once it is an hour old (a run of an older checkout may still be copying it).
 */
export function embeddedDatabaseTemplate(): string {
  const key = templateKey();
  const template = path.join(os.tmpdir(), `${PREFIX}${key}`, 'pglite');
  if (fs.existsSync(template)) return template;
  const making = fs.mkdtempSync(path.join(os.tmpdir(), `${PREFIX}making-`));
  const made = spawnSync(process.execPath, ['--import', 'tsx', path.join(ROOT, 'tests/support/make-embedded-database.ts'), making], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  if (made.status !== 0) {
    fs.rmSync(making, { recursive: true, force: true });
    throw new Error(`making the embedded database template failed (${made.status ?? made.signal}):\n${made.stderr}`);
  }
  try {
    // Whole or not at all: two runners making it at once both rename, and the second finds the first's in place.
    fs.renameSync(making, path.dirname(template));
  } catch {
    fs.rmSync(making, { recursive: true, force: true });
  }
  for (const entry of fs.readdirSync(os.tmpdir())) {
    if (!entry.startsWith(PREFIX) || entry === `${PREFIX}${key}`) continue;
    const stale = path.join(os.tmpdir(), entry);
    try {
      if (Date.now() - fs.statSync(stale).mtimeMs > 3_600_000) fs.rmSync(stale, { recursive: true, force: true });
    } catch {
      // removed meanwhile by another runner
    }
  }
  return template;
}

/** Puts a copy of `template` at `dir` (a PGlite folder that does not exist yet). */
export function copyEmbeddedDatabase(template: string, dir: string): void {
  fs.mkdirSync(path.dirname(dir), { recursive: true });
  // A copy-on-write clone where the file system has them, a plain copy elsewhere: each copy writes its own.
  fs.cpSync(template, dir, { recursive: true, mode: fs.constants.COPYFILE_FICLONE });
}
