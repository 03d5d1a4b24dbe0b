// Builds data/elevation/cumberland.pmtiles, the embedded elevation source, ONCE from matplotlib's sample
// DEM (Debian: python3-matplotlib-data or python-matplotlib-data):
//   npx tsx scripts/build-elevation.ts [/usr/share/matplotlib/mpl-data/sample_data/jacksboro_fault_dem.npz]
// The grid (344 × 403 at 3″, 84.41-84.08° W, 36.45-36.73° N, metres) is resampled bilinearly into
// Web Mercator terrarium PNG tiles of 512 px, zooms 0-10 (z10 is 0.00069° a pixel, a little finer than
// the grid's 0.00083°); pixels outside the grid are transparent (no data). Tests and posters read the
// archive; nothing needs matplotlib after this.
import fs from 'node:fs';
import path from 'node:path';
import { unzipSync } from 'fflate';
import sharp from 'sharp';
import { encodeTerrarium, PMTILES_TILE_TYPE, writePmtiles, type ArchiveTile } from '@/lib/render';

const SOURCE = process.argv[2] ?? '/usr/share/matplotlib/mpl-data/sample_data/jacksboro_fault_dem.npz';
const OUT = path.join(process.cwd(), 'data/elevation/cumberland.pmtiles');
const TILE = 512;
const MAX_ZOOM = 10;

/** One array of a .npy file: little-endian numbers, C order. */
function readNpy(bytes: Uint8Array): { shape: number[]; values: Float64Array } {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const major = bytes[6]!;
  const headerLength = major === 1 ? view.getUint16(8, true) : view.getUint32(8, true);
  const start = major === 1 ? 10 : 12;
  const header = Buffer.from(bytes.subarray(start, start + headerLength)).toString('latin1');
  const descr = /'descr':\s*'([^']+)'/.exec(header)![1]!;
  if (/'fortran_order':\s*True/.test(header)) throw new Error('Fortran-order arrays are not read');
  const shape = (/'shape':\s*\(([^)]*)\)/.exec(header)![1] ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .map(Number);
  const count = shape.reduce((a, b) => a * b, 1);
  const data = start + headerLength;
  const values = new Float64Array(count);
  for (let i = 0; i < count; i++) {
    if (descr === '<i2') values[i] = view.getInt16(data + 2 * i, true);
    else if (descr === '<f8') values[i] = view.getFloat64(data + 8 * i, true);
    else if (descr === '<f4') values[i] = view.getFloat32(data + 4 * i, true);
    else throw new Error(`unexpected dtype ${descr}`);
  }
  return { shape, values };
}

async function main(): Promise<void> {
  const files = unzipSync(new Uint8Array(fs.readFileSync(SOURCE)));
  const array = (name: string) => readNpy(files[`${name}.npy`]!);
  const elevation = array('elevation');
  const [rows, cols] = elevation.shape as [number, number];
  const dx = array('dx').values[0]!;
  const dy = array('dy').values[0]!;
  const west = array('xmin').values[0]!;
  // The file names the first row's edge 'ymin' (36.73): row 0 is the northern edge, as matplotlib shows it.
  const north = Math.max(array('ymin').values[0]!, array('ymax').values[0]!);
  const east = west + cols * dx;
  const south = north - rows * dy;
  console.error(`grid ${rows}×${cols}, ${west.toFixed(5)}…${east.toFixed(5)} E, ${south.toFixed(5)}…${north.toFixed(5)} N`);

  /** Bilinear elevation at a lon/lat between cell centres, or undefined outside the grid. */
  const sample = (lon: number, lat: number): number | undefined => {
    const fx = (lon - west) / dx - 0.5;
    const fy = (north - lat) / dy - 0.5;
    if (fx < -0.5 || fy < -0.5 || fx > cols - 0.5 || fy > rows - 0.5) return undefined;
    const x0 = Math.max(0, Math.min(cols - 2, Math.floor(fx)));
    const y0 = Math.max(0, Math.min(rows - 2, Math.floor(fy)));
    const tx = Math.max(0, Math.min(1, fx - x0));
    const ty = Math.max(0, Math.min(1, fy - y0));
    const at = (r: number, c: number) => elevation.values[r * cols + c]!;
    const top = at(y0, x0) * (1 - tx) + at(y0, x0 + 1) * tx;
    const bottom = at(y0 + 1, x0) * (1 - tx) + at(y0 + 1, x0 + 1) * tx;
    return top * (1 - ty) + bottom * ty;
  };

  const tiles: ArchiveTile[] = [];
  for (let z = 0; z <= MAX_ZOOM; z++) {
    const n = 2 ** z;
    const tileX = (lon: number) => Math.floor(((lon + 180) / 360) * n);
    const tileY = (lat: number) => Math.floor(((1 - Math.asinh(Math.tan((lat * Math.PI) / 180)) / Math.PI) / 2) * n);
    for (let x = tileX(west); x <= tileX(east); x++) {
      for (let y = tileY(north); y <= tileY(south); y++) {
        const rgba = Buffer.alloc(TILE * TILE * 4);
        let any = false;
        for (let py = 0; py < TILE; py++) {
          const my = (y + (py + 0.5) / TILE) / n;
          const lat = (Math.atan(Math.sinh(Math.PI * (1 - 2 * my))) * 180) / Math.PI;
          for (let px = 0; px < TILE; px++) {
            const lon = ((x + (px + 0.5) / TILE) / n) * 360 - 180;
            const h = sample(lon, lat);
            if (h === undefined) continue;
            const [r, g, b] = encodeTerrarium(h);
            const at = (py * TILE + px) * 4;
            rgba[at] = r;
            rgba[at + 1] = g;
            rgba[at + 2] = b;
            rgba[at + 3] = 255;
            any = true;
          }
        }
        if (!any) continue;
        const png = await sharp(rgba, { raw: { width: TILE, height: TILE, channels: 4 } })
          .png({ compressionLevel: 9, palette: false })
          .toBuffer();
        tiles.push({ z, x, y, bytes: png });
      }
    }
  }
  const archive = writePmtiles(tiles, {
    tileType: PMTILES_TILE_TYPE.png,
    bounds: [west, south, east, north],
    metadata: {
      name: 'Cumberland Mountains (Jacksboro fault) DEM',
      encoding: 'terrarium',
      tileSize: TILE,
      attribution: 'Elevation: matplotlib sample data jacksboro_fault_dem.npz (matplotlib licence, BSD-style)',
    },
  });
  fs.mkdirSync(path.dirname(OUT), { recursive: true });
  fs.writeFileSync(OUT, archive);
  console.error(`${OUT}: ${tiles.length} tiles, ${(archive.byteLength / 1024).toFixed(0)} KiB`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
