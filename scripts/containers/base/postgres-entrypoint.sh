#!/bin/bash
# The official postgres image's start-up, as far as compose.yaml relies on it: run as `postgres` (when
# started as root, the data directory is made theirs first); on an empty PGDATA, initdb with the superuser
# POSTGRES_USER (default postgres) and the password POSTGRES_PASSWORD (required unless
# POSTGRES_HOST_AUTH_METHOD=trust), connections over TCP by password (scram-sha-256) and over the local
# socket without, and the database POSTGRES_DB (default: the user's name). Then the server, with the
# arguments given (`postgres -c …`). Not supported: /docker-entrypoint-initdb.d, POSTGRES_INITDB_ARGS.
set -Eeuo pipefail

if [ "${1:0:1}" = '-' ]; then set -- postgres "$@"; fi

if [ "$1" = 'postgres' ] && [ "$(id -u)" = '0' ]; then
  mkdir -p "$PGDATA"
  chown postgres:postgres "$PGDATA"
  chmod 700 "$PGDATA"
  exec setpriv --reuid=postgres --regid=postgres --init-groups "$BASH_SOURCE" "$@"
fi

if [ "$1" = 'postgres' ] && [ ! -s "$PGDATA/PG_VERSION" ]; then
  user="${POSTGRES_USER:-postgres}"
  database="${POSTGRES_DB:-$user}"
  auth="${POSTGRES_HOST_AUTH_METHOD:-scram-sha-256}"
  if [ -z "${POSTGRES_PASSWORD:-}" ] && [ "$auth" != 'trust' ]; then
    echo 'Database is uninitialized and superuser password is not specified: set POSTGRES_PASSWORD.' >&2
    exit 1
  fi
  password_file="$(mktemp)"
  printf '%s\n' "${POSTGRES_PASSWORD:-}" > "$password_file"
  initdb --username="$user" --pwfile="$password_file" --encoding=UTF8 --locale=C.UTF-8 \
    --auth-local=trust --auth-host="$auth" >/dev/null
  rm -f "$password_file"
  printf '\nhost all all all %s\n' "$auth" >> "$PGDATA/pg_hba.conf"
  if [ "$database" != 'postgres' ]; then
    # Single-user mode: nothing listens while the database is created.
    printf 'CREATE DATABASE "%s";\n' "${database//\"/\"\"}" | postgres --single -D "$PGDATA" postgres >/dev/null
  fi
  echo "PostgreSQL init process complete (user $user, database $database); ready for start up."
fi

exec "$@"
