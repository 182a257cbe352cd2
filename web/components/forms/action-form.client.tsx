'use client'

import clsx from 'clsx'
import { type ReactNode, useActionState, useEffect, useId, useRef, useState, useSyncExternalStore } from 'react'
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
}

type Action = (state: ActionState, formData: FormData) => Promise<ActionState>

const inputClass = (error: boolean) =>
  clsx(
    'field-input',
    error ? 'border-red-700' : 'border-ink-300',
  )

const noSubscription = () => () => {}

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
 * A form whose server action validates and answers with an ActionState: errors next to each field, one
 * message for the form (an alert when something is wrong, a status when it worked), the button disabled
 * while the action runs. Without JavaScript the browser posts the form and the page renders the state.
 */
export function ActionForm({
  action,
  fields,
  labels,
  columns = 1,
  footer,
  variant = 'primary',
  permalink,
}: {
  action: Action
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
}) {
  const id = useId()
  const formRef = useRef<HTMLFormElement>(null)
  const [state, formAction, pending] = useActionState(action, IDLE, permalink)

  // After a refused submit, focus goes to the first invalid field, or to the message.
  useEffect(() => {
    if (state.status !== 'invalid' && state.status !== 'error') return
    const target =
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]') ?? formRef.current?.querySelector<HTMLElement>('[data-form-message]')
    target?.focus()
  }, [state])

  return (
    <form ref={formRef} action={formAction} noValidate className={clsx('grid gap-5', columns === 2 && 'sm:grid-cols-2')}>
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
