import type { z } from 'zod';
import { renderRequestSchema, type RenderRequest } from '@/lib/posters';
import { THEMES } from '@/lib/render';

/**
 * RenderRequest fields as the documents describe them. Their meaning is written once, attached to
 * renderRequestSchema (lib/posters/descriptions.ts), and shared with the MCP tool; bounds, defaults
 * and allowed values are read off the schema (./json-schema.ts). Only the units of number fields,
 * which neither says, are kept here.
 */

export type RenderField = keyof RenderRequest;

const DEGREES = 'degrees';
const REFERENCE_PX = 'reference px';

/** The unit of each number field, appended to its bounds ("-360 to 360 degrees"). */
export const FIELD_UNITS: Partial<Record<RenderField, string>> = {
  lat: DEGREES,
  lon: DEGREES,
  maxDimension: 'px',
  dpi: 'dots per inch',
  bleedMm: 'mm',
  bearing: DEGREES,
  matWidth: REFERENCE_PX,
  matBorderWidth: REFERENCE_PX,
  cityFontSize: REFERENCE_PX,
  cityLetterSpacing: 'em',
  routeStartLat: DEGREES,
  routeStartLon: DEGREES,
  routeEndLat: DEGREES,
  routeEndLon: DEGREES,
};

/** The artistic themes that print street, place and water names. */
export const LABELLED_THEMES = Object.values(THEMES)
  .filter((theme) => theme.labels)
  .map((theme) => theme.key);

/** What a RenderRequest field means, as renderRequestSchema describes it. */
export function fieldMeaning(field: string): string {
  const schema = (renderRequestSchema.shape as Record<string, z.ZodType | undefined>)[field];
  const text = schema?.description;
  if (!text) throw new Error(`RenderRequest field ${field} has no description: describe it in lib/posters/descriptions.ts`);
  return text;
}
