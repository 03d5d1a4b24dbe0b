import { GET as files } from '@/app/files/[...path]/route';
import { POST as renderRoute } from '@/app/v1/render/route';
import { POST as verifyRoute } from '@/app/v1/verify/route';
import { CHROMIUM, PLACES } from './engine';

/** The render API's own settings for tests: real tiles, the test machine's Chromium. */
export function useRenderSettings(): void {
  process.env.TILES_URL = PLACES;
  if (CHROMIUM) process.env.CHROMIUM_PATH = CHROMIUM;
}

function post(path: string, body: unknown, key?: string, rawBody?: string, headers: Record<string, string> = {}): Request {
  return new Request(`http://localhost:3000${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(key ? { Authorization: `Bearer ${key}` } : {}), ...headers },
    body: rawBody ?? JSON.stringify(body),
  });
}

export async function renderCall(
  body: unknown,
  key?: string,
  rawBody?: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; json: Record<string, any>; headers: Headers }> {
  const response = await renderRoute(post('/v1/render', body, key, rawBody, headers), {});
  return { status: response.status, json: (await response.json()) as Record<string, any>, headers: response.headers };
}

export async function verifyCall(body: unknown): Promise<{ status: number; json: Record<string, any> }> {
  const response = await verifyRoute(post('/v1/verify', body), {});
  return { status: response.status, json: (await response.json()) as Record<string, any> };
}

/** The stored file behind a RenderResult url, fetched through the /files route as a browser would. */
export async function fetchStored(url: string): Promise<{ status: number; bytes: Buffer; headers: Headers }> {
  const path = new URL(url).pathname.replace(/^\/files\//, '').split('/');
  const response = await files(new Request(url), { params: Promise.resolve({ path }) });
  return { status: response.status, bytes: Buffer.from(await response.arrayBuffer()), headers: response.headers };
}
