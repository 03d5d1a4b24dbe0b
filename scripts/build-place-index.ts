// Builds the place index (lib/places) into .next/place-index/place-index.bin: run after `next build` by
// `npm run build` and `npm start` (scripts/start.mjs), and read by the built server at start (scripts/server.mjs
// sets PLACE_INDEX_FILE), so each start reads the index instead of folding and sorting 420 000 names again.
import path from 'node:path';
import { writePlaceIndex } from '@/lib/places';

process.env.LOG_LEVEL ??= 'silent';
const out = path.join(process.cwd(), '.next', 'place-index', 'place-index.bin');
const { places, names } = await writePlaceIndex(out);
process.stdout.write(`place index: ${places} places, ${names} names → ${path.relative(process.cwd(), out)}\n`);
