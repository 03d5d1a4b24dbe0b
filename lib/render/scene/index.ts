/**
 * The poster's one scene (./types), composed once by ../svg, and its SVG writer (./svg-writer);
 * the Skia painter of the same list is ../skia.
 */
export {
  LAYERS,
  layer,
  rotateAbout,
  transformMatrix,
  translateScale,
  type LayerName,
  type Matrix,
  type Paint,
  type Scene,
  type SceneOp,
  type Stop,
  type TextRunOp,
  type Transform,
} from './types';
export { sceneSvg } from './svg-writer';
export { escapeXml, fmt, fmtHundredths } from './escape';
