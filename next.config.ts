import type { NextConfig } from 'next';

const nextConfig: NextConfig = {
  // Native or wasm packages that read their own files at run time stay out of the bundle.
  serverExternalPackages: ['@electric-sql/pglite', 'pg', '@neondatabase/serverless', 'ws'],
  // Migrations are read from disk at start-up.
  outputFileTracingIncludes: { '/**': ['./drizzle/**/*'] },
  poweredByHeader: false,
  typescript: { tsconfigPath: './tsconfig.json' },
};

export default nextConfig;
