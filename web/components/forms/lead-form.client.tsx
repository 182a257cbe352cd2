'use client'

import clsx from 'clsx'
import { type FormEvent, type ReactNode, useId, useRef, useState } from 'react'
import { auditRequestSchema, contactSchema, fieldErrors, type FormErrorKey } from '@/lib/forms/schemas'

const SCHEMAS = { audit: auditRequestSchema, contact: contactSchema }

export interface FieldConfig {
  name: string
  label: string
  type: 'text' | 'email' | 'tel' | 'url' | 'textarea'
  required: boolean
  autoComplete?: string
  inputMode?: 'url' | 'email' | 'tel' | 'text'
  placeholder?: string
  maxLength: number
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

type Status = { kind: 'idle' } | { kind: 'submitting' } | { kind: 'success' } | { kind: 'failure' } | { kind: 'invalid' }

/**
 * A lead form (free audit, contact): validates with the same zod schema as the server, shows each
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
  form: keyof typeof SCHEMAS
  endpoint: string
  fields: FieldConfig[]
  labels: LeadFormLabels
  privacyNotice: ReactNode
  locale: string
}) {
  const id = useId()
  const formRef = useRef<HTMLFormElement>(null)
  const [status, setStatus] = useState<Status>({ kind: 'idle' })
  const [errors, setErrors] = useState<ReturnType<typeof fieldErrors>>({})
  const [touched, setTouched] = useState(false)

  const validate = (element: HTMLFormElement) => {
    const values = Object.fromEntries(new FormData(element).entries())
    const parsed = SCHEMAS[form].safeParse(values)
    setErrors(parsed.success ? {} : fieldErrors(parsed.error))
    return parsed
  }

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const element = event.currentTarget
    setTouched(true)
    const parsed = validate(element)
    if (!parsed.success) {
      setStatus({ kind: 'invalid' })
      const firstInvalid = element.querySelector<HTMLElement>('[aria-invalid="true"]')
      requestAnimationFrame(() => (element.querySelector<HTMLElement>('[aria-invalid="true"]') ?? firstInvalid)?.focus())
      return
    }
    setStatus({ kind: 'submitting' })
    try {
      const response = await fetch(endpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'accept-language': locale },
        body: JSON.stringify({ ...parsed.data, locale, page: window.location.pathname }),
      })
      if (!response.ok) throw new Error(`HTTP ${response.status}`)
      element.reset()
      setTouched(false)
      setErrors({})
      setStatus({ kind: 'success' })
    } catch {
      setStatus({ kind: 'failure' })
    }
  }

  const message = (name: string) => {
    const error = errors[name]
    if (!error) return null
    return labels.errors[error.key].replace('{max}', String(error.max ?? ''))
  }

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={onSubmit}
      onChange={(event) => touched && validate(event.currentTarget)}
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
            'w-full rounded-xl border bg-white px-4 py-3 text-base text-ink-900 placeholder:text-ink-500 focus:border-brand-600 focus:ring-2 focus:ring-brand-600/20 focus:outline-none',
            error ? 'border-red-700' : 'border-ink-300',
          ),
        }
        return (
          <div key={field.name} className={field.wide || field.type === 'textarea' ? 'sm:col-span-2' : undefined}>
            <label htmlFor={fieldId} className="mb-1.5 block text-sm font-semibold text-ink-800">
              {field.label}
              {field.required && (
                <span className="text-red-700">
                  <span aria-hidden="true"> *</span>
                  <span className="sr-only"> ({labels.required})</span>
                </span>
              )}
            </label>
            {field.type === 'textarea' ? (
              <textarea {...common} rows={5} style={{ minHeight: field.minHeight }} />
            ) : (
              <input {...common} type={field.type === 'url' ? 'text' : field.type} inputMode={field.inputMode} />
            )}
            {error && (
              <p id={`${fieldId}-error`} className="mt-1.5 text-sm font-medium text-red-700">
                {error}
              </p>
            )}
          </div>
        )
      })}
      <div className="space-y-4 sm:col-span-2">
        <p className="text-sm text-ink-600">{privacyNotice}</p>
        <button
          type="submit"
          disabled={status.kind === 'submitting'}
          className="inline-flex min-h-12 w-full items-center justify-center rounded-full bg-brand-700 px-8 font-semibold text-white transition-colors hover:bg-brand-800 disabled:cursor-wait disabled:opacity-70 sm:w-auto"
        >
          {status.kind === 'submitting' ? labels.submitting : labels.submit}
        </button>
        <div aria-live="polite" role="status" className="min-h-6">
          {status.kind === 'success' && (
            <p className="rounded-xl bg-brand-50 px-4 py-3 font-semibold text-brand-800">{labels.success}</p>
          )}
          {status.kind === 'failure' && (
            <p className="rounded-xl bg-red-50 px-4 py-3 font-semibold text-red-800">{labels.failure}</p>
          )}
          {status.kind === 'invalid' && <p className="font-medium text-red-700">{labels.errorSummary}</p>}
        </div>
      </div>
    </form>
  )
}
