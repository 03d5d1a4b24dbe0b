export { layoutPoster, posterSvg, fontUses, MAP_CREDIT, type PosterLayout } from './poster';
export { escapeXml } from './escape';
export { formatCoordinates, transformText } from './text';
export type { PlacedTile } from './map-layers';
