import { statSync } from 'node:fs';
import subsetFont from 'subset-font';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { embeddedFontCss, fontFace } from './index';

// The real subsetter, wrapped so the tests can count how often it runs.
vi.mock('subset-font', async (importOriginal) => {
  const actual = await importOriginal<typeof import('subset-font')>();
  return { default: vi.fn(actual.default) };
});

const subsetCalls = vi.mocked(subsetFont);

const title = fontFace('Playfair Display', 700);
const subtitle = fontFace('Inter', 300);
const coords = fontFace('JetBrains Mono', 400);

function fontFaceRules(css: string): string[] {
  return css.match(/@font-face\{[^}]*\}/g) ?? [];
}

function woff2Payloads(css: string): Buffer[] {
  return [...css.matchAll(/url\(data:font\/woff2;base64,([A-Za-z0-9+/=]+)\) format\("woff2"\)/g)].map((match) => Buffer.from(match[1]!, 'base64'));
}

beforeEach(() => {
  subsetCalls.mockClear();
});

describe('embeddedFontCss', { timeout: 30_000 }, () => {
  it('embeds one small WOFF2 subset per used face, under its real family name and weight', async () => {
    const css = await embeddedFontCss([
      { face: title, text: 'KØBENHAVN' },
      { face: subtitle, text: 'Danmark' },
      { face: coords, text: '55.6761° N / 12.5683° E' },
    ]);

    const rules = fontFaceRules(css);
    expect(rules).toHaveLength(3);
    expect(rules[0]).toContain('font-family:"Playfair Display"');
    expect(rules[0]).toContain('font-weight:700');
    expect(rules[1]).toContain('font-family:"Inter"');
    expect(rules[1]).toContain('font-weight:300');
    expect(rules[2]).toContain('font-family:"JetBrains Mono"');
    expect(rules[2]).toContain('font-weight:400');

    const payloads = woff2Payloads(css);
    expect(payloads).toHaveLength(3);
    const files = [title.file, subtitle.file, coords.file];
    payloads.forEach((woff2, i) => {
      expect(woff2.subarray(0, 4).toString('latin1')).toBe('wOF2');
      expect(woff2.length).toBeLessThan(statSync(files[i]!).size / 10);
    });
  });

  it('declares a face its family ships alone (a CJK fallback) for every weight, so a bold line uses it as it is', async () => {
    const css = await embeddedFontCss([{ face: fontFace('Noto Sans JP', 700), text: '東京' }]);
    const rules = fontFaceRules(css);
    expect(rules).toHaveLength(1);
    expect(rules[0]).toContain('font-family:"Noto Sans JP";font-style:normal;font-weight:1 1000;');
  });

  it('subsets to exactly the sorted unique characters of the text, plus a space', async () => {
    await embeddedFontCss([{ face: subtitle, text: 'banana' }]);
    expect(subsetCalls).toHaveBeenCalledTimes(1);
    expect(subsetCalls.mock.calls[0]![1]).toBe(' abn');
    expect(subsetCalls.mock.calls[0]![2]).toEqual({ targetFormat: 'woff2' });
  });

  it('serves a repeated call from the cache, even with the characters in another order', async () => {
    const uses = [
      { face: title, text: 'OSLO' },
      { face: coords, text: '59.9139° N' },
    ];
    const first = await embeddedFontCss(uses);
    expect(subsetCalls).toHaveBeenCalledTimes(2);

    expect(await embeddedFontCss(uses)).toBe(first);
    expect(
      await embeddedFontCss([
        { face: title, text: 'SLOO' },
        { face: coords, text: 'N °9139.95' },
      ]),
    ).toBe(first);
    expect(subsetCalls).toHaveBeenCalledTimes(2);
  });

  it('shares one subsetting run between concurrent identical calls', async () => {
    const uses = [{ face: subtitle, text: 'Reykjavík' }];
    const [a, b] = await Promise.all([embeddedFontCss(uses), embeddedFontCss(uses)]);
    expect(a).toBe(b);
    expect(subsetCalls).toHaveBeenCalledTimes(1);
  });

  it('merges the uses of one face into one rule and leaves out faces with empty text', async () => {
    const css = await embeddedFontCss([
      { face: subtitle, text: 'Lisboa' },
      { face: title, text: '' },
      { face: subtitle, text: 'Portugal' },
    ]);
    expect(fontFaceRules(css)).toHaveLength(1);
    expect(subsetCalls).toHaveBeenCalledTimes(1);
    expect(subsetCalls.mock.calls[0]![1]).toBe(' LPabgilorstu');
    expect(await embeddedFontCss([])).toBe('');
    expect(await embeddedFontCss([{ face: title, text: '' }])).toBe('');
  });

  it('does not cache a failure', async () => {
    subsetCalls.mockRejectedValueOnce(new Error('boom'));
    const uses = [{ face: coords, text: 'retry me' }];
    await expect(embeddedFontCss(uses)).rejects.toThrow('boom');
    expect(fontFaceRules(await embeddedFontCss(uses))).toHaveLength(1);
    expect(subsetCalls).toHaveBeenCalledTimes(2);
  });

  it('refuses a face that is not shipped', async () => {
    await expect(embeddedFontCss([{ face: { ...title, file: '/etc/hostname' }, text: 'x' }])).rejects.toThrow(/not a shipped font face/);
  });
});
