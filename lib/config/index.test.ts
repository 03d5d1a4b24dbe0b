import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, OPENFREEMAP_PLANET } from './index';
import { RASTER_BACKENDS } from '@/lib/render';

describe('configuration', () => {
  it('takes every raster backend the engine has, by name, and leaves the choice to the engine when unset', () => {
    for (const backend of RASTER_BACKENDS) expect(loadConfig({ RASTER_BACKEND: backend }).rasterBackend).toBe(backend);
    expect(loadConfig({}).rasterBackend).toBeUndefined();
    expect(() => loadConfig({ VERCEL: '1', RASTER_BACKEND: 'skia' })).toThrow('RASTER_BACKEND: skia is not available on Vercel');
    expect(loadConfig({ VERCEL: '1' }).rasterBackend).toBe('resvg');
    expect(() => loadConfig({ RASTER_BACKEND: 'cairo' })).toThrow(`RASTER_BACKEND: must be one of ${RASTER_BACKENDS.join(', ')}`);
  });

  it('works queued jobs in this process by default, not on Vercel (whose functions stop between requests), unless JOB_WORKERS says', () => {
    expect(loadConfig({}).jobWorkers).toBe(true);
    expect(loadConfig({ VERCEL: '1' }).jobWorkers).toBe(false);
    expect(loadConfig({ VERCEL: '1', JOB_WORKERS: 'on' }).jobWorkers).toBe(true);
    expect(loadConfig({ JOB_WORKERS: 'off' }).jobWorkers).toBe(false);
    expect(() => loadConfig({ JOB_WORKERS: 'yes' })).toThrow('JOB_WORKERS: must be on or off (or unset)');
  });

  it("takes the render workers' nice value from 0 to 19, and leaves it to the engine when unset or empty", () => {
    expect(loadConfig({ RENDER_WORKER_NICE: '0' }).renderWorkerNice).toBe(0);
    expect(loadConfig({ RENDER_WORKER_NICE: '19' }).renderWorkerNice).toBe(19);
    expect(loadConfig({}).renderWorkerNice).toBeUndefined();
    expect(loadConfig({ RENDER_WORKER_NICE: ' ' }).renderWorkerNice).toBeUndefined();
    for (const wrong of ['20', '-1', '2.5', 'low']) {
      expect(() => loadConfig({ RENDER_WORKER_NICE: wrong })).toThrow('RENDER_WORKER_NICE: must be a whole number between 0 and 19');
    }
  });

  it('runs embedded with no variable at all', () => {
    const config = loadConfig({}, '/srv/app');
    expect(config.port).toBe(3000);
    expect(config.publicBaseUrl).toBe('http://localhost:3000');
    expect(config.dataDir).toBe('/srv/app/.data');
    expect(config.database).toEqual({ kind: 'pglite', dir: path.join('/srv/app/.data', 'pglite') });
    expect(config.storage).toEqual({ kind: 'local', dir: '/srv/app/.data/files' });
    expect(config.tiles.vector.split(',').at(-1)).toBe(OPENFREEMAP_PLANET);
    expect(config.stripe).toBeUndefined();
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: '' }, '/x').database.kind).toBe('pglite');
  });

  it('uses node-postgres for a PostgreSQL URL and the Neon driver for a Neon URL', () => {
    const deployment = { PAYMENTS: 'test', PUBLIC_BASE_URL: 'https://posters.example.com' };
    expect(loadConfig({ DATABASE_URL: 'postgres://u:p@db.internal:5432/app', ...deployment }).database.kind).toBe('postgres');
    expect(loadConfig({ DATABASE_URL: 'postgresql://u:p@ep-cool-42.eu-central-1.aws.neon.tech/app', ...deployment }).database.kind).toBe('neon');
  });

  it('strips a trailing slash from PUBLIC_BASE_URL', () => {
    expect(loadConfig({ PUBLIC_BASE_URL: 'https://atlasprint.example/' }).publicBaseUrl).toBe('https://atlasprint.example');
  });

  it('names every bad variable and the rule it breaks', () => {
    let error: unknown;
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', PUBLIC_BASE_URL: 'localhost:3000' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as ConfigError).message;
    expect(message).toContain('PORT: must be a whole number (got "eighty")');
    expect(message).toContain('DATABASE_URL: must be a URL starting with postgres:// or postgresql://');
    expect(message).toContain('PUBLIC_BASE_URL: must be a URL starting with http:// or https://');
  });

  it('never echoes a secret back in an error', () => {
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'hunter2-not-a-key' })).toThrow(/STRIPE_SECRET_KEY: must be a Stripe secret key/);
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'hunter2-not-a-key' })).not.toThrow(/hunter2/);
  });

  it('takes SIGNING_KEY_ENCRYPTION_KEY as 32 bytes in base64 or hex, and names it (never echoing it) otherwise', () => {
    const bytes = Buffer.alloc(32, 7);
    expect(loadConfig({ SIGNING_KEY_ENCRYPTION_KEY: bytes.toString('base64') }).signingKeyEncryptionKey).toEqual(bytes);
    expect(loadConfig({ SIGNING_KEY_ENCRYPTION_KEY: bytes.toString('base64url') }).signingKeyEncryptionKey).toEqual(bytes);
    expect(loadConfig({ SIGNING_KEY_ENCRYPTION_KEY: bytes.toString('hex') }).signingKeyEncryptionKey).toEqual(bytes);
    expect(loadConfig({}).signingKeyEncryptionKey).toBeUndefined();
    for (const bad of ['hunter2', Buffer.alloc(16).toString('base64'), Buffer.alloc(31).toString('hex'), `${bytes.toString('hex')}00`]) {
      expect(() => loadConfig({ SIGNING_KEY_ENCRYPTION_KEY: bad })).toThrow(/SIGNING_KEY_ENCRYPTION_KEY: must be 32 random bytes as base64/);
      expect(() => loadConfig({ SIGNING_KEY_ENCRYPTION_KEY: bad })).not.toThrow(bad);
    }
  });

  it('requires all four S3 settings together', () => {
    expect(() => loadConfig({ S3_BUCKET: 'posters' })).toThrow(/S3_ENDPOINT, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: required/);
    const config = loadConfig({
      S3_ENDPOINT: 'https://s3.example.com',
      S3_BUCKET: 'posters',
      S3_ACCESS_KEY_ID: 'id',
      S3_SECRET_ACCESS_KEY: 'secret',
    });
    expect(config.storage.kind).toBe('s3');
  });

  it('checks raster tile templates for {z}, {x} and {y}', () => {
    expect(() => loadConfig({ TILES_STANDARD_URL: 'https://tiles.example/{z}/{x}.png' })).toThrow(/TILES_STANDARD_URL: must be an http\(s\) URL template/);
  });

  it('makes posters on the server thread unless RENDER_WORKER_SCRIPT names a file that exists', () => {
    expect(loadConfig({}).renderWorkerScript).toBeUndefined();
    // Empty: how an operator turns the workers off under scripts/server.mjs, which sets it when the build made one.
    expect(loadConfig({ RENDER_WORKER_SCRIPT: '' }).renderWorkerScript).toBeUndefined();
    expect(loadConfig({ RENDER_WORKER_SCRIPT: 'package.json' }, process.cwd()).renderWorkerScript).toBe(path.resolve('package.json'));
    expect(() => loadConfig({ RENDER_WORKER_SCRIPT: '/nowhere/render-worker.mjs' })).toThrow(
      /RENDER_WORKER_SCRIPT: must be the path of the bundled render worker/,
    );
  });

  it('stops within 25 s of SIGTERM (SHUTDOWN_TIMEOUT_SECONDS), 15 s of it for the requests in flight unless SHUTDOWN_GRACE_SECONDS says', () => {
    expect(loadConfig({})).toMatchObject({ shutdownTimeoutSeconds: 25, shutdownGraceSeconds: 15 });
    expect(loadConfig({ SHUTDOWN_GRACE_SECONDS: '' })).toMatchObject({ shutdownTimeoutSeconds: 25, shutdownGraceSeconds: 15 });
    expect(loadConfig({ SHUTDOWN_TIMEOUT_SECONDS: '85' })).toMatchObject({ shutdownTimeoutSeconds: 85, shutdownGraceSeconds: 51 });
    expect(loadConfig({ SHUTDOWN_GRACE_SECONDS: '0' }).shutdownGraceSeconds).toBe(0);
    expect(loadConfig({ SHUTDOWN_GRACE_SECONDS: '2.5' }).shutdownGraceSeconds).toBe(2.5);
    expect(loadConfig({ SHUTDOWN_GRACE_SECONDS: '22' }).shutdownGraceSeconds).toBe(22);
    expect(() => loadConfig({ SHUTDOWN_GRACE_SECONDS: '23' })).toThrow(
      /SHUTDOWN_GRACE_SECONDS: 23 leaves less than 3 s of SHUTDOWN_TIMEOUT_SECONDS \(25\) to close the engine and the database/,
    );
    expect(loadConfig({ SHUTDOWN_TIMEOUT_SECONDS: '300', SHUTDOWN_GRACE_SECONDS: '240' }).shutdownGraceSeconds).toBe(240);
    expect(() => loadConfig({ SHUTDOWN_GRACE_SECONDS: 'soon' })).toThrow(/SHUTDOWN_GRACE_SECONDS: must be a number of seconds/);
    expect(() => loadConfig({ SHUTDOWN_GRACE_SECONDS: '-1' })).toThrow(/SHUTDOWN_GRACE_SECONDS: must be between 0 and 3600 seconds/);
    expect(() => loadConfig({ SHUTDOWN_TIMEOUT_SECONDS: '1' })).toThrow(/SHUTDOWN_TIMEOUT_SECONDS: must be between 3 and 3600 seconds/);
  });

  it('gives a queued render’s job 15 s of silence before another instance takes it, or JOBS_HEARTBEAT_SECONDS (10 to 600, pg-boss takes no less)', () => {
    expect(loadConfig({}).jobsHeartbeatSeconds).toBe(15);
    expect(loadConfig({ JOBS_HEARTBEAT_SECONDS: '' }).jobsHeartbeatSeconds).toBe(15);
    expect(loadConfig({ JOBS_HEARTBEAT_SECONDS: '10' }).jobsHeartbeatSeconds).toBe(10);
    expect(() => loadConfig({ JOBS_HEARTBEAT_SECONDS: '5' })).toThrow(/JOBS_HEARTBEAT_SECONDS: must be between 10 and 600 seconds/);
    expect(() => loadConfig({ JOBS_HEARTBEAT_SECONDS: '12.5' })).toThrow(/JOBS_HEARTBEAT_SECONDS: must be a whole number of seconds/);
  });

  it('rejects a port out of range', () => {
    expect(() => loadConfig({ PORT: '70000' })).toThrow(/PORT: must be between 1 and 65535/);
  });

  it('refuses to start on a real database without Stripe, unless the test payment page is asked for', () => {
    const database = { DATABASE_URL: 'postgres://u:p@db.internal:5432/app', PUBLIC_BASE_URL: 'https://posters.example.com' };
    expect(() => loadConfig(database)).toThrow(
      /STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET and STRIPE_PRICE_STARTER\/PRO\/BUSINESS\/SINGLE: required with DATABASE_URL.*set PAYMENTS=test/,
    );
    expect(loadConfig({ ...database, PAYMENTS: 'test' }).payments).toBe('test');
    expect(loadConfig({ ...database, STRIPE_SECRET_KEY: 'sk_test_abc', STRIPE_WEBHOOK_SECRET: 'whsec_abc', STRIPE_PRICE_PRO: 'price_pro' }).payments).toBe(
      'stripe',
    );
    expect(loadConfig({}).payments).toBe('test');
    expect(() => loadConfig({ PAYMENTS: 'free' })).toThrow(/PAYMENTS: must be test \(or unset\)/);
    expect(() => loadConfig({ PAYMENTS: 'test', STRIPE_SECRET_KEY: 'sk_test_abc' })).toThrow(/PAYMENTS: test and STRIPE_SECRET_KEY exclude each other/);
  });

  describe('a deployment (DATABASE_URL: a real PostgreSQL) refuses to guess', () => {
    const postgres = 'postgres://u:p@db.internal:5432/app';
    const neon = 'postgresql://u:p@ep-cool-42.eu-central-1.aws.neon.tech/app';
    const stripe = { STRIPE_SECRET_KEY: 'sk_live_abc', STRIPE_WEBHOOK_SECRET: 'whsec_abc', STRIPE_PRICE_STARTER: 'price_starter' };
    const refusal = (env: Record<string, string>) => {
      try {
        loadConfig(env);
      } catch (error) {
        expect(error).toBeInstanceOf(ConfigError);
        return (error as ConfigError).problems;
      }
      throw new Error('expected a ConfigError');
    };

    it('needs none of it embedded: no variable at all still starts, on the test payment page, at localhost', () => {
      const config = loadConfig({});
      expect([config.database.kind, config.payments, config.publicBaseUrl]).toEqual(['pglite', 'test', 'http://localhost:3000']);
      // Stripe test mode on the embedded database stays possible without a webhook or a price.
      expect(loadConfig({ STRIPE_SECRET_KEY: 'sk_test_abc' }).payments).toBe('stripe');
    });

    it('requires PUBLIC_BASE_URL, saying why, on PostgreSQL and on Neon', () => {
      for (const DATABASE_URL of [postgres, neon]) {
        expect(refusal({ DATABASE_URL, PAYMENTS: 'test' })).toEqual([
          'PUBLIC_BASE_URL: required with DATABASE_URL: links in results, mails and checkouts must name the public host (e.g. https://posters.example.com), not http://localhost:3000',
        ]);
        expect(refusal({ DATABASE_URL, ...stripe, PORT: '8080' })).toEqual([
          expect.stringMatching(/^PUBLIC_BASE_URL: required with DATABASE_URL: .*not http:\/\/localhost:8080$/),
        ]);
      }
      expect(loadConfig({ DATABASE_URL: postgres, PAYMENTS: 'test', PUBLIC_BASE_URL: 'https://posters.example.com/' }).publicBaseUrl).toBe(
        'https://posters.example.com',
      );
    });

    it('requires Stripe or PAYMENTS=test, naming every missing variable at once', () => {
      expect(refusal({ DATABASE_URL: postgres })).toEqual([
        expect.stringMatching(/^PUBLIC_BASE_URL: required with DATABASE_URL/),
        expect.stringMatching(
          /^STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET and STRIPE_PRICE_STARTER\/PRO\/BUSINESS\/SINGLE: required with DATABASE_URL, since a deployment on a real database takes real payments; set PAYMENTS=test/,
        ),
      ]);
    });

    it('requires the webhook secret and at least one price with STRIPE_SECRET_KEY', () => {
      const base = { DATABASE_URL: postgres, PUBLIC_BASE_URL: 'https://posters.example.com', STRIPE_SECRET_KEY: 'sk_live_abc' };
      expect(refusal(base)).toEqual([
        "STRIPE_WEBHOOK_SECRET: required with DATABASE_URL and STRIPE_SECRET_KEY: renewals, failed payments and cancellations reach the service only through Stripe's webhook (POST /webhooks/stripe)",
        'STRIPE_PRICE_STARTER, STRIPE_PRICE_PRO, STRIPE_PRICE_BUSINESS, STRIPE_PRICE_SINGLE: at least one required with DATABASE_URL and STRIPE_SECRET_KEY: checkout sells only the plans that have a Stripe price',
      ]);
      expect(refusal({ ...base, STRIPE_PRICE_SINGLE: 'price_single' })).toEqual([expect.stringMatching(/^STRIPE_WEBHOOK_SECRET: required/)]);
      const config = loadConfig({ ...base, ...stripe });
      expect([config.payments, config.stripe?.prices, config.stripeWebhookSecret]).toEqual(['stripe', { starter: 'price_starter' }, 'whsec_abc']);
    });
  });

  it('defaults TILES_URL to the bundled archives, then OpenFreeMap; takes a checked list', () => {
    expect(loadConfig({}, '/srv/app').tiles.vector).toBe(
      '/srv/app/data/tiles/city.pmtiles,/srv/app/data/tiles/places.pmtiles,https://tiles.openfreemap.org/planet',
    );
    expect(loadConfig({ TILES_URL: ' /maps/a.pmtiles , https://tiles.example/{z}/{x}/{y}.pbf ' }).tiles.vector).toBe(
      '/maps/a.pmtiles , https://tiles.example/{z}/{x}/{y}.pbf',
    );
    expect(() => loadConfig({ TILES_URL: '/maps/a.pmtiles,ftp://tiles.example/x.pmtiles' })).toThrow(
      /TILES_URL: each comma-separated entry must be .*"ftp:\/\/tiles.example\/x.pmtiles" is neither/,
    );
    expect(() => loadConfig({ TILES_URL: 'tiles.mbtiles' })).toThrow(/TILES_URL: each comma-separated entry/);
    // A source that does not say which schema it holds is told after #.
    expect(loadConfig({ TILES_URL: 'https://tiles.example/{z}/{x}/{y}.mvt#protomaps,/maps/b.pmtiles#openmaptiles' }).tiles.vector).toBe(
      'https://tiles.example/{z}/{x}/{y}.mvt#protomaps,/maps/b.pmtiles#openmaptiles',
    );
    expect(() => loadConfig({ TILES_URL: 'https://tiles.example/{z}/{x}/{y}.mvt#shortbread' })).toThrow(
      /TILES_URL: an entry's #suffix names the schema of its tiles: #openmaptiles or #protomaps; .* has #shortbread/,
    );
  });

  it('defaults ELEVATION_URL to the bundled Cumberland archive, then AWS Terrain Tiles; takes a checked list with encodings', () => {
    expect(loadConfig({}, '/srv/app').tiles.elevation).toBe(
      '/srv/app/data/elevation/cumberland.pmtiles,https://s3.amazonaws.com/elevation-tiles-prod/terrarium/{z}/{x}/{y}.png',
    );
    const list = 'terrain-rgb:https://api.example/v4/{z}/{x}/{y}.pngraw,/dem/alps.pmtiles,terrarium:https://tiles.example/dem.json';
    expect(loadConfig({ ELEVATION_URL: list }).tiles.elevation).toBe(list);
    expect(() => loadConfig({ ELEVATION_URL: 'terrain-rgb:/dem/alps.tif' })).toThrow(
      /ELEVATION_URL: each comma-separated entry must be .*"\/dem\/alps.tif" is neither/,
    );
  });

  it('lets webhooks go to http on loopback when embedded only, unless WEBHOOK_LOOPBACK_HTTP says otherwise', () => {
    const real = { DATABASE_URL: 'postgres://u:p@db.internal:5432/app', PAYMENTS: 'test', PUBLIC_BASE_URL: 'https://atlasprint.example' };
    expect(loadConfig({}).webhooks).toEqual({ allowLoopbackHttp: true });
    expect(loadConfig(real).webhooks).toEqual({ allowLoopbackHttp: false });
    expect(loadConfig({ ...real, WEBHOOK_LOOPBACK_HTTP: 'allow' }).webhooks).toEqual({ allowLoopbackHttp: true });
    expect(loadConfig({ WEBHOOK_LOOPBACK_HTTP: 'refuse' }).webhooks).toEqual({ allowLoopbackHttp: false });
    expect(() => loadConfig({ WEBHOOK_LOOPBACK_HTTP: 'yes' })).toThrow(/WEBHOOK_LOOPBACK_HTTP: must be allow or refuse \(or unset\) \(got "yes"\)/);
  });

  it('sends mail to the local outbox when embedded, through SMTP_URL when set, and not at all on a real database without either', () => {
    expect(loadConfig({}, '/srv/app').mail).toEqual({ kind: 'outbox', dir: '/srv/app/.data/outbox', from: 'Atlasprint <no-reply@localhost>' });
    const real = { DATABASE_URL: 'postgres://u:p@db.internal:5432/app', PAYMENTS: 'test', PUBLIC_BASE_URL: 'https://atlasprint.example' };
    expect(loadConfig(real).mail).toBeUndefined();
    expect(loadConfig({ ...real, MAIL: 'outbox', DATA_DIR: '/var/atlasprint' }).mail).toEqual({
      kind: 'outbox',
      dir: '/var/atlasprint/outbox',
      from: 'Atlasprint <no-reply@atlasprint.example>',
    });
    expect(loadConfig({ ...real, SMTP_URL: 'smtp://user:pass@mail.example:587' }).mail).toEqual({
      kind: 'smtp',
      url: 'smtp://user:pass@mail.example:587',
      from: 'Atlasprint <no-reply@atlasprint.example>',
    });
    expect(loadConfig({ MAIL_FROM: 'Keys <keys@atlasprint.example>' }).mail?.from).toBe('Keys <keys@atlasprint.example>');
    expect(loadConfig({ MAIL_FROM: 'keys@atlasprint.example' }).mail?.from).toBe('keys@atlasprint.example');
  });

  it('refuses bad mail settings, never echoing SMTP_URL (it holds a password)', () => {
    expect(() => loadConfig({ SMTP_URL: 'http://user:hunter2@mail.example' })).toThrow(/SMTP_URL: must be a URL starting with smtp:\/\/ or smtps:\/\//);
    expect(() => loadConfig({ SMTP_URL: 'http://user:hunter2@mail.example' })).not.toThrow(/hunter2/);
    expect(() => loadConfig({ MAIL_FROM: 'not an address' })).toThrow(/MAIL_FROM: must be an email address/);
    expect(() => loadConfig({ MAIL: 'smtp' })).toThrow(/MAIL: must be outbox \(or unset\)/);
    expect(() => loadConfig({ MAIL: 'outbox', SMTP_URL: 'smtp://mail.example' })).toThrow(/MAIL: outbox and SMTP_URL exclude each other/);
  });

  it('never echoes a bad DATABASE_URL or BROWSER_WS_ENDPOINT (they may hold a password)', () => {
    expect(() => loadConfig({ DATABASE_URL: 'mysql://admin:hunter2@db.example/app' })).toThrow(
      /DATABASE_URL: must be a URL starting with postgres:\/\/ or postgresql:\/\//,
    );
    expect(() => loadConfig({ DATABASE_URL: 'mysql://admin:hunter2@db.example/app' })).not.toThrow(/hunter2/);
    expect(() => loadConfig({ BROWSER_WS_ENDPOINT: 'http://u:hunter2@browser.example' })).not.toThrow(/hunter2/);
  });
});
