import { Resvg } from '@resvg/resvg-js';
import { XMLParser } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { parsePosterSpec, PosterEngine, THEMES } from '@/lib/render';
import { CITY, COPENHAGEN_STRAIGHT_ROUTE } from '@/tests/support/engine';

/**
 * The SVG a designer opens: one named group per layer, listed as Inkscape lists layers (a group with
 * inkscape:groupmode="layer" and an inkscape:label, directly under the document) and as Illustrator and
 * Figma name them (the group's id). The oracle is an XML parser of the file, and resvg drawing the file
 * with a layer recolored or hidden, as the designer would.
 */
const engine = new PosterEngine({ tilesUrl: CITY });
const theme = THEMES.modern_voyager!;
const poster = parsePosterSpec({
  lat: 55.676,
  lon: 12.576,
  zoom: 14,
  theme: 'modern_voyager',
  city: 'Copenhagen',
  country: 'Denmark',
  maxDimension: 800,
  format: 'svg',
  showBuildings: true,
  markers: [{ lat: 55.6761, lon: 12.5683, label: 'City Hall' }],
  ...COPENHAGEN_STRAIGHT_ROUTE,
});

type Element = Record<string, unknown>;
const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '', preserveOrder: true });

/** The layers as an editor lists them: each layer group's id and label, in document order, and whether it sits directly under the <svg>. */
function layersOf(svg: string): Array<{ id: string; label: string; topLevel: boolean }> {
  const found: Array<{ id: string; label: string; topLevel: boolean }> = [];
  const walk = (nodes: Element[], depth: number) => {
    for (const node of nodes) {
      const [name] = Object.keys(node).filter((key) => key !== ':@');
      const attributes = (node[':@'] ?? {}) as Record<string, string>;
      if (name === 'g' && attributes['inkscape:groupmode'] === 'layer') {
        found.push({ id: attributes.id!, label: attributes['inkscape:label']!, topLevel: depth === 1 });
      }
      if (name && Array.isArray(node[name])) walk(node[name] as Element[], depth + 1);
    }
  };
  walk(parser.parse(svg) as Element[], 0);
  return found;
}

/** resvg's pixels of an SVG (its text aside: no fonts are needed to see the map's layers). */
function draw(svg: string): Uint8Array {
  return new Resvg(svg, { font: { loadSystemFonts: false } }).render().pixels;
}
const countColor = (pixels: Uint8Array, hex: string) => {
  const [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16));
  let count = 0;
  for (let i = 0; i < pixels.length; i += 4) if (Math.abs(pixels[i]! - r!) + Math.abs(pixels[i + 1]! - g!) + Math.abs(pixels[i + 2]! - b!) <= 6) count++;
  return count;
};

describe('the layered SVG a designer opens', () => {
  it('lists one named layer per part of the poster, each once, all at the top of the document', async () => {
    const svg = (await engine.render(poster)).bytes.toString('utf8');
    expect(svg).toContain('xmlns:inkscape="http://www.inkscape.org/namespaces/inkscape"');
    const layers = layersOf(svg);
    const ids = layers.map((layer) => layer.id);
    console.info(`layers of the Copenhagen SVG: ${layers.map((layer) => `${layer.id} (${layer.label})`).join(', ')}`);
    for (const id of ['page', 'water', 'parks', 'roads-minor', 'roads-primary', 'rail', 'buildings', 'route', 'markers', 'title-block', 'credit']) {
      expect(ids, id).toContain(id);
    }
    expect(new Set(ids).size).toBe(ids.length);
    expect(layers.every((layer) => layer.topLevel)).toBe(true);
    expect(layers.find((layer) => layer.id === 'water')!.label).toBe('Water');
    expect(layers.find((layer) => layer.id === 'roads-primary')!.label).toBe('Roads: primary');
    expect(layers.find((layer) => layer.id === 'title-block')!.label).toBe('Title block');
    // Bottom to top as drawn: the page, the map, the route and markers over it, the text last.
    const order = (id: string) => ids.indexOf(id);
    expect(order('page')).toBeLessThan(order('water'));
    expect(order('water')).toBeLessThan(order('roads-minor'));
    expect(order('roads-minor')).toBeLessThan(order('roads-primary'));
    expect(order('roads-primary')).toBeLessThan(order('buildings'));
    expect(order('buildings')).toBeLessThan(order('route'));
    expect(order('route')).toBeLessThan(order('markers'));
    expect(order('markers')).toBeLessThan(order('title-block'));
  });

  it('recolors the water by the layer group alone, and hides it by hiding the group', async () => {
    // The water's own fades (its ramp into the title's panel, drawn in its color and then the page's, over the water
    // and under its bridges) and the page's are layers of their own, which a designer recolors or hides on their own:
    // hidden here, so the water layer is measured alone.
    const svg = (await engine.render(poster)).bytes
      .toString('utf8')
      .replace('<g id="fades" ', '<g id="fades" display="none" ')
      .replace('<g id="water-fades" ', '<g id="water-fades" display="none" ');
    expect(svg).toContain('<g id="fades" display="none" ');
    expect(svg).toContain('<g id="water-fades" display="none" ');
    const opening = /<g id="water" [^>]*>/.exec(svg)![0];
    // The layer carries its paint: one attribute for every water area on the poster.
    expect(opening).toContain(`fill="${theme.palette.water}"`);
    const asDrawn = draw(svg);
    const water = countColor(asDrawn, theme.palette.water);
    expect(water).toBeGreaterThan(5000);
    const recolored = draw(svg.replace(opening, opening.replace(`fill="${theme.palette.water}"`, 'fill="#ff00ff"')));
    expect(countColor(recolored, '#ff00ff')).toBeGreaterThan(0.9 * water);
    expect(countColor(recolored, theme.palette.water)).toBeLessThan(0.05 * water);
    const hidden = draw(svg.replace(opening, opening.replace('<g ', '<g display="none" ')));
    expect(countColor(hidden, theme.palette.water)).toBeLessThan(0.05 * water);
  });

  it('has a labels layer where the poster prints map labels (PDF and rasters are written from the same scene)', async () => {
    const { svg } = await engine.document({ ...poster, format: 'pdf' }, { embedFonts: false, labels: true });
    const labels = layersOf(svg).find((layer) => layer.id === 'labels');
    expect(labels).toEqual({ id: 'labels', label: 'Labels', topLevel: true });
  });
});
