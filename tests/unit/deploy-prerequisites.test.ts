import { describe, expect, it } from 'vitest'
import { installPlan, missingPackages } from '../../scripts/deploy/prerequisites'

describe('what deploy:local needs before it starts', () => {
  it('names the Debian packages of what is missing', async () => {
    const packages = await missingPackages([
      { what: 'nginx', present: () => true, debianPackage: 'nginx-light' },
      { what: 'brotli', present: () => false, debianPackage: 'libnginx-mod-http-brotli-filter' },
      { what: 'Redis', present: async () => false, debianPackage: 'redis-server' },
    ])
    expect(packages).toEqual(['libnginx-mod-http-brotli-filter', 'redis-server'])
  })

  it('installs them as root with apt-get, and tells anyone else the one command', () => {
    expect(installPlan([], { root: false, aptGet: true })).toEqual({ kind: 'nothing' })
    expect(installPlan(['libnginx-mod-http-brotli-filter'], { root: true, aptGet: true })).toEqual({
      kind: 'install',
      command: ['apt-get', 'install', '-y', '--no-install-recommends', 'libnginx-mod-http-brotli-filter'],
    })
    const asked = installPlan(['libnginx-mod-http-brotli-filter', 'redis-server'], { root: false, aptGet: true })
    expect(asked).toMatchObject({ kind: 'ask', message: expect.stringContaining('sudo apt-get install libnginx-mod-http-brotli-filter redis-server') })
    expect(installPlan(['redis-server'], { root: true, aptGet: false })).toMatchObject({ kind: 'ask', message: expect.stringContaining('redis-server') })
  })
})
