'use client'

import clsx from 'clsx'
import { Plus } from 'lucide-react'
import { useActionState, useEffect, useId, useRef, useState } from 'react'
import { type ActionState, IDLE } from '@/lib/forms/action-state'

export interface MilestoneRow {
  title: string
  dueDate: string
  done: boolean
  doneOn: string
}

export interface ProjectEditorValues {
  name: string
  description: string
  status: 'planning' | 'in_progress' | 'review' | 'completed'
  progress: string
  startDate: string
  deadline: string
  milestones: MilestoneRow[]
}

export interface ProjectEditorLabels {
  name: string
  description: string
  status: string
  statuses: Record<ProjectEditorValues['status'], string>
  progress: string
  startDate: string
  deadline: string
  milestones: string
  milestoneTitle: string
  milestoneDue: string
  milestoneDone: string
  addMilestone: string
  notify: string
  notifyHint: string
  submit: string
  submitting: string
}

type Action = (state: ActionState, formData: FormData) => Promise<ActionState>
const blank: MilestoneRow = { title: '', dueDate: '', done: false, doneOn: '' }
const input = (error?: string) =>
  clsx(
    'w-full rounded-xl border bg-white px-4 py-3 text-base focus:border-brand-600 focus:ring-2 focus:ring-brand-600/20 focus:outline-none',
    error ? 'border-red-700' : 'border-ink-300',
  )

/**
 * A project with its milestones (rows to add; an empty row is ignored) and, when editing, the choice
 * to tell the customer about a status change by e-mail.
 */
export function ProjectEditor({ action, hidden, initial, labels, canNotify }: { action: Action; hidden: Record<string, string>; initial: ProjectEditorValues; labels: ProjectEditorLabels; canNotify: boolean }) {
  const id = useId()
  const formRef = useRef<HTMLFormElement>(null)
  const [state, formAction, pending] = useActionState(action, IDLE)
  const [milestones, setMilestones] = useState<MilestoneRow[]>([...initial.milestones, blank])
  const errors = state.fieldErrors ?? {}
  useEffect(() => {
    if (state.status === 'invalid' || state.status === 'error') formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"], [data-form-message]')?.focus()
  }, [state])
  const error = (name: string) =>
    errors[name] && (
      <p id={`${id}-${name}-error`} className="mt-1.5 text-sm font-medium text-red-700">
        {errors[name]}
      </p>
    )
  const a11y = (name: string) => ({ 'aria-invalid': errors[name] ? true : undefined, 'aria-describedby': errors[name] ? `${id}-${name}-error` : undefined })

  return (
    <form ref={formRef} action={formAction} noValidate className="grid gap-6">
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <div className="grid gap-5 sm:grid-cols-2">
        <div className="sm:col-span-2">
          <label htmlFor={`${id}-name`} className="mb-1.5 block text-sm font-semibold text-ink-800">{labels.name}</label>
          <input id={`${id}-name`} name="name" defaultValue={initial.name} maxLength={200} required {...a11y('name')} className={input(errors.name)} />
          {error('name')}
        </div>
        <div className="sm:col-span-2">
          <label htmlFor={`${id}-description`} className="mb-1.5 block text-sm font-semibold text-ink-800">{labels.description}</label>
          <textarea id={`${id}-description`} name="description" defaultValue={initial.description} maxLength={2000} rows={3} {...a11y('description')} className={input(errors.description)} />
          {error('description')}
        </div>
        <div>
          <label htmlFor={`${id}-status`} className="mb-1.5 block text-sm font-semibold text-ink-800">{labels.status}</label>
          <select id={`${id}-status`} name="status" defaultValue={initial.status} className={input()}>
            {Object.entries(labels.statuses).map(([value, label]) => (
              <option key={value} value={value}>{label}</option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-progress`} className="mb-1.5 block text-sm font-semibold text-ink-800">{labels.progress}</label>
          <input id={`${id}-progress`} name="progress" type="number" min={0} max={100} defaultValue={initial.progress} {...a11y('progress')} className={input(errors.progress)} />
          {error('progress')}
        </div>
        <div>
          <label htmlFor={`${id}-startDate`} className="mb-1.5 block text-sm font-semibold text-ink-800">{labels.startDate}</label>
          <input id={`${id}-startDate`} name="startDate" type="date" defaultValue={initial.startDate} {...a11y('startDate')} className={input(errors.startDate)} />
          {error('startDate')}
        </div>
        <div>
          <label htmlFor={`${id}-deadline`} className="mb-1.5 block text-sm font-semibold text-ink-800">{labels.deadline}</label>
          <input id={`${id}-deadline`} name="deadline" type="date" defaultValue={initial.deadline} {...a11y('deadline')} className={input(errors.deadline)} />
          {error('deadline')}
        </div>
      </div>
      <fieldset>
        <legend className="mb-3 text-lg font-bold">{labels.milestones}</legend>
        <ul className="grid gap-3">
          {milestones.map((milestone, index) => {
            const name = (part: string) => `milestones.${index}.${part}`
            return (
              <li key={index} className="grid items-center gap-3 sm:grid-cols-[minmax(0,1fr)_12rem_auto]" data-milestone={index}>
                <input name={name('title')} defaultValue={milestone.title} maxLength={200} aria-label={`${labels.milestoneTitle} ${index + 1}`} {...a11y(name('title'))} className={input(errors[name('title')])} />
                <input name={name('dueDate')} type="date" defaultValue={milestone.dueDate} aria-label={`${labels.milestoneDue} ${index + 1}`} {...a11y(name('dueDate'))} className={input(errors[name('dueDate')])} />
                <label className="flex items-center gap-2">
                  <input type="checkbox" name={name('done')} defaultChecked={milestone.done} className="size-5 accent-brand-700" />
                  {labels.milestoneDone}
                  <span className="sr-only"> {index + 1}</span>
                </label>
                <input type="hidden" name={name('doneOn')} value={milestone.doneOn} />
                {error(name('title'))}
              </li>
            )
          })}
        </ul>
        <button type="button" onClick={() => setMilestones((current) => [...current, blank])} className="mt-3 inline-flex min-h-11 items-center gap-2 rounded-full px-4 font-semibold text-brand-800 ring-1 ring-brand-700/30 ring-inset hover:bg-brand-50">
          <Plus aria-hidden="true" className="size-4" />
          {labels.addMilestone}
        </button>
      </fieldset>
      {canNotify && (
        <div>
          <div className="flex items-start gap-3">
            <input id={`${id}-notify`} type="checkbox" name="notify" className="mt-0.5 size-5 accent-brand-700" aria-describedby={`${id}-notify-hint`} />
            <label htmlFor={`${id}-notify`}>{labels.notify}</label>
          </div>
          <p id={`${id}-notify-hint`} className="mt-1.5 text-sm text-ink-600">{labels.notifyHint}</p>
        </div>
      )}
      <div className="space-y-4">
        {state.message && state.status !== 'idle' && (
          <p data-form-message tabIndex={-1} role={state.status === 'success' ? 'status' : 'alert'} className={clsx('rounded-xl px-4 py-3 font-medium outline-none', state.status === 'success' ? 'bg-brand-50 text-brand-800' : 'bg-red-50 text-red-800')}>
            {state.message}
          </p>
        )}
        <button type="submit" disabled={pending} className="inline-flex min-h-12 items-center justify-center rounded-full bg-brand-700 px-8 font-semibold text-white hover:bg-brand-800 disabled:cursor-wait disabled:opacity-70">
          {pending ? labels.submitting : labels.submit}
        </button>
      </div>
    </form>
  )
}
