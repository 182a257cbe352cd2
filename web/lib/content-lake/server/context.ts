import type { AccessCheck } from './http/access'
import type { ListenerHub } from './listen/listener-hub'
import type { ContentApiServerOptions } from './options'
import type { QueryPool } from './query-pool/query-pool'
import type { UserSettings } from './routes/user-settings'

/** What every route may use: the configuration and the per-server state. */
export type ServerContext = {
  options: ContentApiServerOptions
  access: AccessCheck
  listeners: ListenerHub
  userSettings: UserSettings
  /** Where GROQ queries run: worker threads with time, size and per-client limits. */
  queries: QueryPool
}
