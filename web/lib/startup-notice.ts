import 'server-only'
import { isDemoMode } from '@/lib/demo-mode'
import { env } from '@/lib/env'
import { siteUrl } from '@/lib/site-url'
import { contentApiListener, contentApiUrl } from '@/lib/studio/content-api-address'

/** What `npm start` tells the person who started it, once the server runs. */
export function printStartupNotice({ contentApiRunning }: { contentApiRunning: boolean }): void {
  const site = env.SITE_URL ? siteUrl() : `http://localhost:${env.PORT}`
  const lines = [`  Content studio: ${site}/studio (sign in as an admin or editor)`]
  if (contentApiRunning) {
    lines.push(`  Content Lake API: ${contentApiUrl()}`)
    if (contentApiListener().tls && !env.CONTENT_API_TLS_CERT) {
      lines.push('    Its certificate is made on this machine: run `npm run studio:trust` once so that this machine\'s browsers trust it.')
    }
  }
  console.log(lines.join('\n'))
  if (isDemoMode()) {
    console.warn(
      [
        '',
        '  ⚠ DEMO MODE IS ON: the login page shows the demo accounts and their passwords.',
        '    Demo accounts sign in from this machine only (or from anywhere with DEMO_MODE=true).',
        '    Before putting this site online: DEMO_MODE=false (the default with DATABASE_URL).',
        '',
      ].join('\n'),
    )
  }
}
