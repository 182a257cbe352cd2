import { describe, expect, it } from 'vitest'
import { nextPublishStep, type PublishRequestState } from '@studio/publish-request'

/**
 * The studio's Publish wrapper (studio/publish-after-validation.ts) holds a click until the validation
 * has been quiet, then hands it to Sanity's own Publish action. It used to hand it over once and drop it
 * when that action was disabled at that moment (operation not ready, a transaction being received, the
 * permissions loading, …): the editor's publish silently did nothing. These are the decisions it makes now.
 */
const state = (overrides: Partial<PublishRequestState>): PublishRequestState => ({
  settled: true,
  expired: false,
  enabled: true,
  hasErrors: false,
  hasChanges: true,
  ...overrides,
})

describe('a Publish click waiting for the validation', () => {
  it('waits while the validation has not been quiet long enough, whatever the studio action says', () => {
    expect(nextPublishStep(state({ settled: false }))).toBe('wait')
    expect(nextPublishStep(state({ settled: false, enabled: false, hasErrors: true }))).toBe('wait')
  })

  it('is handed to the studio action once the validation is quiet and the action is enabled', () => {
    expect(nextPublishStep(state({}))).toBe('publish')
  })

  it('is kept, not dropped, while the studio action is disabled for a moment, and published once it is enabled again', () => {
    const moments: Partial<PublishRequestState>[] = [
      { settled: false, enabled: true },
      { settled: true, enabled: false }, // e.g. "Operation not ready" or a transaction still being received
      { settled: true, enabled: false },
      { settled: true, enabled: true },
    ]
    expect(moments.map((moment) => nextPublishStep(state(moment)))).toEqual(['wait', 'wait', 'wait', 'publish'])
  })

  it('is refused with a message when the quiet validation has errors', () => {
    expect(nextPublishStep(state({ enabled: false, hasErrors: true }))).toBe('invalid')
  })

  it('ends quietly when there is nothing left to publish (published or discarded meanwhile)', () => {
    expect(nextPublishStep(state({ enabled: false, hasChanges: false }))).toBe('nothing-to-publish')
    expect(nextPublishStep(state({ enabled: false, hasChanges: false, expired: true, settled: false }))).toBe('nothing-to-publish')
  })

  it('after the longest wait goes to an enabled studio action even without a quiet validation', () => {
    expect(nextPublishStep(state({ settled: false, expired: true }))).toBe('publish')
  })

  it('after the longest wait with the studio action still disabled ends with a message, not silently', () => {
    expect(nextPublishStep(state({ settled: false, expired: true, enabled: false }))).toBe('timed-out')
    // Errors of a validation that never kept quiet may be an older revision's: the action's own reason is shown.
    expect(nextPublishStep(state({ settled: false, expired: true, enabled: false, hasErrors: true }))).toBe('timed-out')
  })

  it('never ends without publishing and without a message while there is something to publish', () => {
    for (const settled of [false, true]) {
      for (const expired of [false, true]) {
        for (const enabled of [false, true]) {
          for (const hasErrors of [false, true]) {
            const step = nextPublishStep({ settled, expired, enabled, hasErrors, hasChanges: true })
            expect(['wait', 'publish', 'invalid', 'timed-out'], JSON.stringify({ settled, expired, enabled, hasErrors })).toContain(step)
            if (expired) expect(step).not.toBe('wait')
          }
        }
      }
    }
  })
})
