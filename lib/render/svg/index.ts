/**
 * The poster composed as one scene (../scene) from its layout (../layout): the map's layers, labels,
 * fades, route, markers and text (./poster posterScene), and that scene as an SVG document (posterSvg).
 */
export { labelLayer, labelFaces, placesToLookUp } from './labels';
export { posterScene, posterSvg, type MapImage, type TerrainDrawing } from './poster';
export { mapLayerOps, roadStrokePx } from './map-layers';
export type { PlacedTile } from './map-layers';
export type { TextOutlines } from './text';
