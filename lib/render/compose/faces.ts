import { loadFacesFor } from '../fonts';
import type { PosterSpec } from '../spec';
import { markerLabelFace, posterTexts } from '../layout';
import { labelFaces, type PlacedTile } from '../svg';
import type { Theme } from '../themes';

/** Reads, without blocking, the fallback faces the poster's text needs (none for text the poster faces draw). */
export async function loadPosterFaces(spec: PosterSpec, theme: Theme): Promise<void> {
  await Promise.all([
    ...Object.values(posterTexts(spec, theme)).map(({ face, text }) => loadFacesFor(face, text)),
    loadFacesFor(markerLabelFace(theme), spec.markers.map((marker) => marker.label ?? '').join(' ')),
  ]);
}

export async function loadLabelFaces(placed: readonly PlacedTile[], theme: Theme, language: 'local' | 'latin'): Promise<void> {
  const names = new Set<string>();
  for (const { tile } of placed) for (const label of tile.labels) names.add(language === 'latin' ? label.latin : label.name);
  const text = [...names].join(' ');
  const { regular, bold } = labelFaces(theme);
  await Promise.all([loadFacesFor(regular, text), loadFacesFor(bold, text)]);
}
