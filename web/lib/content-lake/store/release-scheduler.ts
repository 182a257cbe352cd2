import { ContentLakeError, type ContentAction } from '../types'
import { applyActions, queryContent } from './api'
import { SYSTEM_IDENTITY } from './system-identity'

/**
 * Publishes scheduled releases at their time (`sanity.action.release.schedule`, release-actions.ts):
 * every app instance looks every `intervalMs` (and once at start, which catches up on what fell due
 * while no instance ran) for releases that are `scheduled` with `publishAt` reached, and publishes each
 * with the release publish action. Exactly once across instances: the action locks the release's
 * document and refuses a release that is no longer scheduled, so an instance that comes second gets a
 * conflict and leaves it.
 */
export type ReleaseSchedulerOptions = {
  intervalMs?: number
  /** The store to use (tests play a second instance); default the process's. */
  store?: { queryContent: typeof queryContent; applyActions: typeof applyActions }
  now?: () => Date
  /** Check at once and then every `intervalMs` (default); false: only when `runOnce` is called (tests). */
  autoStart?: boolean
}

type DueRelease = { name: string; publishAt: string }

export function startReleaseScheduler(options: ReleaseSchedulerOptions = {}): { stop: () => void; runOnce: () => Promise<string[]> } {
  const store = options.store ?? { queryContent, applyActions }
  const now = options.now ?? (() => new Date())
  let running: Promise<string[]> | null = null

  const publishDue = async (): Promise<string[]> => {
    const scheduled = await store.queryContent<DueRelease[]>('*[_type == "system.release" && state == "scheduled" && defined(publishAt)]{name, publishAt}', {}, { perspective: 'raw' })
    const due = scheduled.filter((release) => Date.parse(release.publishAt) <= now().getTime())
    const published: string[] = []
    for (const release of due) {
      const publish: ContentAction = { actionType: 'sanity.action.release.publish', releaseId: release.name } as unknown as ContentAction
      try {
        await store.applyActions([publish], { identity: SYSTEM_IDENTITY })
        published.push(release.name)
      } catch (error) {
        // Another instance published it first (or someone unscheduled it meanwhile): nothing to do.
        if (error instanceof ContentLakeError && error.statusCode === 409) continue
        console.warn(`[content] the scheduled release "${release.name}" could not be published:`, (error as Error).message)
      }
    }
    return published
  }
  const runOnce = () => {
    running ??= publishDue().finally(() => (running = null))
    return running
  }
  const tick = () => void runOnce().catch((error: unknown) => console.warn('[content] scheduled releases could not be checked:', (error as Error).message))
  if (options.autoStart === false) return { stop: () => {}, runOnce }
  tick()
  const timer = setInterval(tick, options.intervalMs ?? 5_000)
  timer.unref()
  return { stop: () => clearInterval(timer), runOnce }
}
