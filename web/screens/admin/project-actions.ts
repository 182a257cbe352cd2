'use server'

import { refresh } from 'next/cache'
import { redirect } from 'next/navigation'
import * as z from 'zod/mini'
import { translator } from '@/i18n/translator'
import { adminFormAction } from '@/lib/admin/form-action'
import { createProject, type MilestoneInput, updateProject } from '@/lib/admin/projects'
import { projectSchema } from '@/lib/admin/schemas'
import { todayInBerlin } from '@/lib/dates'
import { pathFor } from '@/lib/routing/paths'

type Form = z.output<typeof projectSchema>

function milestonesOf(form: Form): MilestoneInput[] {
  return form.milestones.filter((milestone) => milestone.title).map((milestone) => ({ title: milestone.title, dueDate: milestone.dueDate, done: milestone.done, doneOn: milestone.doneOn }))
}

const input = (form: Form) => ({
  customerId: form.customerId,
  name: form.name,
  description: form.description,
  status: form.status,
  progress: form.progress,
  startDate: form.startDate,
  deadline: form.deadline,
  milestones: milestonesOf(form),
})

export const saveProjectAction = adminFormAction(z.extend(projectSchema, { id: z.optional(z.uuid()) }), async (admin, data, locale) => {
  const today = todayInBerlin()
  const t = translator(locale, 'admin')
  if (data.id) {
    const result = await updateProject(admin, data.id, input(data), { today, notify: data.notify })
    if (!result) return { status: 'error', message: t('errors.notFound') }
    refresh()
    return { status: 'success', message: result.notified ? t('projects.savedNotified') : t('common.saved') }
  }
  const project = await createProject(admin, input(data), today)
  redirect(`${pathFor(locale, { pathname: '/admin/projects/[id]', params: { id: project.id } })}?created=1`)
})
