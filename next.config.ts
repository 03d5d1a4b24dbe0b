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
  ],
  // Migrations are read from disk at start-up; fonts and the bundled map data at render time.
  outputFileTracingIncludes: { '/**': ['./drizzle/**/*', './node_modules/@expo-google-fonts/*/*/*.ttf', './data/tiles/*.pmtiles'] },
  poweredByHeader: false,
  typescript: { tsconfigPath: './tsconfig.json' },
};

export default nextConfig;
