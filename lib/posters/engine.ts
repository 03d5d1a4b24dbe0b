import { getConfig } from '@/lib/config';
import { PosterEngine } from '@/lib/render';

const SLOT = Symbol.for('atlasprint.posterEngine');
type Holder = { [SLOT]?: PosterEngine };

/** The process's engine, configured from TILES_URL, TILES_STANDARD_URL, TILES_SATELLITE_URL and the browser settings. */
export function getPosterEngine(): PosterEngine {
  const holder = globalThis as Holder;
  if (!holder[SLOT]) {
    const { tiles, browser } = getConfig();
    holder[SLOT] = new PosterEngine({
      tilesUrl: tiles.vector,
      rasterTiles: { standard: tiles.standard, satellite: tiles.satellite },
      browser: { wsEndpoint: browser.wsEndpoint, executablePath: browser.executablePath },
    });
  }
  return holder[SLOT];
}
