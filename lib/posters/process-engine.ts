import { getConfig } from '@/lib/config';
import type { Database } from '@/lib/db';
import { log } from '@/lib/log';
import { getKeyring } from '@/lib/provenance';
import { getObjectStore } from '@/lib/storage';
import { parsePosterSpec, PosterEngine } from '@/lib/render';
import { processSingleton } from '@/lib/singleton';
import type { RenderDependencies } from './poster-store';

/** The process's engine, configured from TILES_URL, ELEVATION_URL, TILES_STANDARD_URL, TILES_SATELLITE_URL, TILE_CACHE_DIR, TILE_CACHE_MB, the browser settings, RENDER_WORKER_SCRIPT, RASTER_BACKEND and RENDER_WORKER_NICE. */
export const getPosterEngine = processSingleton('posterEngine', () => {
  const { tiles, browser, renderWorkerScript, rasterBackend, renderWorkerNice } = getConfig();
  const engine = new PosterEngine({
    tilesUrl: tiles.vector,
    elevationUrl: tiles.elevation,
    workerScript: renderWorkerScript,
    rasterBackend,
    workerNice: renderWorkerNice,
    rasterTiles: { standard: tiles.standard, satellite: tiles.satellite },
    rasterTileDefaults: tiles.rasterDefaults,
    tileCache: tiles.cache,
    browser: { wsEndpoint: browser.wsEndpoint, executablePath: browser.executablePath },
  });
  // Where raster posters will be made; a worker that then cannot start says so in a warning of its own.
  log.info('poster engine ready', { rasterPosters: renderWorkerScript ? 'worker threads' : 'server thread', renderWorkerScript });
  return engine;
});

/** What a paid render needs, built the one way REST and MCP both use. */
export function renderDependencies(db: Database): RenderDependencies {
  return { db, engine: getPosterEngine(), store: getObjectStore(), signer: getKeyring() };
}

/**
 * Whether this server's map data can draw a poster of a place at its suggested zoom now (the default
 * poster there, checked as a render is): what GET /v1/places and find_place say of each place. Opened
 * sources are kept per process, and an unreachable one is not asked again for a while (lib/render/tiles).
 */
export function placeCoverage(place: { lat: number; lon: number; zoom: number }) {
  return getPosterEngine().mapCoverage(parsePosterSpec({ lat: place.lat, lon: place.lon, zoom: place.zoom }));
}
