/**
 * Throughput through the proxy of the production setup (deploy/nginx: TLS, its one-second page cache) in
 * front of one `next start`, against the same HTML as static files from the same nginx (same TLS, same
 * worker): how close the page cache comes to serving files. Used by `npm run bench:site` (one run with its
 * other measurements); the copies are the pages as `next start` sends them.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { startLocalNginx, stopLocalNginx } from '../deploy/nginx-process'
import { loadTlsCertificate } from '../../web/lib/content-lake/outside-next'
import { freePort } from '../free-port'
import { ratesInTurns } from './throughput-in-turns'

export type ProxyRow = { page: string; path: string; proxy: number; file: number; requests: number }

export async function measureProxyThroughput(options: {
  projectUrl: string
  pages: { name: string; path: string }[]
  seconds: number
  connections: number
}): Promise<ProxyRow[]> {
  const runDir = await mkdtemp(path.join(tmpdir(), 'bench-proxy-'))
  const filesDir = path.join(runDir, 'files')
  await mkdir(filesDir)
  const project = new URL(options.projectUrl)
  const [httpsPort, httpPort, filesPort] = [await freePort(), await freePort(), await freePort()]
  process.env.SECRETS_DIR = runDir
  const { cert, key } = await loadTlsCertificate()
  delete process.env.SECRETS_DIR
  await writeFile(path.join(runDir, 'tls.crt'), cert)
  await writeFile(path.join(runDir, 'tls.key'), key)
  const files: string[] = []
  for (const [index, page] of options.pages.entries()) {
    const response = await fetch(`${options.projectUrl}${page.path}`)
    if (!response.ok) throw new Error(`${page.path} answered ${response.status}`)
    files[index] = `page-${index}.html`
    await writeFile(path.join(filesDir, files[index]!), Buffer.from(await response.arrayBuffer()))
  }
  // The static files from the same nginx: TLS and HTTP/2 as the site, no page cache (they are files).
  const fileServer = `
server {
    listen 127.0.0.1:${filesPort} ssl http2;
    server_name localhost;
    ssl_certificate ${path.join(runDir, 'tls.crt')};
    ssl_certificate_key ${path.join(runDir, 'tls.key')};
    root ${filesDir};
    default_type text/html;
}
`
  await startLocalNginx(
    runDir,
    {
      upstreams: [`${project.hostname === 'localhost' ? '127.0.0.1' : project.hostname}:${project.port}`],
      contentApiUpstreams: ['127.0.0.1:9'],
      httpListen: `127.0.0.1:${httpPort}`,
      httpsListen: `127.0.0.1:${httpsPort}`,
      httpsPortSuffix: `:${httpsPort}`,
      serverName: 'localhost',
      tlsCert: path.join(runDir, 'tls.crt'),
      tlsKey: path.join(runDir, 'tls.key'),
      cacheDir: path.join(runDir, 'cache'),
      hstsMaxAge: 600,
    },
    fileServer,
  )
  try {
    const rows: ProxyRow[] = []
    for (const [index, page] of options.pages.entries()) {
      const [proxied, file] = await ratesInTurns([`https://localhost:${httpsPort}${page.path}`, `https://localhost:${filesPort}/${files[index]}`] as const, options)
      if (proxied.non2xx > 0 || file.non2xx > 0) throw new Error(`${page.path}: ${proxied.non2xx} + ${file.non2xx} answers that were not 2xx`)
      rows.push({ page: page.name, path: page.path, proxy: proxied.rps, file: file.rps, requests: proxied.requests })
    }
    return rows
  } finally {
    await stopLocalNginx(runDir)
    await rm(runDir, { recursive: true, force: true })
  }
}
