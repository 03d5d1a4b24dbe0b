/**
 * The customer's own colors (RenderRequest `colors`): the messages for bad values, the contrast
 * refusal, and the theme they make (the overrides in place, the rest following the themes' rules).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { fontsReady } from '../fonts';
import { specProblems } from '@/tests/support/spec-problems';
import { parsePosterSpec } from '../spec';
import { layoutPoster, posterWarnings } from '../layout';
import { contrastRatio, deltaE76, offMix, relativeLuminance } from './color';
import { colorWarnings, COLOR_SLOTS, withColors, type CustomColors } from './custom';
import { ROAD_CLASSES } from '../openmaptiles';
import { getTheme, THEMES } from './index';
import { themeForSpec, TILE_STYLES } from './tile-styles';

beforeAll(() => fontsReady());

const base = { lat: 55.676, lon: 12.576 };
const SLOTS = 'background, text, water, parks, roads, buildings, route, accent';

const problems = (input: Record<string, unknown>) => specProblems({ ...base, ...input });

/** The colors of the example poster. */
const EXAMPLE: CustomColors = { background: '#f4efe6', water: '#2b6cb0', roads: '#1a1a1a', text: '#1a1a1a' };

describe('colors: validation', () => {
  it('accepts any of the slots as #RRGGBB in either case, and stores them lowercase', () => {
    const spec = parsePosterSpec({ ...base, theme: 'vintage_atlas', colors: { background: '#F4EFE6', water: '#2b6cb0', parks: '#7BA05B', route: '#FF0000' } });
    expect(spec.colors).toEqual({ background: '#f4efe6', water: '#2b6cb0', parks: '#7ba05b', route: '#ff0000' });
    expect(parsePosterSpec(base).colors).toBeUndefined();
    expect(parsePosterSpec({ ...base, colors: {} }).colors).toEqual({});
  });

  it('names an unknown slot and the slot near it, else lists the slots', () => {
    expect(problems({ colors: { sky: '#87ceeb' } })).toEqual([`colors.sky is not a color slot; slots: ${SLOTS}`]);
    expect(problems({ colors: { Water: '#2b6cb0', road: '#000000', sky: '#87ceeb' } })).toEqual([
      'colors.Water is not a color slot: did you mean water?',
      'colors.road is not a color slot: did you mean roads?',
      `colors.sky is not a color slot; slots: ${SLOTS}`,
    ]);
  });

  it('refuses every value that is not #RRGGBB, naming the slot', () => {
    for (const bad of ['blue', '#abc', '#2b6cb0ff', '2b6cb0', '', ' #2b6cb0', 'rgb(43,108,176)', 0x2b6cb0, null, true, ['#2b6cb0']]) {
      expect(problems({ colors: { water: bad } }), JSON.stringify(bad)).toEqual(['colors.water must be a color written #RRGGBB']);
    }
    for (const slot of COLOR_SLOTS) expect(problems({ colors: { [slot]: '#12345g' } })).toEqual([`colors.${slot} must be a color written #RRGGBB`]);
  });

  it('refuses colors that is not an object', () => {
    for (const bad of ['#ffffff', [], ['#ffffff'], 3, null]) {
      expect(problems({ colors: bad }), JSON.stringify(bad)).toEqual([`colors must be an object of color slots (${SLOTS}), each #RRGGBB`]);
    }
  });

  it('reports every bad slot at once, unknown ones included', () => {
    expect(problems({ colors: { sky: '#000000', water: 'blue', text: 5 } })).toEqual([
      'colors.text must be a color written #RRGGBB',
      'colors.water must be a color written #RRGGBB',
      `colors.sky is not a color slot; slots: ${SLOTS}`,
    ]);
  });
});

describe('colors: the title must stay readable (3:1)', () => {
  it('refuses a text color under 3:1 on the given background, naming both slots', () => {
    expect(problems({ colors: { text: '#777777', background: '#888888' } })).toEqual([
      'colors.text #777777 has 1.2:1 contrast on colors.background #888888; at least 3:1 is needed',
    ]);
  });

  it('refuses a text color under 3:1 on the theme page, naming the theme', () => {
    expect(problems({ theme: 'vintage_atlas', colors: { text: '#aaaaaa' } })).toEqual([
      'colors.text #aaaaaa has 1.2:1 contrast on the page #cdbf98 of vintage_atlas; at least 3:1 is needed',
    ]);
  });

  it('refuses a background the theme text cannot be read on, and says to set the text too', () => {
    expect(problems({ theme: 'vintage_atlas', colors: { background: '#111111' } })).toEqual([
      'colors.background #111111 leaves the text color #3b2a1c of vintage_atlas at 1.3:1 contrast; at least 3:1 is needed: set colors.text as well',
    ]);
    expect(problems({ theme: 'vintage_atlas', colors: { background: '#111111', text: '#f4efe6' } })).toEqual([]);
  });

  it('checks the mat too when there is one: the white mat, or the mat made from the background', () => {
    const dark = { background: '#111111', text: '#dddddd' };
    expect(problems({ colors: dark })).toEqual([]);
    expect(problems({ colors: dark, matEnabled: true })).toEqual([]);
    expect(problems({ colors: dark, matEnabled: true, matWhiteBorder: true })).toEqual([
      'colors.text #dddddd has 1.3:1 contrast on the white mat (matWhiteBorder); at least 3:1 is needed',
    ]);
    expect(problems({ colors: dark, matWhiteBorder: true })).toEqual([]);
  });

  it('draws the line at 3:1, not at 4.5:1, and prints the customer’s text exactly as given', async () => {
    expect(contrastRatio('#949494', '#ffffff')).toBeGreaterThanOrEqual(3);
    expect(contrastRatio('#959595', '#ffffff')).toBeLessThan(3);
    expect(problems({ colors: { text: '#959595', background: '#ffffff' } })).toEqual([
      'colors.text #959595 has 2.9:1 contrast on colors.background #ffffff; at least 3:1 is needed',
    ]);
    await fontsReady();
    const spec = parsePosterSpec({ ...base, city: 'Copenhagen', maxDimension: 1024, colors: { text: '#949494', background: '#ffffff' } });
    const layout = layoutPoster(spec, themeForSpec(spec), 14);
    expect(layout.textColor).toBe('#949494');
    expect(layout.lines.title!.fill).toBe('#949494');
  });

  it('leaves posters without customer text or background as they were', () => {
    // The theme's own text on a white mat is handled by the layout (readableOn), never refused.
    expect(problems({ theme: 'midnight_dark', matEnabled: true, matWhiteBorder: true, colors: { water: '#123456' } })).toEqual([]);
  });
});

describe('colors: map-tile styles', () => {
  it('take background, text, route and accent', () => {
    const spec = parsePosterSpec({ ...base, renderMode: 'tile', colors: { background: '#101820', text: '#f2aa4c', route: '#f2aa4c', accent: '#ff0000' } });
    const theme = themeForSpec(spec);
    expect(theme.palette).toMatchObject({ background: '#101820', text: '#f2aa4c', route: '#f2aa4c', accent: '#ff0000' });
  });

  it('refuse the slots of the map itself, one message per slot', () => {
    const refusal = (slot: string, style = 'standard') =>
      `colors.${slot} cannot be set with renderMode "tile": the map is the tile server's own picture; with ${style} only background, text, route and accent apply`;
    expect(problems({ renderMode: 'tile', colors: { water: '#2b6cb0', roads: '#1a1a1a' } })).toEqual([refusal('water'), refusal('roads')]);
    expect(problems({ renderMode: 'tile', theme: 'satellite', colors: { parks: '#00ff00', buildings: '#333333' } })).toEqual([
      refusal('parks', 'satellite'),
      refusal('buildings', 'satellite'),
    ]);
  });

  it('are only checked with a theme that fits the mode (the theme problem is the one said)', () => {
    expect(problems({ theme: 'standard', colors: { water: '#2b6cb0' } })).toEqual(['theme standard is a map-tile style: use renderMode "tile"']);
    expect(problems({ theme: 'nope', colors: { text: '#000000' } })).toHaveLength(1);
  });
});

describe('colors: the theme they make', () => {
  const vintage = getTheme('vintage_atlas');
  const theme = withColors(vintage, EXAMPLE);
  const p = theme.palette;

  it('is the theme itself when no color is given', () => {
    expect(withColors(vintage, undefined)).toBe(vintage);
    expect(withColors(vintage, {})).toBe(vintage);
    expect(themeForSpec({ theme: 'vintage_atlas' })).toBe(vintage);
    expect(themeForSpec({ theme: 'standard' })).toBe(TILE_STYLES.standard);
  });

  it('keeps a two-hue theme two hues unless the roads or the page change, then draws one hue from the motorway', () => {
    const glitch = getTheme('cyber_glitch');
    expect(glitch.roadHues).toBe('duotone');
    const water = withColors(glitch, { water: '#101040' });
    expect(water.roadHues).toBe('duotone');
    expect(water.palette.roads).toEqual(glitch.palette.roads);
    for (const colors of [{ background: '#20102a' }, { roads: '#00ffcc' }] satisfies CustomColors[]) {
      const one = withColors(glitch, colors);
      expect(one.roadHues, JSON.stringify(colors)).toBe('one');
      for (const cls of ROAD_CLASSES) expect(offMix(one.palette.roads[cls], one.palette.roads.motorway, one.palette.background), cls).toBeLessThanOrEqual(1);
    }
  });

  it('has every override in its slot', () => {
    expect(p.background).toBe('#f4efe6');
    expect(p.water).toBe('#2b6cb0');
    expect(p.roads.motorway).toBe('#1a1a1a');
    expect(p.text).toBe('#1a1a1a');
    const more = withColors(vintage, { parks: '#7ba05b', buildings: '#cccccc', accent: '#ff0000', route: '#0000ff' }).palette;
    expect(more).toMatchObject({ park: '#7ba05b', building: '#cccccc', accent: '#ff0000', route: '#0000ff' });
    expect(themeForSpec(parsePosterSpec({ ...base, theme: 'vintage_atlas', colors: EXAMPLE }))).toEqual(theme);
    // Name and fonts stay the theme's.
    expect(theme).toMatchObject({ key: 'vintage_atlas', name: vintage.name, fonts: vintage.fonts, roadWidthScale: vintage.roadWidthScale });
  });

  it('keeps what the customer did not name as the theme has it', () => {
    const onlyWater = withColors(vintage, { water: '#2b6cb0' }).palette;
    expect({ ...onlyWater, water: vintage.palette.water, waterway: vintage.palette.waterway }).toEqual(vintage.palette);
    expect(p.park).toBe(vintage.palette.park);
    expect(p.accent).toBe(vintage.palette.accent);
    expect(p.route).toBe(vintage.palette.route);
    expect(p.rail).toBe(vintage.palette.rail);
  });

  it('moves the page-colored slots with the background: halo, casing, land tints, a lighter mat', () => {
    expect(p.halo).toBe(p.background);
    expect(p.roadCasing).toBe(p.background); // vintage_atlas cases in its page color
    // Land use keeps the theme's faint offset from the page.
    expect(contrastRatio(p.landuse, p.background)).toBeCloseTo(contrastRatio(vintage.palette.landuse, vintage.palette.background), 1);
    expect(relativeLuminance(p.mat)).toBeGreaterThan(relativeLuminance(p.background));
    const dark = withColors(vintage, { background: '#14213d', text: '#f4efe6' });
    expect(dark.tone).toBe('dark');
    expect(relativeLuminance(dark.palette.mat)).toBeLessThan(relativeLuminance('#14213d'));
    expect(theme.tone).toBe('light');
  });

  it('mixes the road hierarchy from the road color towards the page, stepping down as the theme does', () => {
    const contrasts = ROAD_CLASSES.map((cls) => contrastRatio(p.roads[cls], p.background));
    for (let i = 1; i < contrasts.length; i++) expect(contrasts[i], ROAD_CLASSES[i]).toBeLessThan(contrasts[i - 1]!);
    expect(contrasts.at(-1)).toBeGreaterThanOrEqual(1.25);
    for (const cls of ROAD_CLASSES) expect(offMix(p.roads[cls], '#1a1a1a', p.background), cls).toBeLessThanOrEqual(1);
  });

  it('rebuilds a theme’s own road hierarchy from its own motorway color (the mixing the themes were made with)', () => {
    let compared = 0;
    for (const [key, each] of Object.entries(THEMES)) {
      const { roads, primary, background } = { ...each.palette, primary: each.palette.roads.primary };
      // Accent themes give their streets a color of their own; one road color cannot say that.
      if (offMix(roads.secondary, primary, background) > 2.5) continue;
      const rebuilt = withColors(each, { roads: roads.motorway }).palette.roads;
      for (const cls of ROAD_CLASSES) expect(deltaE76(rebuilt[cls], roads[cls]), `${key} ${cls}`).toBeLessThan(1.5);
      compared++;
    }
    expect(compared).toBeGreaterThanOrEqual(40);
  });

  it('keeps every theme’s road hierarchy in order under a light and a dark set of colors', () => {
    const sets: CustomColors[] = [EXAMPLE, { background: '#0b132b', text: '#f2e9e4', roads: '#f2e9e4', water: '#1c2541' }, { roads: '#c1121f' }];
    for (const [key, each] of Object.entries(THEMES)) {
      for (const colors of sets) {
        const q = withColors(each, colors).palette;
        const contrasts = ROAD_CLASSES.map((cls) => contrastRatio(q.roads[cls], q.background));
        for (let i = 1; i < contrasts.length; i++) expect(contrasts[i]! - contrasts[i - 1]!, `${key} ${ROAD_CLASSES[i]}`).toBeLessThanOrEqual(1e-9);
        expect(contrasts.at(-1)!, `${key} path`).toBeGreaterThanOrEqual(Math.min(1.25, contrasts[0]!));
        expect(q.halo, key).toBe(q.background);
      }
    }
  });

  it('keeps the rivers’ shade of the water, and gives labels a softer shade of the text', () => {
    expect(p.waterway).not.toBe(p.water);
    expect(offMix(p.label, p.text, p.background)).toBeLessThanOrEqual(1);
    expect(contrastRatio(p.label, p.background)).toBeLessThan(contrastRatio(p.text, p.background));
  });

  it('colors the route with the accent unless the route is given', () => {
    expect(withColors(vintage, { accent: '#ff0000' }).palette).toMatchObject({ accent: '#ff0000', route: '#ff0000' });
    expect(withColors(vintage, { accent: '#ff0000', route: '#0000ff' }).palette).toMatchObject({ accent: '#ff0000', route: '#0000ff' });
  });
});

describe('colors: warnings', () => {
  const drawn = { tile: false, water: true, parks: true, roads: true, buildings: true };

  it('warns when the water looks like the land, and not for the example poster', () => {
    const vintage = getTheme('vintage_atlas');
    expect(colorWarnings(withColors(vintage, EXAMPLE), EXAMPLE, drawn)).toEqual([]);
    const alike: CustomColors = { background: '#f4efe6', water: '#efeae0' };
    expect(colorWarnings(withColors(vintage, alike), alike, drawn)).toEqual([
      'colors.water #efeae0 is hard to tell from colors.background #f4efe6 (1.0:1 and nearly the same hue): water may look like land; the themes keep at least 1.3:1 or a clearly different hue',
    ]);
    // Grey water on a white page differs in lightness: no warning.
    const grey: CustomColors = { background: '#ffffff', water: '#b0b0b0' };
    expect(colorWarnings(withColors(vintage, grey), grey, drawn)).toEqual([]);
  });

  it('warns of a color for a layer that is not drawn', () => {
    const colors: CustomColors = { water: '#2b6cb0', parks: '#7ba05b', roads: '#1a1a1a', buildings: '#999999' };
    const theme = withColors(getTheme('vintage_atlas'), colors);
    expect(colorWarnings(theme, colors, { tile: false, water: false, parks: false, roads: false, buildings: false })).toEqual([
      'colors.water has no effect: showWater is false',
      'colors.parks has no effect: showParks is false',
      'colors.roads has no effect: showRoads is false',
      'colors.buildings has no effect: vintage_atlas draws no buildings unless showBuildings is true',
    ]);
  });

  it('reach the caller through posterWarnings', async () => {
    await fontsReady();
    const spec = parsePosterSpec({ ...base, theme: 'vintage_atlas', maxDimension: 1024, colors: { buildings: '#999999' } });
    expect(posterWarnings(layoutPoster(spec, themeForSpec(spec), 14))).toContain(
      'colors.buildings has no effect: vintage_atlas draws no buildings unless showBuildings is true',
    );
    const shown = parsePosterSpec({ ...base, theme: 'vintage_atlas', maxDimension: 1024, showBuildings: true, colors: { buildings: '#999999' } });
    expect(posterWarnings(layoutPoster(shown, themeForSpec(shown), 14))).toEqual([]);
  });
});
