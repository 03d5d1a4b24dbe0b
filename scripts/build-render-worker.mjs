// Bundles lib/render/threads/poster-worker-entry.ts into one ES module, .next/render-worker/render-worker.mjs, which the
// server's poster workers run (lib/render/threads/poster-pool.ts; scripts/server.mjs points the engine at it).
// Packages stay imports, resolved from node_modules at run time as the server resolves them. Run by
// `npm run build` and by `npm start` when it builds; esbuild is a build tool only (a dev dependency).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const RENDER_WORKER_BUNDLE = path.join('.next', 'render-worker', 'render-worker.mjs');

/** Writes the bundle under `root` (default: the working directory) and returns its path. */
export async function buildRenderWorker(root = process.cwd(), outfile = path.join(root, RENDER_WORKER_BUNDLE)) {
  await build({
    absWorkingDir: root,
    entryPoints: [path.join(root, 'lib/render/threads/poster-worker-entry.ts')],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    // engines' floor is Node 20.19 (CI runs Node 20).
    target: 'node20',
    packages: 'external',
    tsconfig: path.join(root, 'tsconfig.json'),
    // Bundled ES modules have no require; a few packages' CommonJS helpers look for it.
    banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
    sourcemap: 'linked',
    logLevel: 'warning',
  });
  return outfile;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const outfile = await buildRenderWorker();
  process.stdout.write(`render worker: ${path.relative(process.cwd(), outfile)}\n`);
}
