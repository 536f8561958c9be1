#!/usr/bin/env bash
# A throw-away PostgreSQL 15 cluster for a test run.
#
#   url=$(scripts/ci-postgres.sh start)   # prints postgres://postgres@127.0.0.1:PORT/postgres
#   scripts/ci-postgres.sh stop           # stops it and deletes its files
#   scripts/ci-postgres.sh status
#
# The cluster lives in a temporary directory under /tmp (data, unix socket, log), listens on
# 127.0.0.1 on a free high port, with trust authentication and durability off (it is thrown
# away). Run as root, the server runs as the `postgres` user (runuser); run as another user,
# it runs as that user. When PostgreSQL 15 is missing it is installed with apt-get (Debian 12).
# The state of the running cluster is kept in $PG_CI_STATE (default /tmp/sf-ci-postgres.state).
# Progress goes to stderr; stdout carries only the URL.
set -euo pipefail

PG_BIN=${PG_BIN:-/usr/lib/postgresql/15/bin}
STATE=${PG_CI_STATE:-${TMPDIR:-/tmp}/sf-ci-postgres.state}

say() { printf 'ci-postgres: %s\n' "$*" >&2; }
die() { say "$*"; exit 1; }

as_owner() {
  if [ "$(id -u)" = 0 ]; then
    # (from /: the postgres user may not be allowed into the current directory)
    (cd / && runuser -u postgres -- "$@")
  else
    "$@"
  fi
}

install_postgres() {
  [ -x "$PG_BIN/initdb" ] && return 0
  [ "$(id -u)" = 0 ] || die "PostgreSQL 15 is not installed ($PG_BIN/initdb missing) and I am not root to install it"
  say "installing PostgreSQL (apt-get)"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq </dev/null >&2
  apt-get install -y -qq --no-install-recommends postgresql </dev/null >&2
  [ -x "$PG_BIN/initdb" ] || die "apt-get installed PostgreSQL, but not version 15 at $PG_BIN"
}

port_in_use() {
  # a connection succeeds: something listens there
  (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null
}

free_port() {
  local port tries=0
  while [ $tries -lt 100 ]; do
    port=$((20000 + RANDOM % 40000))
    if ! port_in_use "$port"; then
      echo "$port"
      return 0
    fi
    tries=$((tries + 1))
  done
  die "no free port found"
}

start() {
  if [ -f "$STATE" ]; then
    # shellcheck disable=SC1090
    . "$STATE"
    if as_owner "$PG_BIN/pg_ctl" -D "$PG_CI_DATA" status >/dev/null 2>&1; then
      say "already running"
      echo "$PG_CI_URL"
      return 0
    fi
    rm -f "$STATE"
  fi
  install_postgres
  if [ "$(id -u)" = 0 ]; then
    id postgres >/dev/null 2>&1 || useradd --system --home-dir /var/lib/postgresql --shell /bin/bash postgres
  fi

  local dir data port attempt
  dir=$(mktemp -d /tmp/sf-ci-postgres.XXXXXX)
  data="$dir/data"
  [ "$(id -u)" = 0 ] && chown postgres: "$dir"
  chmod 700 "$dir"

  say "initdb in $data"
  as_owner "$PG_BIN/initdb" -D "$data" -U postgres --auth=trust --encoding=UTF8 --no-locale --no-sync >"$dir/initdb.log" 2>&1 ||
    { cat "$dir/initdb.log" >&2; die "initdb failed"; }

  for attempt in 1 2 3 4 5; do
    port=$(free_port)
    say "starting on 127.0.0.1:$port (attempt $attempt)"
    if as_owner "$PG_BIN/pg_ctl" -D "$data" -l "$dir/postgres.log" -w -t 60 \
      -o "-c listen_addresses=127.0.0.1 -c port=$port -c unix_socket_directories=$dir -c max_connections=300 -c fsync=off -c synchronous_commit=off -c full_page_writes=off" \
      start >/dev/null 2>&1; then
      break
    fi
    port=
  done
  [ -n "$port" ] || { tail -n 30 "$dir/postgres.log" >&2 || true; die "PostgreSQL did not start"; }

  local i
  for i in $(seq 1 60); do
    if "$PG_BIN/pg_isready" -q -h 127.0.0.1 -p "$port" -U postgres; then break; fi
    [ "$i" = 60 ] && die "PostgreSQL is not ready after 30 s"
    sleep 0.5
  done

  local url="postgres://postgres@127.0.0.1:$port/postgres"
  {
    printf 'PG_CI_DIR=%q\n' "$dir"
    printf 'PG_CI_DATA=%q\n' "$data"
    printf 'PG_CI_PORT=%q\n' "$port"
    printf 'PG_CI_URL=%q\n' "$url"
  } >"$STATE"
  say "ready: $url"
  echo "$url"
}

stop() {
  if [ ! -f "$STATE" ]; then
    say "not running (no $STATE)"
    return 0
  fi
  # shellcheck disable=SC1090
  . "$STATE"
  as_owner "$PG_BIN/pg_ctl" -D "$PG_CI_DATA" -m immediate -w stop >/dev/null 2>&1 || true
  rm -rf "$PG_CI_DIR"
  rm -f "$STATE"
  say "stopped and removed"
}

status() {
  [ -f "$STATE" ] || { say "not running"; return 1; }
  # shellcheck disable=SC1090
  . "$STATE"
  as_owner "$PG_BIN/pg_ctl" -D "$PG_CI_DATA" status >&2 && echo "$PG_CI_URL"
}

case "${1:-}" in
  start) start ;;
  stop) stop ;;
  status) status ;;
  *) die "usage: $0 start|stop|status" ;;
esac
