import { browserHeaders } from './accounts'
import type { ActionOutcome, ActionTarget } from './fuzz-action-targets'
import { nextControlFlowAnswer, setRequestHeaders } from './fuzz-request-scope'
import type { Identity } from './fuzz-route-targets'
import { nextAddress } from './form-requests'
import { HUGE_STRING, ODD_SCALARS, type Random } from './fuzz-values'

/** One odd submission of a server action's form. */
export type ActionCase = { label: string; identity: Identity; form: () => unknown }

const ODD_STRINGS = ODD_SCALARS.filter((value) => value !== HUGE_STRING).map(String)
const ODD_KEYS = ['__proto__', 'constructor', 'prototype', '__proto__.0.polluted', 'lines.0.__proto__', 'milestones.0.constructor', 'lines.99.description', 'milestones.7.__proto__', 'a.b.c.d', '', '$ACTION_ID_0', 'toString', 'hasOwnProperty']

function formOf(entries: [string, string | Blob][], locale: string): FormData {
  const form = new FormData()
  form.set('locale', locale)
  for (const [name, value] of entries) form.append(name, value)
  return form
}

/** Every case for an action: not a form at all, empty, odd keys only, each field too long, files, repeated fields. */
export function actionCases(target: ActionTarget, random: Random): ActionCase[] {
  const locale = () => random.pick(['de', 'en', '', 'fr', '__proto__', HUGE_STRING.slice(0, 5000)])
  const odd = () => random.pick(ODD_STRINGS)
  const cases: Omit<ActionCase, 'identity'>[] = [
    ...[null, undefined, 'locale=en', 42, {}, [], { get: 'en' }, new URLSearchParams('locale=en&id=1'), new Map([['locale', 'en']])].map((form) => ({
      label: `not a form: ${Object.prototype.toString.call(form)} ${String(form).slice(0, 20)}`,
      form: () => form,
    })),
    { label: 'empty form', form: () => new FormData() },
    { label: 'odd keys only', form: () => formOf(ODD_KEYS.map((key) => [key, 'yes']), locale()) },
    { label: 'every field a file', form: () => formOf(target.fields.map((field) => [field, new Blob(['x'], { type: 'text/plain' })]), locale()) },
    { label: 'every field twice', form: () => formOf(target.fields.flatMap((field) => [[field, odd()], [field, odd()]] as [string, string][]), locale()) },
    { label: 'every field too long', form: () => formOf(target.fields.map((field) => [field, HUGE_STRING]), locale()) },
  ]
  for (const field of target.fields) {
    cases.push({
      label: `${field} too long, the others odd`,
      form: () => formOf(target.fields.map((name) => [name, name === field ? HUGE_STRING : odd()]), locale()),
    })
  }
  const [first, ...others] = target.identities
  return [
    ...cases.map((item) => ({ ...item, identity: first! })),
    // The other identities get every third case: a missing session or role must refuse just as cleanly.
    ...others.flatMap((identity) => cases.filter((_, index) => index % 3 === 0).map((item) => ({ ...item, identity }))),
  ]
}

/** Calls the action as Next would, with the identity's session in the request headers. */
export async function outcomeOf(target: ActionTarget, form: unknown, cookie: string | undefined): Promise<ActionOutcome> {
  setRequestHeaders(browserHeaders(nextAddress(), cookie))
  try {
    const state = (await target.call(form)) as { status?: unknown; message?: unknown; fieldErrors?: Record<string, string> } | undefined
    return { kind: 'state', status: String(state?.status), message: typeof state?.message === 'string' ? state.message : undefined, fieldErrors: state?.fieldErrors }
  } catch (error) {
    const flow = nextControlFlowAnswer(error)
    if (flow?.location) return { kind: 'redirect', location: flow.location }
    return { kind: 'threw', error: `${(error as Error)?.name}: ${(error as Error)?.message}`.slice(0, 300) }
  }
}

/** Runs every case; returns what went wrong, one line per case (empty: all fine). */
export async function fuzzActionTarget(target: ActionTarget, cases: ActionCase[], cookies: Partial<Record<Identity, string>>): Promise<string[]> {
  const failures: string[] = []
  for (const item of cases) {
    const outcome = await outcomeOf(target, item.form(), cookies[item.identity])
    const where = `${target.name} (${target.file}) as ${item.identity}, ${item.label}`
    if (target.accepts?.(outcome, item.identity)) continue
    if (outcome.kind === 'threw') failures.push(`${where}: threw ${outcome.error}`)
    else if (outcome.kind === 'redirect') failures.push(`${where}: redirected to ${outcome.location}`)
    else if (!['invalid', 'error'].includes(outcome.status) || !outcome.message?.trim()) failures.push(`${where}: ${JSON.stringify(outcome).slice(0, 300)}`)
  }
  return failures
}
