/**
 * The poster engine: a PosterSpec in, the poster's bytes out. It knows nothing of keys, plans
 * or HTTP; the API, the MCP server and the command line all call it the same way.
 */
export {
  PosterEngine,
  isRenderError,
  RENDER_QUEUE_LIMIT,
  RENDER_DEADLINE_MS,
  type EngineOptions,
  type RenderOptions,
} from './engine';
export type { RenderOutput, RenderProgress, PrintResult, Timings } from './output';
export { MIME_TYPES } from './formats';
export { posterTextProblems } from './text-check';
export {
  parsePrintSize,
  printGeometry,
  NAMED_PRINT_SIZES,
  MIN_DPI,
  MAX_DPI,
  DEFAULT_DPI,
  MAX_BLEED_MM,
  SAFE_MARGIN_MM,
  SOFT_DPI,
  type PrintGeometry,
  type PrintSize,
} from './print';
export { RenderError, type RenderErrorCode } from './errors';
export {
  posterSpecSchema,
  posterFields,
  parsePosterSpec,
  describeIssue,
  SpecError,
  FORMATS,
  MAX_DIMENSION,
  SYNC_MAX_DIMENSION,
  MAX_RASTER_DIMENSION,
  WEBP_MAX_DIMENSION,
  dimensionCap,
  sheetPixels,
  MIN_DIMENSION,
  MAX_ZOOM,
  PREVIEW_DIMENSION,
  MAX_MARKERS,
  MAX_MARKER_LABEL_LENGTH,
  MARKER_ICONS,
  MARKER_SIZE_PX,
  MAP_SHAPES,
  DEFAULT_THEME,
  MAX_VIA_POINTS,
  MAX_TEXT_LENGTH,
  MAX_ASPECT,
  RENDER_MODES,
  type RenderMode,
  type Format,
  type PosterSpec,
  type PosterSpecInput,
  withTrackCache,
} from './spec';
export {
  THEMES,
  THEME_KEYS,
  LEGACY_THEME_KEYS,
  resolveThemeKey,
  getTheme,
  isThemeKey,
  TILE_STYLES,
  TILE_STYLE_KEYS,
  isTileStyle,
  themeForSpec,
  COLOR_SLOTS,
  TILE_COLOR_SLOTS,
  MIN_TEXT_CONTRAST,
  type Theme,
  type ArtisticTheme,
  type ThemeKey,
  type LegacyThemeKey,
  type PosterThemeKey,
  type TileStyleKey,
} from './themes';
export { RasterTileCache, DEFAULT_RASTER_TILES, RASTER_USER_AGENT, tileCredit } from './raster-tiles';
export { FONT_FAMILIES, FONT_FILES, COVERED_SCRIPTS, fontFace, fontsReady, measureText } from './fonts';
export { TileStore, MIN_MAP_COVERAGE } from './tiles';
export { TILE_STYLE_SETTINGS, type MapCoverage } from './compose';
export { MAP_CREDIT, formatCoordinates } from './layout';
export { LAYERS as SVG_LAYERS } from './scene';
export { PdfPrinter, type PdfPrinterOptions } from './pdf';
export { foldName } from './fold';
export { closeSharedRenderResources } from './shutdown';
export { renderThreads, sharedRasterPool } from './threads';
export { DEFAULT_RASTER_BACKEND, RASTER_BACKENDS, type RasterBackend } from './skia';
export {
  BUNDLED_ELEVATION_FILE,
  DEM_ENCODINGS,
  encodeTerrarium,
  terrainTints,
  writePmtiles,
  PMTILES_TILE_TYPE,
  type ArchiveTile,
  type DemEncoding,
  type TerrainTints,
} from './terrain';
export { CONTOUR_INTERVAL, CONTOUR_UNITS, type ContourUnit } from './spec';
