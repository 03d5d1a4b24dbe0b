import type { Scene } from '../scene';

/** What paintScene uses of @napi-rs/canvas: passed in, so the function stays self-contained. */
export interface CanvasModule {
  createCanvas(width: number, height: number): SkiaCanvas;
  Path2D: new (d?: string) => SkiaPath;
  Image: new () => { src: Buffer | string; width: number; height: number };
}

/** The part of @napi-rs/canvas's Path2D paintScene uses: Skia's path operations (`operation` 0 is difference). */
export interface SkiaPath {
  op(other: SkiaPath, operation: number): SkiaPath;
}

/** The canvas surface paintScene draws on (the part of @napi-rs/canvas's Canvas it uses). */
export interface SkiaCanvas {
  width: number;
  height: number;
  getContext(kind: '2d'): unknown;
  data(): Buffer;
}

/**
 * Paints a scene (../scene) on a canvas of the scene's size × `scale`, with Skia, and returns
 * it. The canvas of the last call is kept and painted over when the size repeats (the scene's first
 * operation fills the whole sheet): allocating and zeroing a new 48 MiB surface for every poster was
 * the slow half of Skia's bimodal draw times. `continued`: the scene's ops painted over the last call's
 * canvas as it was left (the same sheet, scale and fades): the rest of a scene whose head that call painted
 * (../threads sceneOpsAfter), so a strip starts on the map before the labels are placed.
 *
 * Self-contained (its one module is an argument, its state a property of itself): ./index puts its
 * source into a CommonJS worker as it is, beside the resvg worker's.
 */
export function paintScene(skia: CanvasModule, scene: Scene, scale = 1, stepped = false, continued = false): SkiaCanvas {
  const width = Math.max(1, Math.round(scene.sheet.width * scale));
  const height = Math.max(1, Math.round(scene.sheet.height * scale));
  const self = paintScene as unknown as { kept?: SkiaCanvas };
  let canvas = self.kept;
  if (continued && (!canvas || canvas.width !== width || canvas.height !== height)) throw new Error('the rest of a scene with no head painted');
  if (!canvas || canvas.width !== width || canvas.height !== height) {
    canvas = skia.createCanvas(width, height);
    self.kept = canvas;
  }
  // biome-ignore lint/suspicious/noExplicitAny: the 2-D context of a module passed in.
  const ctx = canvas.getContext('2d') as any;
  // A kept canvas starts as a new one would (state, clip, transparent pixels). reset() also lets Skia draw into
  // the pixels it has: after reading a canvas's pixels (data()) and drawing on, Skia otherwise copied the whole
  // surface into new memory first, 48 MiB of page faults per everyday poster (12 300 faults, 0.1-0.3 s CPU on
  // a 2-core VM, measured; 25 faults with reset).
  // The rest of a scene: the context as its head's call left it (every save restored).
  if (!continued) {
    ctx.reset();
    ctx.scale((width / scene.sheet.width) * 1, (height / scene.sheet.height) * 1);
    ctx.translate(-scene.sheet.x, -scene.sheet.y);
  }
  const rgba = (color: string, opacity: number) => {
    if (opacity >= 1) return color;
    const n = Number.parseInt(color.slice(1), 16);
    return `rgba(${(n >> 16) & 255},${(n >> 8) & 255},${n & 255},${opacity})`;
  };
  // A scene's transform as a matrix (../scene transformMatrix, written out: this function imports nothing).
  const matrix = (t: NonNullable<Extract<Scene['ops'][number], { op: 'path' }>['transform']>): number[] => {
    if (Array.isArray(t)) return t;
    if ('scale' in t) return [t.scale, 0, 0, t.scale, t.x, t.y];
    const r = (t.rotate * Math.PI) / 180;
    const [cos, sin] = [Math.cos(r), Math.sin(r)];
    return [cos, sin, -sin, cos, t.cx - cos * t.cx + sin * t.cy, t.cy - sin * t.cx - cos * t.cy];
  };
  const draw = (ops: Scene['ops']) => {
    for (const op of ops) {
      if (op.op === 'layer') {
        draw(op.ops);
        continue;
      }
      if (op.op === 'clip') {
        ctx.save();
        let region = new skia.Path2D(op.clip);
        if (op.outside) {
          // The sheet less the clip's area (PathOp 0 difference: overlaps within it do not matter); a canvas
          // clip cannot be inverted.
          const { x, y, width: w, height: h } = scene.sheet;
          region = new skia.Path2D(`M${x} ${y}H${x + w}V${y + h}H${x}Z`).op(region, 0);
        }
        // A path operation's result is even-odd (Skia's PathOps); clip() applies its own rule, nonzero
        // unless told, under which the difference's holes came out filled: the page's fades ran on
        // over the water (issue 39, Baltimore's left edge). The clip's own paths are nonzero, as the SVG's.
        ctx.clip(region, op.outside ? 'evenodd' : 'nonzero');
        draw(op.ops);
        ctx.restore();
        continue;
      }
      if (op.op === 'linear' || op.op === 'radial') {
        let gradient: { addColorStop(offset: number, color: string): void };
        if (op.op === 'linear') {
          if (stepped) {
            // The ramp as solid rows, one pixel high, each the gradient's color at the row's middle.
            const [y1, y2] = [op.y1, op.y2];
            const at = (y: number) => {
              const t = y2 === y1 ? 0 : Math.min(1, Math.max(0, (y - y1) / (y2 - y1)));
              let i = 0;
              while (i < op.stops.length - 1 && op.stops[i + 1]![0] < t) i++;
              const [o0, c0, a0] = op.stops[i]!;
              const [o1, c1, a1] = op.stops[Math.min(i + 1, op.stops.length - 1)]!;
              const u = t <= o0 ? 0 : o1 > o0 ? Math.min(1, (t - o0) / (o1 - o0)) : 1;
              // Color as well as opacity: water's ramp changes color along the way (waterFadeRamp).
              const [n0, n1] = [Number.parseInt(c0.slice(1), 16), Number.parseInt(c1.slice(1), 16)];
              const channel = (shift: number) => Math.round(((n0 >> shift) & 255) + (((n1 >> shift) & 255) - ((n0 >> shift) & 255)) * u);
              return `rgba(${channel(16)},${channel(8)},${channel(0)},${a0 + (a1 - a0) * u})`;
            };
            const first = Math.floor(op.y * scale);
            const last = Math.ceil((op.y + op.height) * scale);
            for (let row = first; row < last; row++) {
              const top = Math.max(op.y, row / scale);
              const bottom = Math.min(op.y + op.height, (row + 1) / scale);
              if (bottom <= top) continue;
              ctx.fillStyle = at((row + 0.5) / scale);
              ctx.fillRect(op.x, top, op.width, bottom - top);
            }
            continue;
          }
          gradient = ctx.createLinearGradient(0, op.y1, 0, op.y2);
        } else {
          ctx.save();
          ctx.translate(op.x, op.y);
          ctx.scale(op.width, op.height);
          gradient = ctx.createRadialGradient(0.5, 0.5, 0, 0.5, 0.5, op.r);
        }
        for (const [offset, color, opacity] of op.stops) gradient.addColorStop(Math.min(1, Math.max(0, offset)), rgba(color, opacity));
        ctx.fillStyle = gradient;
        if (op.op === 'linear') ctx.fillRect(op.x, op.y, op.width, op.height);
        else {
          ctx.fillRect(0, 0, 1, 1);
          ctx.restore();
        }
        continue;
      }
      if (op.op === 'image') {
        const image = new skia.Image();
        image.src = Buffer.from(op.href.slice(op.href.indexOf(',') + 1), 'base64');
        ctx.imageSmoothingEnabled = true;
        ctx.imageSmoothingQuality = 'high';
        ctx.drawImage(image, op.x, op.y, op.width, op.height);
        continue;
      }
      const { paint } = op;
      if (op.transform) {
        ctx.save();
        ctx.transform(...matrix(op.transform));
      }
      let paths: unknown[];
      if (op.op === 'path') paths = [new skia.Path2D(op.d)];
      else if (op.op === 'text') {
        // Text is painted as its runs' glyph outlines: the composer outlines every run of a raster's scene.
        paths = op.runs.map((run) => {
          if (run.d === undefined) throw new Error(`text run "${run.text}" has no outline: a scene for Skia outlines all text`);
          return new skia.Path2D(run.d);
        });
      } else {
        const rect = new skia.Path2D();
        const p = rect as unknown as { rect(...a: number[]): void; roundRect(...a: number[]): void };
        if (op.rx) p.roundRect(op.x, op.y, op.width, op.height, Math.min(op.rx, op.width / 2, op.height / 2));
        else p.rect(op.x, op.y, op.width, op.height);
        paths = [rect];
      }
      const fill = (path: unknown) => {
        if (!paint.fill) return;
        ctx.fillStyle = rgba(paint.fill, paint.fillOpacity ?? 1);
        ctx.fill(path, paint.evenOdd ? 'evenodd' : 'nonzero');
      };
      const stroke = (path: unknown) => {
        if (!paint.stroke) return;
        ctx.strokeStyle = rgba(paint.stroke, paint.strokeOpacity ?? 1);
        ctx.lineWidth = paint.width ?? 1;
        ctx.lineCap = paint.cap ?? 'butt';
        ctx.lineJoin = paint.join ?? 'miter';
        ctx.miterLimit = 4;
        ctx.setLineDash(paint.dash ?? []);
        ctx.stroke(path);
      };
      for (const path of paths) {
        if (paint.strokeFirst) {
          stroke(path);
          fill(path);
        } else {
          fill(path);
          stroke(path);
        }
      }
      if (op.transform) ctx.restore();
    }
  };
  draw(scene.ops);
  return canvas;
}
