'use client'

import { X } from 'lucide-react'
import Link from 'next/link'
import { useRouter } from 'next/navigation'
import { type ReactNode, useEffect, useRef } from 'react'

/**
 * The invoice detail over the list: a modal <dialog> (focus stays inside; Escape or × closes it) with
 * its own URL. The server renders it open, so without JavaScript it shows as a panel with a link back;
 * with JavaScript it becomes modal, and closing it returns to the list URL and to the invoice's card.
 */
export function InvoiceDialog({
  labelledBy,
  closeHref,
  closeLabel,
  returnFocusTo,
  focusId,
  children,
}: {
  labelledBy: string
  closeHref: string
  closeLabel: string
  returnFocusTo: string
  /** An element to focus when the dialog opens (e.g. the payment details for "Pay now"). */
  focusId?: string
  children: ReactNode
}) {
  const ref = useRef<HTMLDialogElement>(null)
  const router = useRouter()
  const closing = useRef(false)

  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    closing.current = false
    // Rendered open (non-modal) by the server; made modal here. Removing the attribute does not fire
    // a close event, as close() would.
    dialog.removeAttribute('open')
    dialog.showModal()
    if (focusId) {
      const target = document.getElementById(focusId)
      target?.focus()
      target?.scrollIntoView({ block: 'start' })
    }
    const onClose = () => {
      if (closing.current) return
      closing.current = true
      router.push(closeHref, { scroll: false })
      requestAnimationFrame(() => document.getElementById(returnFocusTo)?.focus())
    }
    dialog.addEventListener('close', onClose)
    return () => dialog.removeEventListener('close', onClose)
  }, [closeHref, returnFocusTo, focusId, router])

  return (
    <dialog
      ref={ref}
      open
      aria-labelledby={labelledBy}
      className="fixed inset-0 z-50 m-auto max-h-[90vh] w-[min(56rem,calc(100vw-2rem))] overflow-y-auto rounded-3xl bg-white p-0 text-ink-900 shadow-2xl backdrop:bg-ink-950/60"
    >
      <div className="relative p-6 sm:p-8">
        <Link
          href={closeHref}
          scroll={false}
          prefetch={false}
          onClick={(event) => {
            event.preventDefault()
            ref.current?.close()
          }}
          className="absolute top-4 right-4 inline-flex size-11 items-center justify-center rounded-full text-ink-700 hover:bg-ink-100"
        >
          <X aria-hidden="true" className="size-6" />
          <span className="sr-only">{closeLabel}</span>
        </Link>
        {children}
      </div>
    </dialog>
  )
}
