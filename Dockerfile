# Koran Kids in a container: `docker build -t koran-kids .`, then see compose.yaml and docs/deploying.md.
# Stage 1 installs everything and builds the web app and the server once; stage 2 holds only what runs.
FROM node:22-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY packages/content/package.json packages/content/
COPY packages/db/package.json packages/db/
COPY packages/i18n/package.json packages/i18n/
COPY packages/input/package.json packages/input/
COPY packages/protocol/package.json packages/protocol/
COPY packages/testing/package.json packages/testing/
RUN npm ci --no-audit --no-fund
COPY . .
# The web app (apps/web/dist) and the server as plain JavaScript (apps/api/dist, `npm run build:server`).
RUN npm run build && npm run build:server

FROM node:22-bookworm-slim
# tini is PID 1: it hands SIGTERM to node and reaps processes; node as PID 1 would ignore SIGTERM until the
# server has installed its handler (during migrations), and orchestrators without `--init` (Kubernetes) exist.
RUN apt-get update \
    && apt-get install -y --no-install-recommends tini \
    && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY package.json package-lock.json ./
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY packages/content/package.json packages/content/
COPY packages/db/package.json packages/db/
COPY packages/i18n/package.json packages/i18n/
COPY packages/input/package.json packages/input/
COPY packages/protocol/package.json packages/protocol/
COPY packages/testing/package.json packages/testing/
# Only the server's runtime packages: no dev tools, none of the web app's (it is built already).
RUN npm ci --omit=dev --workspace=@koran-kids/api --ignore-scripts --no-audit --no-fund \
    && npm cache clean --force
# What the built server reads beside its code (scripts/build-server.mjs keeps their places in the repository).
COPY --from=build /app/apps/api/dist apps/api/dist
COPY --from=build /app/apps/web/dist apps/web/dist
COPY --from=build /app/apps/api/released-documents.json apps/api/
COPY --from=build /app/packages/db/migrations packages/db/migrations
COPY --from=build /app/packages/content/packs packages/content/packs
ENV NODE_ENV=production \
    PORT=3000 \
    DATA_DIR=/data
# The code stays root's (read-only to the server); only /data is the server's.
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 3000
VOLUME ["/data"]
HEALTHCHECK --interval=30s --timeout=5s CMD node -e "fetch('http://127.0.0.1:3000/readyz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
ENTRYPOINT ["/usr/bin/tini", "--"]
# = `npm run start:prod`. SIGTERM: /readyz says 503, SHUTDOWN_DELAY_SECONDS later the listener closes, the requests in
# flight finish and the process exits with 0 (docs/deploying.md). Operator commands: `node apps/api/dist/admin.js …`.
CMD ["node", "apps/api/dist/main.js"]
