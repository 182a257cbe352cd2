'use client'

import { createContext, useContext, type ReactNode } from 'react'

/** The error boundary's strings, translated on the server: the browser gets three strings, not an i18n runtime. */
export type ErrorCopy = { title: string; text: string; retry: string }

const ErrorCopyContext = createContext<ErrorCopy | null>(null)

export function ErrorCopyProvider({ copy, children }: { copy: ErrorCopy; children: ReactNode }) {
  return <ErrorCopyContext value={copy}>{children}</ErrorCopyContext>
}

export function useErrorCopy(): ErrorCopy {
  const copy = useContext(ErrorCopyContext)
  if (!copy) throw new Error('useErrorCopy needs an ErrorCopyProvider (rendered by the site layout, web/screens/site-layout.tsx).')
  return copy
}
