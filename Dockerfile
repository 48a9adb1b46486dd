# Twelvefold: the web app and the API on one port, with the embedded PostgreSQL in the /data volume unless
# DATABASE_URL names another server.

FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev --no-audit --no-fund

FROM node:20-bookworm-slim
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000 DATA_DIR=/data
WORKDIR /app
# PostgreSQL refuses to run as root, and the app needs no privilege: a user of its own owns /data.
RUN groupadd --system --gid 10001 twelvefold \
  && useradd --system --uid 10001 --gid twelvefold --home-dir /data --no-create-home --shell /usr/sbin/nologin twelvefold \
  && mkdir -p /data && chown twelvefold:twelvefold /data && chmod 700 /data
COPY --from=build /app/package.json /app/package-lock.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
RUN chmod 755 dist/server/cli/twelvefold.js && ln -s /app/dist/server/cli/twelvefold.js /usr/local/bin/twelvefold
USER twelvefold
VOLUME /data
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/healthz`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
STOPSIGNAL SIGTERM
CMD ["node", "dist/server/main.js"]
