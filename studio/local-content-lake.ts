import { createClient } from '@sanity/client'
import type { WorkspaceOptions } from 'sanity'
import { CONTENT_API_META, projectId, usesLocalContentLake } from './env'
import { keepRequestsLocal } from './local-requests'

/** The local Content Lake's URL as the app wrote it into the page (absent while `sanity build` runs in Node). */
function contentApiUrl(): string {
  if (typeof document === 'undefined') return 'https://localhost:3443'
  const meta = document.querySelector<HTMLMetaElement>(`meta[name="${CONTENT_API_META}"]`)
  return meta?.content || 'https://localhost:3443'
}

// The studio's requests stay on the site and its Content API: the SDK's calls by project host name go
// to the apiHost, calls to Sanity's own hosts are answered in the page (./local-requests.ts). Installed
// before the studio renders; not for a hosted project, which talks to Sanity.
if (usesLocalContentLake) keepRequestsLocal({ apiHost: contentApiUrl(), projectId })

/**
 * Points the unmodified studio at the app's local Content Lake: its API host (without the project id
 * as a subdomain, so one host name serves it anywhere) and sign-in with the site's own accounts — the
 * one provider sends the browser to /api/studio/login, which returns with a one-time `#sid` that the
 * studio exchanges for its token, exactly as with Sanity's hosted login.
 */
export const localContentLakeOptions: Pick<WorkspaceOptions, 'apiHost' | 'auth' | 'unstable_clientFactory'> = {
  apiHost: contentApiUrl(),
  auth: {
    loginMethod: 'token',
    redirectOnSingle: true,
    providers: [{ name: 'lokalsicht', title: 'Lokalsicht-Konto', url: '/api/studio/login' }],
  },
  unstable_clientFactory: (options) => createClient({ ...options, useProjectHostname: false }),
}
