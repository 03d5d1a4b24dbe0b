import sharp from 'sharp';
import type { FontFace } from './fonts';
import { RenderError } from './errors';
import { rasterWorkers } from './raster-workers';

export type RasterFormat = 'png' | 'jpeg' | 'webp';

export interface Raster {
  pixels: Buffer;
  width: number;
  height: number;
}

/**
 * SVG to RGBA pixels with resvg, in a worker thread so the event loop stays free (./raster-workers).
 * Fonts are passed as files (resvg reads no WOFF2 and scans no system fonts): the same pixels on every machine.
 */
export async function rasterise(svg: string, faces: readonly FontFace[], fitWidth?: number): Promise<Raster> {
  try {
    return await rasterWorkers().draw(svg, {
      font: {
        fontFiles: [...new Set(faces.map((face) => face.file))],
        loadSystemFonts: false,
        defaultFontFamily: faces[0]?.family ?? 'Inter',
      },
      fitTo: fitWidth ? { mode: 'width', value: fitWidth } : { mode: 'original' },
      shapeRendering: 2,
      textRendering: 2,
      imageRendering: 0,
    });
  } catch (error) {
    throw new RenderError('render_failed', `rasterising the poster failed: ${(error as Error).message}`, { cause: error });
  }
}

/**
 * Encodes resvg's RGBA. Its pixels are premultiplied, but every poster pixel is opaque (the page
 * is painted first), where premultiplied and straight alpha are the same bytes: telling sharp
 * "straight" skips an unpremultiply pass over 12 million pixels.
 */
export async function encode(raster: Raster, format: RasterFormat, options: { resizeTo?: number; dpi?: number } = {}): Promise<Buffer> {
  const { resizeTo, dpi } = options;
  try {
    let image = sharp(raster.pixels, { raw: { width: raster.width, height: raster.height, channels: 4 } });
    // Posters are opaque: dropping alpha makes files a quarter smaller.
    image = image.removeAlpha();
    if (resizeTo) image = image.resize({ width: resizeTo, height: resizeTo, fit: 'inside', kernel: 'lanczos3' });
    // A print: the file says its resolution, so print software places it at its size (PNG pHYs; JPEG and
    // WebP Exif XResolution/YResolution), with the sRGB profile its colours are in.
    if (dpi) image = image.withMetadata({ density: dpi });
    switch (format) {
      case 'png':
        return await image.png({ compressionLevel: 6, adaptiveFiltering: false }).toBuffer();
      case 'jpeg':
        // 4:4:4: thin coloured lines keep their colour (4:2:0 smears them).
        return await image.jpeg({ quality: 92, chromaSubsampling: '4:4:4' }).toBuffer();
      case 'webp':
        // smartSubsample would cost 4× the time for no visible gain on map art.
        return await image.webp({ quality: 90, effort: 2 }).toBuffer();
    }
  } catch (error) {
    throw new RenderError('render_failed', `encoding the poster as ${format} failed: ${(error as Error).message}`, { cause: error });
  }
}
