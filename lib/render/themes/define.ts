/**
 * What the theme records share, written once: the flags most themes keep, and the usual type set.
 * A theme file states only where it differs (issue 41: these lines stood in every theme file).
 */
import type { FontFamily } from '../fonts';
import type { FontChoice, Theme } from './types';

/** The flags of a theme that does not say otherwise. */
export const THEME_DEFAULTS = {
  roadWidthScale: 1,
  casings: false,
  buildings: false,
  labels: false,
  overlay: 'vignette',
  titleTransform: 'uppercase',
  roadHues: 'one',
} as const satisfies Partial<Theme>;

type Defaulted = keyof typeof THEME_DEFAULTS;

/** A theme as its file writes it: every field of Theme, those of THEME_DEFAULTS optional. */
export type ThemeRecord = Omit<Theme, Defaulted> & Partial<Pick<Theme, Defaulted>>;

/** The whole Theme: the record over THEME_DEFAULTS. */
export function defineTheme(record: ThemeRecord): Theme {
  return { ...THEME_DEFAULTS, ...record };
}

/**
 * The usual type set: a title face, and one text face for the subtitle (regular unless another
 * weight is given), the coordinates and the map labels (both regular); `apart` names the faces that
 * differ from that.
 */
export function typeSet(
  title: FontChoice,
  text: FontFamily,
  subtitleWeight: FontChoice['weight'] = 400,
  apart: Partial<Omit<Theme['fonts'], 'title'>> = {},
): Theme['fonts'] {
  return { title, subtitle: { family: text, weight: subtitleWeight }, coords: { family: text, weight: 400 }, labels: { family: text, weight: 400 }, ...apart };
}
