import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import sharp from 'sharp';
import { CONTAINER_ARGS } from '@/tests/support/browser';
import { CHROMIUM } from '@/tests/support/engine';
import { ROOT } from '@/tests/support/server';

/**
 * MapLibre GL JS, the reference renderer: a loopback server gives it our PMTiles archives (with HTTP
 * range requests, through the pmtiles protocol) and Chromium draws with WebGL on SwiftShader. Nothing
 * is fetched from any other host.
 */
const PAGE = `<!doctype html><html><head><meta charset="utf-8">
<style>html,body{margin:0;padding:0;background:#fff}#map{position:absolute;left:0;top:0}</style>
<script src="/pmtiles.js"></script></head><body><div id="map"></div>
<script type="module">
import * as maplibregl from '/maplibre/maplibre-gl.mjs';
const protocol = new pmtiles.Protocol();
maplibregl.addProtocol('pmtiles', protocol.tile);
window.drawView = async ({ style, width, height, center, zoom }) => {
  const container = document.getElementById('map');
  container.style.width = width + 'px';
  container.style.height = height + 'px';
  const map = new maplibregl.Map({
    container, style, center, zoom, bearing: 0, pitch: 0, interactive: false, attributionControl: false,
    fadeDuration: 0, renderWorldCopies: false, pixelRatio: 1,
    canvasContextAttributes: { preserveDrawingBuffer: true, antialias: true },
  });
  await new Promise((resolve, reject) => { map.once('idle', resolve); map.once('error', (e) => reject(new Error(String(e.error?.message ?? e)))); });
  const url = map.getCanvas().toDataURL('image/png');
  map.remove();
  return url;
};
window.ready = true;
</script></body></html>`;

export interface ReferenceRenderer {
  /** The WebGL renderer Chromium gave the page (SwiftShader here). */
  gpu: string;
  tilesUrl(file: string): string;
  draw(options: {
    style: unknown;
    width: number;
    height: number;
    lon: number;
    lat: number;
    zoom: number;
  }): Promise<{ data: Buffer; width: number; height: number }>;
  close(): Promise<void>;
}

function serveFile(response: http.ServerResponse, file: string, type: string, range?: string): void {
  const size = fs.statSync(file).size;
  const match = /bytes=(\d+)-(\d*)/.exec(range ?? '');
  if (!match) {
    response.writeHead(200, { 'Content-Type': type, 'Content-Length': size, 'Accept-Ranges': 'bytes' });
    fs.createReadStream(file).pipe(response);
    return;
  }
  const start = Number(match[1]);
  const end = Math.min(match[2] ? Number(match[2]) : size - 1, size - 1);
  response.writeHead(206, {
    'Content-Type': type,
    'Content-Range': `bytes ${start}-${end}/${size}`,
    'Content-Length': end - start + 1,
    'Accept-Ranges': 'bytes',
  });
  fs.createReadStream(file, { start, end }).pipe(response);
}

export async function startReferenceRenderer(): Promise<ReferenceRenderer> {
  const maplibreDir = path.join(ROOT, 'node_modules/maplibre-gl/dist');
  const tilesDir = path.join(ROOT, 'data/tiles');
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const name = path.basename(url.pathname);
    if (url.pathname === '/') {
      response.writeHead(200, { 'Content-Type': 'text/html' });
      return response.end(PAGE);
    }
    if (url.pathname === '/pmtiles.js') return serveFile(response, path.join(ROOT, 'node_modules/pmtiles/dist/pmtiles.js'), 'text/javascript');
    if (url.pathname.startsWith('/maplibre/') && fs.existsSync(path.join(maplibreDir, name)))
      return serveFile(response, path.join(maplibreDir, name), 'text/javascript');
    if (url.pathname.startsWith('/tiles/') && fs.existsSync(path.join(tilesDir, name)))
      return serveFile(response, path.join(tilesDir, name), 'application/octet-stream', request.headers.range);
    response.writeHead(404);
    response.end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const browser: Browser = await chromium.launch({
    executablePath: CHROMIUM ?? '/usr/bin/chromium',
    headless: true,
    args: [...CONTAINER_ARGS, '--use-angle=swiftshader', '--enable-unsafe-swiftshader', '--ignore-gpu-blocklist'],
  });
  const page: Page = await browser.newPage({ viewport: { width: 1200, height: 1200 }, deviceScaleFactor: 1 });
  // Only loopback: a style reaching for a font, a sprite or another host fails the test instead.
  await page.route(/^(?!http:\/\/127\.0\.0\.1)/, (route) => route.abort());
  await page.goto(`${origin}/`);
  await page.waitForFunction(() => (window as unknown as { ready?: boolean }).ready === true);
  const gpu = await page.evaluate(() => {
    const gl = document.createElement('canvas').getContext('webgl2');
    if (!gl) return 'no WebGL 2';
    const info = gl.getExtension('WEBGL_debug_renderer_info');
    return String(gl.getParameter(info ? info.UNMASKED_RENDERER_WEBGL : gl.RENDERER));
  });

  return {
    gpu,
    tilesUrl: (file) => `pmtiles://${origin}/tiles/${file}`,
    async draw({ style, width, height, lon, lat, zoom }) {
      const dataUrl = await page.evaluate((options) => (window as unknown as { drawView: (o: unknown) => Promise<string> }).drawView(options), {
        style,
        width,
        height,
        center: [lon, lat],
        zoom,
      });
      const png = Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
      const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
      return { data, width: info.width, height: info.height };
    },
    async close() {
      await browser.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
