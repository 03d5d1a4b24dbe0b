import { cmyk, PDFDocument } from 'pdf-lib';
import { CROP_MARK, CROP_MARK_ROOM_MM, mmToPoints, type PrintGeometry } from '../print';

/**
 * Turns the page Chromium printed into the physical sheet a print shop expects: the poster placed
 * (as a vector Form XObject, nothing rasterised) at exactly trim + bleed, `TrimBox` the finished
 * size, `BleedBox` the trim plus bleed, and with `cropMarks` a page enlarged to hold marks at the
 * trim's corners, outside the bleed. Box values are in PDF points (1/72 in).
 */
export async function printSheet(printed: Uint8Array, print: PrintGeometry, cropMarks: boolean): Promise<Uint8Array> {
  const source = await PDFDocument.load(printed);
  const sheet = await PDFDocument.create();
  const [poster] = await sheet.embedPdf(source, [0]);

  const trim = { width: mmToPoints(print.size.widthMm), height: mmToPoints(print.size.heightMm) };
  const bleed = mmToPoints(print.bleedMm);
  const room = cropMarks ? mmToPoints(CROP_MARK_ROOM_MM) : 0;
  const bleedBox = { x: room, y: room, width: trim.width + 2 * bleed, height: trim.height + 2 * bleed };
  const trimBox = { x: room + bleed, y: room + bleed, width: trim.width, height: trim.height };

  const page = sheet.addPage([bleedBox.width + 2 * room, bleedBox.height + 2 * room]);
  page.drawPage(poster!, bleedBox);
  page.setBleedBox(bleedBox.x, bleedBox.y, bleedBox.width, bleedBox.height);
  page.setTrimBox(trimBox.x, trimBox.y, trimBox.width, trimBox.height);
  if (cropMarks) drawCropMarks(page, trimBox, bleed);

  sheet.setTitle(source.getTitle() ?? 'Atlasprint poster');
  sheet.setProducer('Atlasprint');
  sheet.setCreator('Atlasprint');
  return sheet.save();
}

/** Two hairlines at each trim corner, along the trim's edges, starting a little outside the bleed. */
function drawCropMarks(page: ReturnType<PDFDocument['addPage']>, trim: { x: number; y: number; width: number; height: number }, bleed: number): void {
  const gap = bleed + mmToPoints(CROP_MARK.offsetMm);
  const length = mmToPoints(CROP_MARK.lengthMm);
  const style = { thickness: CROP_MARK.strokePt, color: cmyk(0, 0, 0, 1) };
  for (const x of [trim.x, trim.x + trim.width]) {
    for (const y of [trim.y, trim.y + trim.height]) {
      const outX = x === trim.x ? -1 : 1;
      const outY = y === trim.y ? -1 : 1;
      page.drawLine({ start: { x: x + outX * gap, y }, end: { x: x + outX * (gap + length), y }, ...style });
      page.drawLine({ start: { x, y: y + outY * gap }, end: { x, y: y + outY * (gap + length) }, ...style });
    }
  }
}
