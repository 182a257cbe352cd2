import clsx from 'clsx'
import type { ReactNode } from 'react'

export function Container({ children, className }: { children: ReactNode; className?: string }) {
  return <div className={clsx('page-width', className)}>{children}</div>
}
