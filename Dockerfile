# syntax=docker/dockerfile:1
# Atlasprint in a container: Node.js 22 on Debian (bookworm), Debian's Chromium for PDFs.
# Node 22, within package.json's engines (20.19+ or 22.12+; CI runs Node 20): scripts/engines.test.ts.
#   docker build -t atlasprint .
#   docker run -p 3000:3000 -v atlasprint-data:/data atlasprint      # embedded: PGlite and files in /data
# With DATABASE_URL it is a deployment and needs PUBLIC_BASE_URL and Stripe (or PAYMENTS=test):
# see README, "Deploying"; compose.yaml runs it with PostgreSQL and MinIO.
# lib/config/deployment.test.ts holds this file to the code (variables, install step, health path, port).

FROM node:22-bookworm-slim AS base
WORKDIR /app
ENV NEXT_TELEMETRY_DISABLED=1
# The same install step and package list as CI (.ci/run installs the `ci` set, which contains this one).
COPY scripts/install-system-packages.sh scripts/install-system-packages.sh
RUN bash scripts/install-system-packages.sh runtime && rm -rf /var/lib/apt/lists/*

FROM base AS build
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
# The build cache is not needed to serve; the dev dependencies are not needed after the build.
RUN npm run build && rm -rf .next/cache && npm prune --omit=dev --no-audit --no-fund

FROM base AS runtime
ENV NODE_ENV=production \
    HOSTNAME=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data \
    CHROMIUM_PATH=/usr/bin/chromium
COPY --from=build /app /app
# The code stays root's and read-only; the server writes only DATA_DIR and Next.js's cache.
RUN mkdir -p /data /app/.next/cache && chown node:node /data /app/.next/cache
USER node
VOLUME /data
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# The server npm start runs, without its rebuild check (the image is built once, above).
CMD ["node", "scripts/server.mjs"]
