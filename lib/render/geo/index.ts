export { simplifyLine, type XY } from './simplify';
export { TILE_SIZE, MAX_LATITUDE, worldSize, clampLatitude, lonLatToWorld, worldToLonLat, metresPerPixel } from './projection';
export { REFERENCE_EDGE, MAX_TILES, createView, viewBounds, posterSize, detailZoomFor, type View, type ViewInput, type TileAddress, type Affine } from './view';
