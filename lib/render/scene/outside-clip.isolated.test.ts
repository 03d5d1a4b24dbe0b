import { describe, expect, it, vi } from 'vitest';

// Where @napi-rs/canvas is absent (Vercel's functions leave its binary out), nothing can require it.
vi.mock('node:module', () => ({
  createRequire: () => () => {
    throw new Error("Cannot find module '@napi-rs/canvas'");
  },
}));

const { sceneSvg } = await import('./svg-writer');

describe('a clip outside a path, without Skia', () => {
  it('is written as a mask of the sheet, so the SVG still draws the same area', () => {
    const svg = sceneSvg({
      sheet: { x: 0, y: 0, width: 40, height: 12 },
      ops: [
        {
          op: 'clip',
          clip: 'M5 3H15V9H5Z',
          outside: true,
          name: 'ap-land',
          ops: [{ op: 'rect', x: 0, y: 0, width: 40, height: 12, paint: { fill: '#000000' } }],
        },
      ],
    });
    expect(svg).toContain(
      '<mask id="ap-land" maskUnits="userSpaceOnUse" x="0" y="0" width="40" height="12"><rect x="0" y="0" width="40" height="12" fill="#fff"/><path d="M5 3H15V9H5Z" fill="#000"/></mask>',
    );
    expect(svg).toContain('mask="url(#ap-land)"');
    expect(svg).not.toContain('<clipPath');
  });
});
