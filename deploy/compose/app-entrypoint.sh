#!/bin/sh
# The app image's entrypoint (Dockerfile): before the server, a new database gets the content the image
# was built with (deploy/compose/seed-content.ts; SEED_CONTENT=false skips it). Any other command runs as given.
set -e
if [ "$1 $2" = 'node web/server.js' ] && [ "${SEED_CONTENT:-true}" != 'false' ]; then
  node deploy/seed-content/seed-content.mjs
fi
exec "$@"
