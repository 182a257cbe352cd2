import { createNavigation } from 'next-intl/navigation'
import { routing } from './routing'

/** The only Link, redirect and path helpers the app uses: they know every localized pathname. */
export const { Link, redirect, permanentRedirect, usePathname, useRouter, getPathname } = createNavigation(routing)
