// A compile test (the root tsconfig type-checks it with the rest of the repository): each
// `@ts-expect-error` line must fail to compile, or tsc fails on the directive itself. A typo, an
// unknown color slot and a wrong type, in each call shape: written in the call, built before it,
// nested in a batch's items and defaults.
import { Atlasprint, type RenderRequest } from './index';

const client = new Atlasprint({ baseUrl: 'http://localhost:3000', apiKey: 'atp_live_example' });

export async function callShapes() {
  // What the API takes compiles.
  await client.renders.create({ lat: 55.676, lon: 12.576, zoom: 14, theme: 'vintage_atlas', colors: { water: '#1a2b3c' } });
  await client.renders.queue({ lat: 55.676, lon: 12.576 });
  await client.batches.create({ defaults: { lat: 55.676, lon: 12.576 }, renders: [{ theme: 'midnight_dark' }, { zoom: 12 }] });
  await client.webhooks.create({ url: 'https://example.com/hooks', events: ['render.succeeded'] });
  const built: RenderRequest = { lat: 1, lon: 2, zoom: 3 };
  await client.renders.create(built);

  // @ts-expect-error zom is not a field (zoom is)
  await client.renders.create({ lat: 55.676, lon: 12.576, zom: 14 });
  // @ts-expect-error zom, and city is fine: one unknown field is enough
  await client.renders.create({ lat: 55.676, lon: 12.576, zom: 14, city: 'Copenhagen' });
  // @ts-expect-error sky is not a color slot
  await client.renders.create({ lat: 55.676, lon: 12.576, colors: { sky: '#000000' } });
  // @ts-expect-error zoom is a number
  await client.renders.create({ lat: 55.676, lon: 12.576, zoom: '14' });
  // @ts-expect-error lon is required
  await client.renders.create({ lat: 55.676 });

  // @ts-expect-error zom in a queued render
  await client.renders.queue({ lat: 55.676, lon: 12.576, zom: 14 });
  // @ts-expect-error sky in a queued render
  await client.renders.queue({ lat: 55.676, lon: 12.576, colors: { sky: '#000000' } });
  // @ts-expect-error a wrong type in a queued render
  await client.renders.queue({ lat: '55.676', lon: 12.576 });

  // @ts-expect-error zom in a batch's item
  await client.batches.create({ renders: [{ lat: 55.676, lon: 12.576, zom: 14 }] });
  // @ts-expect-error sky in a batch's defaults
  await client.batches.create({ defaults: { colors: { sky: '#000000' } }, renders: [{ lat: 1, lon: 2 }] });
  // @ts-expect-error a wrong type in a batch's item
  await client.batches.create({ renders: [{ lat: 1, lon: 2, zoom: 'near' }] });

  // @ts-expect-error evnts is not a webhook field
  await client.webhooks.create({ url: 'https://example.com/hooks', evnts: ['render.succeeded'] });
  // @ts-expect-error not an event
  await client.webhooks.create({ url: 'https://example.com/hooks', events: ['render.done'] });

  // Built before the call: the same checks.
  const typo = { lat: 55.676, lon: 12.576, zom: 14 };
  // @ts-expect-error zom, from a variable
  await client.renders.create(typo);
  const sky = { lat: 55.676, lon: 12.576, colors: { sky: '#000000' } };
  // @ts-expect-error sky, from a variable
  await client.renders.create(sky);
}
