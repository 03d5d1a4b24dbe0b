import { createRequire } from 'node:module';
import path from 'node:path';

/** The shipped families, by their CSS family name: exactly these 12. */
export const FONT_FAMILIES = [
  'Montserrat',
  'Inter',
  'Playfair Display',
  'Cormorant Garamond',
  'EB Garamond',
  'JetBrains Mono',
  'Oswald',
  'Josefin Sans',
  'Bebas Neue',
  'Cinzel',
  'Space Grotesk',
  'Raleway',
] as const;

export type FontFamily = (typeof FONT_FAMILIES)[number];
export type FontWeight = 300 | 400 | 500 | 600 | 700;

/** The CJK fallbacks (in four regional forms), each shipped in one weight only (CJK_FAMILIES below says why). */
const CJK_FALLBACKS = ['Noto Sans JP', 'Noto Sans KR', 'Noto Sans SC', 'Noto Sans TC', 'Noto Serif JP', 'Noto Serif SC'] as const;

/**
 * Noto families that draw what the twelve poster families cannot: the world's scripts, one family
 * each (CJK in four regional forms), Latin/Greek/Cyrillic beyond what a poster face covers, and
 * monochrome emoji. Never chosen by a user: text falls back to them character by character, in this
 * order (serif ones first for serif poster faces; see runs.ts).
 */
export const FALLBACK_FAMILIES = [
  'Noto Sans',
  'Noto Serif',
  'Noto Sans Arabic',
  'Noto Sans Hebrew',
  'Noto Sans Thai',
  'Noto Sans Lao',
  'Noto Sans Khmer',
  'Noto Sans Myanmar',
  'Noto Sans Devanagari',
  'Noto Sans Bengali',
  'Noto Sans Gurmukhi',
  'Noto Sans Gujarati',
  'Noto Sans Tamil',
  'Noto Sans Telugu',
  'Noto Sans Kannada',
  'Noto Sans Malayalam',
  'Noto Sans Sinhala',
  'Noto Sans Georgian',
  'Noto Sans Armenian',
  'Noto Sans Ethiopic',
  ...CJK_FALLBACKS,
  'Noto Emoji',
] as const;

export type FallbackFamily = (typeof FALLBACK_FAMILIES)[number];

export interface FontFace {
  family: FontFamily | FallbackFamily;
  weight: FontWeight;
  /** absolute path of the static TTF */
  file: string;
}

const ALL_WEIGHTS: readonly FontWeight[] = [300, 400, 500, 600, 700];

/** How @expo-google-fonts names each weight's folder and file suffix. */
const WEIGHT_STYLE_NAMES: Readonly<Record<FontWeight, string>> = {
  300: '300Light',
  400: '400Regular',
  500: '500Medium',
  600: '600SemiBold',
  700: '700Bold',
};

interface FamilyPackage {
  /** npm package under @expo-google-fonts */
  packageName: string;
  /** prefix of the TTF file names, e.g. "PlayfairDisplay" */
  filePrefix: string;
  weights: readonly FontWeight[];
}

// Playfair Display, EB Garamond and Cinzel start at 400 upstream and Bebas Neue has only 400 (a caps display
// face); every other family has the full 300..700 range.
const FAMILY_PACKAGES: Readonly<Record<FontFamily, FamilyPackage>> = {
  Montserrat: { packageName: 'montserrat', filePrefix: 'Montserrat', weights: ALL_WEIGHTS },
  Inter: { packageName: 'inter', filePrefix: 'Inter', weights: ALL_WEIGHTS },
  'Playfair Display': { packageName: 'playfair-display', filePrefix: 'PlayfairDisplay', weights: [400, 500, 600, 700] },
  'Cormorant Garamond': { packageName: 'cormorant-garamond', filePrefix: 'CormorantGaramond', weights: ALL_WEIGHTS },
  'EB Garamond': { packageName: 'eb-garamond', filePrefix: 'EBGaramond', weights: [400, 500, 600, 700] },
  'JetBrains Mono': { packageName: 'jetbrains-mono', filePrefix: 'JetBrainsMono', weights: ALL_WEIGHTS },
  Oswald: { packageName: 'oswald', filePrefix: 'Oswald', weights: ALL_WEIGHTS },
  'Josefin Sans': { packageName: 'josefin-sans', filePrefix: 'JosefinSans', weights: ALL_WEIGHTS },
  'Bebas Neue': { packageName: 'bebas-neue', filePrefix: 'BebasNeue', weights: [400] },
  Cinzel: { packageName: 'cinzel', filePrefix: 'Cinzel', weights: [400, 500, 600, 700] },
  'Space Grotesk': { packageName: 'space-grotesk', filePrefix: 'SpaceGrotesk', weights: ALL_WEIGHTS },
  Raleway: { packageName: 'raleway', filePrefix: 'Raleway', weights: ALL_WEIGHTS },
};

/**
 * The CJK fallbacks ship their Regular alone, and `fontFace` gives it for every weight: one weight of the six is
 * 52 MB (all five, 259 MB), and a Vercel function holding the engine, Chromium and the places list must stay
 * under 250 MB (next.config.ts). So CJK text is set at 400 whatever the poster face's weight (a 700 title's
 * Han at 400, as in the PDF: see cssFontWeight), and never as boxes.
 */
export const CJK_FAMILIES: ReadonlySet<FallbackFamily> = new Set(CJK_FALLBACKS);
const CJK_WEIGHTS: readonly FontWeight[] = [400];

/** Each Noto package is named after its family (`Noto Sans JP` → `noto-sans-jp`, files `NotoSansJP_…`); we ship 300-700 of all but CJK. */
const FALLBACK_PACKAGES = Object.fromEntries(
  FALLBACK_FAMILIES.map((family) => [
    family,
    {
      packageName: family.toLowerCase().replace(/ /g, '-'),
      filePrefix: family.replace(/ /g, ''),
      weights: CJK_FAMILIES.has(family) ? CJK_WEIGHTS : ALL_WEIGHTS,
    },
  ]),
) as Readonly<Record<FallbackFamily, FamilyPackage>>;

/**
 * Resolved at run time from the project root: bundlers (Next.js) rewrite literal require.resolve()
 * calls into module ids, and a bundled module's own URL is not where node_modules is.
 */
const fromProject = createRequire(path.join(process.cwd(), 'package.json'));

function packageFolder(packageName: string): string {
  // The packages have no "exports" map, so package.json resolves and deep paths below it are plain files.
  const manifest = ['@expo-google-fonts', packageName, 'package.json'].join('/');
  return path.dirname(fromProject.resolve(manifest));
}

function buildFaces(): Map<FontFamily | FallbackFamily, ReadonlyMap<FontWeight, FontFace>> {
  const faces = new Map<FontFamily | FallbackFamily, ReadonlyMap<FontWeight, FontFace>>();
  const packages: ReadonlyArray<readonly [FontFamily | FallbackFamily, FamilyPackage]> = [
    ...FONT_FAMILIES.map((family) => [family, FAMILY_PACKAGES[family]] as const),
    ...FALLBACK_FAMILIES.map((family) => [family, FALLBACK_PACKAGES[family]] as const),
  ];
  for (const [family, { packageName, filePrefix, weights }] of packages) {
    const folder = packageFolder(packageName);
    const byWeight = new Map<FontWeight, FontFace>();
    for (const weight of weights) {
      const styleName = WEIGHT_STYLE_NAMES[weight];
      const file = path.join(folder, styleName, `${filePrefix}_${styleName}.ttf`);
      byWeight.set(weight, Object.freeze({ family, weight, file }));
    }
    faces.set(family, byWeight);
  }
  return faces;
}

const FACES_BY_FAMILY = buildFaces();

const facesOf = (families: ReadonlyArray<FontFamily | FallbackFamily>) => families.flatMap((family) => [...FACES_BY_FAMILY.get(family)!.values()]);

/** Every face of the twelve poster families (loaded at start-up: they are small). */
export const SHIPPED_FACES: readonly FontFace[] = facesOf(FONT_FAMILIES);

/** Every face of the fallback families (loaded when a text first needs one: the CJK faces are 5-15 MB each). */
export const FALLBACK_FACES: readonly FontFace[] = facesOf(FALLBACK_FAMILIES);

/**
 * Every font file the engine can open, and nothing else: measuring, rasterising and embedding read only
 * the files of these faces (`shippedFace` refuses others). A deployment must ship exactly these
 * (next.config.ts traces them; lib/config/deployment.test.ts holds the two together).
 */
export const FONT_FILES: readonly string[] = [...SHIPPED_FACES, ...FALLBACK_FACES].map((face) => face.file);

/**
 * The CSS font-weight an embedded face is declared for: its own weight, or every weight (`1 1000`) for a
 * family that ships one (Bebas Neue, the CJK fallbacks), as `fontFace` gives that face for every weight. A
 * fallback run keeps its line's font-weight, so a browser printing a bold title then uses the face as it is
 * rather than faking a bold one that the PNG (drawn from the face's outlines) would not have.
 */
export function cssFontWeight(face: FontFace): string {
  return FACES_BY_FAMILY.get(face.family)!.size === 1 ? '1 1000' : String(face.weight);
}

const FALLBACK_FILES: ReadonlySet<string> = new Set(FALLBACK_FACES.map((face) => face.file));

/** Whether `face` is one of the Noto fallbacks rather than a poster family. */
export function isFallbackFace(face: FontFace): boolean {
  return FALLBACK_FILES.has(face.file);
}

const SHIPPED_FACES_BY_FILE: ReadonlyMap<string, FontFace> = new Map([...SHIPPED_FACES, ...FALLBACK_FACES].map((face) => [face.file, face]));

/**
 * The canonical shipped face for `face`. Faces are plain objects, so a caller could hand us any path or family
 * name; checking against the list keeps arbitrary files out of readFile and arbitrary names out of CSS.
 */
export function shippedFace(face: FontFace): FontFace {
  const shipped = SHIPPED_FACES_BY_FILE.get(face.file);
  if (!shipped || shipped.family !== face.family || shipped.weight !== face.weight) {
    throw new Error(`not a shipped font face: ${face.family} ${face.weight}`);
  }
  return shipped;
}

/** CSS family names compare case-insensitively, and quoting or extra blanks don't change the name. */
function normalizeFamilyName(name: string): string {
  return name.replace(/["']/g, '').trim().replace(/\s+/g, ' ').toLowerCase();
}

const FAMILIES_BY_NORMALIZED_NAME: ReadonlyMap<string, FontFamily> = new Map(FONT_FAMILIES.map((family) => [normalizeFamilyName(family), family]));

/**
 * Allow-list: takes a user-given CSS font-family value (e.g. "'playfair display', Georgia, serif", "Inter",
 * "  MONTSERRAT ", "Comic Sans", "x;}</style><script>") and returns the first family of the list that we ship
 * (case-insensitive, quotes and whitespace ignored), else `fallback`. Never returns anything outside FONT_FAMILIES.
 */
export function resolveFamily(cssFamily: string | undefined, fallback: FontFamily | FallbackFamily): FontFamily {
  if (typeof cssFamily === 'string') {
    for (const candidate of cssFamily.split(',')) {
      const family = FAMILIES_BY_NORMALIZED_NAME.get(normalizeFamilyName(candidate));
      if (family) return family;
    }
  }
  // The fallback is typed, but it may come from untyped config: it must not become a way around the allow-list.
  return FAMILIES_BY_NORMALIZED_NAME.get(normalizeFamilyName(String(fallback))) ?? FONT_FAMILIES[0];
}

/**
 * The face of `family` closest to `weight` among the weights we ship (prefer heavier on a tie for >= 500,
 * lighter below). Playfair Display, EB Garamond and Cinzel have no 300: they give 400 for 300; Bebas Neue and
 * the CJK fallbacks give 400 for every weight.
 */
export function fontFace(family: FontFamily | FallbackFamily, weight: number): FontFace {
  const byWeight = FACES_BY_FAMILY.get(family);
  if (!byWeight) throw new Error(`unknown font family: ${String(family)}`);
  const wanted = Number.isFinite(weight) ? weight : 400;
  let best: FontFace | undefined;
  let bestDistance = Infinity;
  for (const face of byWeight.values()) {
    const distance = Math.abs(face.weight - wanted);
    const breaksTie = distance === bestDistance && (wanted >= 500 ? face.weight > best!.weight : face.weight < best!.weight);
    if (distance < bestDistance || breaksTie) {
      best = face;
      bestDistance = distance;
    }
  }
  return best!;
}
