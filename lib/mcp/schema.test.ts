import { describe, expect, it } from 'vitest';
import { parseRenderRequest, renderRequestSchema } from '@/lib/posters';
import { TILE_STYLE_KEYS } from '@/lib/render';
import { themeKeys, toolSchemas } from './schema';

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
