# syntax=docker/dockerfile:1
# The app as a container image: Next's standalone server, run as an unprivileged user.
# Built and run by compose.yaml (two instances behind nginx, PostgreSQL, Redis); see README
# "Running in production (two instances behind nginx)".
#
#   docker build -t lokalsicht .
#
# REDIS_URL must be set while building: a standalone build keeps the Next config of its build, and the
# shared cache handler is wired only when REDIS_URL is set (web/cache/shared-cache-config.mjs). Its
# value here is only a placeholder: the build never connects; each container gets its own at run time.

FROM node:24-bookworm-slim AS dependencies
WORKDIR /app
# Java for vnu-jar's install step (a devDependency for the HTML checker), which otherwise downloads one.
RUN apt-get update -qq && apt-get install -y -qq --no-install-recommends default-jre-headless >/dev/null && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
COPY patches ./patches
RUN npm ci --no-audit --no-fund

FROM dependencies AS build
COPY . .
ENV NEXT_TELEMETRY_DISABLED=1 \
    NEXT_OUTPUT=standalone \
    REDIS_URL=redis://redis:6379
# Seeds the sample content into a throw-away embedded database and builds the studio and the site.
RUN npm run build

FROM node:24-bookworm-slim AS runtime
ENV NODE_ENV=production \
    NEXT_TELEMETRY_DISABLED=1 \
    PORT=3000 \
    HOSTNAME=0.0.0.0
WORKDIR /app
RUN groupadd --system --gid 1001 lokalsicht && useradd --system --uid 1001 --gid lokalsicht --home-dir /app lokalsicht
# The standalone server with the node_modules it needs (web/server.js), then what it reads from disk but
# does not trace: static assets, public files, the built studio, the content export the build read, the
# migrations applied at start.
COPY --from=build --chown=lokalsicht:lokalsicht /app/web/.next/standalone ./
COPY --from=build --chown=lokalsicht:lokalsicht /app/web/.next/static ./web/.next/static
COPY --from=build /app/web/public ./web/public
COPY --from=build /app/studio/dist ./studio/dist
COPY --from=build /app/web/lib/db/migrations ./web/lib/db/migrations
COPY --from=build --chown=lokalsicht:lokalsicht /app/data/content ./data/content
USER lokalsicht
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=5s --start-period=60s \
  CMD ["node", "-e", "fetch('http://127.0.0.1:3000/login').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "web/server.js"]
