import { escapeXml, fmt } from './escape';
import { sheetLessPath } from './outside-clip';
import { LAYERS, type Paint, type Scene, type SceneOp, type Stop, type Transform } from './types';

/** Inkscape's namespace: its layers are groups with inkscape:groupmode="layer" and an inkscape:label. */
const INKSCAPE_NS = 'http://www.inkscape.org/namespaces/inkscape';

const round2 = (value: number) => Math.round(value * 100) / 100;

/**
 * A scene as one standalone SVG document: the writer of the SVG and the PDF (Chromium prints it), so
 * those files draw what the Skia painter draws from the same scene. Text runs without an outline stay
 * <text> (selectable, set in the fonts `fontCss` embeds); each layer is a named group an editor lists
 * (Inkscape's layers; Illustrator and Figma name a layer by its group's id). Paths that share one paint
 * in a row (the map's cells of one kind) are written as one group carrying the paint, so the file stays small.
 */
export function sceneSvg(scene: Scene, options: { fontCss?: string } = {}): string {
  const { sheet } = scene;
  const defs: string[] = [];
  if (options.fontCss) defs.push(`<style>${options.fontCss}</style>`);
  /** Each clip's attribute by its kind and path: a clip-path, or a mask for a clip outside its path where Skia is absent. */
  const clipAttributes = new Map<string, string>();
  const usedIds = new Set<string>();
  let gradients = 0;
  const uniqueId = (wanted: string) => {
    let id = wanted;
    for (let n = 2; usedIds.has(id); n++) id = `${wanted}-${n}`;
    usedIds.add(id);
    return id;
  };
  const clipAttribute = (op: Extract<SceneOp, { op: 'clip' }>): string => {
    const key = `${op.outside ? 'outside' : 'inside'}:${op.clip}`;
    let attribute = clipAttributes.get(key);
    if (attribute === undefined) {
      const id = uniqueId(op.name ?? (op.outside ? 'ap-mask' : 'ap-clip'));
      const outside = op.outside ? sheetLessPath(sheet, op.clip) : undefined;
      if (outside !== undefined) defs.push(`<clipPath id="${id}"><path d="${outside}" clip-rule="evenodd"/></clipPath>`);
      else if (op.outside) {
        // Without Skia: the sheet less the clip's area as a mask, white where drawn, the area black (a clipPath cannot be inverted).
        const box = `x="${sheet.x}" y="${sheet.y}" width="${sheet.width}" height="${sheet.height}"`;
        defs.push(`<mask id="${id}" maskUnits="userSpaceOnUse" ${box}><rect ${box} fill="#fff"/><path d="${op.clip}" fill="#000"/></mask>`);
      } else defs.push(`<clipPath id="${id}"><path d="${op.clip}"/></clipPath>`);
      attribute = outside === undefined && op.outside ? ` mask="url(#${id})"` : ` clip-path="url(#${id})"`;
      clipAttributes.set(key, attribute);
    }
    return attribute;
  };
  const gradient = (kind: 'linear' | 'radial', attributes: string, stops: readonly Stop[]) => {
    const id = uniqueId(`ap-gradient-${gradients++}`);
    const stopElements = stops
      .map(([offset, color, opacity]) => `<stop offset="${(offset * 100).toFixed(3)}%" stop-color="${color}" stop-opacity="${opacity.toFixed(4)}"/>`)
      .join('');
    defs.push(`<${kind}Gradient id="${id}" ${attributes}>${stopElements}</${kind}Gradient>`);
    return id;
  };
  const box = (op: { x: number; y: number; width: number; height: number }) =>
    `x="${fmt(op.x)}" y="${fmt(op.y)}" width="${fmt(op.width)}" height="${fmt(op.height)}"`;

  const element = (op: SceneOp, paint: string): string => {
    switch (op.op) {
      case 'path':
        return `<path d="${op.d}"${paint}${transformAttribute(op.transform)}/>`;
      case 'rect':
        return `<rect ${box(op)}${op.rx ? ` rx="${fmt(op.rx)}"` : ''}${paint}${transformAttribute(op.transform)}/>`;
      case 'text': {
        const rest = `font-weight="${op.weight}" font-size="${round2(op.size)}"${paint}${transformAttribute(op.transform)}`;
        return op.runs
          .map((run) =>
            run.d
              ? `<path d="${run.d}"${paint}${transformAttribute(op.transform)}/>`
              : `<text x="${fmt(run.x)}" y="${fmt(run.y)}" font-family="${escapeXml(run.family)}"${run.tracking ? ` letter-spacing="${round2(run.tracking)}"` : ''} ${rest} text-anchor="start" xml:space="preserve">${escapeXml(run.text)}</text>`,
          )
          .join('');
      }
      case 'linear': {
        const id = gradient('linear', `x1="0" y1="${fmt(op.y1)}" x2="0" y2="${fmt(op.y2)}" gradientUnits="userSpaceOnUse"`, op.stops);
        return `<rect ${box(op)} fill="url(#${id})"/>`;
      }
      case 'radial': {
        const id = gradient('radial', `cx="0.5" cy="0.5" r="${op.r}"`, op.stops);
        return `<rect ${box(op)} fill="url(#${id})"/>`;
      }
      case 'image':
        return `<image ${box(op)} preserveAspectRatio="none" href="${op.href}"/>`;
      case 'clip':
        // A clip over layers goes on to each layer's group: the layers stay layers, side by side, in an editor.
        if (op.ops.length > 0 && op.ops.every((inner) => inner.op === 'layer')) return write(op.ops, clipAttribute(op));
        return `<g${clipAttribute(op)}>${write(op.ops)}</g>`;
      case 'layer': {
        const id = uniqueId(op.name);
        return `<g id="${id}" inkscape:groupmode="layer" inkscape:label="${escapeXml(LAYERS[op.name])}"${paint}>${write(op.ops)}</g>`;
      }
    }
  };

  /** `ops` as elements; `layerAttribute` (a clip) goes on each layer among them. */
  const write = (ops: readonly SceneOp[], layerAttribute = ''): string => {
    let out = '';
    for (let i = 0; i < ops.length; ) {
      const op = ops[i]!;
      if (op.op === 'layer') {
        // A layer whose operations all share one paint carries it itself.
        const shared = sharedPaint(op.ops);
        out += shared
          ? element({ ...op, ops: op.ops.map((inner) => withoutPaint(inner)) }, layerAttribute + paintAttributes(shared))
          : element(op, layerAttribute);
        i++;
        continue;
      }
      const paint = 'paint' in op ? op.paint : undefined;
      let run = 1;
      while (paint && paintOf(ops[i + run]) === paint) run++;
      if (run > 1) {
        out += `<g${paintAttributes(paint!)}>${ops
          .slice(i, i + run)
          .map((inner) => element(inner, ''))
          .join('')}</g>`;
      } else out += element(op, paint ? paintAttributes(paint) : '');
      i += run;
    }
    return out;
  };

  const body = write(scene.ops);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" xmlns:inkscape="${INKSCAPE_NS}" width="${sheet.width}" height="${sheet.height}" viewBox="${sheet.x} ${sheet.y} ${sheet.width} ${sheet.height}">` +
    (defs.length ? `<defs>${defs.join('')}</defs>` : '') +
    body +
    '</svg>'
  );
}

/** The one paint object every operation of a layer is painted with (the map's layers), if there is one. */
function sharedPaint(ops: readonly SceneOp[]): Paint | undefined {
  const first = ops[0];
  if (first?.op !== 'path') return undefined;
  return ops.every((op) => op.op === 'path' && op.paint === first.paint) ? first.paint : undefined;
}

const NO_PAINT: Paint = {};
const paintOf = (op: SceneOp | undefined): Paint | undefined => (op && 'paint' in op ? op.paint : undefined);
const withoutPaint = (op: SceneOp): SceneOp => (op.op === 'path' ? { ...op, paint: NO_PAINT } : op);

/** A paint as SVG presentation attributes, each with a leading space (none for an empty paint). */
function paintAttributes(paint: Paint): string {
  if (paint === NO_PAINT) return '';
  let out = paint.fill ? ` fill="${paint.fill}"` : ' fill="none"';
  if (paint.fill && paint.fillOpacity !== undefined && paint.fillOpacity < 1) out += ` fill-opacity="${paint.fillOpacity}"`;
  if (paint.fill && paint.evenOdd !== undefined) out += ` fill-rule="${paint.evenOdd ? 'evenodd' : 'nonzero'}"`;
  if (paint.stroke) {
    out += ` stroke="${paint.stroke}"`;
    if (paint.strokeOpacity !== undefined && paint.strokeOpacity < 1) out += ` stroke-opacity="${paint.strokeOpacity}"`;
    out += ` stroke-width="${round2(paint.width ?? 1)}"`;
    if (paint.cap && paint.cap !== 'butt') out += ` stroke-linecap="${paint.cap}"`;
    if (paint.join && paint.join !== 'miter') out += ` stroke-linejoin="${paint.join}"`;
    if (paint.dash) out += ` stroke-dasharray="${paint.dash.map(fmt).join(' ')}"`;
    if (paint.strokeFirst) out += ' paint-order="stroke"';
  }
  return out;
}

function transformAttribute(transform: Transform | undefined): string {
  if (!transform) return '';
  if (Array.isArray(transform)) return ` transform="matrix(${transform.map((n) => Number(n.toFixed(6))).join(' ')})"`;
  if ('scale' in transform) return ` transform="translate(${fmt(transform.x)} ${fmt(transform.y)}) scale(${fmt(transform.scale)})"`;
  return ` transform="rotate(${transform.rotate} ${fmt(transform.cx)} ${fmt(transform.cy)})"`;
}
