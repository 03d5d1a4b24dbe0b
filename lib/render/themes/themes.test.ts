/**
 * Invariants every theme must keep, checked over all of THEMES so that a new or edited theme that
 * breaks one fails here rather than on a printed poster.
 */
import { describe, expect, it } from 'vitest';
import { FONT_FAMILIES, SHIPPED_FACES } from '../fonts';
import { chromaHue, chromaticDistance, contrastRatio, deltaE76, hueDifference, isHex, offMix, parseHex, relativeLuminance } from './color';
import { ROAD_CLASSES } from '../openmaptiles';
import { TWIN_PAGE, TWINS_SEEN } from '@/tests/support/theme-twins';
import { LEGACY_THEME_KEYS, THEMES, THEME_KEYS, getTheme, isThemeKey, resolveThemeKey, type LegacyThemeKey, type Theme } from './index';

/** Weights of each shipped family, from the font catalogue itself. */
const SHIPPED_WEIGHTS: Readonly<Record<string, readonly number[]>> = SHIPPED_FACES.reduce<Record<string, number[]>>((byFamily, face) => {
  (byFamily[face.family] ??= []).push(face.weight);
  return byFamily;
}, {});

/** The artistic themes published (components/docs/content/engine.md: The poster engine, Themes; /docs#themes), exactly these 54. */
const PUBLISHED_KEYS = [
  'ancient_woodland',
  'arctic_frost',
  'arid_canyon',
  'aurora_glow',
  'autumn_whisper',
  'blueprint_classic',
  'charcoal_sketch',
  'copper_patina',
  'cyber_glitch',
  'cyber_noir',
  'desert_mirage',
  'deep_ocean',
  'dark_gold',
  'emerald_valley',
  'ethereal_ghost',
  'forest_shadow',
  'golden_era',
  'lavender_mist',
  'mint_fizz',
  'midnight_neon',
  'monochrome_pro',
  'mangrove_maze',
  'paper_heritage',
  'riverine_flow',
  'retro_synth',
  'royal_velvet',
  'rustic_clay',
  'sakura_bloom',
  'solar_flare',
  'steel_metropolis',
  'sunset_blush',
  'volcanic_ash',
  'nautical_chart',
  'wine_country',
  'mediterranean_sun',
  'nordic_fjord',
  'vintage_atlas',
  'rose_gold',
  'indigo_night',
  'espresso_roast',
  'jade_silk',
  'twilight_hour',
  'sandstone_arch',
  'obsidian_glass',
  'storm_front',
  'tobacco_leather',
  'ivory_tower',
  'sage_garden',
  'coral_depths',
  'terracotta_villa',
  'dusty_rose',
  'midnight_dark',
  'minimal_white',
  'modern_voyager',
];

/** Only the city-map themes show street, place and water names (components/docs/content/engine.md: The poster engine, Map labels). */
const LABELLED = ['midnight_dark', 'minimal_white', 'modern_voyager'];

/** The smallest contrast at which a park (a quiet tint) still reads against the page. */
const VISIBLE = 1.08;
/** Water must be told from land at a glance, on dark pages too (lighter than the page if need be). */
const WATER_MIN = 1.3;
/** Title, subtitle and coordinates: WCAG AA for text, on the page and on the mat. */
const TEXT_MIN = 4.5;
/** The least important road (path) must never fade into the page. */
const PATH_MIN = 1.25;
/**
 * Water must differ from the land in color, not only in lightness: the CIELAB a*b* distance
 * (hue and saturation, lightness left out) between water and page is at least this. Khaki water on
 * a khaki page (4–7), grey on grey (0), or a brown stain on a brown-black page (7–9) all fall short;
 * a tinted water clears it on every page, so no theme is let off on lightness alone.
 */
const WATER_HUE_MIN = 10;
/** Parks read at 1.15:1 against the page, or else by a clear shift of color (CIE76 ΔE, 10 ≈ four JNDs). */
const PARK_MIN = 1.15;
const PARK_DELTA_E_MIN = 10;
/**
 * One ramp from the main-road color (color.ts, ROAD_RAMP): every class is the motorway mixed
 * towards the page (sRGB, 0…255 units off the mix line; rounding leaves ≤ 1), so the accent of an
 * accent theme runs from motorway down through secondary and the streets below step down in its hue.
 */
const MIX_TOLERANCE = 2.5;
/** Secondary carries the main-road color nearly whole: its CIE76 ΔE from the page at least this share of the motorway's. */
const SECONDARY_SHARE = 0.75;
/**
 * The three tiers (issue 39), as shares of the arterials' distance from the page (the mean CIE76 ΔE of
 * motorway…secondary): the minor streets are texture, at most MINOR_SHARE (the designer's "about
 * 30 %"); tertiary is the second tier, within TERTIARY_SHARE (65-75 % with a little room for
 * rounding; ROAD_RAMP puts it at 0.64-0.74). The same is measured on rendered pixels in
 * tests/integration/render/road-hierarchy.test.ts.
 */
const MINOR_SHARE = 0.31;
const TERTIARY_SHARE = { min: 0.63, max: 0.76 } as const;
/** Rail is no brighter than the minor streets: its ΔE from the page at most this share of theirs. */
const RAIL_UNDER_MINOR = 0.85;
/** Motorway…secondary are one hue family: hues this close when both are colored (chroma ≥ 12)… */
const MAIN_HUE_SPREAD = 25;
/** …and none fades to grey beside a colored one: chroma at least this share of the most colored. */
const MAIN_CHROMA_SHARE = 0.5;
/**
 * The themes that declare a two-hue road network (Theme.roadHues, issue 39: the synthwave pair, whose
 * one-ramp yellow and pink read as royal_velvet and midnight_neon). Only these: a second hue anywhere
 * else is an accident the one-hue rules catch.
 */
const DUOTONE = ['cyber_glitch', 'retro_synth'];
/** A declared second hue is a second hue, not a drift of the first: at least this far round the hue circle. */
const DUOTONE_HUE_APART = 90;
/** Woods are a quiet tint of their own: this far (CIE76) from the parks, and visible on the page. */
const WOOD_FROM_PARK = 6;
const WOOD_VISIBLE = 3.5;
/** …and quiet: never further from the page than this. */
const WOOD_QUIET = 20;
/**
 * The route and the markers are read against what they cross: a route this far (CIE76) from the
 * water, parks, woods and page (a teal route beside teal water reads as a canal); markers this far
 * from the page and the water.
 */
const ROUTE_APART = 20;
/**
 * A route poster draws its route over the roads it follows, so the route (and the markers) must also
 * stand apart from every arterial (motorway…secondary), by the same CIE76 distance. The route's casing
 * does not do this for it: it is a halo in the page color (svg/furniture.ts routeOps), so a route in the
 * road color reads as one more cased main road. On Copenhagen route posters (issue 39, s51) routes 13-20
 * from the roads in lightness alone (storm_front's yellow on yellow, coral_depths, mint_fizz, dusty_rose)
 * were lost among them, and dark_gold, cyber_noir and indigo_night (0-1) could not be found at all;
 * from about 22 (sakura_bloom, forest_shadow, twilight_hour) the route reads as its own line.
 */
const ROUTE_FROM_ROADS = ROUTE_APART;
const ARTERIALS = ['motorway', 'trunk', 'primary', 'secondary'] as const;

const themes = Object.entries(THEMES);

/** sRGB `#rrggbb` to CIELAB (D65), for perceptual distances between palettes. */
function lab(hex: string): [number, number, number] {
  const { r, g, b } = parseHex(hex);
  const lin = (c: number) => (c / 255 <= 0.04045 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4);
  const [R, G, B] = [lin(r), lin(g), lin(b)];
  const x = (0.4124 * R + 0.3576 * G + 0.1805 * B) / 0.95047;
  const y = 0.2126 * R + 0.7152 * G + 0.0722 * B;
  const z = (0.0193 * R + 0.1192 * G + 0.9505 * B) / 1.08883;
  const f = (t: number) => (t > 216 / 24389 ? Math.cbrt(t) : ((24389 / 27) * t + 16) / 116);
  return [116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))];
}

/** The slots that make a poster's look at a glance: page, water, motorway, parks, text. */
function lookOf(theme: Theme): string[] {
  const { background, water, park, text, roads } = theme.palette;
  return [background, water, roads.motorway, park, text];
}

/** How far apart two themes look: the mean CIE76 ΔE over the slots of lookOf (about 2.3 is a just-noticeable difference). */
function lookDistance(a: Theme, b: Theme): number {
  const x = lookOf(a).map(lab);
  const y = lookOf(b).map(lab);
  return x.reduce((sum, p, i) => sum + Math.hypot(p[0] - y[i]![0], p[1] - y[i]![1], p[2] - y[i]![2]), 0) / x.length;
}

/** How far the arterials (motorway…secondary) stand off the page: their mean CIE76 ΔE from it. */
function arterials(theme: Theme): number {
  const { roads, background } = theme.palette;
  return (['motorway', 'trunk', 'primary', 'secondary'] as const).reduce((sum, cls) => sum + deltaE76(roads[cls], background), 0) / 4;
}

/** Two themes closer than this look like one theme twice in the gallery. */
const DISTINCT = 8;

/** Every color slot with a readable name, road classes included. */
function slots(theme: Theme): [string, unknown][] {
  const { roads, ...rest } = theme.palette;
  return [...Object.entries(rest), ...Object.entries(roads).map(([cls, hex]): [string, unknown] => [`roads.${cls}`, hex])];
}

describe('theme catalogue', () => {
  it('has exactly the 54 published themes', () => {
    expect(PUBLISHED_KEYS).toHaveLength(54);
    expect(new Set(PUBLISHED_KEYS).size).toBe(54);
    expect([...THEME_KEYS].sort()).toEqual([...PUBLISHED_KEYS].sort());
    for (const key of PUBLISHED_KEYS) expect(isThemeKey(key) && getTheme(key).key, key).toBe(key);
  });

  it('holds one record per key of THEME_KEYS, in its order, each under its own key', () => {
    expect(Object.keys(THEMES)).toEqual([...THEME_KEYS]);
    for (const [key, theme] of Object.entries(THEMES)) expect(theme.key).toBe(key);
    expect(isThemeKey('standard')).toBe(false);
    expect(isThemeKey('dark')).toBe(false);
  });

  it('resolves the legacy keys dark/minimal/voyager to their current themes', () => {
    expect(resolveThemeKey('dark')).toBe('midnight_dark');
    expect(resolveThemeKey('minimal')).toBe('minimal_white');
    expect(resolveThemeKey('voyager')).toBe('modern_voyager');
    for (const [legacy, current] of Object.entries(LEGACY_THEME_KEYS)) {
      expect(THEMES[current], legacy).toBeDefined();
      expect(getTheme(legacy as LegacyThemeKey)).toBe(THEMES[current]);
    }
    expect(resolveThemeKey('toString')).toBeUndefined();
    expect(resolveThemeKey('nope')).toBeUndefined();
  });

  it('keeps themes distinct: no two share a palette (page, water, motorway, parks, text)', () => {
    const looks = themes.map(([, t]) => lookOf(t).join(' '));
    expect(new Set(looks).size).toBe(looks.length);
  });

  it('keeps themes distinct to the eye: every pair differs by a clear mean ΔE over those slots', () => {
    for (let i = 0; i < themes.length; i++) {
      for (let j = i + 1; j < themes.length; j++) {
        const [a, ta] = themes[i]!;
        const [b, tb] = themes[j]!;
        expect(lookDistance(ta, tb), `${a} vs ${b}`).toBeGreaterThanOrEqual(DISTINCT);
      }
    }
  });

  /**
   * The pairs a designer took for one theme twice (issue 39) differ in kind: pages at least TWIN_PAGE
   * apart (CIE76), or one light and one dark. (A road color of another hue was allowed too; ivory_tower's
   * navy beside minimal_white's black passed that and still read as one theme, so the page must differ.)
   * The same pairs are held on rendered thumbnails in tests/integration/render/theme-distinctness.test.ts.
   */
  it.each(TWINS_SEEN)('tells %s from %s in kind: another page or another tone', (a, b) => {
    const [x, y] = [THEMES[a], THEMES[b]];
    const page = deltaE76(x.palette.background, y.palette.background);
    expect(page >= TWIN_PAGE || x.tone !== y.tone, `page ΔE ${page.toFixed(1)}, tones ${x.tone} / ${y.tone}`).toBe(true);
  });

  it('keeps the themes distinct by name, and every name and description unique', () => {
    const names = themes.map(([, t]) => t.name);
    const descriptions = themes.map(([, t]) => t.description);
    expect(new Set(names).size).toBe(names.length);
    expect(new Set(descriptions).size).toBe(descriptions.length);
  });

  it('offers both light and dark themes', () => {
    const dark = themes.filter(([, t]) => t.tone === 'dark').length;
    expect(dark).toBeGreaterThanOrEqual(10);
    expect(themes.length - dark).toBeGreaterThanOrEqual(10);
  });

  it('draws two road hues only in the themes that declare it, and one in every other', () => {
    expect(themes.filter(([, t]) => t.roadHues === 'duotone').map(([key]) => key)).toEqual(DUOTONE);
  });

  it('uses every shipped font family in some theme', () => {
    const used = new Set(themes.flatMap(([, t]) => Object.values(t.fonts).map((font) => font.family)));
    for (const family of FONT_FAMILIES) expect(used.has(family), family).toBe(true);
  });
});

describe.each(themes)('theme %s', (recordKey, theme) => {
  const { palette } = theme;
  const bg = palette.background;

  it('is keyed by its own snake_case key', () => {
    expect(theme.key).toBe(recordKey);
    expect(theme.key).toMatch(/^[a-z][a-z0-9]*(_[a-z0-9]+)*$/);
    expect(theme.name.trim()).not.toBe('');
    expect(theme.description.trim()).not.toBe('');
  });

  it('fills every palette slot, every road class included, with a lowercase #rrggbb', () => {
    expect(Object.keys(palette.roads).sort()).toEqual([...ROAD_CLASSES].sort());
    for (const [slot, hex] of slots(theme)) expect(isHex(hex), `${slot} = ${String(hex)}`).toBe(true);
  });

  it('sets the text at 4.5:1 or more against the page and against the mat', () => {
    expect(contrastRatio(palette.text, bg), 'text on page').toBeGreaterThanOrEqual(TEXT_MIN);
    expect(contrastRatio(palette.text, palette.mat), 'text on mat').toBeGreaterThanOrEqual(TEXT_MIN);
  });

  it('haloes text in the page color', () => {
    expect(palette.halo).toBe(bg);
  });

  it('steps the road hierarchy down in contrast from motorway to path, never below 1.25:1', () => {
    const contrasts = ROAD_CLASSES.map((cls) => contrastRatio(palette.roads[cls], bg));
    for (let i = 1; i < contrasts.length; i++) {
      expect(contrasts[i], `${ROAD_CLASSES[i]} vs ${ROAD_CLASSES[i - 1]}`).toBeLessThanOrEqual(contrasts[i - 1]!);
    }
    expect(contrasts.at(-1)).toBeGreaterThanOrEqual(PATH_MIN);
  });

  it('carries the main-road color through secondary and dims the minor streets to a mesh', () => {
    const { roads } = palette;
    const fromPage = (cls: (typeof ROAD_CLASSES)[number]) => deltaE76(roads[cls], bg);
    expect(fromPage('secondary'), 'secondary vs motorway (ΔE from the page)').toBeGreaterThanOrEqual(SECONDARY_SHARE * fromPage('motorway'));
    expect(fromPage('minor'), 'minor vs the arterials (ΔE from the page)').toBeLessThanOrEqual(MINOR_SHARE * arterials(theme));
    expect(contrastRatio(roads.minor, bg), 'minor').toBeGreaterThanOrEqual(PATH_MIN);
  });

  it('steps tertiary down to a second tier and keeps rail under the minor streets', () => {
    const { roads } = palette;
    const fromPage = (hex: string) => deltaE76(hex, bg);
    const share = fromPage(roads.tertiary) / arterials(theme);
    expect(share, 'tertiary vs the arterials (ΔE from the page)').toBeGreaterThanOrEqual(TERTIARY_SHARE.min);
    expect(share, 'tertiary vs the arterials (ΔE from the page)').toBeLessThanOrEqual(TERTIARY_SHARE.max);
    expect(fromPage(palette.rail), 'rail vs minor (ΔE from the page)').toBeLessThanOrEqual(RAIL_UNDER_MINOR * fromPage(roads.minor));
  });

  it.runIf(theme.roadHues === 'one')('keeps motorway, trunk, primary and secondary one hue family, so an accent is on all four or on none', () => {
    const main = (['motorway', 'trunk', 'primary', 'secondary'] as const).map((cls) => ({ cls, ...chromaHue(palette.roads[cls]) }));
    const most = Math.max(...main.map((m) => m.chroma));
    for (const a of main) {
      if (most >= 20) expect(a.chroma, `${a.cls} chroma beside ${most.toFixed(0)}`).toBeGreaterThanOrEqual(MAIN_CHROMA_SHARE * most);
      for (const b of main) {
        if (a.chroma >= 12 && b.chroma >= 12) expect(hueDifference(a.hue, b.hue), `${a.cls} vs ${b.cls} hue`).toBeLessThanOrEqual(MAIN_HUE_SPREAD);
      }
    }
  });

  it.runIf(theme.roadHues === 'one')("is one ramp: every road class a mix of the motorway and the page, in the theme's own hue", () => {
    const { roads } = palette;
    for (const cls of ROAD_CLASSES) {
      expect(offMix(roads[cls], roads.motorway, bg), `${cls} off the motorway→page mix`).toBeLessThanOrEqual(MIX_TOLERANCE);
    }
  });

  it.runIf(theme.roadHues === 'duotone')('is the declared duotone: motorway…primary one hue, secondary a second hue that is still an arterial', () => {
    const main = (['motorway', 'trunk', 'primary'] as const).map((cls) => ({ cls, ...chromaHue(palette.roads[cls]) }));
    const second = chromaHue(palette.roads.secondary);
    const most = Math.max(...main.map((m) => m.chroma), second.chroma);
    for (const a of [...main, { cls: 'secondary', ...second }]) {
      expect(a.chroma, `${a.cls} chroma beside ${most.toFixed(0)}`).toBeGreaterThanOrEqual(MAIN_CHROMA_SHARE * most);
    }
    for (const a of main) {
      for (const b of main) expect(hueDifference(a.hue, b.hue), `${a.cls} vs ${b.cls} hue`).toBeLessThanOrEqual(MAIN_HUE_SPREAD);
      expect(hueDifference(a.hue, second.hue), `${a.cls} vs secondary hue`).toBeGreaterThanOrEqual(DUOTONE_HUE_APART);
    }
  });

  it.runIf(theme.roadHues === 'duotone')('is two ramps: trunk and primary from the motorway, tertiary from the secondary, the mesh from one of them', () => {
    const { roads } = palette;
    for (const cls of ['trunk', 'primary'] as const) {
      expect(offMix(roads[cls], roads.motorway, bg), `${cls} off the motorway→page mix`).toBeLessThanOrEqual(MIX_TOLERANCE);
    }
    expect(offMix(roads.tertiary, roads.secondary, bg), 'tertiary off the secondary→page mix').toBeLessThanOrEqual(MIX_TOLERANCE);
    const mesh = ['minor', 'service', 'path'] as const;
    const onLine = (top: string) => mesh.every((cls) => offMix(roads[cls], top, bg) <= MIX_TOLERANCE);
    expect(onLine(roads.motorway) || onLine(roads.secondary), 'minor, service and path all on the motorway→page or all on the secondary→page mix').toBe(true);
  });

  it('draws woods as a quiet tint of their own, apart from the parks and visible on the page', () => {
    expect(deltaE76(palette.wood, palette.park), 'wood vs park').toBeGreaterThanOrEqual(WOOD_FROM_PARK);
    expect(deltaE76(palette.wood, bg), 'wood vs page').toBeGreaterThanOrEqual(WOOD_VISIBLE);
    expect(deltaE76(palette.wood, bg), 'wood vs page').toBeLessThanOrEqual(WOOD_QUIET);
  });

  it('sets the route apart from water, parks, woods and page, and the markers from page and water', () => {
    for (const slot of ['water', 'park', 'wood', 'background'] as const) {
      expect(deltaE76(palette.route, palette[slot]), `route vs ${slot}`).toBeGreaterThanOrEqual(ROUTE_APART);
    }
    for (const slot of ['water', 'background'] as const) {
      expect(deltaE76(palette.accent, palette[slot]), `accent vs ${slot}`).toBeGreaterThanOrEqual(ROUTE_APART);
    }
  });

  it('sets the route and the markers apart from every arterial road class, so a route poster shows its route', () => {
    for (const cls of ARTERIALS) {
      expect(deltaE76(palette.route, palette.roads[cls]), `route vs roads.${cls}`).toBeGreaterThanOrEqual(ROUTE_FROM_ROADS);
      expect(deltaE76(palette.accent, palette.roads[cls]), `accent vs roads.${cls}`).toBeGreaterThanOrEqual(ROUTE_FROM_ROADS);
    }
  });

  it('tells water from land (1.3:1 or more), keeps parks visible, and water quieter than the motorways', () => {
    const water = contrastRatio(palette.water, bg);
    expect(water, 'water').toBeGreaterThanOrEqual(WATER_MIN);
    expect(contrastRatio(palette.park, bg), 'park').toBeGreaterThanOrEqual(VISIBLE);
    expect(water).toBeLessThan(contrastRatio(palette.roads.motorway, bg));
  });

  it('colors water differently from the land (a*b* distance ≥ 10), darker than the page on a dark theme', () => {
    expect(chromaticDistance(palette.water, bg), 'water vs page, lightness left out').toBeGreaterThanOrEqual(WATER_HUE_MIN);
    if (theme.tone === 'dark') expect(relativeLuminance(palette.water), 'water darker than the page').toBeLessThan(relativeLuminance(bg));
  });

  it('shows parks: 1.15:1 against the page or a clear color shift (ΔE76 ≥ 10)', () => {
    const ratio = contrastRatio(palette.park, bg);
    const shift = deltaE76(palette.park, bg);
    expect(ratio >= PARK_MIN || shift >= PARK_DELTA_E_MIN, `park ${ratio.toFixed(2)}:1, ΔE ${shift.toFixed(1)}`).toBe(true);
  });

  it('uses only shipped font families, in weights they have', () => {
    for (const [role, font] of Object.entries(theme.fonts)) {
      const weights = SHIPPED_WEIGHTS[font.family];
      expect(weights, `${role}: ${font.family}`).toBeDefined();
      expect(weights, `${role}: ${font.family} ${font.weight}`).toContain(font.weight);
    }
  });

  it('declares the tone of its background (dark ⇔ luminance < 0.2)', () => {
    expect(theme.tone === 'dark').toBe(relativeLuminance(bg) < 0.2);
  });

  it('shows labels only if it is a city-map theme', () => {
    expect(theme.labels).toBe(LABELLED.includes(theme.key));
  });

  it('keeps its proportions in range', () => {
    expect(theme.roadWidthScale).toBeGreaterThanOrEqual(0.8);
    expect(theme.roadWidthScale).toBeLessThanOrEqual(1.3);
    expect(theme.titleTracking).toBeGreaterThanOrEqual(0);
    expect(theme.titleTracking).toBeLessThanOrEqual(0.6);
  });
});
