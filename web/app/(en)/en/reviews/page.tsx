import { english } from '@/lib/routing/screen'
import * as screen from '@/screens/reviews'

/** Rendered per request: the reviews live in the database (web/screens/reviews.tsx). */
export const dynamic = 'force-dynamic'

export const generateMetadata = english.metadata(screen.generateMetadata)
export default english.page(screen.default)
