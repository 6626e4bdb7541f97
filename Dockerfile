# Website Works as an image (docs/deploy.md): one image for every replica. `docker build -t websiteworks .`
# Stage 1 installs everything and builds the client and the compiled server; stage 2 keeps only what runs:
# the production dependencies, the build, the site's source assets and the maintenance scripts
# (npm run backup/restore/images/versions), as the unprivileged user `node`.

FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm install --no-audit --no-fund
COPY . .
RUN npm run build

FROM node:20-bookworm-slim AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    SITES_PORT=3001 \
    DATA_DIR=/var/lib/websiteworks \
    MALLOC_ARENA_MAX=2
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm install --omit=dev --no-audit --no-fund && npm cache clean --force
COPY --from=build /app/dist ./dist
COPY --from=build /app/src ./src
COPY --from=build /app/scripts ./scripts
COPY --from=build /app/tsconfig.json ./tsconfig.json
RUN mkdir -p /var/lib/websiteworks && chown node:node /var/lib/websiteworks
USER node
EXPOSE 3000 3001
# Liveness: the process answers (it does while it waits for the database). The load balancer asks
# /ready/balancer itself (docs/deploy/Caddyfile).
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# SIGTERM drains (SHUTDOWN_DRAIN_SECONDS, 5 s), then finishes in-flight requests: give it 30 s to stop.
STOPSIGNAL SIGTERM
CMD ["node", "--max-semi-space-size=8", "--heap-growing-percent=50", "dist/server/server.js"]
