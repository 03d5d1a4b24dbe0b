import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { parsePosterSpec, PdfPrinter, PosterEngine, type PosterSpecInput } from '@/lib/render';
import { CHROMIUM, CITY, meanDifference } from '@/tests/support/engine';

const printer = new PdfPrinter({ executablePath: CHROMIUM });
const engine = new PosterEngine({ tilesUrl: CITY, printer });
const copenhagen: PosterSpecInput = { lat: 55.676, lon: 12.576, zoom: 15, city: 'Copenhagen', maxDimension: 1536 };
afterAll(() => printer.close());

const render = (input: Partial<PosterSpecInput>) => engine.render(parsePosterSpec({ ...copenhagen, ...input }));

function pdfText(pdf: Buffer): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'atlasprint-labels-'));
  try {
    fs.writeFileSync(path.join(dir, 'in.pdf'), pdf);
    return execFileSync('pdftotext', [path.join(dir, 'in.pdf'), '-'], { encoding: 'utf8' });
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

describe('map labels on the city-map themes', () => {
  it.each(['midnight_dark', 'minimal_white', 'modern_voyager'])('%s prints street names in the PDF, and none with showLabels false', async (theme) => {
    const withLabels = pdfText((await render({ theme, format: 'pdf' })).bytes);
    expect(withLabels).toMatch(/(stræde|gade|Strand|vej|Plads)/);
    const without = pdfText((await render({ theme, format: 'pdf', showLabels: false })).bytes);
    expect(without).not.toMatch(/(stræde|gade|Strand|vej|Plads)/);
    expect(without.replace(/\s/g, '')).toContain('COPENHAGEN');
  });

  it('draws them in the PNG: the poster changes when labels are switched off', async () => {
    const on = await sharp((await render({ theme: 'modern_voyager', format: 'png' })).bytes)
      .raw()
      .toBuffer();
    const off = await sharp((await render({ theme: 'modern_voyager', format: 'png', showLabels: false })).bytes)
      .raw()
      .toBuffer();
    expect(meanDifference(on, off)).toBeGreaterThan(0.2);
  });

  it('leaves them out of the SVG format (components/docs/content/engine.md: The poster engine, Map labels)', async () => {
    const svg = (await render({ theme: 'modern_voyager', format: 'svg' })).bytes.toString();
    expect(svg).not.toContain('id="labels"');
    expect(svg).not.toMatch(/>[^<]*(stræde|gade)<\/text>/);
  });

  it('are not drawn by the other themes', async () => {
    expect(pdfText((await render({ theme: 'vintage_atlas', format: 'pdf' })).bytes)).not.toMatch(/(stræde|gade)/);
  });
});

describe('a place label never repeats the title', () => {
  // The bundled tiles name the city only as written there (København, no name:en): its other names come from the place index.
  const placeLabels = async (city: string) => {
    // No backdrop: the city's label sits in the top edge fade, where labels are left out whatever they say.
    const spec = parsePosterSpec({ ...copenhagen, zoom: 14, theme: 'midnight_dark', format: 'png', maxDimension: 1500, city, overlayBgType: 'none' });
    const { svg } = await engine.document(spec, { embedFonts: false, labels: true });
    // The labels' layer only (the title itself may read KØBENHAVN): up to the next layer.
    const at = svg.indexOf('<g id="labels"');
    const rest = at < 0 ? '' : svg.slice(at + 1);
    const next = rest.search(/<g id="[^"]+" inkscape:groupmode="layer"/);
    const labels = next < 0 ? rest : rest.slice(0, next);
    return [...labels.matchAll(/<text [^>]*>([^<]+)<\/text>/g)].map((match) => match[1]);
  };

  it('leaves KØBENHAVN off a poster titled Copenhagen (or KØBENHAVN), and keeps it on one titled otherwise', async () => {
    expect(await placeLabels('Copenhagen')).not.toContain('KØBENHAVN');
    expect(await placeLabels('København')).not.toContain('KØBENHAVN');
    const other = await placeLabels('Our first flat');
    expect(other).toContain('KØBENHAVN');
    // Other places keep their labels under the Copenhagen title.
    expect(await placeLabels('Copenhagen')).toContain('CHRISTIANSHAVN');
  });
});
