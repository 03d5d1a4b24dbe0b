import type { LabelKind, RoadClass } from '../openmaptiles';

/**
 * The engine's one vocabulary for what a feature is on a poster, whatever schema the tiles are in:
 * each schema's adapter (./openmaptiles.ts, ./protomaps.ts) says what its layers and fields mean in
 * these words, and the decoder (../tiles/decode.ts), the layers, the labels and the route read only these.
 */
export type DrawKind =
  | 'landuse'
  | 'landcover'
  | 'wood'
  | 'park'
  | 'water'
  | 'waterway'
  | 'waterway-minor'
  | 'building'
  | 'pier'
  | 'pier-line'
  | 'rail'
  | 'aeroway'
  | 'aeroway-line'
  | `road:${RoadClass}`
  /** A slip road (a `_link`, OpenMapTiles' `ramp`) of that class: drawn in its color, thinner. */
  | `link:${RoadClass}`
  | `tunnel:${RoadClass}`;

/** A feature's properties as the MVT decoder gives them. */
export type Properties = Readonly<Record<string, string | number | boolean | undefined>>;

/** 1: one-way in drawing order; -1: one-way against it; 0: both ways. */
export type Oneway = -1 | 0 | 1;

/**
 * A line of the street network as routing sees it, in OpenMapTiles' words (the route profiles'
 * vocabulary, ../route/profile.ts): `cls` motorway … tertiary, minor, service, track, path, pier,
 * raceway, busway…; `subclass` footway, cycleway, steps, pedestrian, bridleway, corridor, platform…
 */
export interface WayTags {
  cls: string;
  subclass: string;
  oneway: Oneway;
  /** A slip road (motorway or trunk link). */
  ramp: boolean;
}

/** What a feature of a label layer gives: a street, place or water name, with its class in the engine's words. */
export interface LabelRole {
  kind: LabelKind;
  /** Streets: a road class (motorway … minor); places: city, town, village, suburb, quarter, neighbourhood…; water: the water's class. */
  cls: string;
}

/** One vector-tile schema, read into the engine's vocabulary. */
export interface TileSchema {
  readonly id: SchemaId;
  /** As people name it in messages and docs. */
  readonly title: string;
  /**
   * What a poster drawn from tiles in this schema prints after "© OpenStreetMap contributors" in its
   * credit line: the schema's own licence or its makers' request (../compose/vector-map.ts mapCredit).
   */
  readonly credit: string;
  /** Layers by which a source's layer list is recognised as this schema (none of them belongs to the other schema). */
  readonly markerLayers: readonly string[];
  /** Layers whose geometry a poster draws, in the order they are decoded. */
  readonly drawnLayers: readonly string[];
  /** What a feature of a drawn layer is drawn as (1 = points, 2 = lines, 3 = polygons), or undefined when posters leave it out. */
  draw(layer: string, type: number, properties: Properties): DrawKind | undefined;
  /** Which way a road may be driven (for pairing divided roads' carriageways and for routes). */
  oneway(properties: Properties): Oneway;
  /** Layers with the street network. */
  readonly wayLayers: readonly string[];
  /** A line of a way layer as routing sees it, or undefined when no route profile follows it (rails, ferries, lifts). */
  way(layer: string, properties: Properties): WayTags | undefined;
  /** Layers with names to print. */
  readonly labelLayers: readonly string[];
  /** What a named feature of a label layer gives, or undefined when posters print no name for it. */
  label(layer: string, type: number, properties: Properties): LabelRole | undefined;
  /** The fields a name is read from, first that holds one: as written on the spot, and in Latin script. */
  readonly localName: readonly string[];
  readonly latinName: readonly string[];
}

export type SchemaId = 'openmaptiles' | 'protomaps';
