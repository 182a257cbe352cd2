import clsx from 'clsx'
import type { ProjectStatus } from '@/lib/db/schema'
import type { ContractStatus } from '@/lib/contracts/lifecycle'
import type { DisplayStatus } from '@/lib/invoices/status'
import type { QuoteDisplayStatus } from '@/lib/quotes/lifecycle'

const INVOICE_COLOURS: Record<DisplayStatus | 'draft', string> = {
  paid: 'bg-emerald-50 text-emerald-800 ring-emerald-700/20',
  pending: 'bg-sky-50 text-sky-800 ring-sky-700/20',
  overdue: 'bg-red-50 text-red-800 ring-red-700/20',
  cancelled: 'bg-ink-100 text-ink-700 ring-ink-700/20',
  credit: 'bg-violet-50 text-violet-800 ring-violet-700/20',
  draft: 'bg-amber-50 text-amber-900 ring-amber-700/20',
}

const PROJECT_COLOURS: Record<ProjectStatus, string> = {
  planning: 'bg-amber-50 text-amber-900 ring-amber-700/20',
  in_progress: 'bg-sky-50 text-sky-800 ring-sky-700/20',
  review: 'bg-violet-50 text-violet-800 ring-violet-700/20',
  completed: 'bg-emerald-50 text-emerald-800 ring-emerald-700/20',
}

const CONTRACT_COLOURS: Record<ContractStatus, string> = {
  upcoming: 'bg-amber-50 text-amber-900 ring-amber-700/20',
  running: 'bg-emerald-50 text-emerald-800 ring-emerald-700/20',
  paused: 'bg-sky-50 text-sky-800 ring-sky-700/20',
  ending: 'bg-violet-50 text-violet-800 ring-violet-700/20',
  ended: 'bg-ink-100 text-ink-700 ring-ink-700/20',
}

const QUOTE_COLOURS: Record<QuoteDisplayStatus, string> = {
  draft: 'bg-amber-50 text-amber-900 ring-amber-700/20',
  sent: 'bg-sky-50 text-sky-800 ring-sky-700/20',
  accepted: 'bg-emerald-50 text-emerald-800 ring-emerald-700/20',
  declined: 'bg-red-50 text-red-800 ring-red-700/20',
  withdrawn: 'bg-ink-100 text-ink-700 ring-ink-700/20',
  expired: 'bg-ink-100 text-ink-700 ring-ink-700/20',
}

const badge = 'inline-flex items-center rounded-full px-2.5 py-0.5 text-sm font-semibold ring-1 ring-inset'

export function InvoiceStatusBadge({ status, label }: { status: DisplayStatus | 'draft'; label: string }) {
  return <span className={clsx(badge, INVOICE_COLOURS[status])} data-status={status}>{label}</span>
}

export function ProjectStatusBadge({ status, label }: { status: ProjectStatus; label: string }) {
  return <span className={clsx(badge, PROJECT_COLOURS[status])} data-status={status}>{label}</span>
}

export function ContractStatusBadge({ status, label }: { status: ContractStatus; label: string }) {
  return <span className={clsx(badge, CONTRACT_COLOURS[status])} data-status={status}>{label}</span>
}

export function QuoteStatusBadge({ status, label }: { status: QuoteDisplayStatus; label: string }) {
  return <span className={clsx(badge, QUOTE_COLOURS[status])} data-status={status}>{label}</span>
}

/** A labelled progress bar (0–100). */
export function ProgressBar({ value, label, valueText }: { value: number; label: string; valueText: string }) {
  return (
    <div>
      <div className="flex justify-between text-sm">
        <span className="font-medium text-ink-700">{label}</span>
        <span className="text-ink-700">{valueText}</span>
      </div>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
        aria-valuetext={valueText}
        className="mt-1.5 h-2.5 overflow-hidden rounded-full bg-ink-100"
      >
        <div className="h-full rounded-full bg-brand-600" style={{ width: `${value}%` }} />
      </div>
    </div>
  )
}
