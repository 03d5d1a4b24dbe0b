// npm run render -- --lat 43.7375 --lon 7.4289 --zoom 14 --theme vintage_atlas --city Monaco --format png --out monaco.png
// Any PosterSpec field can be given as --field value (arrays as JSON, e.g. --markers '[{"lat":1,"lon":2}]').
// --tiles PATH_OR_URL overrides TILES_URL; --allowPartialMap draws a view the map data covers only partly. Prints the timings of each stage.
import fs from 'node:fs';
import { getConfig } from '@/lib/config';
import { parsePosterSpec, PdfPrinter, PosterEngine, RenderError, SpecError } from '@/lib/render';

function parseArguments(argv: string[]): { fields: Record<string, unknown>; out?: string; tiles?: string; preview?: string; allowPartialMap: boolean } {
  const fields: Record<string, unknown> = {};
  let out: string | undefined;
  let tiles: string | undefined;
  let preview: string | undefined;
  let allowPartialMap = false;
  for (let i = 0; i < argv.length; i++) {
    const flag = argv[i]!;
    if (!flag.startsWith('--')) throw new SpecError([`unexpected argument ${flag}: use --field value`]);
    const name = flag.slice(2);
    const raw = argv[i + 1];
    if (name === 'allowPartialMap') {
      allowPartialMap = raw !== 'false';
      if (raw === 'true' || raw === 'false') i += 1;
      continue;
    }
    if (raw === undefined || raw.startsWith('--')) {
      fields[name] = true;
      continue;
    }
    i += 1;
    if (name === 'out') out = raw;
    else if (name === 'tiles') tiles = raw;
    else if (name === 'preview') preview = raw;
    else if (/^-?\d+(\.\d+)?$/.test(raw)) fields[name] = Number(raw);
    else if (raw === 'true' || raw === 'false') fields[name] = raw === 'true';
    else if (/^[[{]/.test(raw)) fields[name] = JSON.parse(raw);
    else fields[name] = raw;
  }
  return { fields, out, tiles, preview, allowPartialMap };
}

async function main(): Promise<void> {
  const { fields, out, tiles, preview, allowPartialMap } = parseArguments(process.argv.slice(2));
  if (!out) throw new SpecError(['--out FILE is required']);
  const spec = parsePosterSpec(fields);
  const config = getConfig();
  // A printer of its own, closed before exit: the shared one would leave Chromium running after the CLI is gone.
  const printer = new PdfPrinter({ wsEndpoint: config.browser.wsEndpoint, executablePath: config.browser.executablePath });
  const engine = new PosterEngine({
    tilesUrl: tiles ?? config.tiles.vector,
    elevationUrl: config.tiles.elevation,
    printer,
    rasterBackend: config.rasterBackend,
  });
  const result = await engine.render(spec, { preview: Boolean(preview), allowPartialMap }).finally(() => printer.close());
  fs.writeFileSync(out, result.bytes);
  if (preview && result.preview) fs.writeFileSync(preview, result.preview.bytes);
  for (const warning of result.warnings) console.error(`warning: ${warning}`);
  const t = result.timings;
  console.error(
    `${out}: ${result.format} ${result.width}×${result.height}, ${(result.bytes.length / 1024).toFixed(0)} KiB; ` +
      `tiles ${t.tiles.toFixed(0)} ms, svg ${t.svg.toFixed(0)} ms, draw ${t.draw.toFixed(0)} ms, encode ${t.encode.toFixed(0)} ms, total ${t.total.toFixed(0)} ms`,
  );
}

main()
  .then(() => process.exit(0))
  .catch((error: unknown) => {
    if (error instanceof SpecError) console.error(`render: ${error.problems.join('\n')}`);
    else if (error instanceof RenderError) console.error(`render: ${error.code}: ${error.message}`);
    else console.error(error);
    process.exit(1);
  });
