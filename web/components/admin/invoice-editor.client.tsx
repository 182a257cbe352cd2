'use client'

import clsx from 'clsx'
import { Plus, Trash2 } from 'lucide-react'
import { useActionState, useEffect, useId, useRef, useState } from 'react'
import type { ActionState } from '@/lib/forms/action-state'
import { IDLE } from '@/lib/forms/action-state'
import { formatEuro, invoiceTotals, type VatRate } from '@/lib/invoices/money'
import { parseEuroToCents, parseQuantity } from '@/lib/invoices/parse'

export interface EditorLine {
  description: string
  quantity: string
  unit: string
  unitPrice: string
}

export interface InvoiceEditorValues {
  description: string
  language: 'de' | 'en'
  servicePeriodStart: string
  servicePeriodEnd: string
  vatRate: '19' | '7' | '0'
  paymentTermDays: string
  lines: EditorLine[]
}

export interface InvoiceEditorLabels {
  description: string
  language: string
  servicePeriodStart: string
  servicePeriodEnd: string
  vatRate: string
  vatRates: Record<'19' | '7' | '0', string>
  paymentTermDays: string
  lines: string
  lineDescription: string
  quantity: string
  unit: string
  units: Record<string, string>
  unitPrice: string
  lineTotal: string
  addLine: string
  removeLine: string
  net: string
  vat: string
  gross: string
  preview: string
  submit: string
  submitting: string
}

type Action = (state: ActionState, formData: FormData) => Promise<ActionState>

const blank: EditorLine = { description: '', quantity: '1', unit: 'C62', unitPrice: '' }
const input = (error?: string) =>
  clsx(
    'w-full rounded-lg border bg-white px-3 py-2 text-base focus:border-brand-600 focus:ring-2 focus:ring-brand-600/20 focus:outline-none',
    error ? 'border-red-700' : 'border-ink-300',
  )

/**
 * The draft invoice form: header fields and line items (add and remove rows), with a live preview of
 * net, VAT and gross computed exactly as the server will (integer cents, VAT on the net sum). The
 * server computes the totals again and ignores the preview. Without JavaScript the form shows the
 * existing lines plus empty rows and still works.
 */
export function InvoiceEditor({
  action,
  hidden,
  initial,
  labels,
  locale,
}: {
  action: Action
  hidden: Record<string, string>
  initial: InvoiceEditorValues
  labels: InvoiceEditorLabels
  locale: 'de' | 'en'
}) {
  const id = useId()
  const formRef = useRef<HTMLFormElement>(null)
  const [state, formAction, pending] = useActionState(action, IDLE)
  const [lines, setLines] = useState<EditorLine[]>(initial.lines.length ? [...initial.lines, blank] : [blank, blank, blank])
  const [vatRate, setVatRate] = useState(initial.vatRate)
  const errors = state.fieldErrors ?? {}

  useEffect(() => {
    if (state.status !== 'invalid' && state.status !== 'error') return
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"], [data-form-message]')?.focus()
  }, [state])

  const update = (index: number, field: keyof EditorLine, value: string) =>
    setLines((current) => current.map((line, position) => (position === index ? { ...line, [field]: value } : line)))
  const priced = lines
    .map((line) => ({ quantity: parseQuantity(line.quantity), unitPriceCents: parseEuroToCents(line.unitPrice) }))
    .filter((line): line is { quantity: string; unitPriceCents: number } => line.quantity !== null && line.unitPriceCents !== null)
  const totals = invoiceTotals(priced, Number(vatRate) as VatRate)
  const euro = (cents: number) => formatEuro(cents, locale)
  const field = (name: string, label: string, element: React.ReactNode, wide = false) => (
    <div className={clsx(wide && 'sm:col-span-2')}>
      <label htmlFor={`${id}-${name}`} className="mb-1.5 block text-sm font-semibold text-ink-800">
        {label}
      </label>
      {element}
      {errors[name] && (
        <p id={`${id}-${name}-error`} className="mt-1.5 text-sm font-medium text-red-700">
          {errors[name]}
        </p>
      )}
    </div>
  )
  const describedBy = (name: string) => (errors[name] ? `${id}-${name}-error` : undefined)

  return (
    <form ref={formRef} action={formAction} noValidate className="grid gap-6">
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <div className="grid gap-5 sm:grid-cols-2">
        {field(
          'description',
          labels.description,
          <input id={`${id}-description`} name="description" defaultValue={initial.description} maxLength={300} required aria-invalid={errors.description ? true : undefined} aria-describedby={describedBy('description')} className={input(errors.description)} />,
          true,
        )}
        {field(
          'servicePeriodStart',
          labels.servicePeriodStart,
          <input id={`${id}-servicePeriodStart`} name="servicePeriodStart" type="date" defaultValue={initial.servicePeriodStart} aria-invalid={errors.servicePeriodStart ? true : undefined} aria-describedby={describedBy('servicePeriodStart')} className={input(errors.servicePeriodStart)} />,
        )}
        {field(
          'servicePeriodEnd',
          labels.servicePeriodEnd,
          <input id={`${id}-servicePeriodEnd`} name="servicePeriodEnd" type="date" defaultValue={initial.servicePeriodEnd} aria-invalid={errors.servicePeriodEnd ? true : undefined} aria-describedby={describedBy('servicePeriodEnd')} className={input(errors.servicePeriodEnd)} />,
        )}
        {field(
          'vatRate',
          labels.vatRate,
          <select id={`${id}-vatRate`} name="vatRate" value={vatRate} onChange={(event) => setVatRate(event.target.value as '19' | '7' | '0')} className={input(errors.vatRate)}>
            {(['19', '7', '0'] as const).map((rate) => (
              <option key={rate} value={rate}>
                {labels.vatRates[rate]}
              </option>
            ))}
          </select>,
        )}
        {field(
          'paymentTermDays',
          labels.paymentTermDays,
          <input id={`${id}-paymentTermDays`} name="paymentTermDays" type="number" min={0} max={90} defaultValue={initial.paymentTermDays} aria-invalid={errors.paymentTermDays ? true : undefined} aria-describedby={describedBy('paymentTermDays')} className={input(errors.paymentTermDays)} />,
        )}
        {field(
          'language',
          labels.language,
          <select id={`${id}-language`} name="language" defaultValue={initial.language} className={input()}>
            <option value="de">Deutsch</option>
            <option value="en">English</option>
          </select>,
        )}
      </div>

      <fieldset>
        <legend className="mb-3 text-lg font-bold">{labels.lines}</legend>
        <div className="overflow-x-auto">
          <table className="w-full min-w-[44rem] text-sm">
            <thead>
              <tr className="text-left">
                <th scope="col" className="pb-2 font-semibold">{labels.lineDescription}</th>
                <th scope="col" className="w-24 pb-2 font-semibold">{labels.quantity}</th>
                <th scope="col" className="w-32 pb-2 font-semibold">{labels.unit}</th>
                <th scope="col" className="w-32 pb-2 font-semibold">{labels.unitPrice}</th>
                <th scope="col" className="w-28 pb-2 text-right font-semibold">{labels.lineTotal}</th>
                <th scope="col" className="w-12 pb-2"><span className="sr-only">{labels.removeLine}</span></th>
              </tr>
            </thead>
            <tbody>
              {lines.map((line, index) => {
                const name = (part: string) => `lines.${index}.${part}`
                const quantity = parseQuantity(line.quantity)
                const price = parseEuroToCents(line.unitPrice)
                const lineTotal = quantity !== null && price !== null ? invoiceTotals([{ quantity, unitPriceCents: price }], 0).netCents : null
                const cell = (part: keyof EditorLine, element: React.ReactNode) => (
                  <td className="py-1 pr-2 align-top">
                    {element}
                    {errors[name(part)] && <p className="mt-1 text-xs font-medium text-red-700" id={`${id}-${name(part)}-error`}>{errors[name(part)]}</p>}
                  </td>
                )
                const aria = (part: keyof EditorLine, label: string) => ({
                  'aria-label': `${label} ${index + 1}`,
                  'aria-invalid': errors[name(part)] ? true : undefined,
                  'aria-describedby': errors[name(part)] ? `${id}-${name(part)}-error` : undefined,
                })
                return (
                  <tr key={index} data-line={index}>
                    {cell('description', <input name={name('description')} value={line.description} maxLength={500} onChange={(event) => update(index, 'description', event.target.value)} {...aria('description', labels.lineDescription)} className={input(errors[name('description')])} />)}
                    {cell('quantity', <input name={name('quantity')} value={line.quantity} inputMode="decimal" onChange={(event) => update(index, 'quantity', event.target.value)} {...aria('quantity', labels.quantity)} className={input(errors[name('quantity')])} />)}
                    {cell(
                      'unit',
                      <select name={name('unit')} value={line.unit} onChange={(event) => update(index, 'unit', event.target.value)} aria-label={`${labels.unit} ${index + 1}`} className={input()}>
                        {Object.entries(labels.units).map(([code, label]) => (
                          <option key={code} value={code}>
                            {label}
                          </option>
                        ))}
                      </select>,
                    )}
                    {cell('unitPrice', <input name={name('unitPrice')} value={line.unitPrice} inputMode="decimal" placeholder="0,00" onChange={(event) => update(index, 'unitPrice', event.target.value)} {...aria('unitPrice', labels.unitPrice)} className={input(errors[name('unitPrice')])} />)}
                    <td className="py-1 pr-2 text-right align-middle whitespace-nowrap">{lineTotal === null ? '–' : euro(lineTotal)}</td>
                    <td className="py-1 align-middle">
                      <button
                        type="button"
                        onClick={() => setLines((current) => (current.length > 1 ? current.filter((_, position) => position !== index) : [blank]))}
                        className="inline-flex size-10 items-center justify-center rounded-full text-ink-600 hover:bg-red-50 hover:text-red-700"
                      >
                        <Trash2 aria-hidden="true" className="size-4" />
                        <span className="sr-only">
                          {labels.removeLine} {index + 1}
                        </span>
                      </button>
                    </td>
                  </tr>
                )
              })}
            </tbody>
          </table>
        </div>
        <button type="button" onClick={() => setLines((current) => [...current, blank])} className="mt-3 inline-flex min-h-11 items-center gap-2 rounded-full px-4 font-semibold text-brand-800 ring-1 ring-brand-700/30 ring-inset hover:bg-brand-50">
          <Plus aria-hidden="true" className="size-4" />
          {labels.addLine}
        </button>
      </fieldset>

      <section aria-label={labels.preview} className="ml-auto w-full max-w-sm rounded-2xl bg-ink-50 p-4" aria-live="polite">
        <dl className="grid grid-cols-2 gap-y-1">
          <dt>{labels.net}</dt>
          <dd className="text-right" data-testid="preview-net">{euro(totals.netCents)}</dd>
          <dt>{labels.vat}</dt>
          <dd className="text-right" data-testid="preview-vat">{euro(totals.vatCents)}</dd>
          <dt className="font-bold">{labels.gross}</dt>
          <dd className="text-right font-bold" data-testid="preview-gross">{euro(totals.grossCents)}</dd>
        </dl>
      </section>

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
