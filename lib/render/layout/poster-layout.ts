import { colorWarnings, contrastRatio, THEMES, type Theme } from '../themes';
import { createView, REFERENCE_EDGE, posterSize, type View } from '../geo';
import { MM_PER_INCH, SAFE_MARGIN_MM } from '../print';
import { fontFace, inkBelowBaseline, type FontFace } from '../fonts';
import { MARKER_SIZE_PX, type MarkerIcon, type PosterSpec } from '../spec';
import { foldName } from '../fold';
import { capRatio, centredLine, faceFor, formatCoordinates, transformText, type TextLine } from './text-lines';
import { insideWindow, windowCentre, type Window } from './window';

export const MAP_CREDIT = '© OpenStreetMap contributors';

const SIZE_FACTOR = { none: 0, small: 0.8, medium: 1, large: 1.25 } as const;
/** The widest mat, as a share of the poster's shorter side. */
export const MAX_MAT_SHARE = 0.2;
/**
 * The share of the page height over which the map eases (smootherstep) into the solid panel behind
 * the text (vignette and radial). Short enough that a dark sea meeting a lighter page does not
 * make a broad band of in-between color.
 */
export const FADE_SHARE = 0.13;
/** Solid page between the end of that fade and the text's ink, as a share of the height (at least). */
const TEXT_CLEARANCE = 0.012;
/** The map's other edges, and the strip under the credit, ease out over this share of the height. */
const EDGE_FADE_SHARE = 0.1;
/** A panel closer than this share of the height to the page's edge runs on to it: no sliver of map beyond it. */
const MIN_MAP_SLIVER = 0.1;
/** The smallest title a given cityFontSize sets, in reference px. */
export const MIN_TITLE_SIZE = 4;

/** Everything decided before the map data is read: the page, the window, the view, the text. */
export interface PosterLayout {
  spec: PosterSpec;
  theme: Theme;
  width: number;
  height: number;
  scale: number;
  view: View;
  window: Window;
  /** The window is the whole page (no mat, rectangle): text sits over the map. */
  fullBleed: boolean;
  pageColor: string;
  textColor: string;
  /** `titleSecond`: the second line of a long name set on two. */
  lines: { title?: TextLine; titleSecond?: TextLine; subtitle?: TextLine; coords?: TextLine; credit: TextLine };
  rule?: { x: number; y: number; width: number; thickness: number };
  block?: { top: number; bottom: number; centreX: number; width: number };
  backdrop: 'none' | 'vignette' | 'radial';
  /** The markers as drawn: place, icon, color, and the label set beside each that has one and fits. */
  markers: PlacedMarker[];
  /** Page beyond the trim on each side, in px (print bleed); 0 without a print size. The layout's 0…width is the trim. */
  bleed: number;
  /** How far the text, credit and marker labels keep from the trim, in px (a cutter's tolerance; 0 without a print size). */
  safe: number;
}

export interface PlacedMarker {
  index: number;
  x: number;
  y: number;
  icon: MarkerIcon;
  color: string;
  /** Absent when the marker has no label, or its label found no free place. */
  label?: TextLine;
  /** The marker has a label that could not be placed clear of the text and other markers. */
  labelLeftOut?: boolean;
  /** The marker lies under the title block's solid page: it is not drawn (nor its label), and is warned of. */
  underText?: boolean;
}

/** The subtitle and the coordinates are at most this share of the title's size. */
export const MAX_COMPANION_SHARE = 0.6;
/** However far a long title shrinks, the subtitle's and coordinates' capitals stay this many times the credit's. */
export const COMPANION_OVER_CREDIT = 1.1;
/** A name that would shrink below this share of its size on one line is set on two, if it has a place to break. */
const WRAP_BELOW_SHARE = 0.72;

type Trial = (text: string, face: FontFace, size: number, trackingEm: number) => TextLine | undefined;

/** A title too long for its line gives up tracking before size, down to this share of the asked tracking… */
const TIGHTEST_TRACKING_SHARE = 0.25;
/** …but never below this (em), unless less was asked. */
const TIGHTEST_TRACKING_EM = 0.08;

/**
 * `trial` that tightens before it shrinks: a line too wide at `size` first loses tracking, down to
 * the floor; only a line still too wide there is set smaller (at the floor's tracking).
 */
function tightening(trial: Trial): Trial {
  return (text, face, size, trackingEm) => {
    const loose = trial(text, face, size, trackingEm);
    if (!loose || loose.size >= size * (1 - 1e-9)) return loose;
    const floor = Math.min(trackingEm, Math.max(TIGHTEST_TRACKING_EM, TIGHTEST_TRACKING_SHARE * trackingEm));
    const tight = trial(text, face, size, floor);
    if (!tight || tight.size < size * (1 - 1e-9)) return tight;
    // At one size the width is linear in the tracking: the tracking that just fits, between the floor (fits) and the asked (too wide).
    const maxWidth = loose.width;
    const wide = (loose.width * size) / loose.size;
    const fitting = floor + ((trackingEm - floor) * (maxWidth - tight.width)) / (wide - tight.width);
    return trial(text, face, size, Math.max(floor, fitting - 1e-6));
  };
}

/**
 * The title on one line, or a long name on two balanced lines (broken at the space that makes the
 * longer line shortest) when one line would have to shrink it too far. Both lines share a size. Never
 * at a hyphen: "SAINT-GERMAIN-DES- / PRÉS" reads as two names; a name with no space stays one line.
 */
function titleLines(text: string, face: FontFace, size: number, trackingEm: number, loose: Trial): [TextLine?, TextLine?] {
  const trial = tightening(loose);
  const single = trial(text, face, size, trackingEm);
  if (!single || single.size >= WRAP_BELOW_SHARE * size) return [single];
  const breaks = [...text.matchAll(/ /gu)].map((match) => match.index!);
  let best: [TextLine, TextLine] | undefined;
  for (const at of breaks) {
    const first = trial(text.slice(0, at).trim(), face, size, trackingEm);
    const second = trial(text.slice(at).trim(), face, size, trackingEm);
    if (!first || !second) continue;
    const shared = Math.min(first.size, second.size);
    if (!best || shared > best[0].size) {
      // Both lines at one size and one tracking: the tighter of the two.
      const sharedEm = Math.min(first.tracking / first.size, second.tracking / second.size);
      const pair = [loose(first.text, face, shared, sharedEm)!, loose(second.text, face, shared, sharedEm)!] as const;
      // One size to the last bit (a line that fits exactly can round a hair smaller).
      const size = Math.min(pair[0].size, pair[1].size);
      best = [loose(first.text, face, size, sharedEm)!, loose(second.text, face, size, sharedEm)!];
    }
  }
  // Two lines only when they set the name clearly larger than one line would.
  return best && best[0].size > 1.15 * single.size ? best : [single];
}

/** The country repeats the city (Monaco, Singapore, Luxembourg): the subtitle would print the title twice. */
const sameName = (country: string, city: string) => foldName(country) !== '' && foldName(country) === foldName(city);

/** A text color readable on `background`: the theme's, else the better of near-black and near-white. */
function readableOn(background: string, preferred: string): string {
  if (contrastRatio(preferred, background) >= 4.5) return preferred;
  return contrastRatio('#1b1b1b', background) >= contrastRatio('#f7f7f5', background) ? '#1b1b1b' : '#f7f7f5';
}

function titleFace(spec: PosterSpec, theme: Theme): FontFace {
  const themeWeight = theme.fonts.title.weight;
  const weight = spec.cityFontWeight === 'bold' ? Math.max(themeWeight, 600) : 400;
  const face = faceFor(spec.cityFont, fontFace(theme.fonts.title.family, weight));
  return fontFace(face.family, weight);
}

/**
 * The poster's text lines as they will be printed, each with its face: what `layoutPoster` sets,
 * so fallback faces can be read (`loadFacesFor`) before the synchronous layout.
 */
export function posterTexts(spec: PosterSpec, theme: Theme): Record<'title' | 'subtitle' | 'coords', { text: string; face: FontFace }> {
  return {
    title: { text: transformText(spec.city, spec.cityTextTransform ?? theme.titleTransform), face: titleFace(spec, theme) },
    subtitle: {
      // Upper case changes only cased scripts: Arabic, Han or Thai come through as they are.
      text: spec.showCountry && !sameName(spec.country, spec.city) ? spec.country.toLocaleUpperCase('en') : '',
      face: faceFor(spec.countryFont, fontFace(theme.fonts.subtitle.family, theme.fonts.subtitle.weight)),
    },
    coords: {
      text: spec.showCoords ? formatCoordinates(spec.lat, spec.lon) : '',
      face: faceFor(spec.coordsFont, fontFace(theme.fonts.coords.family, theme.fonts.coords.weight)),
    },
  };
}

/** The face marker labels are set in: the theme's subtitle face. */
export function markerLabelFace(theme: Theme): FontFace {
  return fontFace(theme.fonts.subtitle.family, Math.max(500, theme.fonts.subtitle.weight));
}

type Box = { minX: number; minY: number; maxX: number; maxY: number };

/** A marker's height in poster px. */
export const markerPx = (spec: PosterSpec, scale: number) => spec.markerSize * MARKER_SIZE_PX * scale;
const overlaps = (a: Box, b: Box) => a.minX < b.maxX && b.minX < a.maxX && a.minY < b.maxY && b.minY < a.maxY;

/**
 * The markers with their icons, colors (each item's own, else the global ones) and labels: a label
 * goes right of its marker, else left, else above, else below, wherever it is on the page and clear
 * of the text block, every marker and every label already placed; else it is left out (and warned of).
 */
function placeMarkers(
  spec: PosterSpec,
  theme: Theme,
  view: View,
  size: number,
  page: { width: number; height: number; safe: number },
  textColor: string,
  block?: Box,
  hidden?: Box,
): PlacedMarker[] {
  if (spec.markerIcon === 'none' || spec.showMarker === false) return [];
  const items = spec.markers.length > 0 ? spec.markers : spec.showMarker ? [{ lat: spec.lat, lon: spec.lon }] : [];
  const markers: PlacedMarker[] = items.map((item, index) => {
    const [x, y] = view.project(item.lon, item.lat);
    const own = item as { color?: string; icon?: MarkerIcon };
    const marker = { index, x, y, icon: own.icon ?? spec.markerIcon, color: own.color ?? spec.markerColor ?? theme.palette.accent } as PlacedMarker;
    // Under the solid page behind the text the marker would vanish, pin and all: left out, and said so.
    if (hidden && x >= hidden.minX && x <= hidden.maxX && y >= hidden.minY && y <= hidden.maxY) marker.underText = true;
    return marker;
  });
  const taken: Box[] = markers.map(({ x, y }) => ({ minX: x - size * 0.4, minY: y - size, maxX: x + size * 0.4, maxY: y + size * 0.4 }));
  if (block) taken.push(block);
  const face = markerLabelFace(theme);
  const fontSize = Math.max(6, size * 0.34);
  for (const marker of markers) {
    const label = (items[marker.index] as { label?: string }).label;
    if (!label || marker.underText) continue;
    const line = centredLine({ text: label, face, size: fontSize, trackingEm: 0.02, centreX: 0, baseline: 0, maxWidth: page.width * 0.45, fill: textColor });
    const cap = capRatio(face) * line.size;
    // The icon's visual middle: a pin's head sits above its point.
    const middle = marker.icon === 'pin' ? marker.y - size * 0.64 : marker.y;
    const gap = size * 0.45;
    const candidates: Array<[number, number]> = [
      [marker.x + gap, middle + cap / 2],
      [marker.x - gap - line.width, middle + cap / 2],
      [marker.x - line.width / 2, marker.y - size - gap * 0.5],
      [marker.x - line.width / 2, marker.y + gap + cap],
    ];
    const pad = line.size * 0.3;
    const fits = candidates.find(([left, baseline]) => {
      const box = { minX: left - pad, minY: baseline - cap - pad, maxX: left + line.width + pad, maxY: baseline + line.size * 0.25 + pad };
      const onPage = box.minX >= page.safe && box.minY >= page.safe && box.maxX <= page.width - page.safe && box.maxY <= page.height - page.safe;
      // Its own marker's box is where the label starts from, not in its way.
      if (!onPage || taken.some((other, i) => i !== marker.index && overlaps(box, other))) return false;
      taken.push(box);
      return true;
    });
    if (!fits) {
      marker.labelLeftOut = true;
      continue;
    }
    line.x = fits[0];
    line.baseline = fits[1];
    marker.label = line;
  }
  return markers;
}

/**
 * Where a full-bleed poster's backdrop hides the map, decided before the layout exists (for placing
 * markers): a vignette or radial backdrop lays a full-width band of solid page behind the text, run
 * on to the page edge when too little map would show beyond it (as backdropPlan does); no backdrop
 * hides only what the text covers.
 */
function underTextBox(backdrop: PosterLayout['backdrop'], top: number, height: number, centreX: number, half: number, H: number): Box {
  const clearance = TEXT_CLEARANCE * H;
  if (backdrop === 'none') return { minX: centreX - half, minY: top - clearance, maxX: centreX + half, maxY: top + height + clearance };
  const fade = FADE_SHARE * H;
  const sliver = MIN_MAP_SLIVER * H;
  const bandTop = top - clearance - fade < sliver ? -Infinity : top - clearance;
  const bandBottom = top + height + clearance + fade > H - sliver ? Infinity : top + height + clearance;
  return { minX: -Infinity, minY: bandTop, maxX: Infinity, maxY: bandBottom };
}

/**
 * Decides the page: window, map view, text sizes and positions. Needs `fontsReady()`.
 * `options.credit` replaces the map credit (MAP_CREDIT) for maps from other sources (map-tile styles).
 */
export function layoutPoster(spec: PosterSpec, theme: Theme, sourceMaxZoom: number, options: { credit?: string } = {}): PosterLayout {
  const { width: W, height: H } = posterSize(spec.width, spec.height, spec.maxDimension);
  const scale = Math.max(W, H) / REFERENCE_EDGE;
  const bleed = spec.print?.bleedPx ?? 0;
  const safe = spec.print ? (SAFE_MARGIN_MM / MM_PER_INCH) * spec.print.dpi : 0;
  const base = Math.min(W, 0.75 * H);
  const factor = SIZE_FACTOR[spec.overlaySize];
  const unit = 0.01 * base * factor;
  // A mat is at most a fifth of the shorter side: beyond that the window and the text would have no room
  // (a 1 × 4 poster with a 200 px mat would leave a window of negative width). Documented with matWidth.
  const mat = spec.matEnabled ? Math.min(spec.matWidth * scale, MAX_MAT_SHARE * Math.min(W, H)) : 0;
  const pageColor = spec.matEnabled ? matColor(theme, spec.matWhiteBorder) : theme.palette.background;
  // The customer's text or page color is printed as given: its contrast was checked with the request (./themes/custom).
  const textColor = spec.colors?.text || spec.colors?.background ? theme.palette.text : readableOn(pageColor, theme.palette.text);

  const { title, subtitle, coords } = posterTexts(spec, theme);
  const showText = factor > 0 && Boolean(title.text || subtitle.text || coords.text);
  const faces = { title: title.face, subtitle: subtitle.face, coords: coords.face };
  const maxTextWidth = 0.8 * (W - 2 * mat);
  const centreX = mat + spec.overlayX * (W - 2 * mat);
  const trial = (text: string, face: FontFace, size: number, trackingEm: number, opacity?: number, features?: readonly string[]) =>
    text ? centredLine({ text, face, size, trackingEm, centreX, baseline: 0, maxWidth: maxTextWidth, fill: textColor, opacity, features }) : undefined;
  // A given size is at least MIN_TITLE_SIZE reference px: smaller would print nothing readable (or round to 0).
  const titleSize = spec.cityFontSize > 0 ? Math.max(spec.cityFontSize, MIN_TITLE_SIZE) * scale : (5 * unit) / capRatio(faces.title);
  const titleTracking = spec.cityLetterSpacing ?? theme.titleTracking;
  const [titleFirst, titleSecond] = showText ? titleLines(title.text, faces.title, titleSize, titleTracking, trial) : [];
  // The credit's size (in the coordinates' face): the smallest text on the poster.
  const creditSize = Math.max(7, 0.0105 * base) / (capRatio(faces.coords) / 0.7);
  // The subtitle and coordinates never outgrow the title: a long name that had to shrink takes them down with it,
  // but never below the credit (their capitals at least COMPANION_OVER_CREDIT × as tall as its).
  const companion = (size: number, face: FontFace) => {
    if (!titleFirst) return size;
    const floor = (COMPANION_OVER_CREDIT * creditSize * capRatio(faces.coords)) / capRatio(face);
    return Math.min(size, Math.max(MAX_COMPANION_SHARE * titleFirst.size, floor));
  };
  // The rule spans the subtitle with air either side; the subtitle keeps within the text width that leaves.
  const ruleAir = 2.4 * unit;
  const subtitleLine = (() => {
    const size = companion((1.75 * unit) / capRatio(faces.subtitle), faces.subtitle);
    const line = trial(subtitle.text, faces.subtitle, size, 0.35, 0.92);
    if (!line || line.width <= maxTextWidth - 2 * ruleAir) return line;
    return centredLine({ ...line, trackingEm: 0.35, centreX, baseline: 0, maxWidth: maxTextWidth - 2 * ruleAir, opacity: 0.92 });
  })();
  const lines = showText
    ? {
        title: titleFirst,
        titleSecond,
        subtitle: subtitleLine,
        coords: trial(coords.text, faces.coords, companion((1.25 * unit) / capRatio(faces.coords), faces.coords), 0.1, 0.7, ['lnum']),
      }
    : {};

  // Stack the lines from the block's top (cap top of the first line) downwards. A gap is measured from
  // the lowest ink of the line above (descenders included), so nothing below can touch a g or a p.
  let cursor = 0;
  let inkBelow = 0;
  let ruleAt: number | undefined;
  const stacked: TextLine[] = [];
  const place = (line: TextLine | undefined, gapBefore: number) => {
    if (!line) return;
    if (stacked.length > 0) cursor += inkBelow + gapBefore;
    cursor += capRatio(line.face) * line.size;
    line.baseline = cursor;
    inkBelow = inkBelowBaseline(line.runs, line.size);
    stacked.push(line);
  };
  place(lines.title, 0);
  place(lines.titleSecond, 0.6 * capRatio(faces.title) * (lines.title?.size ?? 0));
  if (lines.title && (lines.subtitle || lines.coords)) {
    cursor += inkBelow + 1.9 * unit;
    inkBelow = 0;
    ruleAt = cursor;
    cursor += 1.9 * unit;
  }
  place(lines.subtitle, ruleAt !== undefined ? 0 : 1.9 * unit);
  place(lines.coords, 1.6 * unit);
  const blockHeight = cursor;
  const pad = 3.2 * unit;

  // The window: the page, or inset by the mat with a band for the text below it.
  const band = showText && (spec.matEnabled || spec.mapShape !== 'rectangle') ? blockHeight + 2 * pad : 0;
  let blockTop: number;
  let window: Window;
  if (spec.matEnabled) {
    const bottom = H - mat - band;
    window = { shape: 'rectangle', x: mat, y: mat, width: W - 2 * mat, height: Math.max(1, bottom - mat) };
    blockTop = bottom + pad;
  } else if (spec.mapShape === 'rectangle') {
    window = { shape: 'rectangle', x: 0, y: 0, width: W, height: H };
    const wanted = spec.overlayY * H - blockHeight / 2;
    blockTop = Math.min(Math.max(wanted, 0.05 * H, safe), H - Math.max(0.06 * H, safe) - blockHeight);
  } else {
    window = { shape: 'rectangle', x: 0, y: 0, width: W, height: H - band };
    blockTop = H - band + pad * 0.6;
  }
  if (spec.mapShape !== 'rectangle') {
    const region = window as Extract<Window, { shape: 'rectangle' }>;
    const r = 0.44 * Math.min(region.width, region.height);
    const [cx, cy] = windowCentre(region);
    window = { shape: spec.mapShape, cx, cy: spec.matEnabled ? cy : Math.max(cy, r + 0.06 * H), r };
  }
  for (const line of stacked) line.baseline += blockTop;

  const credit = centredLine({
    text: options.credit ?? MAP_CREDIT,
    face: faces.coords,
    size: creditSize,
    trackingEm: 0.02,
    centreX: 0,
    baseline: 0,
    maxWidth: W,
    fill: textColor,
    opacity: 0.5,
  });
  const creditMargin = Math.max(0.022 * base, mat * 0.5, safe);
  credit.x = W - creditMargin - credit.width;
  credit.baseline = H - creditMargin + (spec.matEnabled ? capRatio(credit.face) * credit.size * 0.5 : 0);

  // The block stays on the page (and inside the print's safe area) however far overlayX pushes it.
  // A subtitle never runs past its rule: a wide one takes the rule with it.
  const ruleWidth = Math.max(0.4 * (W - 2 * mat), (lines.subtitle?.width ?? 0) + 2 * ruleAir);
  const blockWidth = Math.max(0, ...stacked.map((line) => line.width));
  const half = Math.max(blockWidth, ruleAt !== undefined ? ruleWidth : 0) / 2;
  const inset = mat + Math.max(safe, 0.03 * W);
  const blockCentre = half > 0 ? Math.min(Math.max(centreX, inset + half), W - inset - half) : centreX;
  for (const line of stacked) line.x += blockCentre - centreX;

  const titleLine = lines.title;
  const rule =
    ruleAt !== undefined && titleLine
      ? { x: blockCentre - ruleWidth / 2, y: ruleAt + blockTop, width: ruleWidth, thickness: Math.max(1, 0.0012 * base) }
      : undefined;

  const view = createView(
    {
      lat: spec.lat,
      lon: spec.lon,
      zoom: spec.zoom,
      bearing: spec.bearing,
      width: spec.width,
      height: spec.height,
      maxDimension: spec.maxDimension,
      focus: windowCentre(window),
      margin: bleed,
    },
    sourceMaxZoom,
  );

  const markerSize = markerPx(spec, scale);
  const markers = placeMarkers(
    spec,
    theme,
    view,
    markerSize,
    { width: W, height: H, safe },
    textColor,
    showText ? { minX: 0, minY: blockTop - 0.02 * H, maxX: W, maxY: H } : undefined,
    showText && !spec.matEnabled && spec.mapShape === 'rectangle'
      ? underTextBox(spec.overlayBgType ?? theme.overlay, blockTop, blockHeight, blockCentre, half, H)
      : undefined,
  );

  return {
    spec,
    theme,
    width: W,
    height: H,
    scale,
    view,
    markers,
    window,
    fullBleed: !spec.matEnabled && spec.mapShape === 'rectangle',
    pageColor,
    textColor,
    lines: { ...lines, credit },
    rule,
    block: showText ? { top: blockTop, bottom: blockTop + blockHeight, centreX: blockCentre, width: blockWidth } : undefined,
    backdrop: spec.overlayBgType ?? theme.overlay,
    bleed,
    safe,
  };
}

/** The text of each face, fallback faces included, for embedding exactly the glyphs used and for resvg's font list. */
export function fontUses(layout: PosterLayout): Array<{ face: FontFace; text: string }> {
  return [...Object.values(layout.lines), ...layout.markers.map((marker) => marker.label)]
    .filter((line): line is TextLine => Boolean(line))
    .flatMap((line) => line.runs.map((run) => ({ face: run.face, text: run.text })));
}

/**
 * Where the page color covers the map of a full-bleed poster with a backdrop (vignette or radial):
 * solid panels (the text block's, the credit's strip) each eased in from the map over `fadeAbove` /
 * `fadeBelow` px (0 where it runs on to the page's edge), and what eases out the map's other edges:
 * a straight fade at the top (`topEdge` px) or a radial vignette over the map between the panels.
 * Undefined for `overlayBgType: 'none'` (text with a halo over the map) and for mats and shapes
 * (text on the page beside the window). Every line of text and the credit are inside a panel.
 */
export interface BackdropPlan {
  panels: Array<{ top: number; bottom: number; fadeAbove: number; fadeBelow: number }>;
  topEdge: number;
  /** The box the radial vignette covers (the map between the panels). */
  radial?: { x: number; y: number; width: number; height: number };
}

export function backdropPlan(layout: PosterLayout): BackdropPlan | undefined {
  if (!layout.fullBleed || layout.backdrop === 'none') return undefined;
  const { width: W, height: H, block, lines } = layout;
  const fadeLength = FADE_SHARE * H;
  const sliver = MIN_MAP_SLIVER * H;
  const credit = lines.credit;
  // The credit's ink (accents and descenders with room to spare) and some solid page above it.
  const creditTop = credit.baseline - credit.size - TEXT_CLEARANCE * H;
  const panels: BackdropPlan['panels'] = [];
  let bottomCovered = false;
  if (block) {
    const first = lines.title ?? lines.subtitle ?? lines.coords;
    const last = lines.coords ?? lines.subtitle ?? lines.titleSecond ?? lines.title;
    // Room for accents above the cap height and for descenders below the last baseline.
    let top = block.top - Math.max(TEXT_CLEARANCE * H, 0.3 * (first?.size ?? 0));
    let bottom = block.bottom + Math.max(TEXT_CLEARANCE * H, 0.45 * (last?.size ?? 0));
    if (top - fadeLength < sliver) top = 0;
    if (bottom + fadeLength > creditTop - sliver) {
      bottom = H;
      bottomCovered = true;
    }
    panels.push({ top, bottom, fadeAbove: top > 0 ? fadeLength : 0, fadeBelow: bottom < H ? fadeLength : 0 });
  }
  if (!bottomCovered) panels.push({ top: creditTop, bottom: H, fadeAbove: EDGE_FADE_SHARE * H, fadeBelow: 0 });
  const topCovered = panels.some((panel) => panel.top <= 0);
  if (layout.backdrop === 'radial') {
    // Over the map between the panels, so that it eases out towards every edge and into the fades.
    const upper = topCovered ? panels.find((panel) => panel.top <= 0)!.bottom : 0;
    const lower = Math.min(...panels.filter((panel) => panel.top > upper).map((panel) => panel.top));
    return { panels, topEdge: 0, radial: { x: 0, y: upper, width: W, height: Math.max(1, lower - upper) } };
  }
  return { panels, topEdge: topCovered ? 0 : EDGE_FADE_SHARE * H };
}

/**
 * Where labels must not go: the markers, and wherever the page color lies over the map (the text's
 * panel and its fade, the credit's strip, the edge fades, outside the radial vignette's clear middle):
 * a label there would print half transparent, so it is left out. Without a backdrop, the text block.
 */
export function labelObstacles(layout: PosterLayout): Array<{ minX: number; minY: number; maxX: number; maxY: number }> {
  const size = markerPx(layout.spec, layout.scale);
  const { width: W, height: H } = layout;
  const boxes = layout.markers.flatMap(({ x, y, label }) => [
    { minX: x - size / 2, minY: y - size, maxX: x + size / 2, maxY: y + size * 0.4 },
    ...(label ? [{ minX: label.x, minY: label.baseline - label.size, maxX: label.x + label.width, maxY: label.baseline + label.size * 0.3 }] : []),
  ]);
  const plan = backdropPlan(layout);
  if (!plan) {
    if (layout.block) boxes.push({ minX: 0, minY: layout.block.top - 0.06 * H, maxX: W, maxY: H });
    return boxes;
  }
  for (const panel of plan.panels) boxes.push({ minX: 0, minY: panel.top - panel.fadeAbove, maxX: W, maxY: panel.bottom + panel.fadeBelow });
  if (plan.topEdge > 0) boxes.push({ minX: 0, minY: 0, maxX: W, maxY: plan.topEdge });
  const area = plan.radial;
  if (area) {
    // Outside the clear ellipse, in slices: each slice keeps the narrowest clear width it holds.
    const slices = 16;
    for (let i = 0; i < slices; i++) {
      const y0 = area.y + (area.height * i) / slices;
      const y1 = area.y + (area.height * (i + 1)) / slices;
      const half = Math.min(radialClearHalfWidth(area, y0), radialClearHalfWidth(area, y1));
      const cx = area.x + area.width / 2;
      if (half <= 0) boxes.push({ minX: 0, minY: y0, maxX: W, maxY: y1 });
      else boxes.push({ minX: 0, minY: y0, maxX: cx - half, maxY: y1 }, { minX: cx + half, minY: y0, maxX: W, maxY: y1 });
    }
  }
  return boxes;
}

/** Whether a point on the page lies under solid page (the text's and the credit's panels; full-bleed posters only, elsewhere the text is off the map). */
function underText(layout: PosterLayout, x: number, y: number): boolean {
  const { block } = layout;
  if (!layout.fullBleed) return false;
  const plan = backdropPlan(layout);
  if (plan) return plan.panels.some((panel) => y >= panel.top && y <= panel.bottom);
  if (!block) return false;
  const box = underTextBox('none', block.top, block.bottom - block.top, block.centreX, block.width / 2, layout.height);
  return x >= box.minX && x <= box.maxX && y >= box.minY && y <= box.maxY;
}

/** Whether any stretch of a line of [lon, lat] shows on the map: a vertex, or a point along a segment across it. */
function crossesMap(layout: PosterLayout, line: ReadonlyArray<readonly [number, number]>): boolean {
  const { view, window } = layout;
  const [left, top] = window.shape === 'rectangle' ? [window.x, window.y] : [window.cx - window.r, window.cy - window.r];
  const [right, bottom] = window.shape === 'rectangle' ? [window.x + window.width, window.y + window.height] : [window.cx + window.r, window.cy + window.r];
  const shown = (x: number, y: number) => insideWindow(window, x, y) && !underText(layout, x, y);
  let previous: [number, number] | undefined;
  for (const [lon, lat] of line) {
    const [x, y] = view.project(lon, lat);
    if (shown(x, y)) return true;
    if (previous) {
      const [px, py] = previous;
      // Only segments whose box meets the window's are walked, a few px at a time.
      if (Math.max(px, x) >= left && Math.min(px, x) <= right && Math.max(py, y) >= top && Math.min(py, y) <= bottom) {
        const steps = Math.ceil(Math.hypot(x - px, y - py) / 4);
        for (let i = 1; i < steps; i++) if (shown(px + ((x - px) * i) / steps, py + ((y - py) * i) / steps)) return true;
      }
    }
    previous = [x, y];
  }
  return false;
}

/**
 * What a route or track leaves off the poster, said as warnings: each end of a route (start, end)
 * outside the map or under the title block (its dot and the line's end are not seen), and a track
 * with no point on the visible map. `stops` are the asked start, via points and end as [lon, lat].
 */
export function routeWarnings(
  layout: PosterLayout,
  stops: ReadonlyArray<[number, number]> | undefined,
  track: ReadonlyArray<ReadonlyArray<[number, number]>> | undefined,
): string[] {
  const { view, window } = layout;
  const seen = ([lon, lat]: readonly [number, number]) => {
    const [x, y] = view.project(lon, lat);
    return insideWindow(window, x, y) && !underText(layout, x, y) ? 'seen' : insideWindow(window, x, y) ? 'under' : 'outside';
  };
  if (track) {
    if (track.some((line) => crossesMap(layout, line))) return [];
    return [`routeTrack lies wholly outside ${WINDOW_NAMES[window.shape]} and is not shown: move the centre onto the track or zoom out to include it`];
  }
  if (!stops || stops.length < 2) return [];
  const warnings: string[] = [];
  const ends = [
    ['start', stops[0]!],
    ['end', stops[stops.length - 1]!],
  ] as const;
  for (const [name, point] of ends) {
    const where = seen(point);
    if (where === 'seen') continue;
    const [lon, lat] = point;
    warnings.push(
      `the route's ${name} (${lat}, ${lon}) ${where === 'outside' ? `falls outside ${WINDOW_NAMES[window.shape]}` : 'is under the title block'}, so the route runs off the poster without its ${name}: zoom out or move the centre to include it${where === 'under' ? ', or move the text with overlayY' : ''}`,
    );
  }
  return warnings;
}

const WINDOW_NAMES = { rectangle: 'the map', circle: "the map's circle", hexagon: "the map's hexagon", heart: "the map's heart" } as const;

/**
 * What the poster leaves out of what was asked, said to the caller as warnings: markers that fall
 * outside the map (drawn nowhere), labels asked of a theme or format that prints none, and the
 * customer's colors that will not show (themes/custom colorWarnings).
 */
export function posterWarnings(layout: PosterLayout): string[] {
  const { spec, theme, view, window } = layout;
  const warnings: string[] = [];
  if (spec.showMarker !== false && spec.markerIcon !== 'none') {
    const outside = spec.markers.flatMap((marker, i) => {
      const [x, y] = view.project(marker.lon, marker.lat);
      return insideWindow(window, x, y) ? [] : [`markers[${i}] (${marker.lat}, ${marker.lon})`];
    });
    if (outside.length > 0) {
      warnings.push(
        `${outside.join(', ')} ${outside.length === 1 ? 'falls' : 'fall'} outside ${WINDOW_NAMES[window.shape]} and ${outside.length === 1 ? 'is' : 'are'} not shown: zoom out or move the centre to include ${outside.length === 1 ? 'it' : 'them'}`,
      );
    }
  }
  const hidden = layout.markers.filter((marker) => marker.underText && insideWindow(window, marker.x, marker.y));
  if (hidden.length > 0) {
    const named = hidden.map(({ index }) => {
      const item = spec.markers[index];
      return item ? `markers[${index}] (${item.lat}, ${item.lon})` : `the marker at the centre (${spec.lat}, ${spec.lon})`;
    });
    const one = hidden.length === 1;
    warnings.push(
      `${named.join(', ')} ${one ? 'is' : 'are'} under the title block and not shown${hidden.some(({ index }) => spec.markers[index]?.label) ? ', label and all' : ''}: move the centre or zoom out to bring ${one ? 'it' : 'them'} above the text, or move the text with overlayY`,
    );
  }
  const leftOut = layout.markers.filter((marker) => marker.labelLeftOut).map((marker) => `markers[${marker.index}].label`);
  if (leftOut.length > 0) {
    warnings.push(
      `${leftOut.join(', ')} ${leftOut.length === 1 ? 'is' : 'are'} not shown: no place beside ${leftOut.length === 1 ? 'its marker is' : 'their markers is'} clear of the title and the other markers`,
    );
  }
  if (spec.showLabels === true && !theme.labels) {
    warnings.push(
      `showLabels has no effect with theme ${theme.key}: street and place names print only with ${Object.values(THEMES)
        .filter((each) => each.labels)
        .map((each) => each.key)
        .join(', ')}`,
    );
  } else if (spec.showLabels === true && spec.format === 'svg') {
    warnings.push('showLabels has no effect in SVG output, which leaves map labels out: choose png, jpeg, webp or pdf for street and place names');
  }
  warnings.push(
    ...colorWarnings(theme, spec.colors, {
      tile: spec.renderMode === 'tile',
      water: spec.showWater,
      parks: spec.showParks,
      roads: spec.showRoads,
      buildings: spec.showBuildings ?? theme.buildings,
    }),
  );
  return warnings;
}

export function matColor(theme: Theme, white: boolean): string {
  return white ? '#ffffff' : theme.palette.mat;
}

/** Where the radial vignette starts to show, as a share of the way from the middle of its box to a corner. */
export const RADIAL_CLEAR_SHARE = 0.55;

/** The half-width of radialVignette's clear ellipse over `area` at height `y` (0 above and below it). */
export function radialClearHalfWidth(area: { x: number; y: number; width: number; height: number }, y: number): number {
  // The clear ellipse: semi-axes RADIAL_CLEAR_SHARE·√½ of the box's width and height.
  const a = RADIAL_CLEAR_SHARE * Math.SQRT1_2 * area.width;
  const b = RADIAL_CLEAR_SHARE * Math.SQRT1_2 * area.height;
  const dy = (y - (area.y + area.height / 2)) / b;
  return Math.abs(dy) >= 1 ? 0 : a * Math.sqrt(1 - dy * dy);
}
