/**
 * The JFIF header of a JPEG, with the print's resolution in it. libvips writes the density into Exif only
 * (XResolution/YResolution) and no JFIF APP0 segment at all, while print shops' preflight tools and older
 * software read the JFIF density first (a JPEG without it is "72 dpi" to most of them). A poster without a
 * print size says "aspect ratio only" (units 0, 1:1): it has no physical size, and 72 or 25.4 dpi would
 * invent one.
 */

const SOI = 0xd8;
const APP0 = 0xe0;

/** The JFIF APP0 segment: version 1.02, units 1 (dots per inch) with `dpi`, or units 0 with 1:1; no thumbnail. */
function jfifSegment(dpi: number | undefined): Buffer {
  const segment = Buffer.alloc(18);
  segment[0] = 0xff;
  segment[1] = APP0;
  segment.writeUInt16BE(16, 2);
  segment.write('JFIF\0', 4, 'latin1');
  segment[9] = 1;
  segment[10] = 2;
  const density = dpi ? Math.min(65535, Math.max(1, Math.round(dpi))) : 1;
  segment[11] = dpi ? 1 : 0;
  segment.writeUInt16BE(density, 12);
  segment.writeUInt16BE(density, 14);
  return segment;
}

/** `jpeg` with a JFIF segment right after its SOI marker saying `dpi` (replacing a JFIF segment already there). */
export function withJfifDensity(jpeg: Buffer, dpi: number | undefined): Buffer {
  if (jpeg.length < 4 || jpeg[0] !== 0xff || jpeg[1] !== SOI) throw new Error('not a JPEG: no SOI marker');
  let rest = jpeg.subarray(2);
  if (rest[0] === 0xff && rest[1] === APP0 && rest.toString('latin1', 4, 9) === 'JFIF\0') rest = rest.subarray(2 + rest.readUInt16BE(2));
  return Buffer.concat([jpeg.subarray(0, 2), jfifSegment(dpi), rest]);
}
