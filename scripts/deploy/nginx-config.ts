/**
 * Renders deploy/nginx/site.conf.template (the site: upstream, TLS, compression, caching, headers) and,
 * for a local unprivileged nginx, deploy/nginx/local.conf.template (pid, logs, temp files in one run
 * directory, the brotli module). Every {{NAME}} must be given; nothing else in the templates changes.
 */
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import * as z from 'zod'
import { privatePathPrefixes } from '../../web/lib/seo/public-pages'

const templates = path.resolve(import.meta.dirname, '..', '..', 'deploy', 'nginx')

const listenSchema = z.string().regex(/^[\w.:[\]]+$/, 'an nginx listen address such as 8443 or 0.0.0.0:443')

export const siteOptionsSchema = z.object({
  /** `host:port` of each app instance. */
  upstreams: z.array(z.string().regex(/^[\w.-]+:\d{1,5}$/)).min(1),
  /** `host:port` of each instance's Content API listener (CONTENT_API_PORT), in the same order. */
  contentApiUpstreams: z.array(z.string().regex(/^[\w.-]+:\d{1,5}$/)).min(1),
  httpListen: listenSchema,
  httpsListen: listenSchema,
  /** What the redirect from HTTP puts after the host: `:8443` locally, empty on port 443. */
  httpsPortSuffix: z.string().regex(/^(:\d{1,5})?$/),
  serverName: z.string().regex(/^[\w.* -]+$/),
  tlsCert: z.string().min(1),
  tlsKey: z.string().min(1),
  cacheDir: z.string().min(1),
  hstsMaxAge: z.number().int().min(0),
})
export type SiteOptions = z.infer<typeof siteOptionsSchema>

export function fillTemplate(template: string, values: Record<string, string>): string {
  const filled = template.replace(/\{\{([A-Z_]+)\}\}/g, (placeholder, name: string) => {
    const value = values[name]
    if (value === undefined) throw new Error(`No value for ${placeholder}`)
    return value
  })
  return filled
}

/** The portal, back office and sign-in sections in both languages, as nginx map entries (never kept by the page cache). */
const neverCachedPaths = () => privatePathPrefixes().map((prefix) => `    "~^${prefix.replace(/[.-]/g, '\\$&')}(/|$)" 1;`).join('\n')

const upstreamServers = (addresses: string[]) => addresses.map((address) => `    server ${address} max_fails=1 fail_timeout=5s;`).join('\n')

export async function renderSiteConfig(options: SiteOptions): Promise<string> {
  const site = siteOptionsSchema.parse(options)
  const template = await readFile(path.join(templates, 'site.conf.template'), 'utf8')
  return fillTemplate(template, {
    UPSTREAM_SERVERS: upstreamServers(site.upstreams),
    CONTENT_API_UPSTREAM_SERVERS: upstreamServers(site.contentApiUpstreams),
    NEVER_CACHED_PATHS: neverCachedPaths(),
    HTTP_LISTEN: site.httpListen,
    HTTPS_LISTEN: site.httpsListen,
    HTTPS_PORT_SUFFIX: site.httpsPortSuffix,
    SERVER_NAME: site.serverName,
    TLS_CERT: site.tlsCert,
    TLS_KEY: site.tlsKey,
    CACHE_DIR: site.cacheDir,
    HSTS_MAX_AGE: String(site.hstsMaxAge),
  })
}

/** The main file for `nginx -p <runDir> -c <file>` as an unprivileged user: everything in runDir. */
export async function renderLocalMainConfig({ runDir, siteConfig, brotliModule }: { runDir: string; siteConfig: string; brotliModule: string }) {
  const template = await readFile(path.join(templates, 'local.conf.template'), 'utf8')
  return fillTemplate(template, { RUN_DIR: runDir, SITE_CONFIG: siteConfig, BROTLI_MODULE: brotliModule })
}
