import type { Route } from '../route-table'
import { acceptCertificateRoutes } from './accept-certificate'
import { assetCdnRoutes, assetRoutes } from './assets'
import { documentRoutes } from './documents'
import { exportRoutes } from './export'
import { historyRoutes } from './history'
import { housekeepingRoutes } from './housekeeping'
import { identityRoutes } from './identity'
import { listenRoutes } from './listen'
import { liveRoutes } from './live'
import { projectRoutes } from './project'
import { queryRoutes } from './query'
import { userSettingsRoutes } from './user-settings'
import { writeRoutes } from './writes'

/** Every route of the API, first match wins (`users/me/…` before `users/:ids`). */
export const contentApiRoutes: readonly Route[] = [
  ...userSettingsRoutes,
  ...identityRoutes,
  ...projectRoutes,
  ...housekeepingRoutes,
  ...queryRoutes,
  ...documentRoutes,
  ...listenRoutes,
  ...liveRoutes,
  ...writeRoutes,
  ...historyRoutes,
  ...exportRoutes,
  ...assetRoutes,
]

/** Paths without an API version: the CDN's asset paths, and the page that confirms the certificate is trusted. */
export const unversionedRoutes: readonly Route[] = [...assetCdnRoutes, ...acceptCertificateRoutes]
