import 'server-only'
import { getTranslations } from 'next-intl/server'
import type { Locale } from '@/i18n/routing'
import type { ProjectEditorLabels } from './project-editor.client'

export async function projectEditorLabels(locale: Locale, submit: string): Promise<ProjectEditorLabels> {
  const [t, statuses, common] = await Promise.all([
    getTranslations({ locale, namespace: 'admin.projects' }),
    getTranslations({ locale, namespace: 'portal.projects.statuses' }),
    getTranslations({ locale, namespace: 'admin.common' }),
  ])
  return {
    name: t('name'),
    description: t('description'),
    status: t('status'),
    statuses: { planning: statuses('planning'), in_progress: statuses('in_progress'), review: statuses('review'), completed: statuses('completed') },
    progress: t('progress'),
    startDate: t('startDate'),
    deadline: t('deadline'),
    milestones: t('milestones'),
    milestoneTitle: t('milestoneTitle'),
    milestoneDue: t('milestoneDue'),
    milestoneDone: t('milestoneDone'),
    addMilestone: t('addMilestone'),
    notify: t('notify'),
    notifyHint: t('notifyHint'),
    submit,
    submitting: common('saving'),
  }
}
