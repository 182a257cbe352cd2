import { german } from '@/lib/routing/screen'
import * as screen from '@/screens/reviews'

/** Rendered per request: the reviews live in the database (web/screens/reviews.tsx). */
export const dynamic = 'force-dynamic'

export const generateMetadata = german.metadata(screen.generateMetadata)
export default german.page(screen.default)
