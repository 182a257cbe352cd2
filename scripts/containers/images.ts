/**
 * Image names. The base images stand in for the official ones (which need a registry) and are passed to
 * Dockerfile, deploy/compose/nginx.Dockerfile and compose.yaml through the variables below, whose
 * defaults there are the official images.
 */
export const baseImages = {
  DEBIAN_IMAGE: 'localhost/lokalsicht-base/debian:bookworm-slim',
  NODE_IMAGE: 'localhost/lokalsicht-base/node:24-bookworm-slim',
  POSTGRES_IMAGE: 'localhost/lokalsicht-base/postgres:15-bookworm',
  REDIS_IMAGE: 'localhost/lokalsicht-base/redis:7-bookworm',
} as const

/** The project's own images (compose.yaml's APP_IMAGE and PROXY_IMAGE defaults). */
export const projectImages = {
  APP_IMAGE: 'localhost/lokalsicht-app:latest',
  PROXY_IMAGE: 'localhost/lokalsicht-proxy:latest',
} as const

/** compose's project name (compose.yaml `name:`; podman-compose 1.0.3 takes it from -p). */
export const PROJECT = 'lokalsicht'
