import { readFile } from 'node:fs/promises'
import { describe, expect, it } from 'vitest'
import { composeNginxFile, composeSite } from '../../scripts/deploy/compose-nginx'
import { fillTemplate, renderSiteConfig, siteOptionsSchema } from '../../scripts/deploy/nginx-config'

describe('nginx configuration of the deployment', () => {
  it('compose.yaml uses the configuration the template gives (tsx scripts/deploy/compose-nginx.ts)', async () => {
    expect(await readFile(composeNginxFile, 'utf8')).toBe(await renderSiteConfig(composeSite))
  })

  it('lists every instance as an upstream, with passive health checks, and fills in every placeholder', async () => {
    const config = await renderSiteConfig({ ...composeSite, upstreams: ['app1:3000', 'app2:3000', 'app3:3000'], contentApiUpstreams: ['app1:3443', 'app2:3443', 'app3:3443'] })
    expect(config.match(/^ {4}server app\d:3000 max_fails=1 fail_timeout=5s;$/gm)).toHaveLength(3)
    expect(config).not.toMatch(/\{\{/)
    // POSTs are never passed to a second instance once sent: no `non_idempotent` anywhere.
    expect(config).toMatch(/^\s*proxy_next_upstream error timeout;$/m)
    expect(config).not.toMatch(/^[^#\n]*non_idempotent/m)
  })

  it("routes /content-api/ to every instance's Content API, with WebSocket upgrades and without buffering", async () => {
    const config = await renderSiteConfig({ ...composeSite, upstreams: ['app1:3000', 'app2:3000'], contentApiUpstreams: ['app1:3443', 'app2:3443'] })
    const upstream = /upstream lokalsicht_content_api \{([^}]*)\}/.exec(config)?.[1] ?? ''
    expect(upstream.match(/^ {4}server app\d:3443 max_fails=1 fail_timeout=5s;$/gm)).toHaveLength(2)
    const location = /location \/content-api\/ \{([^}]*)\}/.exec(config)?.[1] ?? ''
    expect(location).toMatch(/proxy_pass http:\/\/lokalsicht_content_api;/)
    expect(location).toMatch(/proxy_set_header Upgrade \$http_upgrade;/)
    expect(location).toMatch(/proxy_buffering off;/)
    // The location sets headers of its own, so it must repeat the client address for the instances.
    expect(location).toMatch(/proxy_set_header X-Forwarded-For \$proxy_add_x_forwarded_for;/)
  })

  it('refuses a missing value and an upstream that is not host:port', () => {
    expect(() => fillTemplate('listen {{HTTPS_LISTEN}};', {})).toThrow('No value for {{HTTPS_LISTEN}}')
    expect(siteOptionsSchema.safeParse({ ...composeSite, upstreams: ['app1'] }).success).toBe(false)
    expect(siteOptionsSchema.safeParse({ ...composeSite, upstreams: [] }).success).toBe(false)
  })
})
