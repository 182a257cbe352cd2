'use client'

import clsx from 'clsx'
import { type FormEvent, type ReactNode, type RefObject, useActionState, useEffect, useId, useRef, useState, useSyncExternalStore, useTransition } from 'react'
import { type ActionState, IDLE } from '@/lib/forms/action-state'
import { RequiredMark } from './required-mark'

export interface ActionField {
  name: string
  label?: ReactNode
  type: 'text' | 'email' | 'tel' | 'password' | 'checkbox' | 'select' | 'hidden' | 'date' | 'textarea'
  required?: boolean
  autoComplete?: string
  maxLength?: number
  hint?: ReactNode
  options?: { value: string; label: string }[]
  defaultValue?: string
  defaultChecked?: boolean
  /** Spans both columns of a two-column form. */
  wide?: boolean
}

export interface ActionFormLabels {
  submit: string
  /** A longer accessible name for the button where the visible text alone is ambiguous. */
  submitName?: string
  submitting: string
  required: string
  showPassword: string
  hidePassword: string
  /** Shown when an endpoint form's request gets no answer (offline, server gone). */
  noAnswer: string
}

type Action = (state: ActionState, formData: FormData) => Promise<ActionState>

/** What a form endpoint answers a request that asks for JSON: where to go next, or the state to show. */
export type EndpointAnswer = { redirectTo: string } | { state: ActionState }

const neverSettles = () => new Promise<never>(() => {})

/**
 * A form that posts to a route handler (`endpoint`) instead of a server action, for answers that need
 * their own HTTP status (sign-in: 401, 429 with Retry-After). With JavaScript it sends the fields as the
 * browser would and asks for JSON; without, the browser posts the form and the endpoint answers with a
 * page. Returns the state, whether a request is under way, and the submit handler.
 */
function useEndpoint(endpoint: string | undefined, initialState: ActionState, noAnswer: string, formRef: RefObject<HTMLFormElement | null>) {
  const [state, setState] = useState(initialState)
  const [pending, startTransition] = useTransition()
  // After the server's refusal the fields start again from what it kept (never the password), as a
  // server action's form does; after no answer at all they keep what was typed.
  const [answered, setAnswered] = useState<ActionState | null>(null)
  useEffect(() => {
    if (answered) formRef.current?.reset()
  }, [answered, formRef])
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const body = new URLSearchParams()
    for (const [name, value] of new FormData(event.currentTarget)) if (typeof value === 'string') body.append(name, value)
    startTransition(async () => {
      const answer = await fetch(endpoint!, { method: 'POST', body, headers: { accept: 'application/json' } })
        .then((response) => response.json() as Promise<EndpointAnswer>)
        .catch(() => null)
      if (answer && 'redirectTo' in answer) {
        // A full load: the new session's pages (header, portal) render afresh. The button stays busy until it.
        window.location.assign(answer.redirectTo)
        return neverSettles()
      }
      startTransition(() => {
        const next = answer?.state ?? { status: 'error' as const, message: noAnswer }
        setState(next)
        setAnswered(answer ? next : null)
      })
    })
  }
  return { state, pending, onSubmit }
}

const inputClass = (error: boolean) =>
  clsx(
    'field-input',
    error ? 'border-red-700' : 'border-ink-300',
  )

const noSubscription = () => () => {}
const noAction: Action = async (state) => state

/** A password input with a show/hide toggle (the toggle appears once JavaScript runs). */
function PasswordInput({ labels, ...props }: { labels: ActionFormLabels } & React.InputHTMLAttributes<HTMLInputElement>) {
  const [visible, setVisible] = useState(false)
  // False in the server's HTML, true once hydrated: the toggle only shows when it can work.
  const interactive = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  )
  return (
    <div className="relative">
      <input {...props} type={visible ? 'text' : 'password'} className={clsx(props.className, 'pr-28')} />
      <button
        type="button"
        hidden={!interactive}
        aria-pressed={visible}
        aria-controls={props.id}
        onClick={() => setVisible((value) => !value)}
        className="absolute inset-y-1 right-1 min-w-24 rounded-lg px-3 text-sm font-semibold text-brand-800 hover:bg-brand-50 focus-visible:ring-2 focus-visible:ring-brand-600/40 focus-visible:outline-none"
      >
        {visible ? labels.hidePassword : labels.showPassword}
      </button>
    </div>
  )
}

/**
 * A form whose server action (or `endpoint`, see useEndpoint) validates and answers with an ActionState:
 * errors next to each field, one message for the form (an alert when something is wrong, a status when it
 * worked), the button disabled while the action runs. Without JavaScript the browser posts the form and
 * the page renders the state.
 */
export function ActionForm({
  action,
  endpoint,
  initialState = IDLE,
  fields,
  labels,
  columns = 1,
  footer,
  variant = 'primary',
  permalink,
}: {
  fields: ActionField[]
  labels: ActionFormLabels
  columns?: 1 | 2
  footer?: ReactNode
  variant?: 'primary' | 'danger'
  /**
   * The page's own URL (with its query): where the form posts without JavaScript. Without it React
   * writes `action=""`, which HTML does not allow (a form's action must be a non-empty URL).
   */
  permalink?: string
  /** What the form shows before it is sent (e.g. a refusal the page was forwarded with). */
  initialState?: ActionState
} & ({ action: Action; endpoint?: never } | { endpoint: string; action?: never })) {
  const id = useId()
  const formRef = useRef<HTMLFormElement>(null)
  const [actionState, formAction, actionPending] = useActionState(action ?? noAction, initialState, permalink)
  const posted = useEndpoint(endpoint, initialState, labels.noAnswer, formRef)
  const [state, pending] = endpoint ? [posted.state, posted.pending] : [actionState, actionPending]

  // After a refused submit, focus goes to the first invalid field, or to the message.
  useEffect(() => {
    if (state.status !== 'invalid' && state.status !== 'error') return
    const target =
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]') ?? formRef.current?.querySelector<HTMLElement>('[data-form-message]')
    target?.focus()
  }, [state])

  return (
    <form
      ref={formRef}
      {...(endpoint ? { method: 'post', action: endpoint, onSubmit: posted.onSubmit } : { action: formAction })}
      noValidate className={clsx('grid gap-5', columns === 2 && 'sm:grid-cols-2')}>
      {fields.map((field) => {
        const fieldId = `${id}-${field.name}`
        const error = state.fieldErrors?.[field.name]
        const describedBy = [error && `${fieldId}-error`, field.hint && `${fieldId}-hint`].filter(Boolean).join(' ') || undefined
        const value = state.values?.[field.name] ?? field.defaultValue
        if (field.type === 'hidden') return <input key={field.name} type="hidden" name={field.name} value={field.defaultValue ?? ''} />
        const errorText = error && (
          <p id={`${fieldId}-error`} className="mt-1.5 text-sm font-medium text-red-700">
            {error}
          </p>
        )
        const hintText = field.hint && (
          <p id={`${fieldId}-hint`} className="mt-1.5 text-sm text-ink-600">
            {field.hint}
          </p>
        )
        if (field.type === 'checkbox') {
          const checked = state.values ? state.values[field.name] === 'on' : field.defaultChecked
          return (
            <div key={field.name} className={clsx(columns === 2 && 'sm:col-span-2')}>
              <div className="flex items-start gap-3">
                <input
                  id={fieldId}
                  name={field.name}
                  type="checkbox"
                  defaultChecked={checked}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={describedBy}
                  className="mt-0.5 size-5 shrink-0 accent-brand-700"
                />
                <label htmlFor={fieldId} className="text-base text-ink-800">
                  {field.label}
                </label>
              </div>
              {hintText}
              {errorText}
            </div>
          )
        }
        const common = {
          id: fieldId,
          name: field.name,
          required: field.required,
          maxLength: field.maxLength,
          autoComplete: field.autoComplete,
          'aria-invalid': error ? true : undefined,
          'aria-describedby': describedBy,
          className: inputClass(Boolean(error)),
        }
        return (
          <div key={field.name} className={clsx(columns === 2 && field.wide && 'sm:col-span-2')}>
            <label htmlFor={fieldId} className="field-label">
              {field.label}
              {field.required && <RequiredMark label={labels.required} />}
            </label>
            {field.type === 'password' ? (
              <PasswordInput {...common} labels={labels} />
            ) : field.type === 'select' ? (
              <select {...common} defaultValue={value}>
                {field.options?.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </select>
            ) : field.type === 'textarea' ? (
              <textarea {...common} rows={5} defaultValue={value} />
            ) : (
              <input {...common} type={field.type} defaultValue={value} />
            )}
            {hintText}
            {errorText}
          </div>
        )
      })}
      <div className={clsx('space-y-4', columns === 2 && 'sm:col-span-2')}>
        {state.message && state.status !== 'idle' && (
          <p
            data-form-message
            tabIndex={-1}
            role={state.status === 'success' ? 'status' : 'alert'}
            className={clsx(
              'rounded-xl px-4 py-3 font-medium outline-none',
              state.status === 'success' ? 'bg-brand-50 text-brand-800' : 'bg-red-50 text-red-800',
            )}
          >
            {state.message}
          </p>
        )}
        <button
          type="submit"
          disabled={pending}
          aria-label={labels.submitName}
          className={clsx('btn-submit', variant === 'danger' && 'bg-red-700 hover:bg-red-800')}
        >
          {pending ? labels.submitting : labels.submit}
        </button>
        {footer}
      </div>
    </form>
  )
}
