export { labelLayer, labelFaces, placesToLookUp } from './labels';
export {
  layoutPoster,
  markerLabelFace,
  posterScene,
  posterSvg,
  posterTexts,
  posterWarnings,
  routeWarnings,
  fontUses,
  labelObstacles,
  MAP_CREDIT,
  type PosterLayout,
  type MapImage,
  type TerrainDrawing,
} from './poster';
export { escapeXml, fmt } from '../scene';
export { insideWindow } from './furniture';
export { formatCoordinates, transformText } from './text';
export { roadStrokePx } from './map-layers';
export type { PlacedTile } from './map-layers';
export type { Window } from './furniture';
export type { TextOutlines } from './text';
