import { describe, expect, it } from 'vitest';
import { parseRenderRequest, renderRequestSchema } from '@/lib/posters';
import { TILE_STYLE_KEYS } from '@/lib/render';
import { forStrictClients, themeKeys, toolSchemas } from './schema';

const properties = () => toolSchemas().renderPosterInput.properties as Record<string, Record<string, unknown>>;

describe('render_poster input schema', () => {
  it('has every RenderRequest field and the idempotencyKey argument, described, and only those', () => {
    expect(Object.keys(properties()).sort()).toEqual([...Object.keys(renderRequestSchema.shape), 'idempotencyKey'].sort());
    for (const [field, property] of Object.entries(properties())) expect(typeof property.description, field).toBe('string');
    expect(toolSchemas().renderPosterInput).toMatchObject({ type: 'object', required: ['lat', 'lon'], additionalProperties: false });
  });

  it('states the bounds the schema enforces', () => {
    expect(properties().zoom).toMatchObject({ minimum: 0, maximum: 22, default: 13 });
    expect(properties().lon).toMatchObject({ minimum: -180, maximum: 180 });
    expect(properties().width).toMatchObject({ minimum: 1, maximum: 100_000 });
    expect(properties().cityLetterSpacing).toMatchObject({ minimum: -0.1, maximum: 1 });
    expect(properties().maxDimension).toMatchObject({ minimum: 256 });
    expect(properties().maxDimension).not.toHaveProperty('maximum'); // larger values are capped, not refused
    expect((properties().routeViaPoints as { items: unknown }).items).toMatchObject({ properties: { lat: { minimum: -90, maximum: 90 } } });
  });

  it('lists exactly the theme keys the schema accepts, legacy keys included', () => {
    const keys = themeKeys();
    expect(properties().theme!.enum).toEqual(keys);
    expect(keys).toEqual(expect.arrayContaining(['dark', 'minimal', 'voyager', 'midnight_dark']));
    for (const theme of keys) {
      const renderMode = (TILE_STYLE_KEYS as readonly string[]).includes(theme) ? 'tile' : 'artistic';
      expect(() => parseRenderRequest({ lat: 0, lon: 0, theme, renderMode }), theme).not.toThrow();
    }
    expect(() => parseRenderRequest({ lat: 0, lon: 0, theme: 'not_a_theme' })).toThrow(/^theme must be one of/);
  });

  it('guides the choice of zoom and theme', () => {
    expect(properties().zoom!.description).toContain('about 11 shows a metro area, 13 a city, 15 a neighbourhood, 16-17 a few streets');
    for (const theme of themeKeys().filter((key) => !['dark', 'minimal', 'voyager'].includes(key))) {
      expect(properties().theme!.description).toContain(`- ${theme}: `);
    }
  });
});

/** Every place in a schema where a strict MCP client would warn (MCP Inspector's list): a list of types, an empty additionalProperties. */
function unreadable(value: unknown, where = ''): string[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => unreadable(item, `${where}[${index}]`));
  if (!value || typeof value !== 'object') return [];
  const schema = value as Record<string, unknown>;
  const own = [
    ...(Array.isArray(schema.type) ? [`${where}.type ${JSON.stringify(schema.type)}`] : []),
    ...(schema.additionalProperties && typeof schema.additionalProperties === 'object' && Object.keys(schema.additionalProperties).length === 0
      ? [`${where}.additionalProperties {}`]
      : []),
  ];
  return [...own, ...Object.entries(schema).flatMap(([key, item]) => unreadable(item, `${where}.${key}`))];
}

describe('the tool schemas, for the strictest MCP clients', () => {
  it('use no list of types and no empty additionalProperties anywhere', () => {
    expect(unreadable(toolSchemas())).toEqual([]);
  });

  it('say a nullable field and an object of anything in the same meaning', () => {
    expect(forStrictClients({ type: ['object', 'null'], description: 'A geometry.', properties: { type: { type: 'string' } } })).toEqual({
      description: 'A geometry.',
      anyOf: [{ type: 'object', properties: { type: { type: 'string' } } }, { type: 'null' }],
    });
    expect(forStrictClients({ type: 'object', propertyNames: { type: 'string' }, additionalProperties: {} })).toEqual({
      type: 'object',
      propertyNames: { type: 'string' },
    });
    // A property named like a keyword is a property, not a keyword.
    expect(forStrictClients({ type: 'object', properties: { type: { type: ['string', 'null'] } } })).toEqual({
      type: 'object',
      properties: { type: { anyOf: [{ type: 'string' }, { type: 'null' }] } },
    });
    // The geometry of a route track is still an object or null.
    const geometry = (toolSchemas().renderPosterInput.properties as Record<string, { anyOf: Array<{ properties: Record<string, unknown> }> }>).routeTrack!
      .anyOf[0]!.properties.geometry;
    expect(geometry).toMatchObject({ anyOf: [{ type: 'object' }, { type: 'null' }] });
  });
});
