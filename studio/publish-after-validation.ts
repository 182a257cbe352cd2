import { useToast } from '@sanity/ui/toast'
import { useEffect, useRef, useState } from 'react'
import { useTranslation, useValidationStatus, type DocumentActionComponent } from 'sanity'
import { nextPublishStep, type PublishRequestState } from './publish-request'

/**
 * How long the validation must be quiet (not running, document unchanged) before a requested publish
 * goes ahead. A validation of an older revision that ends starts the run for the current revision
 * within a few milliseconds; 600 ms also covers the studio's 200 ms throttle between an edit and its
 * validation.
 */
export const VALIDATION_SETTLE_MS = 600

/** The longest a click waits for a quiet validation; then the studio's own action takes over. */
export const MAX_WAIT_MS = 15_000

/**
 * Sanity's Publish action (sanity 6.16), made to wait for the validation of the document as it is now.
 *
 * The studio validates one revision at a time. While a run for an older revision is under way, the
 * validation status it reports carries the *current* revision (`documentStore.pair.validation` pairs the
 * latest `_rev` with the running result), and the next run is only scheduled on a later task when the
 * older one ends. A Publish clicked during an older run therefore sees, for one render, "validation
 * complete for this revision" together with the older revision's markers, and refuses ("Please fix the
 * validation errors before publishing") or is dropped. A duplicated article hits it: validating the copy
 * of a long article takes seconds on a busy machine, its first revision still has the source's slugs
 * ("Slug is already in use" for both languages), and an editor who retitles it and clicks Publish within
 * those seconds is refused although the slugs are unique by then. This happens against the hosted
 * Content Lake too (the validation runs in the browser); the Content Lake answers the slug query right.
 *
 * The wrapper takes the click, waits until the validation has been quiet for
 * {@link VALIDATION_SETTLE_MS} (not running, document revision unchanged), and then runs the studio's own
 * action, which by then sees the validation of the current revision. The studio's action can still be
 * disabled for a moment then (its operation not ready yet, a transaction still being received, the
 * permissions loading, an earlier publish under way); the click then waits until it is enabled again
 * instead of being dropped. A click that cannot be carried out is never dropped without a word: with
 * validation errors the editor gets the studio's own "Validation errors" toast, and if the action stays
 * disabled for {@link MAX_WAIT_MS}, a toast says that nothing was published and why
 * (./publish-request.ts decides).
 */
export function publishAfterValidation(publish: DocumentActionComponent): DocumentActionComponent {
  // One wrapper per action: the studio resolves the actions again for each document, and a new
  // component function each time would remount the action and lose a pending publish.
  const known = wrappers.get(publish)
  if (known) return known
  const PublishAfterValidation: DocumentActionComponent = (props) => {
    const description = publish(props)
    const current = props.version ?? props.draft ?? props.published
    const validation = useValidationStatus(current?._id ?? props.id, props.type, !props.release)
    const toast = useToast()
    const { t } = useTranslation('structure')
    const [requested, setRequested] = useState(false)
    // Set and cleared synchronously, so that two timers firing before the next render hand one click over once.
    const pending = useRef(false)

    const revision = current?._rev
    const enabled = Boolean(description && !description.disabled)
    const decide = (timing: Pick<PublishRequestState, 'settled' | 'expired'>) => {
      const step = nextPublishStep({
        ...timing,
        enabled,
        hasErrors: validation.validation.some((marker) => marker.level === 'error'),
        hasChanges: Boolean(props.draft || props.version),
      })
      if (step === 'wait' || !pending.current) return
      pending.current = false
      setRequested(false)
      if (step === 'publish') description?.onHandle?.()
      // The toast the studio's own action shows when a publish it scheduled meets validation errors.
      if (step === 'invalid') {
        toast.push({
          status: 'error',
          title: t('action.publish.validation-issues-toast.title'),
          description: t('action.publish.validation-issues-toast.description'),
        })
      }
      // The action's title says why it is disabled, when the studio gives a reason.
      if (step === 'timed-out') {
        const reason = description?.title || 'Das Studio war nicht bereit. Bitte noch einmal veröffentlichen.'
        toast.push({ status: 'warning', title: 'Nicht veröffentlicht', description: reason })
      }
    }
    // The timers decide with what the latest render saw.
    const decideRef = useRef(decide)
    useEffect(() => {
      decideRef.current = decide
    })
    // Decided again after every change that matters: the validation, the document, and the studio's own
    // action becoming enabled or disabled (a disabled moment is waited out, not taken as the answer).
    useEffect(() => {
      if (!requested || validation.isValidating) return undefined
      const timer = setTimeout(() => decideRef.current({ settled: true, expired: false }), VALIDATION_SETTLE_MS)
      return () => clearTimeout(timer)
    }, [requested, validation.isValidating, validation.validation, revision, enabled])
    // A validation that never keeps quiet (e.g. edits streaming in from someone else) does not hold the
    // click for ever: after MAX_WAIT_MS an enabled studio action decides, as it would have at once; a
    // disabled one gets the click dropped with a toast that says so.
    useEffect(() => {
      if (!requested) return undefined
      const timer = setTimeout(() => decideRef.current({ settled: false, expired: true }), MAX_WAIT_MS)
      return () => clearTimeout(timer)
    }, [requested])

    if (!description) return null
    return {
      ...description,
      disabled: description.disabled || requested,
      title: requested ? t('action.publish.waiting') : description.title,
      onHandle: () => {
        pending.current = true
        setRequested(true)
      },
    }
  }
  PublishAfterValidation.action = publish.action
  PublishAfterValidation.displayName = 'PublishAfterValidation'
  wrappers.set(publish, PublishAfterValidation)
  return PublishAfterValidation
}

const wrappers = new WeakMap<DocumentActionComponent, DocumentActionComponent>()
