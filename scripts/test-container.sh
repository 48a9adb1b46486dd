#!/usr/bin/env bash
# npm run test:container — the image as self-hosters run it, with podman (as root, on Debian):
#   1. builds the Dockerfile once (TWELVEFOLD_IMAGE=<tag> skips the build and tests that image), and fails when the
#      image is over IMAGE_MAX_MB or runs a Node that is not a supported LTS;
#   2. the embedded database on a volume: healthy, non-root, sign up, `twelvefold` on the PATH, stop with exit 0,
#      start again and find the data;
#   3. two containers on one external PostgreSQL (Debian's postgresql-15 on this machine): a session made on one is
#      good on the other, and a backup through the bundled pg_dump;
#   4. deploy/kubernetes with `podman kube play` (a copy with hostNetwork, the local image and this machine's
#      database), answering on /healthz.
# Containers share the host's network here (scripts/container-base.sh), so each listens on a port of its own.
set -euo pipefail
cd "$(dirname "$0")/.."

PGBIN=/usr/lib/postgresql/15/bin
# Below Linux's ephemeral range (32768 and up), where a connection's own end could already hold the port.
BASE=$((20000 + $$ % 12000))
PG_PORT=$BASE
PORT_EMBEDDED=$((BASE + 1))
PORT_A=$((BASE + 2))
PORT_B=$((BASE + 3))
PORT_KUBE=$((BASE + 4))
RUN_ID="tf-test-$$"
WORK="$(mktemp -d /tmp/tf-container-XXXXXX)"
chmod 755 "$WORK"
IMAGE="${TWELVEFOLD_IMAGE:-localhost/twelvefold:test-$$}"
IMAGE_MAX_MB=250
SUPPORTED_NODE_MAJORS="22 24"
PASSED=0
FAILED=0

log() { echo "test:container: $*" >&2; }
# Without systemd podman cannot schedule the image's healthcheck timer and says so on every run, start and stop;
# `podman healthcheck run` checks it instead. Their messages go to a log.
quiet() { "$@" 2>>"$WORK/podman.log"; }
pass() { PASSED=$((PASSED + 1)); echo "  ok: $*"; }
fail() { FAILED=$((FAILED + 1)); echo "  FAILED: $*"; }
check() { local what="$1"; shift; if "$@"; then pass "$what"; else fail "$what"; fi; }
# The end of a container's log, when a check of it failed.
show_log() { echo "  --- podman logs $1"; podman logs --tail 30 "$1" 2>&1 | sed 's/^/  | /'; }
check_up() { if wait_healthy "$3"; then pass "$1"; else fail "$1"; show_log "$2"; fi; }

cleanup() {
  set +e
  [ -f "$WORK/kube.yaml" ] && podman kube down "$WORK/kube.yaml" >/dev/null 2>&1
  podman secret rm "$RUN_ID" >/dev/null 2>&1
  for name in "$RUN_ID-embedded" "$RUN_ID-a" "$RUN_ID-b"; do podman rm -f -t 5 "$name" >/dev/null 2>&1; done
  podman volume rm -f "$RUN_ID-data" >/dev/null 2>&1
  [ -d "$WORK/pg" ] && su postgres -c "$PGBIN/pg_ctl -D $WORK/pg/data -m fast stop" >/dev/null 2>&1
  [ -z "${TWELVEFOLD_IMAGE:-}" ] && podman rmi -f "$IMAGE" >/dev/null 2>&1
  rm -rf "$WORK"
}
trap cleanup EXIT

# Polls url until it answers 200, for up to $2 seconds.
wait_healthy() {
  local url="$1" seconds="${2:-90}"
  for _ in $(seq 1 $((seconds * 2))); do
    curl -sf -o /dev/null "$url" && return 0
    sleep 0.5
  done
  return 1
}

# POSTs JSON; prints the body and leaves the response headers in $WORK/headers.
post() { curl -s -D "$WORK/headers" -H 'content-type: application/json' -d "$2" "$1"; }
session_cookie() { grep -i '^set-cookie: tf_session=' "$WORK/headers" | sed -E 's/^[Ss]et-[Cc]ookie: (tf_session=[^;]*).*/\1/' | tr -d '\r'; }

if ! podman image exists docker.io/library/node:20-bookworm-slim || ! podman image exists docker.io/library/debian:bookworm-slim; then
  bash scripts/container-base.sh
fi

if [ -z "${TWELVEFOLD_IMAGE:-}" ]; then
  log "building $IMAGE"
  start=$(date +%s)
  # --format docker: an OCI image has no HEALTHCHECK, and podman would drop it.
  podman build --pull=never --format docker -t "$IMAGE" . >"$WORK/build.log" 2>&1 || { tail -40 "$WORK/build.log"; exit 1; }
  log "built in $(($(date +%s) - start)) s"
fi

echo "== the image"
SIZE_MB=$(podman image inspect "$IMAGE" --format '{{.Size}}' | awk '{printf "%d", $1 / 1e6}')
echo "  image size: $SIZE_MB MB (at most $IMAGE_MAX_MB)"
check "is at most $IMAGE_MAX_MB MB" test "$SIZE_MB" -le "$IMAGE_MAX_MB"
NODE_RUNTIME="$(quiet podman run --rm "$IMAGE" node --version)"
NODE_MAJOR="${NODE_RUNTIME#v}" && NODE_MAJOR="${NODE_MAJOR%%.*}"
check "runs a supported Node LTS ($NODE_RUNTIME)" bash -c "[[ ' $SUPPORTED_NODE_MAJORS ' == *' $NODE_MAJOR '* ]]"
check "keeps its HEALTHCHECK" bash -c "podman image inspect $IMAGE --format '{{.Config.Healthcheck}}' | grep -q healthz"
check "carries no npm, compiler or package manager" quiet podman run --rm "$IMAGE" sh -c '! command -v npm && ! command -v cc && ! command -v apt-get'

echo "== the embedded database on a volume"
podman volume create "$RUN_ID-data" >/dev/null
quiet podman run -d --name "$RUN_ID-embedded" -e PORT=$PORT_EMBEDDED -v "$RUN_ID-data:/data" "$IMAGE" >/dev/null
APP="http://127.0.0.1:$PORT_EMBEDDED"
check_up "healthy on /healthz" "$RUN_ID-embedded" "$APP/healthz"
check "the image's HEALTHCHECK passes" podman healthcheck run "$RUN_ID-embedded"
check "runs as a user other than root" test "$(podman exec "$RUN_ID-embedded" id -u)" = 10001
EMAIL="owner-$$@example.com"
post "$APP/api/auth/signup" "{\"email\":\"$EMAIL\",\"password\":\"a sturdy passphrase 12\"}" >/dev/null
COOKIE="$(session_cookie)"
check "signs up" test -n "$COOKIE"
curl -s -o /dev/null -H "cookie: $COOKIE" -H 'content-type: application/json' -d '{"title":"Kept across restarts","category":"Health","timeframe":"12 weeks"}' "$APP/api/goals"
check "twelvefold users lists the account as the admin" bash -c "podman exec $RUN_ID-embedded twelvefold users | grep -Eq '^$EMAIL +password .* admin\$'"
BACKUP="$(podman exec "$RUN_ID-embedded" twelvefold backup)"
check "twelvefold backup writes to /data/backups ($BACKUP)" bash -c "[[ '$BACKUP' == /data/backups/twelvefold-*.sql.gz ]] && podman exec $RUN_ID-embedded test -s '$BACKUP'"
quiet podman stop -t 40 "$RUN_ID-embedded" >/dev/null
check "SIGTERM stops it with exit code 0" test "$(podman inspect "$RUN_ID-embedded" --format '{{.State.ExitCode}}')" = 0
quiet podman start "$RUN_ID-embedded" >/dev/null
check_up "healthy again after a restart" "$RUN_ID-embedded" "$APP/healthz"
check "the data is still there" bash -c "curl -sf -H 'cookie: $COOKIE' $APP/api/goals | grep -q 'Kept across restarts'"
quiet podman stop -t 40 "$RUN_ID-embedded" >/dev/null
check "stops with exit code 0 again" test "$(podman inspect "$RUN_ID-embedded" --format '{{.State.ExitCode}}')" = 0

echo "== two containers on one external PostgreSQL 15"
mkdir -p "$WORK/pg" && chown postgres:postgres "$WORK/pg"
su postgres -c "$PGBIN/initdb -D $WORK/pg/data -U postgres --auth=trust -E UTF8" >/dev/null
su postgres -c "$PGBIN/pg_ctl -D $WORK/pg/data -o '-p $PG_PORT -k /tmp -c listen_addresses=127.0.0.1' -l $WORK/pg/log -w start" >/dev/null
su postgres -c "$PGBIN/psql -q -h 127.0.0.1 -p $PG_PORT -U postgres -c \"create role twelvefold login password 'pw'\" -c 'create database twelvefold owner twelvefold'"
DATABASE_URL="postgres://twelvefold:pw@127.0.0.1:$PG_PORT/twelvefold"
SECRET="$(head -c 32 /dev/urandom | od -An -tx1 | tr -d ' \n')"
for pair in "a:$PORT_A" "b:$PORT_B"; do
  quiet podman run -d --name "$RUN_ID-${pair%%:*}" -e PORT="${pair##*:}" -e DATABASE_URL="$DATABASE_URL" -e SESSION_SECRET="$SECRET" "$IMAGE" >/dev/null
done
check_up "the first instance is healthy" "$RUN_ID-a" "http://127.0.0.1:$PORT_A/healthz"
check_up "the second instance is healthy" "$RUN_ID-b" "http://127.0.0.1:$PORT_B/healthz"
post "http://127.0.0.1:$PORT_A/api/auth/signup" "{\"email\":\"$EMAIL\",\"password\":\"a sturdy passphrase 12\"}" >/dev/null
COOKIE="$(session_cookie)"
check "a session made on one instance is good on the other" bash -c "curl -sf -H 'cookie: $COOKIE' http://127.0.0.1:$PORT_B/api/auth/user | grep -q '$EMAIL'"
check "twelvefold backup dumps the external database" bash -c "podman exec $RUN_ID-b twelvefold backup | grep -q '^/data/backups/twelvefold-'"
for name in a b; do
  quiet podman stop -t 40 "$RUN_ID-$name" >/dev/null
  check "instance $name stops with exit code 0" test "$(podman inspect "$RUN_ID-$name" --format '{{.State.ExitCode}}')" = 0
done

echo "== deploy/kubernetes with podman kube play"
# One pod here (host networking gives each replica the same port, and takes no port mappings, so the probes name
# the port by number). Podman 4.3 does not read a Secret document back (it stores its YAML, then expects a JSON map
# of base64 values), so the Secret's keys go in as a podman secret of that form, with this machine's database and
# the session secret the two instances above set it up with.
node --input-type=module -e '
  import fs from "node:fs";
  import { parse } from "yaml";
  const values = { ...parse(fs.readFileSync("deploy/kubernetes/secret.yaml", "utf8")).stringData, DATABASE_URL: process.argv[1], SESSION_SECRET: process.argv[3] };
  const encoded = Object.fromEntries(Object.entries(values).map(([key, value]) => [key, Buffer.from(value).toString("base64")]));
  fs.writeFileSync(process.argv[2], JSON.stringify(encoded));
' "$DATABASE_URL" "$WORK/secret.json" "$SECRET"
podman secret create "$RUN_ID" "$WORK/secret.json" >/dev/null
sed -e "s#image: twelvefold:latest#image: $IMAGE#" \
  -e 's#^  replicas: 2#  replicas: 1#' \
  -e '/^          ports:$/,/containerPort: 3000$/d' \
  -e "s#port: http }#port: $PORT_KUBE }#" \
  -e "s#value: \"3000\"#value: \"$PORT_KUBE\"#" \
  -e "s#secretKeyRef: { name: twelvefold,#secretKeyRef: { name: $RUN_ID,#" \
  -e 's#^    spec:#    spec:\n      hostNetwork: true#' \
  deploy/kubernetes/deployment.yaml >"$WORK/kube.yaml"
podman kube play "$WORK/kube.yaml" >"$WORK/kube.log" 2>&1 || { grep -v systemd "$WORK/kube.log"; fail "podman kube play"; }
check_up "the Deployment's pod answers on /healthz" twelvefold-pod-0-twelvefold "http://127.0.0.1:$PORT_KUBE/healthz"
check "it serves the app on the shared database" bash -c "curl -sf -H 'cookie: $COOKIE' http://127.0.0.1:$PORT_KUBE/api/auth/user | grep -q '$EMAIL'"
podman kube down "$WORK/kube.yaml" >/dev/null 2>&1 && rm -f "$WORK/kube.yaml"

echo "$PASSED passed, $FAILED failed"
[ "$FAILED" -eq 0 ]
