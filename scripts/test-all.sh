#!/usr/bin/env bash
# Runs every check and test of the project, as CI does: `npm test`.
set -euo pipefail
cd "$(dirname "$0")/.."

# Each step says how long the one before it took, and the last line the whole run: where CI's time goes.
started=$SECONDS; step_started=$SECONDS; step_name=''
step() {
  if [ -n "$step_name" ]; then printf '  (%s: %d s)\n' "$step_name" $((SECONDS - step_started)); fi
  step_name="$*"; step_started=$SECONDS
  printf '\n\033[1m▶ %s\033[0m\n' "$*"
}
finish() {
  local status=$?
  printf '  (%s: %d s)\n' "$step_name" $((SECONDS - step_started))
  if [ "$status" -eq 0 ]; then printf '\nEvery check and test passed in %d s\n' $((SECONDS - started))
  else printf '\nStopped after %d s: "%s" failed\n' $((SECONDS - started)) "$step_name"; fi
}
trap finish EXIT

# Runs npm scripts at the same time, each into a log of its own; prints the logs in order and fails when
# any of them failed.
npm_scripts_at_once() {
  local logs pids=() failed=() index
  logs="$(mktemp -d)"
  for name in "$@"; do npm run "$name" > "$logs/$name.log" 2>&1 & pids+=($!); done
  for index in "${!pids[@]}"; do wait "${pids[$index]}" || failed+=("${@:index+1:1}"); done
  for name in "$@"; do cat "$logs/$name.log"; done
  rm -rf "$logs"
  if [ "${#failed[@]}" -gt 0 ]; then echo "Failed: npm run ${failed[*]}" >&2; return 1; fi
}

# Debian packages the tests need. As root they are installed when missing; as a normal user through
# sudo when it is available, otherwise the script stops and names the command to run once.
install_packages() {
  local why="$1"; shift
  step "Installing Debian's $why: $*"
  if [ "$(id -u)" -eq 0 ]; then apt-get update -qq && apt-get install -y -qq "$@" >/dev/null
  elif command -v sudo >/dev/null 2>&1; then sudo apt-get update -qq && sudo apt-get install -y -qq "$@" >/dev/null
  else echo "Missing Debian packages; as root, run once: apt-get install -y $*" >&2; exit 1; fi
}

if [ ! -x /usr/bin/chromium ]; then
  install_packages 'Chromium for the studio trust test and the benchmarks' chromium
fi
if [ ! -x /usr/lib/chromium/chromium-headless-shell ]; then
  install_packages "Chromium's headless shell for the browser tests (tests/e2e/support/browser.ts)" chromium-headless-shell
fi
if [ ! -x "${JAVA:-/usr/bin/java}" ]; then
  install_packages 'Java for the Nu Html Checker (vnu-jar)' default-jre-headless
fi
if ! command -v certutil >/dev/null 2>&1; then
  install_packages "NSS tools for the studio:trust test (certutil: the browsers' trust store)" libnss3-tools
fi
if [ ! -f /usr/share/java/hbci4j-core.jar ]; then
  install_packages "hbci4j's ISO 20022 schemas for the SEPA direct-debit test (tests/helpers/pain008-schema.ts)" libhbci4j-core-java
fi
if [ ! -x /usr/sbin/nginx ] || [ ! -f /usr/lib/nginx/modules/ngx_http_brotli_filter_module.so ]; then
  install_packages 'nginx with the brotli module for the reverse-proxy test (tests/int/nginx-proxy.test.ts)' nginx-light libnginx-mod-http-brotli-filter
fi

# The database tests run on the embedded PGlite always, and also on a PostgreSQL server when
# DATABASE_URL is set; CI machines have one on 127.0.0.1:5432, which is used when it answers.
if [ -z "${DATABASE_URL:-}" ] && command -v pg_isready >/dev/null 2>&1 && pg_isready -q -h 127.0.0.1 -p 5432; then
  export DATABASE_URL='postgres://postgres@127.0.0.1:5432/test'
fi
if [ -n "${DATABASE_URL:-}" ]; then echo "PostgreSQL server for the tests: ${DATABASE_URL}"
else echo 'No PostgreSQL server (DATABASE_URL unset): database tests run on PGlite only.'; fi

# npm audit needs the registry's advisory service; where it cannot be reached the step fails, unless
# AUDIT_OFFLINE=skip is set on purpose (it then says loudly that nothing was checked).
step 'Dependency audit (production dependencies: no high or critical advisory outside scripts/audit-allowlist.json)'
npm run audit:deps

step 'Seed the local content dataset and the database'
npm run seed

# First, as it rewrites files that lint and the type-check read.
step 'Generated Sanity types are up to date'
npm run typegen:check

step 'Lint and type-check (at once: each keeps one core busy)'
npm_scripts_at_once lint typecheck
# The production build below would check the same files again (next.config.mjs).
export TYPES_CHECKED=1

step 'Unit and integration tests (Vitest)'
npm run test:unit

step 'Production build (the studio, then the site)'
npm run build

# Before the browser tests: they publish and unpublish content, and the pages they regenerate stay in the
# build's cache (.next) for the next server, which the link checker's runs on another database.
step 'Link checker over the production build (no broken link, no internal redirect)'
npm run check:links

step 'End-to-end tests (Playwright, Chromium)'
if [ -n "${DATABASE_URL:-}" ]; then
  # A fresh database for the browser tests, so that they can look up what the forms stored.
  e2e_database_url="$(node -e 'const u = new URL(process.argv[1]); u.pathname = "/lokalsicht_e2e"; console.log(u.toString())' "$DATABASE_URL")"
  psql "$DATABASE_URL" -q -c 'drop database if exists lokalsicht_e2e with (force)' -c 'create database lokalsicht_e2e'
  DATABASE_URL="$e2e_database_url" npm run seed:if-missing
  DATABASE_URL="$e2e_database_url" npm run test:e2e
else
  npm run test:e2e
fi


step 'The studio journey on the production setup (nginx with TLS, two instances, PostgreSQL, Redis: npm run test:deploy)'
if [ -n "${DATABASE_URL:-}" ]; then DEPLOY_TEST_DATABASE_URL="$(node -e 'const u = new URL(process.argv[1]); u.pathname = "/lokalsicht_deploy_test"; console.log(u.toString())' "$DATABASE_URL")" npm run test:deploy
else echo 'No PostgreSQL server (DATABASE_URL unset): the deployment test needs one; skipped.'; fi
