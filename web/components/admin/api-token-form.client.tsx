'use client'

import { useActionState, useEffect, useId, useRef } from 'react'
import { RequiredMark } from '@/components/forms/required-mark'
import { type ActionState, IDLE } from '@/lib/forms/action-state'
import { CopyButton } from './copy-button.client'

/** What creating a token answers: the usual form state, and on success the secret, this once. */
export type CreatedTokenState = ActionState & { secret?: string }

export interface ApiTokenFormLabels {
  label: string
  labelHint: string
  role: string
  roleHint: string
  roles: { value: string; label: string }[]
  lifetime: string
  lifetimes: { value: string; label: string }[]
  submit: string
  submitting: string
  required: string
  secretHeading: string
  secretWarning: string
  copy: string
  copied: string
  copyFailed: string
}

/**
 * The form that creates an API token, and the token itself once: a read-only field to select and copy
 * (a copy button once JavaScript runs), with the warning that it is not shown again. Without JavaScript
 * the browser posts the form to `permalink` and the page renders the same answer.
 */
export function ApiTokenForm({ action, labels, permalink, locale }: { action: (state: ActionState, formData: FormData) => Promise<CreatedTokenState>; labels: ApiTokenFormLabels; permalink: string; locale: string }) {
  const id = useId()
  const formRef = useRef<HTMLFormElement>(null)
  const secretRef = useRef<HTMLHeadingElement>(null)
  const [state, formAction, pending] = useActionState<CreatedTokenState, FormData>(action, IDLE, permalink)

  useEffect(() => {
    if (state.secret) return secretRef.current?.focus()
    if (state.status !== 'invalid' && state.status !== 'error') return
    const target = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]') ?? formRef.current?.querySelector<HTMLElement>('[data-form-message]')
    target?.focus()
  }, [state])

  const field = (name: 'label' | 'role' | 'lifetime', hint?: string) => {
    const error = state.fieldErrors?.[name]
    const describedBy = [error && `${id}-${name}-error`, hint && `${id}-${name}-hint`].filter(Boolean).join(' ') || undefined
    return {
      props: { id: `${id}-${name}`, name, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy, className: `field-input ${error ? 'border-red-700' : 'border-ink-300'}` },
      after: (
        <>
          {hint && <p id={`${id}-${name}-hint`} className="mt-1.5 text-sm text-ink-600">{hint}</p>}
          {error && <p id={`${id}-${name}-error`} className="mt-1.5 text-sm font-medium text-red-700">{error}</p>}
        </>
      ),
    }
  }
  const label = field('label', labels.labelHint)
  const role = field('role', labels.roleHint)
  const lifetime = field('lifetime')

  return (
    <div className="grid gap-6">
      {state.secret && (
        <section aria-labelledby={`${id}-secret`} className="rounded-2xl bg-amber-50 p-5 ring-1 ring-amber-300" data-api-token-secret>
          <h3 id={`${id}-secret`} ref={secretRef} tabIndex={-1} className="text-lg font-bold outline-none">{labels.secretHeading}</h3>
          <p className="mt-2 text-ink-800">{labels.secretWarning}</p>
          <input
            readOnly
            value={state.secret}
            aria-labelledby={`${id}-secret`}
            onFocus={(event) => event.currentTarget.select()}
            spellCheck={false}
            className="field-input mt-4 border-ink-300 font-mono text-sm"
          />
          <div className="mt-3">
            <CopyButton text={state.secret} labels={{ copy: labels.copy, copied: labels.copied, failed: labels.copyFailed }} />
          </div>
        </section>
      )}
      <form ref={formRef} action={formAction} noValidate className="grid gap-5">
        <input type="hidden" name="locale" value={locale} />
        <div>
          <label htmlFor={label.props.id} className="field-label">
            {labels.label}
            <RequiredMark label={labels.required} />
          </label>
          <input {...label.props} type="text" required maxLength={100} autoComplete="off" defaultValue={state.values?.label ?? ''} />
          {label.after}
        </div>
        <div>
          <label htmlFor={role.props.id} className="field-label">{labels.role}</label>
          <select {...role.props} defaultValue={state.values?.role ?? 'viewer'}>
            {labels.roles.map((option) => <option key={option.value} value={option.value}>{option.label}</option>)}
          </select>
          {role.after}
        </div>
        <div>
          <label htmlFor={lifetime.props.id} className="field-label">{labels.lifetime}</label>
          <select {...lifetime.props} defaultValue={state.values?.lifetime ?? '90'}>
            {labels.lifetimes.map((option) => <option key={option.value} value={option.value}>{option.label}</option>)}
          </select>
          {lifetime.after}
        </div>
        <div className="space-y-4">
          {state.message && state.status !== 'idle' && (
            <p data-form-message tabIndex={-1} role={state.status === 'success' ? 'status' : 'alert'} className={`rounded-xl px-4 py-3 font-medium outline-none ${state.status === 'success' ? 'bg-brand-50 text-brand-800' : 'bg-red-50 text-red-800'}`}>
              {state.message}
            </p>
          )}
          <button type="submit" disabled={pending} className="btn-submit">{pending ? labels.submitting : labels.submit}</button>
        </div>
      </form>
    </div>
  )
}
