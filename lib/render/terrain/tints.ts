import { fromLab, lighten, mix, toLab, type Hex, type Theme } from '../themes';

/**
 * Terrain in a theme's own colors: the hillshade is a light tint over slopes facing the sun and a
 * shadow tint over those facing away (never a grey wash over a colored page), and contour lines are the
 * theme's text color faded into its page. Derived from the palette, so custom colors carry over;
 * tints.test.ts holds every theme to it.
 */
export interface TerrainTints {
  /** Over slopes facing the light. */
  light: Hex;
  /** Over slopes facing away. */
  shadow: Hex;
  contour: Hex;
  /** Every indexEvery-th line, drawn thicker. */
  index: Hex;
  /** Contour labels. */
  label: Hex;
  /** How opaque each tint is at its strongest (a slope squarely towards or away from the light). */
  lightOpacity: number;
  shadowOpacity: number;
}

/** The page darkened in CIELAB: lightness scaled by `factor`, its hue kept and its chroma by `chroma` (a grey page stays grey). */
function shadowOf(background: string, factor: number, chroma: number): Hex {
  const [l, a, b] = toLab(background);
  return fromLab([l * factor, a * chroma, b * chroma]);
}

export function terrainTints(theme: Pick<Theme, 'tone' | 'palette'>): TerrainTints {
  const { background, text } = theme.palette;
  if (theme.tone === 'dark') {
    return {
      // The page lit by its own text color (gold on a dark page lights gold), shaded towards black in its own hue.
      light: mix(background, text, 0.4),
      shadow: shadowOf(background, 0.45, 1.1),
      contour: mix(background, text, 0.2),
      index: mix(background, text, 0.4),
      label: mix(background, text, 0.62),
      // A light page is lit softly: on a dark one, bright slopes would outshine the title.
      lightOpacity: 0.55,
      shadowOpacity: 0.9,
    };
  }
  return {
    light: lighten(background, 0.75),
    // Shadows in the page's own hue, deeper (a cream page shades umber), never grey.
    shadow: shadowOf(background, 0.62, 1.35),
    contour: mix(background, text, 0.35),
    index: mix(background, text, 0.6),
    label: mix(background, text, 0.8),
    lightOpacity: 0.8,
    shadowOpacity: 0.85,
  };
}
