import { NotFoundBoundary } from '@/components/errors/not-found-boundary'

/** The not-found boundary of the public pages, without header and footer: see NotFoundBoundary. */
export default function NotFound() {
  return <NotFoundBoundary withShell={false} />
}
