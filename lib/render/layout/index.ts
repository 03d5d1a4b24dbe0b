/**
 * What goes where on the poster, decided before anything is drawn: the page and its bleed, the map's
 * window and view, the text lines set and placed, the markers and their labels, the backdrop's panels,
 * where labels may not go, and what the poster leaves out (warnings). ../svg composes the scene from it.
 */
export {
  backdropPlan,
  type BackdropPlan,
  COMPANION_OVER_CREDIT,
  FADE_SHARE,
  fontUses,
  labelObstacles,
  layoutPoster,
  MAP_CREDIT,
  markerLabelFace,
  markerPx,
  matColor,
  MAX_COMPANION_SHARE,
  MAX_MAT_SHARE,
  MIN_TITLE_SIZE,
  type PlacedMarker,
  type PosterLayout,
  posterTexts,
  posterWarnings,
  RADIAL_CLEAR_SHARE,
  radialClearHalfWidth,
  routeWarnings,
} from './poster-layout';
export {
  capRatio,
  centredLine,
  faceFor,
  formatCoordinates,
  type TextLine,
  transformText,
  WIDE_TRACKING_EM,
  WORD_SPACE_TRACKING,
} from './text-lines';
export { insideWindow, type Window, windowCentre, windowPath } from './window';
