export interface VerticalMetrics {
  unitsPerEm: number;
  /** above the baseline, positive */
  ascender: number;
  /** below the baseline, negative as in the font */
  descender: number;
  capHeight: number;
  xHeight: number;
}

/** The raw bytes of one sfnt table, or undefined if the font has none. */
function sfntTable(font: Buffer, tag: string): DataView | undefined {
  const view = new DataView(font.buffer, font.byteOffset, font.byteLength);
  const numTables = view.getUint16(4);
  for (let i = 0; i < numTables; i++) {
    const record = 12 + i * 16;
    if (font.toString('latin1', record, record + 4) === tag) {
      const offset = view.getUint32(record + 8);
      const length = view.getUint32(record + 12);
      return new DataView(font.buffer, font.byteOffset + offset, length);
    }
  }
  return undefined;
}

const USE_TYPO_METRICS = 1 << 7;

/**
 * Vertical metrics the way ttf-parser (resvg) and FreeType (Chromium on Linux) pick them: OS/2 typo metrics when
 * the font sets USE_TYPO_METRICS, else hhea, else typo, else win; cap and x height from OS/2 version 2+.
 */
export function readVerticalMetrics(font: Buffer): VerticalMetrics {
  const head = sfntTable(font, 'head');
  const hhea = sfntTable(font, 'hhea');
  const os2 = sfntTable(font, 'OS/2');
  if (!head || !hhea) throw new Error('font has no head or hhea table');

  const unitsPerEm = head.getUint16(18);
  const os2Version = os2 ? os2.getUint16(0) : -1;
  const useTypo = os2 !== undefined && (os2.getUint16(62) & USE_TYPO_METRICS) !== 0;

  let ascender = hhea.getInt16(4);
  let descender = hhea.getInt16(6);
  if (os2 && (useTypo || ascender === 0)) {
    ascender = os2.getInt16(68) || os2.getUint16(74);
    descender = os2.getInt16(70) || -os2.getUint16(76);
  }

  // Every shipped font has OS/2 v4 with both heights; the em fractions only guard against a future font without.
  const xHeight = os2 && os2Version >= 2 ? os2.getInt16(86) : 0;
  const capHeight = os2 && os2Version >= 2 ? os2.getInt16(88) : 0;
  return {
    unitsPerEm,
    ascender,
    descender,
    capHeight: capHeight || Math.round(unitsPerEm * 0.7),
    xHeight: xHeight || Math.round(unitsPerEm * 0.5),
  };
}
