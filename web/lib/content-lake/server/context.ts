import type { AccessCheck } from './http/access'
import type { ListenerHub } from './listen/listener-hub'
import type { ContentApiServerOptions, UserSettings } from './options'
import type { QueryPool } from './query-pool/query-pool'

/** What every route may use: the configuration and the per-server state. */
export type ServerContext = {
  options: ContentApiServerOptions
  access: AccessCheck
  listeners: ListenerHub
  userSettings: UserSettings
  /** Where GROQ queries run: worker threads with time, size and per-client limits. */
  queries: QueryPool
}
