# syntax=docker/dockerfile:1
# The app as a container image: Next's standalone server, run as an unprivileged user. Built and run by
# compose.yaml (two instances behind nginx, PostgreSQL, Redis); see
# docs/production.md. Tested with podman by `npm run test:containers`.
#
#   docker build --build-arg SITE_URL=https://www.example.de -t lokalsicht-app .
#
# NODE_IMAGE: any Debian bookworm image with Node 24, npm and apt (scripts/containers/base-images.ts makes
# one without a registry). SITE_URL: the public origin; the pages generated at build time carry it
# (canonical URLs, structured data), so build with the one the containers get.
# REDIS_URL must be set while building: a standalone build keeps the Next config of its build, and the
# shared cache handler is wired only when REDIS_URL is set (web/cache/shared-cache-config.mjs). Its
# value here is only a placeholder: the build never connects; each container gets its own at run time.
ARG NODE_IMAGE=node:24-bookworm-slim

FROM ${NODE_IMAGE} AS dependencies
WORKDIR /app
# A JDK for two devDependencies' install steps: xsd-schema-validator compiles a helper with javac, and
# vnu-jar (the HTML checker) looks for Java and would otherwise download one. (Java's install step links
# its man pages into /usr/share/man/man1, which slim images leave out.)
RUN mkdir -p /usr/share/man/man1 \
 && apt-get update -qq \
 && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends default-jdk-headless >/dev/null \
 && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
# Behind a proxy that intercepts TLS, pass its CA certificates as the build secret ca_certificates
# (`--secret id=ca_certificates,src=/etc/ssl/certs/ca-certificates.crt`): used for npm, kept in no layer.
RUN --mount=type=secret,id=ca_certificates,required=false \
    if [ -f /run/secrets/ca_certificates ]; then export NODE_EXTRA_CA_CERTS=/run/secrets/ca_certificates; fi \
 && npm ci --no-audit --no-fund && npm cache clean --force

FROM dependencies AS build
COPY . .
ARG SITE_URL=http://localhost:3000
ENV NEXT_TELEMETRY_DISABLED=1 \
    NEXT_OUTPUT=standalone \
    REDIS_URL=redis://127.0.0.1:6379 \
    SITE_URL=${SITE_URL}
# Seeds the sample content into a throw-away embedded database and builds the studio and the site; then
# bundles the seeder a new PostgreSQL database gets its content from (deploy/compose/seed-content.ts) with
# the packages it uses (the server's node_modules has only those Next left unbundled): `server-only` guards
# nothing outside Next and becomes a built-in module; the embedded database's driver, loaded only without
# DATABASE_URL, stays in a chunk of its own and out of the bundle.
RUN --mount=type=secret,id=ca_certificates,required=false \
    if [ -f /run/secrets/ca_certificates ]; then export NODE_EXTRA_CA_CERTS=/run/secrets/ca_certificates; fi \
 && npm run build \
 && npx esbuild deploy/compose/seed-content.ts --bundle --splitting --format=esm --platform=node --target=node24 \
      --alias:server-only=node:process --external:@electric-sql/pglite --external:pg-native \
      "--banner:js=import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);" \
      --out-extension:.js=.mjs --outdir=deploy/seed-content --log-level=warning

FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    NEXT_TELEMETRY_DISABLED=1 \
    PORT=3000 \
    HOSTNAME=0.0.0.0
WORKDIR /app
RUN groupadd --system --gid 1001 lokalsicht \
 && useradd --system --uid 1001 --gid lokalsicht --home-dir /app --no-create-home lokalsicht \
 && mkdir -p /app/data/secrets && chown -R lokalsicht:lokalsicht /app/data && chmod 700 /app/data/secrets
# The standalone server with the node_modules it needs (web/server.js; .next writable for Next's caches),
# then what it reads from disk but does not trace: static assets, public files, the built studio, the
# content export the build read (and its images), the migrations applied at start, the invoice PDF's
# fonts. data/secrets: the Content API's self-signed certificate, made at the first start.
COPY --from=build --chown=lokalsicht:lokalsicht /app/web/.next/standalone ./
COPY --from=build /app/web/.next/static ./web/.next/static
COPY --from=build /app/web/public ./web/public
COPY --from=build /app/studio/dist ./studio/dist
COPY --from=build /app/web/lib/db/migrations ./web/lib/db/migrations
COPY --from=build /app/data/content ./data/content
COPY --from=build /app/node_modules/@expo-google-fonts/inter/400Regular/Inter_400Regular.ttf ./node_modules/@expo-google-fonts/inter/400Regular/
COPY --from=build /app/node_modules/@expo-google-fonts/inter/700Bold/Inter_700Bold.ttf ./node_modules/@expo-google-fonts/inter/700Bold/
COPY --from=build /app/deploy/seed-content ./deploy/seed-content
COPY deploy/compose/app-entrypoint.sh /usr/local/bin/app-entrypoint.sh
USER lokalsicht
EXPOSE 3000
# Healthy once the server answers its sign-in page on PORT (HOSTNAME: 0.0.0.0, or localhost as in compose.yaml).
HEALTHCHECK --interval=10s --timeout=5s --start-period=90s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/login').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
ENTRYPOINT ["app-entrypoint.sh"]
CMD ["node", "web/server.js"]
