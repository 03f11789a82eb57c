# Tikiti production image (docs/operations.md, decision 020): the compiled API (plain `node`,
# no TypeScript at run time) and the built web app, production dependencies only, non-root.
# Build: docker build -t tikiti .   Run several of them on one PostgreSQL: compose.yaml.

# --- 1. Build: all dependencies, then the web app (Vite) and the API bundle (esbuild) ------
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY packages/contracts/package.json packages/contracts/
RUN npm ci --no-audit --no-fund --ignore-scripts && npm rebuild sharp @node-rs/argon2 esbuild
COPY . .
RUN npm run build

# --- 2. Production dependencies of the API only (no Vite, React, Playwright, drizzle-kit) ---
FROM node:20-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY packages/contracts/package.json packages/contracts/
RUN npm ci --omit=dev --no-audit --no-fund --workspace=@tribe/api --include-workspace-root

# --- 3. Run: non-root, read-only code, one writable data folder (uploads) ------------------
FROM node:20-bookworm-slim
# MALLOC_ARENA_MAX: fewer malloc arenas, less resident memory (decision 028).
ENV NODE_ENV=production PORT=3000 DATA_DIR=/app/data MALLOC_ARENA_MAX=2
WORKDIR /app
COPY --from=deps /app/node_modules node_modules
COPY --from=build /app/package.json ./
COPY --from=build /app/apps/api/package.json apps/api/package.json
COPY --from=build /app/apps/api/dist apps/api/dist
COPY --from=build /app/apps/web/dist apps/web/dist
# The server entry that draws the landing pages' first screen (self-contained, decision 031).
COPY --from=build /app/apps/web/dist-ssr apps/web/dist-ssr
RUN mkdir -p /app/data && chown node:node /app/data
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s \
  CMD node -e "fetch('http://127.0.0.1:'+process.env.PORT+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# SIGTERM reaches node directly (exec form): it drains and stops within SHUTDOWN_TIMEOUT_SECONDS.
# --max-semi-space-size=8: V8's young generation at half its size (decision 028, docs/operations.md).
CMD ["node", "--max-semi-space-size=8", "apps/api/dist/server.js"]
