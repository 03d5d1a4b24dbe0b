// Builds the docs' search index (public/docs-search.json) from every docs page's own rendered text:
// run before `next build` by `npm run build` and `npm start` (scripts/start.mjs), so the index always
// matches the pages it is served with. `npm run docs:search-index` runs it alone (for `next dev`).
import fs from 'node:fs';
import path from 'node:path';
import { buildSearchIndex } from '@/components/docs/build-search-index';

const out = path.join(process.cwd(), 'public', 'docs-search.json');
const entries = await buildSearchIndex();
fs.mkdirSync(path.dirname(out), { recursive: true });
fs.writeFileSync(out, JSON.stringify(entries));
process.stdout.write(
  `docs search index: ${entries.length} sections of ${new Set(entries.map((entry) => entry.href.split('#')[0])).size} pages, ${(fs.statSync(out).size / 1024).toFixed(0)} KiB → ${path.relative(process.cwd(), out)}\n`,
);
