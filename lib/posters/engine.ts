import { getConfig } from '@/lib/config';
import type { Database } from '@/lib/db';
import { getKeyring } from '@/lib/provenance';
import { getObjectStore } from '@/lib/storage';
import { PosterEngine } from '@/lib/render';
import { processSingleton } from '@/lib/singleton';
import type { RenderDependencies } from './service';

/** The process's engine, configured from TILES_URL, TILES_STANDARD_URL, TILES_SATELLITE_URL, the browser settings and RENDER_WORKER_SCRIPT. */
export const getPosterEngine = processSingleton('posterEngine', () => {
  const { tiles, browser, renderWorkerScript } = getConfig();
  return new PosterEngine({
    tilesUrl: tiles.vector,
    workerScript: renderWorkerScript,
    rasterTiles: { standard: tiles.standard, satellite: tiles.satellite },
    browser: { wsEndpoint: browser.wsEndpoint, executablePath: browser.executablePath },
  });
});

/** What a paid render needs, built the one way REST and MCP both use. */
export function renderDependencies(db: Database): RenderDependencies {
  return { db, engine: getPosterEngine(), store: getObjectStore(), signer: getKeyring() };
}
