import { renderAsync } from '@resvg/resvg-js';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import type { Scene, SceneOp } from '../scene';
import { type Encoding, RasterStageError, RasterPool } from './raster-pool';

/** resvg's RGBA as it is, through sharp's raw output. */
const RAW: Encoding = [['raw']];

const svg = (fill: string, size = 64) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}"><rect width="${size}" height="${size}" fill="#fff"/><circle cx="${size / 2}" cy="${size / 2}" r="${size / 3}" fill="${fill}"/></svg>`;

describe('resvg and sharp in worker threads', () => {
  const workers = new RasterPool(2);
  afterAll(() => workers.close());

  it('draws the same pixels as resvg on the main thread, and fits to a width', async () => {
    const options = { fitTo: { mode: 'original' as const }, shapeRendering: 2 as const };
    const [drawn, here] = await Promise.all([workers.draw(svg('#c33'), options, [RAW]), renderAsync(svg('#c33'), options)]);
    expect([drawn.width, drawn.height]).toEqual([64, 64]);
    expect(Buffer.isBuffer(drawn.files[0])).toBe(true);
    expect(drawn.files[0]!.equals(here.pixels)).toBe(true);
    // Drawn by a worker, not by the fallback on this thread.
    expect(workers.threaded).toBe(true);
    const fitted = await workers.draw(svg('#c33'), { fitTo: { mode: 'width', value: 16 } }, [RAW]);
    expect([fitted.width, fitted.height, fitted.files[0]!.length]).toEqual([16, 16, 16 * 16 * 4]);
  });

  it('encodes in the worker what sharp makes of the same pixels here, one file per encoding', async () => {
    const png: Encoding = [['removeAlpha'], ['png', { compressionLevel: 3 }]];
    const small: Encoding = [['removeAlpha'], ['resize', { width: 16 }], ['webp', { quality: 90 }]];
    const drawn = await workers.draw(svg('#2a6'), {}, [png, small]);
    const here = await renderAsync(svg('#2a6'), {});
    const expected = await sharp(here.pixels, { raw: { width: 64, height: 64, channels: 4 } })
      .removeAlpha()
      .png({ compressionLevel: 3 })
      .toBuffer();
    expect(drawn.files[0]!.equals(expected)).toBe(true);
    const meta = await sharp(drawn.files[1]!).metadata();
    expect([meta.format, meta.width, meta.height, meta.channels]).toEqual(['webp', 16, 16, 3]);
    expect(drawn.timings.draw).toBeGreaterThanOrEqual(0);
    expect(drawn.timings.encode).toBeGreaterThanOrEqual(0);
  });

  it('runs at most its size at once and answers every draw, each with its own picture', async () => {
    const colors = ['#f00', '#0f0', '#00f', '#ff0', '#0ff', '#f0f', '#888'];
    const drawn = await Promise.all(colors.map((fill) => workers.draw(svg(fill), {}, [RAW])));
    // The centre pixel of each is its own color, in order.
    const centre = (pixels: Buffer) => [...pixels.subarray((32 * 64 + 32) * 4, (32 * 64 + 32) * 4 + 3)];
    expect(drawn.map((d) => centre(d.files[0]!))).toEqual(colors.map((c) => [...Buffer.from(c.slice(1).replace(/./g, '$&$&'), 'hex')]));
    expect((workers as unknown as { pool: { slots: Set<unknown> } }).pool.slots.size).toBeLessThanOrEqual(2);
  });

  it("rejects a draw resvg cannot do with resvg's message, and goes on drawing", async () => {
    const refused = await workers.draw('<svg', {}, [RAW]).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(RasterStageError);
    expect(refused).toMatchObject({ stage: 'draw', message: expect.stringMatching(/root node|parsing/i) });
    expect((await workers.draw(svg('#123'), {}, [RAW])).width).toBe(64);
  });

  it("rejects an encoding sharp refuses as the encode stage, with sharp's message, and goes on", async () => {
    const refused = await workers.draw(svg('#123'), {}, [[['png', { compressionLevel: 42 }]]]).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(RasterStageError);
    expect(refused).toMatchObject({ stage: 'encode', message: expect.stringMatching(/compressionLevel/) });
    expect((await workers.draw(svg('#123'), {}, [RAW])).files).toHaveLength(1);
  });

  it('draws and encodes the same files on this thread, as inside a render worker or where no worker can start', async () => {
    const here = new RasterPool(0);
    expect(here.threaded).toBe(false);
    const png: Encoding = [['removeAlpha'], ['png', { compressionLevel: 3 }]];
    const [inWorker, onThisThread] = await Promise.all([workers.draw(svg('#936'), {}, [png, RAW]), here.draw(svg('#936'), {}, [png, RAW])]);
    expect(onThisThread.files.map((file) => file.toString('base64'))).toEqual(inWorker.files.map((file) => file.toString('base64')));
    await expect(here.draw(svg('#936'), {}, [[['png', { compressionLevel: 42 }]]])).rejects.toMatchObject({ stage: 'encode' });
    await expect(here.draw('<svg', {}, [RAW])).rejects.toMatchObject({ stage: 'draw' });
  });
});

/** A tall poster-like document: a gradient, anti-aliased lines and rings across the seam, a hairline on it. */
const tall = (height = 1100) => {
  // Short lines, each its own path, as a map's are (grouped in 512 px cells), many across the seam.
  const lines = Array.from(
    { length: 60 },
    (_, i) => `<path d="M${(i * 7.3) % 300} ${(i * 97.1) % (height - 200)} l${((i * 11.7) % 120) - 60} ${150 + (i % 7) * 7.7}"/>`,
  ).join('');
  const rings = Array.from(
    { length: 30 },
    (_, i) => `<circle cx="${(i * 37.7) % 300}" cy="${(i * 41.3) % height}" r="${8 + (i % 5) * 6.25}" fill="none" stroke="#2a4" stroke-width="1.3"/>`,
  ).join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="${height}" viewBox="0 0 300 ${height}">` +
    '<defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fdf6e3"/><stop offset="1" stop-color="#268bd2"/></linearGradient></defs>' +
    `<rect width="300" height="${height}" fill="url(#g)"/>` +
    `<g fill="none" stroke="#333" stroke-width="0.7">${lines}</g>` +
    rings +
    `<rect x="10.5" y="${height / 2 - 0.35}" width="280" height="0.7" fill="#c33"/>` +
    '</svg>'
  );
};

describe('a poster in strips on idle workers', () => {
  const workers = new RasterPool(2);
  afterAll(() => workers.close());
  const options = { fitTo: { mode: 'original' as const }, shapeRendering: 2 as const };

  it('is drawn in strips while workers are idle, and its pixels are those of the whole poster drawn at once', async () => {
    const before = workers.strippedPosters;
    const [drawn, whole] = await Promise.all([workers.draw(tall(), options, [RAW]), renderAsync(tall(), options)]);
    expect(drawn.strips).toBe(2);
    expect(workers.strippedPosters).toBe(before + 1);
    expect([drawn.width, drawn.height]).toEqual([300, 1100]);
    const [a, b] = [drawn.files[0]!, whole.pixels];
    expect(a.length).toBe(b.length);
    let largest = 0;
    for (let i = 0; i < a.length; i++) largest = Math.max(largest, Math.abs(a[i]! - b[i]!));
    // Anti-aliasing near a seam may move by a few levels (./strips: STRIP_OVERLAP), never a visible line.
    expect(largest).toBeLessThanOrEqual(8);
  });

  it('encodes the joined strips as it encodes a whole poster', async () => {
    const png: Encoding = [['removeAlpha'], ['png', { compressionLevel: 3 }]];
    const drawn = await workers.draw(tall(), options, [png]);
    expect(drawn.strips).toBe(2);
    const meta = await sharp(drawn.files[0]!).metadata();
    expect([meta.format, meta.width, meta.height, meta.channels]).toEqual(['png', 300, 1100, 3]);
  });

  it('is drawn whole when no two workers are idle, and when fitted to another width', async () => {
    const before = workers.strippedPosters;
    // The first takes both idle workers for its strips; the second, asked meanwhile, finds none idle.
    const [first, second] = await Promise.all([workers.draw(tall(), options, [RAW]), workers.draw(tall(), options, [RAW])]);
    expect(first.strips).toBe(2);
    expect(second.strips).toBeUndefined();
    expect(second.files[0]!.equals(first.files[0]!) || second.files[0]!.length === first.files[0]!.length).toBe(true);
    const fitted = await workers.draw(tall(), { fitTo: { mode: 'width', value: 150 } }, [RAW]);
    expect(fitted.strips).toBeUndefined();
    expect([fitted.width, fitted.height]).toEqual([150, 550]);
    expect(workers.strippedPosters).toBe(before + 1);
  });

  it('is drawn whole when too short for two strips, or on a pool of one worker', async () => {
    expect((await workers.draw(tall(900), options, [RAW])).strips).toBeUndefined();
    const one = new RasterPool(1);
    try {
      expect((await one.draw(tall(), options, [RAW])).strips).toBeUndefined();
      expect(one.strippedPosters).toBe(0);
    } finally {
      await one.close();
    }
  });
});

/** A tall scene for Skia: a gradient, short lines and rings across the seam, a red bar 2 px high on it. */
const tallScene = (height = 1100): Scene => ({
  sheet: { x: 0, y: 0, width: 300, height },
  ops: [
    {
      op: 'linear',
      x: 0,
      y: 0,
      width: 300,
      height,
      y1: 0,
      y2: height,
      stops: [
        [0, '#fdf6e3', 1],
        [1, '#268bd2', 1],
      ],
    },
    ...Array.from(
      { length: 60 },
      (_, i): SceneOp => ({
        op: 'path',
        d: `M${(i * 7.3) % 300} ${(i * 97.1) % (height - 200)} l${((i * 11.7) % 120) - 60} ${150 + (i % 7) * 7.7}`,
        paint: { stroke: '#333333', width: 0.7 },
      }),
    ),
    ...Array.from({ length: 30 }, (_, i): SceneOp => {
      const [cx, cy, r] = [(i * 37.7) % 300, (i * 41.3) % height, 8 + (i % 5) * 6.25];
      return { op: 'path', d: `M${cx - r} ${cy}a${r} ${r} 0 1 0 ${2 * r} 0a${r} ${r} 0 1 0 ${-2 * r} 0`, paint: { stroke: '#22aa44', width: 1.3 } };
    }),
    { op: 'rect', x: 10, y: height / 2 - 1, width: 280, height: 2, paint: { fill: '#cc3333' } },
  ],
});

describe('a Skia poster in strips on idle workers', () => {
  const workers = new RasterPool(2);
  afterAll(() => workers.close());

  it('is painted in strips while workers are idle, with the pixels of the scene painted whole', async () => {
    const before = workers.strippedPosters;
    const drawn = await workers.paint(tallScene(), [RAW]);
    expect(drawn.strips).toBe(2);
    expect(workers.strippedPosters).toBe(before + 1);
    expect([drawn.width, drawn.height]).toEqual([300, 1100]);
    const whole = await workers.paint(tallScene(), [RAW], false, false);
    expect(whole.strips).toBeUndefined();
    const [a, b] = [drawn.files[0]!, whole.files[0]!];
    expect(a.length).toBe(b.length);
    let largest = 0;
    for (let i = 0; i < a.length; i++) largest = Math.max(largest, Math.abs(a[i]! - b[i]!));
    // A path cut by a strip's edge is anti-aliased a little differently, and the gradient's dither moves with the
    // canvas (measured: 2 levels of 255 for the lines, 3 with the gradient), never a visible line.
    expect(largest).toBeLessThanOrEqual(4);
    // And the seam is where the picture is: the red bar across the middle, on the strips' last and first rows.
    for (const y of [549, 550]) expect([...a.subarray((y * 300 + 150) * 4, (y * 300 + 150) * 4 + 3)]).toEqual([0xcc, 0x33, 0x33]);
  });

  it('paints the next poster of the same size on the kept canvas with nothing of the last one left', async () => {
    await workers.paint(tallScene(), [RAW]);
    const other: Scene = { sheet: tallScene().sheet, ops: [{ op: 'rect', x: 0, y: 0, width: 300, height: 1100, paint: { fill: '#102030' } }] };
    const drawn = await workers.paint(other, [RAW]);
    expect(drawn.strips).toBe(2);
    const pixels = drawn.files[0]!;
    for (let i = 0; i < pixels.length; i += 4) {
      if (pixels[i] !== 0x10 || pixels[i + 1] !== 0x20 || pixels[i + 2] !== 0x30) throw new Error(`pixel ${i / 4} is not the new poster's`);
    }
  });

  it('is painted whole when strips are off, and when the sheet is not whole pixels', async () => {
    const before = workers.strippedPosters;
    expect((await workers.paint(tallScene(), [RAW], false, false)).strips).toBeUndefined();
    const fractional = { ...tallScene(), sheet: { x: 0, y: 0, width: 300, height: 1100.5 } };
    expect((await workers.paint(fractional, [RAW])).strips).toBeUndefined();
    expect((await workers.draw(tall(), { fitTo: { mode: 'original' } }, [RAW], false)).strips).toBeUndefined();
    expect(workers.strippedPosters).toBe(before);
  });
});

describe('a poster streamed in strips (drawn and encoded strip by strip)', () => {
  const workers = new RasterPool(2);
  // Strips of at most 200 rows of the 300 px wide test scene: the 3000 rows are cut into five (MIN_STRIP_ROWS apart).
  workers.streamedStripBytes = 300 * 200 * 4;
  workers.wholeEncodeMaxPixels = 300 * 1000;
  // The scene painted whole (RGBA), on this thread: the reference.
  const paintedWhole = (scene: Scene) => new RasterPool(0).paint(scene, [RAW], false, false);
  afterAll(() => workers.close());
  const png: Encoding = [['removeAlpha'], ['withMetadata', { density: 300 }], ['png', { compressionLevel: 3 }]];
  const jpeg: Encoding = [['removeAlpha'], ['jpeg', { quality: 92, chromaSubsampling: '4:4:4' }]];
  const preview: Encoding = [['removeAlpha'], ['resize', { width: 64, height: 64, fit: 'inside' }], ['webp', { quality: 90 }]];

  const largestDifference = (a: Buffer, b: Buffer, channels: number) => {
    let largest = 0;
    let total = 0;
    for (let p = 0; p < a.length / channels; p++) {
      for (let c = 0; c < 3; c++) {
        const d = Math.abs(a[p * channels + c]! - b[p * 4 + c]!);
        largest = Math.max(largest, d);
        total += d;
      }
    }
    return { largest, mean: total / ((a.length / channels) * 3) };
  };

  it('is one valid PNG with the pixels of the scene painted whole, no seam at any strip edge, its dpi in pHYs', async () => {
    const scene = tallScene(3000);
    const drawn = await workers.paint(scene, [png, preview]);
    expect(drawn.strips).toBe(5);
    const whole = await paintedWhole(scene);
    expect(whole.files[0]!.length).toBe(300 * 3000 * 4);
    // libvips decodes it (its zlib checks the combined Adler-32): the very rows painted, up to the anti-aliasing
    // a strip's edge moves (as for joined strips above).
    const decoded = await sharp(drawn.files[0]!).raw().toBuffer({ resolveWithObject: true });
    expect([decoded.info.width, decoded.info.height, decoded.info.channels]).toEqual([300, 3000, 3]);
    expect(largestDifference(decoded.data, whole.files[0]!, 3).largest).toBeLessThanOrEqual(4);
    const meta = await sharp(drawn.files[0]!).metadata();
    expect(meta.density).toBe(300);
    const small = await sharp(drawn.files[1]!).metadata();
    expect([small.format, small.width, small.height]).toEqual(['webp', 6, 64]);
  });

  it('streams a JPEG past wholeEncodeMaxPixels through the strips, the same picture as from the whole canvas', async () => {
    const scene = tallScene(3000);
    const drawn = await workers.paint(scene, [jpeg]);
    expect(drawn.strips).toBe(5);
    const whole = await paintedWhole(scene);
    expect(whole.files[0]!.length).toBe(300 * 3000 * 4);
    const decoded = await sharp(drawn.files[0]!).raw().toBuffer({ resolveWithObject: true });
    expect([decoded.info.width, decoded.info.height]).toEqual([300, 3000]);
    // JPEG at quality 92, 4:4:4: a mean error under 1 level of 255 on thin lines and gradients.
    expect(largestDifference(decoded.data, whole.files[0]!, 3).mean).toBeLessThan(1.5);
  });

  it('tells its progress strip by strip: none of five when planned, then each strip as it is done, five of five before the file', async () => {
    const told: string[] = [];
    const drawn = await workers.paint(tallScene(3000), [png], false, true, ({ stripsDone, strips }) => told.push(`${stripsDone}/${strips}`));
    told.push('file');
    expect(drawn.strips).toBe(5);
    expect(told).toEqual(['0/5', '1/5', '2/5', '3/5', '4/5', '5/5', 'file']);
    // On this thread too, and a poster drawn whole is one strip.
    const here = new RasterPool(0);
    here.streamedStripBytes = 300 * 200 * 4;
    const toldHere: string[] = [];
    await here.paint(tallScene(3000), [png], false, true, ({ stripsDone, strips }) => toldHere.push(`${stripsDone}/${strips}`));
    expect(toldHere).toEqual(['0/5', '1/5', '2/5', '3/5', '4/5', '5/5']);
    const toldWhole: string[] = [];
    await workers.paint(tallScene(900), [jpeg], false, false, ({ stripsDone, strips }) => toldWhole.push(`${stripsDone}/${strips}`));
    expect(toldWhole).toEqual(['0/1', '1/1']);
  });

  /**
   * A poster as ../compose hands it over for Skia: its head (the page, and the map in its clip) at once, the whole
   * scene (labels in the same clip, then what lies over the map) later. The labels: text-like marks across every seam.
   */
  const headAndWhole = (height: number) => {
    const [page, ...map] = tallScene(height).ops;
    const clip = `M4 4H296V${height - 4}H4Z`;
    const labels = Array.from(
      { length: 40 },
      (_, i): SceneOp => ({ op: 'rect', x: 20 + (i % 5) * 50, y: i * (height / 40) + 3, width: 37, height: 9.5, paint: { fill: '#111111', fillOpacity: 0.8 } }),
    );
    const mapOps: SceneOp[] = [{ op: 'layer', name: 'roads-primary', ops: map }];
    const sheet = tallScene(height).sheet;
    const head: Scene = { sheet, ops: [page!, { op: 'clip', clip, name: 'ap-window', ops: [...mapOps] }] };
    const whole: Scene = {
      sheet,
      ops: [
        page!,
        { op: 'clip', clip, name: 'ap-window', ops: [...mapOps, { op: 'layer', name: 'labels', ops: labels }] },
        { op: 'rect', x: 0, y: height - 40, width: 300, height: 40, paint: { fill: '#fdf6e3', fillOpacity: 0.9 } },
      ],
    };
    return { head, whole };
  };

  it('paints its head at once and the rest once the scene is whole: the same file as the whole scene painted at once', async () => {
    const { head, whole } = headAndWhole(3000);
    let tellWhole!: (scene: Scene) => void;
    const later = new Promise<Scene>((resolve) => {
      tellWhole = resolve;
    });
    const drawing = workers.paint(head, [png, preview], false, true, undefined, later);
    // Both workers hold a strip before the scene is whole (the labels would be placed meanwhile).
    expect(workers.threaded).toBe(true);
    expect(workers.idle).toBe(0);
    tellWhole(whole);
    const [drawn, atOnce] = await Promise.all([drawing, workers.paint(whole, [png, preview])]);
    expect(drawn.strips).toBe(5);
    expect(drawn.files[0]!.equals(atOnce.files[0]!)).toBe(true);
    expect(drawn.files[1]!.equals(atOnce.files[1]!)).toBe(true);
    // The labels and the band over the map are in it.
    const decoded = await sharp(drawn.files[0]!).raw().toBuffer();
    const headOnly = await sharp((await workers.paint(head, [png])).files[0]!)
      .raw()
      .toBuffer();
    expect(decoded.equals(headOnly)).toBe(false);
    // On this thread too, and as a whole poster's JPEG, which waits for the whole scene.
    const here = new RasterPool(0);
    here.streamedStripBytes = 300 * 200 * 4;
    const hereDrawn = await here.paint(head, [png], false, true, undefined, Promise.resolve(whole));
    expect(hereDrawn.files[0]!.equals(atOnce.files[0]!)).toBe(true);
    const small = headAndWhole(900);
    const [jpegDrawn, jpegAtOnce] = await Promise.all([
      workers.paint(small.head, [jpeg], false, false, undefined, Promise.resolve(small.whole)),
      workers.paint(small.whole, [jpeg], false, false),
    ]);
    expect(jpegDrawn.files[0]!.equals(jpegAtOnce.files[0]!)).toBe(true);
  });

  it('fails with the reason when the whole scene never comes, strips already painting, and paints the next poster', async () => {
    const { head, whole } = headAndWhole(3000);
    let fail!: (error: Error) => void;
    const never = new Promise<Scene>((_, reject) => {
      fail = reject;
    });
    const drawing = workers.paint(head, [png], false, true, undefined, never);
    expect(workers.idle).toBe(0);
    fail(new Error('the labels could not be placed'));
    await expect(drawing).rejects.toThrow('the labels could not be placed');
    const next = await workers.paint(whole, [png]);
    expect(next.strips).toBe(5);
    // A head that is not the start of the scene is refused, not painted over something else.
    const other: Scene = { sheet: head.sheet, ops: [...whole.ops.slice(1)] };
    await expect(workers.paint(head, [png], false, true, undefined, Promise.resolve(other))).rejects.toThrow('not the start of the scene');
  });

  it('streams on this thread too (a pool without workers), strip by strip, with the same pixels', async () => {
    const here = new RasterPool(0);
    here.streamedStripBytes = 300 * 200 * 4;
    const scene = tallScene(3000);
    const [drawn, threaded] = await Promise.all([here.paint(scene, [png]), workers.paint(scene, [png])]);
    expect(drawn.strips).toBe(5);
    const [a, b] = await Promise.all([sharp(drawn.files[0]!).raw().toBuffer(), sharp(threaded.files[0]!).raw().toBuffer()]);
    expect(a.equals(b)).toBe(true);
  });
});
