import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { processSingleton, recognisedAcrossCopies } from '@/lib/singleton';
// Types only: every route loads the config, and the engine's module would bring sharp and the fonts with it.
import type { RasterBackend } from '@/lib/render';

/** The engine's raster backends, named here without loading it (index.test.ts holds the two lists equal). */
const RASTER_BACKENDS = ['skia', 'resvg'] as const satisfies readonly RasterBackend[];

/**
 * Every setting of the service, parsed once from the environment.
 * With no variable set at all the service runs in embedded mode: PGlite and files under
 * DATA_DIR, a generated signing key (kept in the database), the built-in test payment page.
 */

const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value ? value : undefined));

const urlText = (protocols: readonly string[]) =>
  optionalText.refine(
    (value) => {
      if (value === undefined) return true;
      try {
        return protocols.includes(new URL(value).protocol);
      } catch {
        return false;
      }
    },
    { message: `must be a URL starting with ${protocols.map((p) => `${p}//`).join(' or ')}` },
  );

/** A variable set to nothing (or blanks) is unset: its default, not 0 or a parse error. */
/** SHUTDOWN_TIMEOUT_SECONDS unset: under Kubernetes' and ECS's 30 s before the kill, with room for the signal to arrive. */
export const DEFAULT_SHUTDOWN_TIMEOUT_SECONDS = 25;
/** SHUTDOWN_GRACE_SECONDS unset: this share of the timeout for the requests in flight, the rest for closing (15 s of 25). */
const DEFAULT_GRACE_SHARE = 0.6;
/** The least a stop keeps for abandoning what is left, closing the engine and closing the database. */
export const MIN_CLOSING_SECONDS = 3;

const unsetIfEmpty = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? undefined : value), schema);

const tileTemplate = optionalText.refine(
  (value) => value === undefined || (/^https?:\/\//.test(value) && ['{z}', '{x}', '{y}'].every((p) => value.includes(p))),
  { message: 'must be an http(s) URL template containing {z}, {x} and {y}' },
);

/**
 * The disk cache of remote map data's raw bytes (TILE_CACHE_MB): a z14 poster reads about 50 tiles
 * of 20-100 KB, so 1 GB holds some thousands of posters' areas.
 */
export const DEFAULT_TILE_CACHE_MB = 1024;

/** The vector-tile schemas the engine reads (lib/render/schema SCHEMA_IDS), as a TILES_URL entry may name them. */
const TILE_SCHEMAS = ['openmaptiles', 'protomaps'];

const environmentSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce
    .number({ message: 'must be a whole number' })
    .int('must be a whole number')
    .min(1, 'must be between 1 and 65535')
    .max(65535, 'must be between 1 and 65535')
    .default(3000),
  PUBLIC_BASE_URL: urlText(['http:', 'https:']),
  DATA_DIR: optionalText,
  DATABASE_URL: urlText(['postgres:', 'postgresql:']),
  TILES_URL: optionalText.superRefine((value, ctx) => {
    for (const entry of value
      ?.split(',')
      .map((e) => e.trim())
      .filter(Boolean) ?? []) {
      // A source that does not say which schema its tiles are in (a bare template) is told after `#` (lib/render/schema).
      const suffix = /#([^#/]*)$/.exec(entry)?.[1];
      if (suffix !== undefined && !TILE_SCHEMAS.includes(suffix.toLowerCase())) {
        ctx.addIssue({
          code: 'custom',
          message: `an entry's #suffix names the schema of its tiles: #${TILE_SCHEMAS.join(' or #')}; ${JSON.stringify(entry.slice(0, 80))} has #${suffix.slice(0, 40)}`,
        });
        continue;
      }
      const location = suffix === undefined ? entry : entry.slice(0, -suffix.length - 1);
      const remote = /^[a-z][a-z0-9+.-]*:\/\//i.test(location);
      const valid = remote ? /^https?:\/\//i.test(location) && URL.canParse(location.replace(/[{}]/g, '')) : /\.pmtiles$/i.test(location);
      if (!valid) {
        ctx.addIssue({
          code: 'custom',
          message: `each comma-separated entry must be an http(s) URL (PMTiles, TileJSON or a {z}/{x}/{y} template) or a .pmtiles file; ${JSON.stringify(entry.slice(0, 80))} is neither`,
        });
      }
    }
  }),
  // Like TILES_URL, each entry optionally prefixed with its encoding (terrarium: or terrain-rgb:).
  ELEVATION_URL: optionalText.superRefine((value, ctx) => {
    for (const entry of value
      ?.split(',')
      .map((e) => e.trim().replace(/^(terrarium|terrain-rgb):(?!\/\/)/, ''))
      .filter(Boolean) ?? []) {
      const remote = /^[a-z][a-z0-9+.-]*:\/\//i.test(entry);
      const valid = remote ? /^https?:\/\//i.test(entry) && URL.canParse(entry.replace(/[{}]/g, '')) : /\.pmtiles$/i.test(entry);
      if (!valid) {
        ctx.addIssue({
          code: 'custom',
          message: `each comma-separated entry must be an http(s) URL (PMTiles, TileJSON or a {z}/{x}/{y} template) or a .pmtiles file, optionally prefixed terrarium: or terrain-rgb:; ${JSON.stringify(entry.slice(0, 80))} is neither`,
        });
      }
    }
  }),
  TILES_STANDARD_URL: tileTemplate,
  TILES_SATELLITE_URL: tileTemplate,
  TILE_CACHE_DIR: optionalText,
  // Empty means unset (the default); 0 turns the cache off.
  TILE_CACHE_MB: unsetIfEmpty(
    z.coerce
      .number({ message: 'must be a whole number of megabytes' })
      .int('must be a whole number of megabytes')
      .min(0, 'must be between 0 and 1048576 megabytes')
      .max(1_048_576, 'must be between 0 and 1048576 megabytes')
      .default(DEFAULT_TILE_CACHE_MB),
  ),
  BROWSER_WS_ENDPOINT: urlText(['ws:', 'wss:']),
  CHROMIUM_PATH: optionalText,
  RENDER_WORKER_SCRIPT: optionalText.refine((v) => v === undefined || fs.existsSync(v), {
    message: 'must be the path of the bundled render worker (.next/render-worker/render-worker.mjs, which npm run build makes); there is no such file',
  }),
  PLACE_INDEX_FILE: optionalText,
  RASTER_BACKEND: z.enum(RASTER_BACKENDS, { error: `must be one of ${RASTER_BACKENDS.join(', ')}` }).optional(),
  // Empty means unset: the engine's WORKER_NICE.
  RENDER_WORKER_NICE: unsetIfEmpty(
    z.coerce
      .number({ message: 'must be a whole number between 0 and 19' })
      .int('must be a whole number between 0 and 19')
      .min(0, 'must be a whole number between 0 and 19')
      .max(19, 'must be a whole number between 0 and 19')
      .optional(),
  ),
  STRIPE_SECRET_KEY: optionalText.refine((v) => v === undefined || /^(sk|rk)_(test|live)_/.test(v), {
    message: 'must be a Stripe secret key (sk_test_…, sk_live_… or a restricted rk_ key)',
  }),
  STRIPE_WEBHOOK_SECRET: optionalText.refine((v) => v === undefined || v.startsWith('whsec_'), {
    message: 'must be a Stripe webhook signing secret (whsec_…)',
  }),
  STRIPE_PRICE_STARTER: optionalText,
  STRIPE_PRICE_PRO: optionalText,
  STRIPE_PRICE_BUSINESS: optionalText,
  STRIPE_PRICE_SINGLE: optionalText,
  BLOB_READ_WRITE_TOKEN: optionalText,
  S3_ENDPOINT: urlText(['http:', 'https:']),
  S3_BUCKET: optionalText,
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  S3_PUBLIC_URL: urlText(['http:', 'https:']),
  SIGNING_KEY: optionalText,
  SIGNING_KEY_ENCRYPTION_KEY: optionalText.transform((value, ctx) => {
    if (value === undefined) return undefined;
    const bytes = /^[0-9a-f]{64}$/i.test(value) ? Buffer.from(value, 'hex') : /^[A-Za-z0-9+/_-]{43}=?$/.test(value) ? Buffer.from(value, 'base64') : undefined;
    if (bytes?.length === 32) return bytes;
    ctx.addIssue({
      code: 'custom',
      message: 'must be 32 random bytes as base64 (44 characters) or hex (64 characters): make one with `openssl rand -base64 32`',
    });
    return z.NEVER;
  }),
  PAYMENTS: z.enum(['test'], { error: 'must be test (or unset)' }).optional(),
  SMTP_URL: urlText(['smtp:', 'smtps:']),
  MAIL_FROM: optionalText.refine((v) => v === undefined || /^(?:[^<>@\r\n]*<[^<>@\s]+@[^<>@\s]+>|[^<>@\s]+@[^<>@\s]+)$/.test(v), {
    message: 'must be an email address, or a name and an address as "Atlasprint <keys@example.com>"',
  }),
  MAIL: z.enum(['outbox'], { error: 'must be outbox (or unset)' }).optional(),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
  // Host names, comma-separated (shop.example.com, app.example.org): the only hosts a checkout's return_url may name.
  RETURN_URL_HOSTS: optionalText.superRefine((value, ctx) => {
    for (const host of value?.split(',').map((entry) => entry.trim()) ?? []) {
      if (!/^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*(:\d{1,5})?$/i.test(host)) {
        ctx.addIssue({ code: 'custom', message: `${JSON.stringify(host)} is not a host name (give host names, comma-separated, without https://)` });
      }
    }
  }),
  // Unset: allowed in embedded mode only (a developer's own machine), refused with DATABASE_URL.
  WEBHOOK_LOOPBACK_HTTP: z.enum(['allow', 'refuse'], { error: 'must be allow or refuse (or unset)' }).optional(),
  // Empty means unset (the default), not 0.
  // The whole stop, from the signal to the exit: under the usual orchestrators' kill timeouts (components/docs/content/operating.md, Stopping).
  SHUTDOWN_TIMEOUT_SECONDS: unsetIfEmpty(
    z.coerce
      .number({ message: 'must be a number of seconds' })
      .min(MIN_CLOSING_SECONDS, `must be between ${MIN_CLOSING_SECONDS} and 3600 seconds`)
      .max(3600, `must be between ${MIN_CLOSING_SECONDS} and 3600 seconds`)
      .default(DEFAULT_SHUTDOWN_TIMEOUT_SECONDS),
  ),
  // Unset: the share of SHUTDOWN_TIMEOUT_SECONDS the requests in flight get (the rest closes the process).
  SHUTDOWN_GRACE_SECONDS: unsetIfEmpty(
    z.coerce
      .number({ message: 'must be a number of seconds' })
      .min(0, 'must be between 0 and 3600 seconds')
      .max(3600, 'must be between 0 and 3600 seconds')
      .optional(),
  ),
  // Unset: on, but off on Vercel, whose functions do not run between requests (nor carry the engine's files in every function).
  JOB_WORKERS: z.enum(['on', 'off'], { error: 'must be on or off (or unset)' }).optional(),
  JOBS_HEARTBEAT_SECONDS: unsetIfEmpty(
    z.coerce
      .number({ message: 'must be a whole number of seconds' })
      .int('must be a whole number of seconds')
      .min(10, 'must be between 10 and 600 seconds')
      .max(600, 'must be between 10 and 600 seconds')
      .default(15),
  ),
});

type Environment = z.infer<typeof environmentSchema>;

/** The names of every variable the service reads through this module (for checks of deployment files). */
export const CONFIG_VARIABLES: readonly string[] = Object.keys(environmentSchema.shape);

const STRIPE_PRICES = ['STRIPE_PRICE_STARTER', 'STRIPE_PRICE_PRO', 'STRIPE_PRICE_BUSINESS', 'STRIPE_PRICE_SINGLE'] as const;

export type DatabaseSetting = { kind: 'pglite'; dir: string } | { kind: 'postgres'; url: string } | { kind: 'neon'; url: string };

export const OPENFREEMAP_PLANET = 'https://tiles.openfreemap.org/planet';

/** The map data shipped in data/tiles/ (see its README), tried in this order. */
export const BUNDLED_TILES = ['city.pmtiles', 'places.pmtiles'] as const;

/**
 * Offline first: the bundled archives draw their cities with no network, OpenFreeMap's planet the
 * rest of the world. A poster takes the first source that covers its view.
 */
export function defaultVectorTiles(root: string): string {
  return [...BUNDLED_TILES.map((file) => path.join(root, 'data', 'tiles', file)), OPENFREEMAP_PLANET].join(',');
}

/** AWS Terrain Tiles (terrarium PNG, 256 px, z0-15; open data on the AWS Registry of Open Data, credit required): elevation beyond the bundled archive. */
export const AWS_TERRAIN_TILES = 'https://s3.amazonaws.com/elevation-tiles-prod/terrarium/{z}/{x}/{y}.png';
/** The elevation archive the repository carries (scripts/build-elevation.ts). */
export const BUNDLED_ELEVATION = 'cumberland.pmtiles';

/** ELEVATION_URL unset: the bundled archive (the Cumberland Mountains), then AWS Terrain Tiles worldwide. */
export function defaultElevation(root: string): string {
  return [path.join(root, 'data', 'elevation', BUNDLED_ELEVATION), AWS_TERRAIN_TILES].join(',');
}

export interface Config {
  env: Environment['NODE_ENV'];
  port: number;
  publicBaseUrl: string;
  dataDir: string;
  database: DatabaseSetting;
  /**
   * The map-tile styles' templates when set (TILES_STANDARD_URL, TILES_SATELLITE_URL). Unset: the engine's
   * DEFAULT_RASTER_TILES (OpenStreetMap, Esri) in embedded mode only (`rasterDefaults`); a deployment
   * refuses the style (tile_style_unavailable), since neither provider's terms allow a paid service's posters.
   */
  tiles: {
    vector: string;
    /** ELEVATION_URL: where terrain (hillshade, contours) comes from. */
    elevation: string;
    standard?: string;
    satellite?: string;
    rasterDefaults: boolean;
    /** The disk cache of remote vector sources' raw bytes (TILE_CACHE_DIR, TILE_CACHE_MB), shared by the render workers; undefined when TILE_CACHE_MB is 0. */
    cache?: { dir: string; maxBytes: number };
  };
  browser: { wsEndpoint?: string; executablePath?: string };
  /** The bundled render worker: raster posters are made in worker threads running it (scripts/server.mjs sets it). */
  renderWorkerScript?: string;
  /** The place index the build wrote (PLACE_INDEX_FILE; scripts/server.mjs sets it): read at start instead of built. */
  placeIndexFile?: string;
  /** What draws PNG, JPEG and WebP (RASTER_BACKEND): Skia from the scene or resvg from the SVG; the engine's default when unset, resvg on Vercel. */
  rasterBackend?: RasterBackend;
  /** The render workers' nice value (RENDER_WORKER_NICE, 0-19); the engine's WORKER_NICE when unset. */
  renderWorkerNice?: number;
  /** Verifies Stripe's webhook deliveries; independent of the secret key so webhooks can be checked alone. */
  stripeWebhookSecret?: string;
  stripe?: {
    secretKey: string;
    prices: Partial<Record<'starter' | 'pro' | 'business' | 'single', string>>;
  };
  storage:
    | { kind: 'local'; dir: string }
    | { kind: 'vercel-blob'; token: string }
    | { kind: 's3'; endpoint: string; bucket: string; accessKeyId: string; secretAccessKey: string; publicUrl?: string };
  signingKey?: string;
  /** AES-256 key that encrypts the private signing keys kept in the database (SIGNING_KEY_ENCRYPTION_KEY). */
  signingKeyEncryptionKey?: Buffer;
  logLevel: Environment['LOG_LEVEL'];
  /**
   * SHUTDOWN_TIMEOUT_SECONDS: on SIGTERM or SIGINT, the whole stop (the grace below, abandoning what is
   * left, closing the engine, the database) ends within this long; the process exits by then.
   */
  shutdownTimeoutSeconds: number;
  /**
   * SHUTDOWN_GRACE_SECONDS: the part of it the requests in flight get to finish (renders to be
   * answered) before they are abandoned and their renders refunded; the rest is for closing.
   */
  shutdownGraceSeconds: number;
  /**
   * JOBS_HEARTBEAT_SECONDS: a queued render whose worker has not been heard from for this long (its
   * instance was killed) is given to another instance; checked as often.
   */
  jobsHeartbeatSeconds: number;
  /**
   * JOB_WORKERS: whether this process draws queued renders and sends webhooks (pg-boss workers), or only
   * queues them for a process that does. Off on Vercel by default; any `npm start` with the same database works them.
   */
  jobWorkers: boolean;
  /** RETURN_URL_HOSTS: when set, a checkout's return_url must name one of these hosts (lower case). */
  returnUrlHosts?: string[];
  /** Who takes payments: Stripe, or the built-in test payment page (embedded mode or PAYMENTS=test only). */
  payments: 'stripe' | 'test';
  /**
   * How mail (key recovery links) leaves: an SMTP server, or the local outbox (`.eml` files in
   * DATA_DIR/outbox: embedded mode, or MAIL=outbox). Undefined: a real database with no mail set,
   * so key recovery by email is unavailable.
   */
  mail?: { kind: 'smtp'; url: string; from: string } | { kind: 'outbox'; dir: string; from: string };
  /**
   * Customers' webhook URLs: besides https to public addresses, http to a loopback address too
   * (WEBHOOK_LOOPBACK_HTTP; by default in embedded mode only, so a developer receives them locally).
   */
  webhooks: { allowLoopbackHttp: boolean };
}

export class ConfigError extends Error {
  static {
    recognisedAcrossCopies(this, 'config.ConfigError');
  }
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

const NEON_HOST = /\.neon\.tech$|\.neon\.build$/;

function databaseSetting(url: string | undefined, dataDir: string): DatabaseSetting {
  if (!url) return { kind: 'pglite', dir: path.join(dataDir, 'pglite') };
  return NEON_HOST.test(new URL(url).hostname) ? { kind: 'neon', url } : { kind: 'postgres', url };
}

function storageSetting(env: Environment, dataDir: string, problems: string[]): Config['storage'] {
  if (env.BLOB_READ_WRITE_TOKEN) return { kind: 'vercel-blob', token: env.BLOB_READ_WRITE_TOKEN };
  const s3 = {
    S3_ENDPOINT: env.S3_ENDPOINT,
    S3_BUCKET: env.S3_BUCKET,
    S3_ACCESS_KEY_ID: env.S3_ACCESS_KEY_ID,
    S3_SECRET_ACCESS_KEY: env.S3_SECRET_ACCESS_KEY,
  };
  const given = Object.entries(s3).filter(([, value]) => value !== undefined);
  if (given.length === 0) return { kind: 'local', dir: path.join(dataDir, 'files') };
  const missing = Object.entries(s3)
    .filter(([, value]) => value === undefined)
    .map(([name]) => name);
  if (missing.length > 0) {
    problems.push(`${missing.join(', ')}: required when ${given.map(([name]) => name).join(', ')} is set (S3 storage needs all four)`);
    return { kind: 'local', dir: path.join(dataDir, 'files') };
  }
  return {
    kind: 's3',
    endpoint: s3.S3_ENDPOINT!,
    bucket: s3.S3_BUCKET!,
    accessKeyId: s3.S3_ACCESS_KEY_ID!,
    secretAccessKey: s3.S3_SECRET_ACCESS_KEY!,
    publicUrl: env.S3_PUBLIC_URL,
  };
}

/**
 * SMTP when SMTP_URL is set; else the local outbox in embedded mode (or when MAIL=outbox asks for
 * it on a real database: staging, CI); else none (a real deployment must not pretend to send mail).
 */
function mailSetting(env: Environment, dataDir: string, publicBaseUrl: string, database: DatabaseSetting): Config['mail'] {
  const from = env.MAIL_FROM ?? `Atlasprint <no-reply@${new URL(publicBaseUrl).hostname}>`;
  if (env.SMTP_URL) return { kind: 'smtp', url: env.SMTP_URL, from };
  if (database.kind === 'pglite' || env.MAIL === 'outbox') return { kind: 'outbox', dir: path.join(dataDir, 'outbox'), from };
  return undefined;
}

/** Parses a whole environment; throws ConfigError naming every bad variable. */
export function loadConfig(source: Record<string, string | undefined>, cwd = process.cwd()): Config {
  // An empty variable (`PORT=`) means "not set", as it does for most tools.
  const given = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== undefined && value.trim() !== ''));
  const parsed = environmentSchema.safeParse(given);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => {
        const name = String(issue.path[0] ?? 'environment');
        const raw = source[name];
        const shown = raw === undefined ? '' : ` (got ${JSON.stringify(raw.length > 60 ? `${raw.slice(0, 60)}…` : raw)})`;
        // Secrets, and URLs that may carry a password (postgres://user:password@host), are never echoed.
        const secret = /SECRET|TOKEN|KEY|SMTP_URL|DATABASE_URL|BROWSER_WS_ENDPOINT/.test(name) && !name.startsWith('STRIPE_PRICE');
        return `${name}: ${issue.message}${secret ? '' : shown}`;
      }),
    );
  }
  const env = parsed.data;
  const problems: string[] = [];
  const dataDir = path.resolve(cwd, env.DATA_DIR ?? '.data');
  const publicBaseUrl = (env.PUBLIC_BASE_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, '');
  const database = databaseSetting(env.DATABASE_URL, dataDir);
  const config: Config = {
    env: env.NODE_ENV,
    port: env.PORT,
    publicBaseUrl,
    dataDir,
    database,
    tiles: {
      vector: env.TILES_URL ?? defaultVectorTiles(cwd),
      elevation: env.ELEVATION_URL ?? defaultElevation(cwd),
      standard: env.TILES_STANDARD_URL,
      satellite: env.TILES_SATELLITE_URL,
      rasterDefaults: database.kind === 'pglite',
      cache:
        env.TILE_CACHE_MB > 0
          ? { dir: path.resolve(cwd, env.TILE_CACHE_DIR ?? path.join(dataDir, 'tile-cache')), maxBytes: env.TILE_CACHE_MB * 1024 * 1024 }
          : undefined,
    },
    browser: { wsEndpoint: env.BROWSER_WS_ENDPOINT, executablePath: env.CHROMIUM_PATH },
    renderWorkerScript: env.RENDER_WORKER_SCRIPT && path.resolve(cwd, env.RENDER_WORKER_SCRIPT),
    placeIndexFile: env.PLACE_INDEX_FILE && path.resolve(cwd, env.PLACE_INDEX_FILE),
    // Vercel's functions have no Skia (next.config.ts leaves its binary out of their traces): resvg there.
    rasterBackend: env.RASTER_BACKEND ?? (source.VERCEL === '1' ? 'resvg' : undefined),
    renderWorkerNice: env.RENDER_WORKER_NICE,
    stripe: env.STRIPE_SECRET_KEY
      ? {
          secretKey: env.STRIPE_SECRET_KEY,
          prices: {
            starter: env.STRIPE_PRICE_STARTER,
            pro: env.STRIPE_PRICE_PRO,
            business: env.STRIPE_PRICE_BUSINESS,
            single: env.STRIPE_PRICE_SINGLE,
          },
        }
      : undefined,
    stripeWebhookSecret: env.STRIPE_WEBHOOK_SECRET,
    storage: storageSetting(env, dataDir, problems),
    signingKey: env.SIGNING_KEY,
    signingKeyEncryptionKey: env.SIGNING_KEY_ENCRYPTION_KEY,
    logLevel: env.LOG_LEVEL,
    shutdownTimeoutSeconds: env.SHUTDOWN_TIMEOUT_SECONDS,
    shutdownGraceSeconds: env.SHUTDOWN_GRACE_SECONDS ?? Math.floor(env.SHUTDOWN_TIMEOUT_SECONDS * DEFAULT_GRACE_SHARE),
    jobsHeartbeatSeconds: env.JOBS_HEARTBEAT_SECONDS,
    jobWorkers: env.JOB_WORKERS ? env.JOB_WORKERS === 'on' : source.VERCEL !== '1',
    returnUrlHosts: env.RETURN_URL_HOSTS?.split(',')
      .map((host) => host.trim().toLowerCase())
      .filter(Boolean),
    payments: env.STRIPE_SECRET_KEY ? 'stripe' : 'test',
    mail: mailSetting(env, dataDir, publicBaseUrl, database),
    webhooks: { allowLoopbackHttp: env.WEBHOOK_LOOPBACK_HTTP ? env.WEBHOOK_LOOPBACK_HTTP === 'allow' : database.kind === 'pglite' },
  };
  // A real database means a deployment: it must not guess its own address, and the test payment
  // page (keys for a click) is never on by accident. Embedded mode needs none of this.
  if (config.database.kind !== 'pglite') {
    if (!env.PUBLIC_BASE_URL) {
      problems.push(
        `PUBLIC_BASE_URL: required with DATABASE_URL: links in results, mails and checkouts must name the public host (e.g. https://posters.example.com), not ${publicBaseUrl}`,
      );
    }
    if (!env.STRIPE_SECRET_KEY && env.PAYMENTS !== 'test') {
      problems.push(
        'STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET and STRIPE_PRICE_STARTER/PRO/BUSINESS/SINGLE: required with DATABASE_URL, since a deployment on a real database takes real payments; set PAYMENTS=test to use the built-in test payment page instead',
      );
    }
    if (env.STRIPE_SECRET_KEY && !env.STRIPE_WEBHOOK_SECRET) {
      problems.push(
        "STRIPE_WEBHOOK_SECRET: required with DATABASE_URL and STRIPE_SECRET_KEY: renewals, failed payments and cancellations reach the service only through Stripe's webhook (POST /webhooks/stripe)",
      );
    }
    if (env.STRIPE_SECRET_KEY && !STRIPE_PRICES.some((name) => env[name])) {
      problems.push(
        `${STRIPE_PRICES.join(', ')}: at least one required with DATABASE_URL and STRIPE_SECRET_KEY: checkout sells only the plans that have a Stripe price`,
      );
    }
  }
  if (env.SHUTDOWN_GRACE_SECONDS !== undefined && env.SHUTDOWN_TIMEOUT_SECONDS - env.SHUTDOWN_GRACE_SECONDS < MIN_CLOSING_SECONDS) {
    problems.push(
      `SHUTDOWN_GRACE_SECONDS: ${env.SHUTDOWN_GRACE_SECONDS} leaves less than ${MIN_CLOSING_SECONDS} s of SHUTDOWN_TIMEOUT_SECONDS (${env.SHUTDOWN_TIMEOUT_SECONDS}) to close the engine and the database: lower it, or raise SHUTDOWN_TIMEOUT_SECONDS`,
    );
  }
  if (env.STRIPE_SECRET_KEY && env.PAYMENTS === 'test') problems.push('PAYMENTS: test and STRIPE_SECRET_KEY exclude each other: unset one');
  if (env.SMTP_URL && env.MAIL === 'outbox') problems.push('MAIL: outbox and SMTP_URL exclude each other: unset one');
  if (source.VERCEL === '1' && env.RASTER_BACKEND === 'skia') {
    problems.push(
      'RASTER_BACKEND: skia is not available on Vercel: its 35 MB binary would take a function past the 250 MB limit (next.config.ts leaves it out); use resvg',
    );
  }
  if (problems.length > 0) throw new ConfigError(problems);
  return config;
}

/**
 * The service's configuration, parsed from process.env on first use and kept for the process
 * (tests change process.env and call `getConfig.reset()` to have it read again).
 */
export const getConfig = processSingleton('config', () => loadConfig(process.env));
