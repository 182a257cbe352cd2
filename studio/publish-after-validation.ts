import { useEffect, useRef, useState } from 'react'
import { useValidationStatus, type DocumentActionComponent, type DocumentActionDescription } from 'sanity'

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
 * action, which by then sees the validation of the current revision: it publishes, or, with real
 * validation errors, its button is disabled and nothing is published.
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
    const [requested, setRequested] = useState(false)
    const latest = useRef<DocumentActionDescription | null>(description)
    useEffect(() => {
      latest.current = description
    })

    const revision = current?._rev
    const handOver = () => {
      setRequested(false)
      const action = latest.current
      // Disabled now (validation errors, nothing to publish, …): the studio's own button says why.
      if (action && !action.disabled) action.onHandle?.()
    }
    const handOverRef = useRef(handOver)
    useEffect(() => {
      handOverRef.current = handOver
    })
    useEffect(() => {
      if (!requested || validation.isValidating) return undefined
      const timer = setTimeout(() => handOverRef.current(), VALIDATION_SETTLE_MS)
      return () => clearTimeout(timer)
    }, [requested, validation.isValidating, validation.validation, revision])
    // A validation that never keeps quiet (e.g. edits streaming in from someone else) does not hold the
    // click for ever: after MAX_WAIT_MS the studio's own action decides, as it would have at once.
    useEffect(() => {
      if (!requested) return undefined
      const timer = setTimeout(() => handOverRef.current(), MAX_WAIT_MS)
      return () => clearTimeout(timer)
    }, [requested])

    if (!description) return null
    return {
      ...description,
      disabled: description.disabled || requested,
      onHandle: () => setRequested(true),
    }
  }
  PublishAfterValidation.action = publish.action
  PublishAfterValidation.displayName = 'PublishAfterValidation'
  wrappers.set(publish, PublishAfterValidation)
  return PublishAfterValidation
}

const wrappers = new WeakMap<DocumentActionComponent, DocumentActionComponent>()
