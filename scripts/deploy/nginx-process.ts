/** Debian's nginx run as a local, unprivileged proxy: config, pid, logs and temp files in one run directory. */
import { execFile } from 'node:child_process'
import { chmod, mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'
import { renderLocalMainConfig, renderSiteConfig, type SiteOptions } from './nginx-config'
import { stopProcess } from './processes'

const run = promisify(execFile)
export const NGINX = '/usr/sbin/nginx'
export const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_filter_module.so'

/**
 * Writes `<runDir>/site.conf` (with `extraServers` after the site, e.g. a benchmark's static files) and
 * `<runDir>/nginx.conf`, checks them (`nginx -t`) and starts nginx.
 */
export async function startLocalNginx(runDir: string, site: SiteOptions, extraServers = ''): Promise<void> {
  // nginx makes its temporary and cache directories itself, owned by its worker processes' user (when
  // started as root, `nobody`), who must be able to reach them.
  await chmod(runDir, 0o755)
  await mkdir(path.join(runDir, 'nginx-temp'), { recursive: true })
  // nginx makes the caches' own folders (static/, pages/), not their parent.
  await mkdir(site.cacheDir, { recursive: true })
  const siteFile = path.join(runDir, 'site.conf')
  const mainFile = path.join(runDir, 'nginx.conf')
  await writeFile(siteFile, `${await renderSiteConfig(site)}${extraServers}`)
  await writeFile(mainFile, await renderLocalMainConfig({ runDir, siteConfig: siteFile, brotliModule: BROTLI_MODULE }))
  await run(NGINX, ['-p', runDir, '-c', mainFile, '-t'])
  // nginx puts itself in the background and writes <runDir>/nginx.pid.
  await run(NGINX, ['-p', runDir, '-c', mainFile])
}

/** Graceful stop (SIGQUIT: open requests are finished), by the id in <runDir>/nginx.pid. */
export const stopLocalNginx = (runDir: string) => stopProcess(runDir, 'nginx', 'SIGQUIT')
