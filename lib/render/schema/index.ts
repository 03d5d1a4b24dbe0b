import { OPENMAPTILES } from './openmaptiles';
import { PROTOMAPS } from './protomaps';
import type { SchemaId, TileSchema } from './types';
import { recognisedAcrossCopies } from '@/lib/singleton';

export { OPENMAPTILES } from './openmaptiles';
export { PROTOMAPS } from './protomaps';
export type { DrawKind, LabelRole, Oneway, Properties, SchemaId, TileSchema, WayTags } from './types';

/** The schemas the engine reads, by the name a TILES_URL entry may give after `#`. */
export const SCHEMAS: Readonly<Record<SchemaId, TileSchema>> = { openmaptiles: OPENMAPTILES, protomaps: PROTOMAPS };
export const SCHEMA_IDS = Object.keys(SCHEMAS) as SchemaId[];

/** A source whose layers are in no schema the engine reads: its message names what it found. */
export class UnknownSchema extends Error {
  static {
    recognisedAcrossCopies(this, 'render.UnknownSchema');
  }
  override name = 'UnknownSchema';
}

/** How many layers of a list are named, at most: a message never grows with the input. */
const NAMED_AT_MOST = 16;

/**
 * The schema of a source, chosen by the layers it says it holds (PMTiles metadata or TileJSON
 * `vector_layers`): the schema more of whose own layers it has. A source that says nothing takes the
 * schema its TILES_URL entry names (`#protomaps`), else OpenMapTiles (what every source was read as
 * before there were two). Throws UnknownSchema when the layers it lists belong to neither, or as
 * many to one as to the other.
 */
export function schemaOf(layers: readonly string[] | undefined, declared?: SchemaId): TileSchema {
  if (!layers || layers.length === 0) return SCHEMAS[declared ?? 'openmaptiles'];
  const have = new Set(layers);
  const scored = Object.values(SCHEMAS)
    .map((schema) => ({ schema, score: schema.markerLayers.filter((layer) => have.has(layer)).length }))
    .sort((a, b) => b.score - a.score);
  const [first, second] = scored;
  if (first && first.score > 0 && first.score > (second?.score ?? 0)) return first.schema;
  const found = layers.slice(0, NAMED_AT_MOST).join(', ') + (layers.length > NAMED_AT_MOST ? ` and ${layers.length - NAMED_AT_MOST} more` : '');
  const expected = Object.values(SCHEMAS)
    .map((schema) => `${schema.title} (${schema.markerLayers.slice(0, 4).join(', ')}…)`)
    .join(' or ');
  throw new UnknownSchema(`its layers (${found}) are in neither schema posters are drawn from: ${expected}`);
}

/** The ids of the layers a TileJSON document or PMTiles metadata lists in `vector_layers`, or undefined when it lists none. */
export function vectorLayerIds(metadata: unknown): string[] | undefined {
  const list = (metadata as { vector_layers?: unknown } | null | undefined)?.vector_layers;
  if (!Array.isArray(list)) return undefined;
  const ids = list.flatMap((layer) => (typeof (layer as { id?: unknown })?.id === 'string' ? [(layer as { id: string }).id] : []));
  return ids.length > 0 ? ids : undefined;
}

/**
 * A TILES_URL entry split into where the source is and the schema it is declared to be in: a
 * trailing `#openmaptiles` or `#protomaps` (for sources that do not say what they hold, such as a
 * bare `{z}/{x}/{y}` template). Any other `#…` stays part of the location.
 */
export function declaredSchema(entry: string): { location: string; declared?: SchemaId } {
  const match = /^(.*)#([a-z]+)$/i.exec(entry);
  const id = match?.[2]?.toLowerCase();
  if (!match || !id || !(SCHEMA_IDS as string[]).includes(id)) return { location: entry };
  return { location: match[1]!, declared: id as SchemaId };
}
