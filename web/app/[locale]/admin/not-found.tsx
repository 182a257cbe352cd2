import { NotFoundBoundary } from '@/components/errors/not-found-boundary'

/** A record that does not exist (notFound()): the whole 404 page, see NotFoundBoundary. */
export default function NotFound() {
  return <NotFoundBoundary withShell />
}
