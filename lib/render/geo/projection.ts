/**
 * Web Mercator on 512 px tiles, as MapLibre draws vector maps: at zoom z the world is
 * 512 · 2^z px wide. Latitudes are clamped to the projection's limit (±85.0511°).
 */

export const TILE_SIZE = 512;
export const MAX_LATITUDE = 85.0511287798066;

export function worldSize(zoom: number): number {
  return TILE_SIZE * 2 ** zoom;
}

export function clampLatitude(lat: number): number {
  return Math.max(-MAX_LATITUDE, Math.min(MAX_LATITUDE, lat));
}

/** World pixel coordinates (origin top-left, y down) of a longitude/latitude at `zoom`. */
export function lonLatToWorld(lon: number, lat: number, zoom: number): [number, number] {
  const size = worldSize(zoom);
  const phi = (clampLatitude(lat) * Math.PI) / 180;
  const x = ((lon + 180) / 360) * size;
  const y = ((1 - Math.log(Math.tan(Math.PI / 4 + phi / 2)) / Math.PI) / 2) * size;
  return [x, y];
}

export function worldToLonLat(x: number, y: number, zoom: number): [number, number] {
  const size = worldSize(zoom);
  const lon = (x / size) * 360 - 180;
  const lat = (Math.atan(Math.sinh(Math.PI * (1 - (2 * y) / size))) * 180) / Math.PI;
  return [lon, lat];
}

/** Metres on the ground per world pixel at a latitude. */
export function metresPerPixel(lat: number, zoom: number): number {
  return (Math.cos((clampLatitude(lat) * Math.PI) / 180) * 2 * Math.PI * 6_378_137) / worldSize(zoom);
}
