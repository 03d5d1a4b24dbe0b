import { RenderError } from '../errors';
import type { Bounds, FramePoints, VectorTileSource } from './source';

/**
 * How much of a poster the map data covers, and which source of TILES_URL's list a poster is drawn
 * from. A poster whose data would leave more than a sliver blank is refused before it is charged
 * (partial_map_data), one outside every source's data too (no_map_data); lib/posters says both.
 */

/**
 * The least share of a poster's frame (its area in Web Mercator) the map data must cover for the
 * poster to be drawn without being asked to (`allowPartialMap`). Below 1 a warning says part is blank.
 */
export const MIN_MAP_COVERAGE = 0.9;

/** Points per side of the grid a frame is measured on: 1 024 points, a share to the nearest 0.1 %. */
export const FRAME_SAMPLES = 32;

/** The deepest zoom a view may have (the spec's bound): no zoom beyond it is suggested. */
export const MAX_VIEW_ZOOM = 22;

/**
 * A poster's frame: points spread evenly over it as offsets from its centre in Web Mercator (the
 * world 1 × 1), at the zoom it was asked at. At another zoom the same centre and poster size give the
 * same offsets scaled by 2^(zoom − asked), so one frame answers for every zoom.
 */
export interface MapFrame {
  lon: number;
  lat: number;
  zoom: number;
  offsets: ReadonlyArray<readonly [dx: number, dy: number]>;
}

const MAX_LATITUDE = 85.0511287798066;
const mercatorX = (lon: number) => (lon + 180) / 360;
const mercatorY = (lat: number) => {
  const phi = (Math.max(-MAX_LATITUDE, Math.min(MAX_LATITUDE, lat)) * Math.PI) / 180;
  return (1 - Math.log(Math.tan(Math.PI / 4 + phi / 2)) / Math.PI) / 2;
};
const lonOf = (x: number) => x * 360 - 180;
const latOf = (y: number) => (Math.atan(Math.sinh(Math.PI * (1 - 2 * Math.max(0, Math.min(1, y))))) * 180) / Math.PI;

/** The frame of a laid-out view (rotated, off-centre focus and all): a grid of its pixels' centres, unprojected. */
export function frameOfView(
  view: { width: number; height: number; unproject(x: number, y: number): [number, number] },
  centre: { lon: number; lat: number; zoom: number },
  samples = FRAME_SAMPLES,
): MapFrame {
  const cx = mercatorX(centre.lon);
  const cy = mercatorY(centre.lat);
  const offsets: Array<[number, number]> = [];
  for (let i = 0; i < samples; i++) {
    for (let j = 0; j < samples; j++) {
      const [lon, lat] = view.unproject(((i + 0.5) * view.width) / samples, ((j + 0.5) * view.height) / samples);
      offsets.push([mercatorX(lon) - cx, mercatorY(lat) - cy]);
    }
  }
  return { ...centre, offsets };
}

/** The frame of a lon/lat box (west > east: across the antimeridian), a grid even in Web Mercator. */
export function frameOfBounds(bounds: Bounds, centre: { lon: number; lat: number; zoom: number }, samples = FRAME_SAMPLES): MapFrame {
  const [west, south, east, north] = bounds;
  const x0 = mercatorX(west);
  const x1 = mercatorX(east < west ? east + 360 : east);
  const y0 = mercatorY(north);
  const y1 = mercatorY(south);
  const cx = mercatorX(centre.lon);
  const cy = mercatorY(centre.lat);
  const offsets: Array<[number, number]> = [];
  for (let i = 0; i < samples; i++) {
    for (let j = 0; j < samples; j++) {
      let x = x0 + ((i + 0.5) * (x1 - x0)) / samples - cx;
      // The centre may be written on the other side of the antimeridian than the box.
      if (x > 0.5) x -= 1;
      else if (x < -0.5) x += 1;
      offsets.push([x, y0 + ((j + 0.5) * (y1 - y0)) / samples - cy]);
    }
  }
  return { ...centre, offsets };
}

/** The frame's points (lon/lat) with the same centre and poster size at `zoom`. */
export function framePoints(frame: MapFrame, zoom = frame.zoom): FramePoints {
  const k = 2 ** (frame.zoom - zoom);
  const cx = mercatorX(frame.lon);
  const cy = mercatorY(frame.lat);
  return frame.offsets.map(([dx, dy]) => [lonOf(cx + dx * k), latOf(cy + dy * k)] as const);
}

/** The share of the frame at `zoom` a source covers. */
export function shareAt(source: VectorTileSource, frame: MapFrame, zoom = frame.zoom): Promise<number> {
  return source.coverage(framePoints(frame, zoom), zoom);
}

/**
 * The smallest zoom from `from` on, in steps of 0.1, at which one of the sources covers the whole
 * frame (same centre, same poster size), or undefined when none does up to `maxZoom`. A zoom is
 * rounded up to the step, so asking for the zoom said fills the poster. Zooming in shrinks the frame
 * about its centre, so once a source covers it, it covers it deeper too: a binary search finds it.
 */
export async function fillingZoom(sources: readonly VectorTileSource[], frame: MapFrame, from: number, maxZoom = MAX_VIEW_ZOOM): Promise<number | undefined> {
  const fills = async (tenths: number) => {
    for (const source of sources) if ((await shareAt(source, frame, tenths / 10)) >= 1) return true;
    return false;
  };
  let low = Math.ceil(from * 10 - 1e-6);
  let high = Math.round(maxZoom * 10);
  if (low > high || !(await fills(high))) return undefined;
  while (low < high) {
    const middle = Math.floor((low + high) / 2);
    if (await fills(middle)) high = middle;
    else low = middle + 1;
  }
  return low / 10;
}

/** The source a poster is drawn from, and the share of its frame that source covers (1: all of it). */
export interface ChosenSource {
  source: VectorTileSource;
  share: number;
}

export interface MapView {
  /** The lon/lat box around the poster's frame. */
  bounds: Bounds;
  zoom: number;
  lat: number;
  lon: number;
  /** The frame itself (a rotated poster's is smaller than its box); else the box is measured. */
  frame?: MapFrame;
}

export interface ChooseOptions {
  /** Draw from the source that covers most even when that is less than MIN_MAP_COVERAGE (the request's allowPartialMap). */
  allowPartial?: boolean;
  /** The deepest zoom a suggestion may name; default MAX_VIEW_ZOOM. */
  maxZoom?: number;
  /** What the sources hold, as messages name it: 'map data' (default) or 'elevation data' (../terrain). */
  what?: string;
}

const round1 = (value: number) => Math.round(value * 10) / 10;
const placeOf = (view: MapView) => `${view.lat.toFixed(4)}, ${view.lon.toFixed(4)} at zoom ${round1(view.zoom)}`;
const boxOf = ([west, south, east, north]: Bounds) =>
  `${[west, south].map((v) => v.toFixed(4)).join(', ')} to ${[east, north].map((v) => v.toFixed(4)).join(', ')}`;

/**
 * The first source of the list with map data for the whole view: the bundled archives answer for
 * their cities offline, a planet-wide source for the rest of the world. Failing that, the one that
 * covers most of it, if that is at least MIN_MAP_COVERAGE (or the request allows a partial map). A
 * source that cannot be opened (a remote one while offline) is passed over. Refusals, all before
 * anything is drawn or charged:
 * - partial_map_data: the best covers less than MIN_MAP_COVERAGE; says the share and the zoom that fills it;
 * - no_map_data: no source has any data in the view; says where the data is;
 * - tiles_unavailable: a source that could not be read might have had the view (a retry may succeed);
 * - source_unreachable: the sources that could not be read are remote ones nobody answers for (offline):
 *   no retry helps until they are reachable; says what the data that could be read covers.
 */
export async function chooseFrom(open: ReadonlyArray<() => Promise<VectorTileSource>>, view: MapView, options: ChooseOptions = {}): Promise<ChosenSource> {
  const what = options.what ?? 'map data';
  const frame = view.frame ?? frameOfBounds(view.bounds, view);
  const points = framePoints(frame);
  const unreadable: RenderError[] = [];
  const readable: VectorTileSource[] = [];
  let best: ChosenSource | undefined;
  for (const opening of open) {
    try {
      const source = await opening();
      const share = await source.coverage(points, view.zoom);
      if (share >= 1) return { source, share };
      readable.push(source);
      if (share > 0 && (!best || share > best.share)) best = { source, share };
    } catch (error) {
      if (!(error instanceof RenderError)) throw error;
      unreadable.push(error);
    }
  }
  if (best && (best.share >= MIN_MAP_COVERAGE || options.allowPartial)) return best;
  // What the data that could be read offers: the zoom at which it fills this poster. Found also when
  // none of the frame's points has data at this zoom but its centre has (a city seen from afar).
  const zoom = readable.length > 0 ? await fillingZoom(readable, frame, view.zoom, options.maxZoom) : undefined;
  const fill = zoom === undefined ? undefined : `at zoom ${zoom} (the same centre and size) the data fills it`;
  if (unreadable.length > 0) {
    // One source, and it could not be read: its own reason says it all.
    if (open.length === 1) throw unreadable[0]!;
    if (unreadable.every((error) => error.code === 'source_unreachable')) {
      // Offline, or a source's host down: a retry now fails the same way, so say what can be drawn instead.
      const here = readable.map((source) => `${source.name} (lon/lat ${boxOf(source.bounds)})`).join('; ');
      const instead = [fill, best ? 'send allowPartialMap: true to draw what there is' : undefined].filter(Boolean).join(', or ');
      throw new RenderError(
        'source_unreachable',
        `no ${what} source this server can reach covers this view (${placeOf(view)}): ${unreadable.map((error) => error.message).join('; ')}, and retrying will not help until it can be reached again${instead ? `; ${instead}` : ''}${here ? `; the ${what} this server can read now covers ${here} (GET /v1/places says of each place whether it is covered)` : ''}`,
      );
    }
    // A retry may succeed, but offline it never will: say too what can be drawn now.
    const covered = best ? `; those that could be read cover ${percent(best.share)} % of it` : '';
    const now = [fill, best ? 'send allowPartialMap: true to draw what there is' : undefined].filter(Boolean).join(', or ');
    throw new RenderError(
      'tiles_unavailable',
      `no ${what} source covers this view (${placeOf(view)}); ${unreadable.length} of the ${open.length} configured sources could not be read (${unreadable[0]!.message})${covered}${now ? `; ${now}` : ''}`,
    );
  }
  if (best || fill) {
    const share = best ? `${percent(best.share)} %` : 'less than 1 %';
    const rest =
      fill ?? `no zoom up to ${options.maxZoom ?? MAX_VIEW_ZOOM} fills it (the poster's centre is at the edge of the data): move the centre further into it`;
    throw new RenderError(
      'partial_map_data',
      `the ${what} covers ${share} of this poster (${placeOf(view)}), so the rest would be blank: ${rest}${best ? '; or send allowPartialMap: true to draw it as it is' : ''}`,
    );
  }
  const where = readable.map((source) => `${source.name} (lon/lat ${boxOf(source.bounds)})`).join('; ');
  throw new RenderError(
    'no_map_data',
    `no ${what} source covers this view (${placeOf(view)})${where ? `: this server has ${what} only within ${where}` : ''}; centre the poster on a place inside it (GET /v1/places finds a place's coordinates)`,
  );
}

/** A share in whole percent, rounded down (89.6 % is not "90 %"), and never 0 for some. */
export function percent(share: number): number {
  return Math.max(1, Math.floor(share * 100 + 1e-9));
}
