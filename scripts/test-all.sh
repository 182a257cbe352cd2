#!/usr/bin/env bash
# Runs every check and test of the project, as CI does: `npm test`.
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n\033[1m▶ %s\033[0m\n' "$*"; }

if ! command -v chromium >/dev/null 2>&1 && [ ! -x /usr/bin/chromium ]; then
  step "Installing Debian's Chromium for the browser tests"
  if [ "$(id -u)" -eq 0 ]; then apt-get update -qq && apt-get install -y -qq chromium >/dev/null
  else sudo apt-get update -qq && sudo apt-get install -y -qq chromium >/dev/null; fi
fi

step 'Seed the local content dataset'
npm run seed

step 'Lint'
npm run lint

step 'Type-check'
npm run typecheck

step 'Generated Sanity types are up to date'
npm run typegen:check

step 'Studio builds'
npm run studio:build

step 'Unit and integration tests (Vitest)'
npm run test:unit

step 'Production build'
npm run build

step 'End-to-end tests (Playwright, Chromium)'
npm run test:e2e
