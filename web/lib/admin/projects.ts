import 'server-only'
import { and, asc, count, desc, eq, ne, sql } from 'drizzle-orm'
import type { CurrentUser } from '@/lib/auth/session'
import { getDb, type Transaction } from '@/lib/db/client'
import { single } from '@/lib/db/single'
import { adminAuditLog, customers, type Project, projectMilestones, projects, projectStatusEnum } from '@/lib/db/schema'
import { enqueueProjectUpdateMail } from '@/lib/mail/project-mails'
import { assertAdmin } from './access'
import { recordAdminChange } from './audit'

export const PROJECT_STATUSES = projectStatusEnum.enumValues
export type ProjectStatusValue = (typeof PROJECT_STATUSES)[number]

export interface MilestoneInput {
  title: string
  dueDate: string | null
  done: boolean
  /** The day it was done, kept from before (or today when it is newly ticked). */
  doneOn: string | null
}

export interface ProjectInput {
  customerId: string
  name: string
  description: string
  status: ProjectStatusValue
  progress: number
  startDate: string | null
  deadline: string | null
  milestones: MilestoneInput[]
}

export async function listAdminProjects(actor: CurrentUser | null, query: { status?: ProjectStatusValue | 'active'; customerId?: string } = {}) {
  assertAdmin(actor)
  const db = await getDb()
  const statusCondition = query.status === 'active' ? ne(projects.status, 'completed') : query.status ? eq(projects.status, query.status) : undefined
  return db
    .select({
      id: projects.id,
      name: projects.name,
      status: projects.status,
      progress: projects.progress,
      deadline: projects.deadline,
      completedAt: projects.completedAt,
      customerId: projects.customerId,
      company: customers.company,
      milestones: sql<number>`(select count(*) from ${projectMilestones} where ${projectMilestones.projectId} = ${projects.id})::int`,
    })
    .from(projects)
    .innerJoin(customers, eq(customers.id, projects.customerId))
    .where(and(statusCondition, query.customerId ? eq(projects.customerId, query.customerId) : undefined))
    .orderBy(sql`case when ${projects.status} = 'completed' then 1 else 0 end`, asc(projects.deadline), desc(projects.createdAt))
    .limit(500)
}

export async function getAdminProject(actor: CurrentUser | null, projectId: string) {
  assertAdmin(actor)
  if (!/^[0-9a-f-]{36}$/i.test(projectId)) return null
  const db = await getDb()
  const [row] = await db.select({ project: projects, customer: customers }).from(projects).innerJoin(customers, eq(customers.id, projects.customerId)).where(eq(projects.id, projectId))
  if (!row) return null
  const [milestones, trail] = await Promise.all([
    db.select().from(projectMilestones).where(eq(projectMilestones.projectId, projectId)).orderBy(asc(projectMilestones.position)),
    db.select().from(adminAuditLog).where(and(eq(adminAuditLog.entityType, 'project'), eq(adminAuditLog.entityId, projectId))).orderBy(desc(adminAuditLog.createdAt)),
  ])
  return { ...row, milestones, trail }
}

function projectValues(input: ProjectInput, today: string) {
  const completed = input.status === 'completed'
  return {
    customerId: input.customerId,
    name: input.name,
    description: input.description,
    status: input.status,
    progress: completed ? 100 : input.progress,
    startDate: input.startDate,
    deadline: input.deadline,
    completedAt: completed ? today : null,
  }
}

async function writeMilestones(tx: Transaction, projectId: string, milestones: MilestoneInput[], today: string) {
  await tx.delete(projectMilestones).where(eq(projectMilestones.projectId, projectId))
  if (milestones.length === 0) return
  await tx.insert(projectMilestones).values(
    milestones.map((milestone, position) => ({
      projectId,
      position,
      title: milestone.title,
      dueDate: milestone.dueDate,
      doneOn: milestone.done ? (milestone.doneOn ?? today) : null,
    })),
  )
}

export async function createProject(actor: CurrentUser | null, input: ProjectInput, today: string): Promise<Project> {
  assertAdmin(actor)
  const db = await getDb()
  return db.transaction(async (tx) => {
    const project = single(await tx.insert(projects).values(projectValues(input, today)).returning())
    await writeMilestones(tx, project.id, input.milestones, today)
    await recordAdminChange(tx, actor, { action: 'project.create', entityType: 'project', entityId: project.id, after: { ...projectValues(input, today), milestones: input.milestones.length } })
    return project
  })
}

/**
 * Saves a project and its milestones. With `notify`, a status change is also e-mailed to the customer
 * (in their language), in the same transaction.
 */
export async function updateProject(
  actor: CurrentUser | null,
  projectId: string,
  input: ProjectInput,
  { today, notify }: { today: string; notify: boolean },
): Promise<{ project: Project; notified: boolean } | null> {
  assertAdmin(actor)
  const db = await getDb()
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(projects).where(eq(projects.id, projectId)).for('update')
    if (!before) return null
    const values = projectValues(input, today)
    if (before.completedAt && values.completedAt) values.completedAt = before.completedAt
    const project = single(await tx.update(projects).set(values).where(eq(projects.id, projectId)).returning())
    await writeMilestones(tx, projectId, input.milestones, today)
    await recordAdminChange(tx, actor, { action: 'project.update', entityType: 'project', entityId: projectId, before, after: project })
    let notified = false
    if (notify && before.status !== project.status) {
      const [customer] = await tx.select().from(customers).where(eq(customers.id, project.customerId))
      if (customer) notified = await enqueueProjectUpdateMail(tx, { project, customer, previous: before.status })
    }
    return { project, notified }
  })
}

export async function countActiveProjects(): Promise<number> {
  const db = await getDb()
  const [row] = await db.select({ total: count() }).from(projects).where(ne(projects.status, 'completed'))
  return row?.total ?? 0
}
