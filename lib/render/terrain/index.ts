/**
 * Terrain: hillshade and contour lines from elevation tiles (terrarium or terrain-RGB), drawn in the
 * theme's own tints under the map's labels. Only a poster that asks for `terrain` runs any of it.
 */
export { DEM_ENCODINGS, decodeDemTile, decodeHeight, encodeTerrarium, type DemEncoding, type DemTile } from './dem';
export { chooseElevationSource, elevationLocations, sampleElevation, type ChosenElevation, type ElevationLocation, type SamplePlan } from './elevation';
export { hillshade, type ElevationGrid, type ShadeOptions } from './hillshade';
export { contourLevels, contours, type ContourLine } from './contours';
export { terrainDrawing, terrainOnly, hillshadeExaggeration, contourInterval, MAX_GRID_SIDE, type TerrainDrawing } from './layer';
export { terrainTints, type TerrainTints } from './tints';
export { writePmtiles, PMTILES_TILE_TYPE, type ArchiveTile, type ArchiveOptions } from './pmtiles-writer';

/** The elevation archive the repository carries (scripts/build-elevation.ts; data/elevation/README.md). */
export const BUNDLED_ELEVATION_FILE = 'data/elevation/cumberland.pmtiles';
