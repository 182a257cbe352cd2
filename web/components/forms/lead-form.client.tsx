'use client'

import clsx from 'clsx'
import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState, useSyncExternalStore } from 'react'
import type { FormErrorKey } from '@/lib/forms/schemas'
import { CURRENT_PRIVACY_NOTICE_VERSION, HONEYPOT_FIELD } from '@/lib/forms/submission-constants'
import { Stars } from '@/components/ui/stars'
import { type FieldErrors, type LeadFormKind, preloadLeadFormSchemas, validateLeadForm } from './lead-form-validation'
import { RequiredMark } from './required-mark'

export interface FieldConfig {
  name: string
  label: string
  type: 'text' | 'email' | 'tel' | 'url' | 'textarea' | 'date' | 'radio'
  required: boolean
  /** the choices of a radio group; `stars` shows a star rating before the label (review form) */
  options?: { value: string; label: string; stars?: number }[]
  autoComplete?: string
  inputMode?: 'url' | 'email' | 'tel' | 'text'
  placeholder?: string
  maxLength?: number
  /** textarea minimum height in px (spec: 120 audit, 140 contact) */
  minHeight?: number
  wide?: boolean
}

export interface LeadFormLabels {
  submit: string
  submitting: string
  success: string
  failure: string
  errorSummary: string
  required: string
  errors: Record<FormErrorKey, string>
}

const noSubscription = () => () => {}

type Status =
  | { kind: 'idle' }
  | { kind: 'submitting' }
  | { kind: 'success' }
  | { kind: 'failure'; detail?: string }
  | { kind: 'invalid' }

/** What the server answers with a 4xx/5xx (web/lib/submissions/endpoint.ts). */
interface ServerError {
  error?: string
  message?: string
  fields?: Record<string, string>
}

/**
 * A lead form (free audit, contact, meeting, review): validates with the same zod schema as the server, shows each
 * error next to its field, disables the button while sending and reports the outcome in a live region.
 */
export function LeadForm({
  form,
  endpoint,
  fields,
  labels,
  privacyNotice,
  locale,
}: {
  form: LeadFormKind
  endpoint: string
  fields: FieldConfig[]
  labels: LeadFormLabels
  privacyNotice: ReactNode
  locale: string
}) {
  const id = useId()
  const formRef = useRef<HTMLFormElement>(null)
  const [status, setStatus] = useState<Status>({ kind: 'idle' })
  const [errors, setErrors] = useState<FieldErrors>({})
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({})
  const [touched, setTouched] = useState(false)
  // When the form was opened (the server refuses forms filled faster than a person can), and the
  // idempotency key of the current content, reused when the same content is sent again after a failure.
  // A form hydrated from the server's HTML has been on screen since the page opened (it may hydrate late,
  // web/components/ui/island.tsx); one rendered after a client-side navigation, since it mounted.
  const openedAt = useRef(0)
  const attempt = useRef<{ body: string; key: string } | null>(null)
  const fromServerHtml = useSyncExternalStore(noSubscription, () => false, () => true)
  const hydrated = useRef(fromServerHtml)
  useEffect(() => {
    openedAt.current = hydrated.current ? Math.floor(performance.timeOrigin) : Date.now()
  }, [])

  // Validation is asynchronous (the schemas load on first use); only the latest run may show its result.
  const validationRun = useRef(0)
  const validate = async (element: HTMLFormElement) => {
    const run = ++validationRun.current
    const result = await validateLeadForm(form, Object.fromEntries(new FormData(element).entries()))
    if (run === validationRun.current) {
      setErrors(result.success ? {} : result.errors)
      setServerErrors({})
    }
    return result
  }

  // After a refused submit, focus moves to the first invalid field once React has rendered the errors.
  const focusFirstInvalid = useRef(false)
  useEffect(() => {
    if (status.kind !== 'invalid' || !focusFirstInvalid.current) return
    focusFirstInvalid.current = false
    const invalid = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')
    // A radio group marks its fieldset invalid; focus goes to its first choice.
    const target = invalid?.matches('input, textarea, select') ? invalid : invalid?.querySelector<HTMLElement>('input')
    target?.focus()
  }, [status, errors])

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const element = event.currentTarget
    setTouched(true)
    setStatus({ kind: 'submitting' }) // disables the button while the schemas load and the request runs
    const parsed = await validate(element)
    if (!parsed.success) {
      focusFirstInvalid.current = true
      setStatus({ kind: 'invalid' })
      return
    }
    const honeypot = new FormData(element).get(HONEYPOT_FIELD)
    const content = JSON.stringify(parsed.data)
    if (attempt.current?.body !== content) attempt.current = { body: content, key: crypto.randomUUID() }
    try {
      const response = await fetch(endpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'accept-language': locale, 'idempotency-key': attempt.current.key },
        body: JSON.stringify({
          ...parsed.data,
          locale,
          page: window.location.pathname,
          privacyNoticeVersion: CURRENT_PRIVACY_NOTICE_VERSION,
          elapsedMs: Date.now() - openedAt.current,
          ...(typeof honeypot === 'string' && honeypot ? { [HONEYPOT_FIELD]: honeypot } : {}),
        }),
      })
      if (!response.ok) {
        const answer = (await response.json().catch(() => ({}))) as ServerError
        if (response.status === 400 && answer.fields && Object.keys(answer.fields).length > 0) {
          setServerErrors(answer.fields)
          focusFirstInvalid.current = true
          setStatus({ kind: 'invalid' })
          return
        }
        setStatus({ kind: 'failure', detail: response.status === 500 ? undefined : answer.message })
        return
      }
      element.reset()
      attempt.current = null
      openedAt.current = Date.now()
      setTouched(false)
      setErrors({})
      setStatus({ kind: 'success' })
    } catch {
      setStatus({ kind: 'failure' })
    }
  }

  const message = (name: string) => {
    if (serverErrors[name]) return serverErrors[name]
    const error = errors[name]
    if (!error) return null
    return labels.errors[error.key].replace('{max}', String(error.max ?? ''))
  }

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={onSubmit}
      onFocus={preloadLeadFormSchemas}
      onChange={(event) => {
        if (touched) void validate(event.currentTarget)
      }}
      className="grid gap-5 sm:grid-cols-2"
    >
      {fields.map((field) => {
        const fieldId = `${id}-${field.name}`
        const error = message(field.name)
        const common = {
          id: fieldId,
          name: field.name,
          required: field.required,
          maxLength: field.maxLength,
          autoComplete: field.autoComplete,
          placeholder: field.placeholder,
          'aria-invalid': error ? true : undefined,
          'aria-describedby': error ? `${fieldId}-error` : undefined,
          className: clsx(
            'field-input',
            error ? 'border-red-700' : 'border-ink-300',
          ),
        }
        const requiredMark = field.required && <RequiredMark label={labels.required} />
        const errorText = error && (
          <p id={`${fieldId}-error`} className="mt-1.5 text-sm font-medium text-red-700">
            {error}
          </p>
        )
        if (field.type === 'radio') {
          return (
            <fieldset
              key={field.name}
              role="radiogroup"
              aria-required={field.required || undefined}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${fieldId}-error` : undefined}
              className={field.wide ? 'sm:col-span-2' : undefined}
            >
              <legend className="field-label">
                {field.label}
                {requiredMark}
              </legend>
              <div className="flex flex-col gap-2">
                {field.options?.map((option) => (
                  <label
                    key={option.value}
                    className={clsx(
                      'flex min-h-11 cursor-pointer items-center gap-3 rounded-xl border bg-white px-4 py-2 text-ink-900 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600/40',
                      error ? 'border-red-700' : 'border-ink-300',
                    )}
                  >
                    <input type="radio" name={field.name} value={option.value} required={field.required} className="size-4 accent-brand-700" />
                    {option.stars !== undefined && <Stars rating={option.stars} className="text-lg" />}
                    {option.label}
                  </label>
                ))}
              </div>
              {errorText}
            </fieldset>
          )
        }
        return (
          <div key={field.name} className={field.wide || field.type === 'textarea' ? 'sm:col-span-2' : undefined}>
            <label htmlFor={fieldId} className="field-label">
              {field.label}
              {requiredMark}
            </label>
            {field.type === 'textarea' ? (
              <textarea {...common} rows={5} style={{ minHeight: field.minHeight }} />
            ) : (
              <input {...common} type={field.type === 'url' ? 'text' : field.type} inputMode={field.inputMode} />
            )}
            {errorText}
          </div>
        )
      })}
      {/* Honeypot: invisible to people and assistive technology, filled in by bots. */}
      <div aria-hidden="true" className="honeypot">
        <label htmlFor={`${id}-${HONEYPOT_FIELD}`}>Fax</label>
        <input id={`${id}-${HONEYPOT_FIELD}`} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
      <div className="space-y-4 sm:col-span-2">
        <p className="text-sm text-ink-600">{privacyNotice}</p>
        <button
          type="submit"
          disabled={status.kind === 'submitting'}
          className="btn-submit"
        >
          {status.kind === 'submitting' ? labels.submitting : labels.submit}
        </button>
        <div aria-live="polite" role="status" className="min-h-6">
          {status.kind === 'success' && (
            <p className="rounded-xl bg-brand-50 px-4 py-3 font-semibold text-brand-800">{labels.success}</p>
          )}
          {status.kind === 'failure' && (
            <div className="rounded-xl bg-red-50 px-4 py-3 text-red-800">
              <p className="font-semibold">{labels.failure}</p>
              {status.detail && <p className="mt-1 text-sm">{status.detail}</p>}
            </div>
          )}
          {status.kind === 'invalid' && <p className="font-medium text-red-700">{labels.errorSummary}</p>}
        </div>
      </div>
    </form>
  )
}
