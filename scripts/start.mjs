// `npm start`: build (Next.js, then the render worker's bundle and the place index) when the sources are newer than the last build, then serve.
// `node scripts/start.mjs --build-only`: the build step alone (tests that start several servers at once).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = process.cwd();
const buildId = path.join(root, '.next', 'BUILD_ID');
const SOURCES = [
  'app',
  'lib',
  'components',
  'public',
  'drizzle',
  'packages/sdk/src',
  'packages/sdk/package.json',
  'instrumentation.ts',
  'next.config.ts',
  'package-lock.json',
];

function newestMtime(entry) {
  let stat;
  try {
    stat = fs.statSync(entry);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const child of fs.readdirSync(entry)) newest = Math.max(newest, newestMtime(path.join(entry, child)));
  return newest;
}

function buildIsCurrent() {
  const made = [buildId, path.join(root, '.next', 'render-worker', 'render-worker.mjs'), path.join(root, '.next', 'place-index', 'place-index.bin')];
  if (!made.every((file) => fs.existsSync(file))) return false;
  const built = fs.statSync(buildId).mtimeMs;
  return SOURCES.every((entry) => newestMtime(path.join(root, entry)) <= built);
}

if (!buildIsCurrent()) {
  process.stdout.write('Building Atlasprint (sources changed since the last build)…\n');
  // The docs' search index, from the docs pages' own text, into public/ before Next.js copies it.
  const index = spawnSync(process.execPath, [path.join(root, 'node_modules/tsx/dist/cli.mjs'), path.join(root, 'scripts/build-docs-search.ts')], {
    stdio: 'inherit',
  });
  if (index.status !== 0) process.exit(index.status ?? 1);
  // The SDK's tarball, served at /sdk/ with the rest of public/ (the docs tell a reader to install it from there).
  const sdk = spawnSync(process.execPath, [path.join(root, 'scripts/build-sdk.mjs')], { stdio: 'inherit' });
  if (sdk.status !== 0) process.exit(sdk.status ?? 1);
  const result = spawnSync(process.execPath, [path.join(root, 'node_modules/next/dist/bin/next'), 'build'], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
  // Imported only to build: esbuild is a dev dependency, gone from a pruned install that only serves.
  const { buildRenderWorker } = await import('./build-render-worker.mjs');
  await buildRenderWorker(root);
  // The place index, read by each start instead of built (lib/places): after next build, which empties .next.
  const places = spawnSync(process.execPath, [path.join(root, 'node_modules/tsx/dist/cli.mjs'), path.join(root, 'scripts/build-place-index.ts')], {
    stdio: 'inherit',
  });
  if (places.status !== 0) process.exit(places.status ?? 1);
}
if (!process.argv.includes('--build-only')) await import('./server.mjs');
