import { ContentLakeError, type CommittedTransaction, type ContentAction } from '../types'
import { applyActions, queryContent, subscribeToTransactions } from './api'
import { SYSTEM_IDENTITY } from './system-identity'

/**
 * Publishes scheduled releases at their time (`sanity.action.release.schedule`, release-actions.ts):
 * every app instance checks every `intervalMs` (and once at start, which catches up on what fell due
 * while no instance ran) for releases that are `scheduled` with `publishAt` reached, and publishes each
 * with the release publish action. Exactly once across instances: the action locks the release's
 * document and refuses a release that is no longer scheduled, so an instance that comes second gets a
 * conflict and leaves it.
 *
 * The scheduled releases are read from the store once and then kept current from the committed
 * transactions (every instance hears every one), so a check is a look at a small map, not a query over
 * every document on the thread that serves the site.
 */
export type ReleaseSchedulerOptions = {
  intervalMs?: number
  now?: () => Date
  /** Check at once and then every `intervalMs` (default); false: only when `runOnce` is called (tests). */
  autoStart?: boolean
}

const RELEASE_PREFIX = '_.releases.'

export function startReleaseScheduler(options: ReleaseSchedulerOptions = {}): { stop: () => void; runOnce: () => Promise<string[]> } {
  const now = options.now ?? (() => new Date())
  /** Release name → its `publishAt` (ms), for the releases that are scheduled. */
  let scheduled: Map<string, number> | null = null
  let unsubscribe: (() => void) | null = null
  let running: Promise<string[]> | null = null

  const follow = (transaction: CommittedTransaction) => {
    for (const change of transaction.changes) {
      if (!change.documentId.startsWith(RELEASE_PREFIX)) continue
      const name = change.documentId.slice(RELEASE_PREFIX.length)
      const release = change.result as { state?: unknown; publishAt?: unknown } | null
      if (release?.state === 'scheduled' && typeof release.publishAt === 'string') scheduled?.set(name, Date.parse(release.publishAt))
      else scheduled?.delete(name)
    }
  }

  /** Subscribed first, then read: a release scheduled in between is applied twice, to the same result. */
  const load = async () => {
    if (scheduled) return scheduled
    unsubscribe ??= subscribeToTransactions(follow)
    const releases = await queryContent<{ name: string; publishAt: string }[]>('*[_type == "system.release" && state == "scheduled" && defined(publishAt)]{name, publishAt}', {}, { perspective: 'raw' })
    scheduled = new Map(releases.map((release) => [release.name, Date.parse(release.publishAt)]))
    return scheduled
  }

  const publishDue = async (): Promise<string[]> => {
    const releases = await load()
    const due = [...releases].filter(([, publishAt]) => publishAt <= now().getTime()).map(([name]) => name)
    const published: string[] = []
    for (const name of due) {
      const publish = { actionType: 'sanity.action.release.publish', releaseId: name } as unknown as ContentAction
      try {
        await applyActions([publish], { identity: SYSTEM_IDENTITY })
        published.push(name)
      } catch (error) {
        // Another instance published it first (or someone unscheduled it meanwhile): nothing to do.
        if (error instanceof ContentLakeError && error.statusCode === 409) {
          releases.delete(name)
          continue
        }
        console.warn(`[content] the scheduled release "${name}" could not be published:`, (error as Error).message)
      }
    }
    return published
  }
  const runOnce = () => {
    running ??= publishDue().finally(() => (running = null))
    return running
  }
  const stop = () => {
    unsubscribe?.()
    unsubscribe = null
  }
  if (options.autoStart === false) return { stop, runOnce }
  const tick = () => void runOnce().catch((error: unknown) => console.warn('[content] scheduled releases could not be checked:', (error as Error).message))
  tick()
  const timer = setInterval(tick, options.intervalMs ?? 5_000)
  timer.unref()
  return {
    stop: () => {
      clearInterval(timer)
      stop()
    },
    runOnce,
  }
}
