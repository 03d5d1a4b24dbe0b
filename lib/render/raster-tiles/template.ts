/**
 * Raster tile URL templates: `{z}/{x}/{y}` (as in TILES_STANDARD_URL and TILES_SATELLITE_URL),
 * with an optional `{s}` for the a|b|c subdomains some servers spread their load over.
 */

const SUBDOMAINS = ['a', 'b', 'c'] as const;

export function isTileTemplate(template: string): boolean {
  return /^https?:\/\//.test(template) && ['{z}', '{x}', '{y}'].every((part) => template.includes(part));
}

/** The URL of one tile. A tile always gets the same subdomain, so caches (ours and the server's) see one URL. */
export function tileUrl(template: string, z: number, x: number, y: number): string {
  return template
    .replaceAll('{z}', String(z))
    .replaceAll('{x}', String(x))
    .replaceAll('{y}', String(y))
    .replaceAll('{s}', SUBDOMAINS[(x + y) % SUBDOMAINS.length]!);
}

/** host[:port] of a template, for messages and credits; the template itself when it is no URL. */
export function templateHost(template: string): string {
  try {
    return new URL(tileUrl(template, 0, 0, 0)).host;
  } catch {
    return template;
  }
}

export const OSM_CREDIT = '© OpenStreetMap contributors';
export const ESRI_IMAGERY_CREDIT = 'Imagery © Esri, Maxar, Earthstar Geographics';

/**
 * The map credit printed on a poster drawn from `template` (licence rule 5: it must be kept).
 * - OpenStreetMap's own tile servers (the default TILES_STANDARD_URL): `© OpenStreetMap contributors`.
 * - Esri World Imagery (the default TILES_SATELLITE_URL): `Imagery © Esri, Maxar, Earthstar Geographics`.
 * - Any other configured server: `Map tiles: <host>`. We cannot know another server's licence;
 *   whoever configures one should make sure its host is an acceptable credit (or extend this).
 */
export function tileCredit(template: string): string {
  const host = templateHost(template).toLowerCase();
  const hostname = host.replace(/:\d+$/, '');
  if (hostname === 'tile.openstreetmap.org' || hostname.endsWith('.tile.openstreetmap.org')) return OSM_CREDIT;
  if ((hostname === 'arcgisonline.com' || hostname.endsWith('.arcgisonline.com')) && /world_imagery/i.test(template)) return ESRI_IMAGERY_CREDIT;
  return `Map tiles: ${host}`;
}
