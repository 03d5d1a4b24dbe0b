import { OPENMAPTILES, type DrawKind, type Properties } from '../schema';

export type { DrawKind } from '../schema';

/** The kind an OpenMapTiles feature is drawn as, or undefined when posters leave it out (./schema/openmaptiles.ts says how). */
export function classify(layer: string, type: number, properties: Properties): DrawKind | undefined {
  return OPENMAPTILES.draw(layer, type, properties);
}
