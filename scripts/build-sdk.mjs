// Packs the SDK (packages/sdk) as npm would publish it, into public/sdk/atlasprint-sdk-<version>.tgz, so the
// running service offers the client of its own API: `npm install <base URL>/sdk/atlasprint-sdk-<version>.tgz`
// (the docs' quickstart). `npm pack` runs the package's prepack script, which compiles it to dist/ with tsc.
// Run by `npm run build` and by `npm start` when it builds (scripts/start.mjs).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = process.cwd();
const out = path.join(root, 'public', 'sdk');
fs.rmSync(out, { recursive: true, force: true });
fs.mkdirSync(out, { recursive: true });
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const packed = spawnSync(npm, ['pack', '--offline', '--silent', '--pack-destination', out], {
  cwd: path.join(root, 'packages', 'sdk'),
  stdio: ['ignore', 'pipe', 'inherit'],
  encoding: 'utf8',
});
if (packed.status !== 0) process.exit(packed.status ?? 1);
process.stdout.write(`SDK: ${path.relative(root, path.join(out, packed.stdout.trim().split('\n').at(-1)))}\n`);
