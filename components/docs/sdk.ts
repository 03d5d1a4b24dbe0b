import type { OperationId } from '@/lib/openapi';

/**
 * The docs' TypeScript tab is written with the SDK (packages/sdk), installed as the quickstart tells a
 * reader to: from the tarball the running service serves at /sdk/ (scripts/build-sdk.mjs packs it at
 * build time, as npm would publish it). The end-to-end examples test installs it that way, from the
 * quickstart's own block, before it runs the TypeScript blocks.
 */

/** packages/sdk/package.json's name and version (sdk.test.ts holds them to it): written here, not imported, so no JSON import reaches the test runners. */
export const SDK_PACKAGE = '@atlasprint/sdk';
export const SDK_VERSION = '0.1.0';
/** The file `npm pack` makes of it. */
export const SDK_TARBALL = `${SDK_PACKAGE.replace(/^@/, '').replace('/', '-')}-${SDK_VERSION}.tgz`;

/** The reader's install command, for the API at `base`. */
export const sdkInstall = (base: string) => `npm install ${base}/sdk/${SDK_TARBALL}`;

/** The first lines of a TypeScript example: the SDK's import and a client of the API at `base` (with the key from the environment when `key`). */
export function sdkPreamble(base: string, { key = true, imports = [] as string[], types = [] as string[] } = {}): string {
  const names = ['Atlasprint', ...imports, ...types.map((name) => `type ${name}`)];
  const options = key ? `{ baseUrl: '${base}', apiKey: process.env.ATLASPRINT_KEY }` : `{ baseUrl: '${base}' }`;
  return `import { ${names.join(', ')} } from '${SDK_PACKAGE}';\n\nconst atlasprint = new Atlasprint(${options});`;
}

export interface SdkCallParts {
  /** The path parameters, as expressions, in the path's order. */
  ids: string[];
  /** The query, as a TypeScript object literal (undefined: none). */
  query?: string;
  /** Query values by name, as expressions. */
  queryValues: Record<string, string>;
  /** The body, as an expression (undefined: none). */
  body?: string;
}

/**
 * The SDK call of each operation, as an expression (without `await`). Keyed by operationId, so a new
 * operation has no generated TypeScript example until its SDK method is named here.
 */
export const SDK_CALLS: Record<OperationId, (parts: SdkCallParts) => string> = {
  findPlaces: ({ query }) => `atlasprint.places.find(${query ?? ''})`,
  renderPoster: ({ body }) => `atlasprint.renders.create(${body})`,
  queueRender: ({ body }) => `atlasprint.renders.queue(${body})`,
  listRenders: ({ query }) => `atlasprint.renders.list(${query ?? ''})`,
  getRender: ({ ids }) => `atlasprint.renders.get(${ids[0]})`,
  queueBatch: ({ body }) => `atlasprint.batches.create(${body})`,
  getBatch: ({ ids }) => `atlasprint.batches.get(${ids[0]})`,
  getBatchArchive: ({ ids }) => `atlasprint.batches.archive(${ids[0]})`,
  createWebhook: ({ body }) => `atlasprint.webhooks.create(${body})`,
  listWebhooks: () => 'atlasprint.webhooks.list()',
  enableWebhook: ({ ids }) => `atlasprint.webhooks.enable(${ids[0]})`,
  listWebhookDeliveries: ({ ids, query }) => `atlasprint.webhooks.deliveries(${[ids[0], query].filter(Boolean).join(', ')})`,
  deleteWebhook: ({ ids }) => `atlasprint.webhooks.delete(${ids[0]})`,
  getKeyStatus: () => 'atlasprint.keys.status()',
  rotateKey: () => 'atlasprint.keys.rotate()',
  upgradeKey: ({ body }) => `atlasprint.keys.upgrade(${body})`,
  requestKeyRecovery: ({ body }) => `atlasprint.keys.recover(${body})`,
  confirmKeyRecovery: ({ body }) => `atlasprint.keys.confirmRecovery(${body})`,
  verifyProvenance: ({ body }) => `atlasprint.provenance.verify(${body})`,
  signingKey: () => 'atlasprint.provenance.signingKeys()',
  startCheckout: ({ body }) => `atlasprint.checkout.create(${body})`,
  revealKey: ({ queryValues }) => `atlasprint.checkout.reveal(${queryValues.session_id})`,
  getFile: ({ ids }) => `atlasprint.files.download(${ids[0]})`,
  health: () => 'atlasprint.health()',
  openapi: () => 'atlasprint.openapi()',
};
