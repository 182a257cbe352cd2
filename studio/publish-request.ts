/**
 * What a Publish click that waits in the studio's Publish wrapper (./publish-after-validation.ts) does
 * next. Kept apart from the wrapper, without Sanity imports, so that the decision can be tested on its own.
 *
 * - `wait`: keep the click (the validation has not been quiet long enough yet, or the studio's own
 *   action is disabled for a moment) and decide again when something changes or the wait runs out.
 * - `publish`: hand the click to the studio's own Publish action.
 * - `nothing-to-publish`: the draft is gone (published or discarded meanwhile); the button says so.
 * - `invalid`: the validation of the document as it is now has errors; the editor is told.
 * - `timed-out`: the studio's own action stayed disabled for the whole wait; the editor is told.
 */
export type PublishStep = 'wait' | 'publish' | 'nothing-to-publish' | 'invalid' | 'timed-out'

export interface PublishRequestState {
  /** The validation has been quiet (not running, document unchanged) long enough to be that of the document as it is now. */
  settled: boolean
  /** The longest wait for a quiet validation has passed. */
  expired: boolean
  /** The studio's own Publish action is enabled. */
  enabled: boolean
  /** The validation reports at least one error. */
  hasErrors: boolean
  /** There is a draft (or version) to publish. */
  hasChanges: boolean
}

export function nextPublishStep({ settled, expired, enabled, hasErrors, hasChanges }: PublishRequestState): PublishStep {
  if (!settled && !expired) return 'wait'
  if (enabled) return 'publish'
  if (!hasChanges) return 'nothing-to-publish'
  // Only a settled validation's errors are those of the document as it is now (older markers are
  // what this wrapper exists to wait out).
  if (settled && hasErrors) return 'invalid'
  // Disabled without a lasting reason: the operation is not ready yet, a transaction is still being
  // received, the permissions are loading, an earlier publish is under way. That passes, so the click
  // waits for the action to come back rather than being dropped, until the wait runs out.
  return expired ? 'timed-out' : 'wait'
}
