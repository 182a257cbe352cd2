/**
 * The proxy configuration of compose.yaml, rendered from the same template as `npm run deploy:local`'s:
 * `tsx scripts/deploy/compose-nginx.ts` writes deploy/compose/nginx-site.conf (committed; a unit test
 * fails when it differs from what the template gives).
 */
import { writeFile } from 'node:fs/promises'
import path from 'node:path'
import { renderSiteConfig, type SiteOptions } from './nginx-config'
import { repositoryRoot } from './settings'

export const composeSite: SiteOptions = {
  // Host networking (compose.yaml): the instances listen on the host's loopback, each with its Content API beside it.
  upstreams: ['127.0.0.1:3001', '127.0.0.1:3002'],
  contentApiUpstreams: ['127.0.0.1:4001', '127.0.0.1:4002'],
  httpListen: '80',
  httpsListen: '443',
  httpsPortSuffix: '',
  serverName: '_',
  tlsCert: '/etc/nginx/certs/tls.crt',
  tlsKey: '/etc/nginx/certs/tls.key',
  cacheDir: '/var/cache/nginx/lokalsicht',
  hstsMaxAge: 63_072_000,
}

export const composeNginxFile = path.join(repositoryRoot, 'deploy', 'compose', 'nginx-site.conf')

if (import.meta.url === `file://${process.argv[1]}`) {
  await writeFile(composeNginxFile, await renderSiteConfig(composeSite))
  console.log(`wrote ${path.relative(repositoryRoot, composeNginxFile)}`)
}
