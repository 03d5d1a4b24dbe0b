import { fontsReady, loadFacesFor, undrawableCharacter } from './fonts';
import { codePointName, type PosterSpec } from './spec';
import { markerLabelFace, posterTexts } from './layout';
import { themeForSpec } from './themes';

/**
 * The poster's text fields that hold a character no shipped face can draw, as messages naming the
 * field and the character: such text is refused (400) before the render is charged, rather than
 * printed as boxes.
 */
export async function posterTextProblems(spec: PosterSpec): Promise<string[]> {
  await fontsReady();
  const theme = themeForSpec(spec);
  const texts = posterTexts(spec, theme);
  const markerFace = markerLabelFace(theme);
  const fields = [
    { field: 'city', ...texts.title },
    { field: 'country', ...texts.subtitle },
    ...spec.markers.flatMap((marker, index) => (marker.label ? [{ field: `markers[${index}].label`, text: marker.label, face: markerFace }] : [])),
  ];
  const problems: string[] = [];
  for (const { field, text, face } of fields) {
    await loadFacesFor(face, text);
    const character = undrawableCharacter(face, text);
    if (character !== undefined) problems.push(`${field} contains ${codePointName(character)}, which no poster font can draw`);
  }
  return problems;
}
