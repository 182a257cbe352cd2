import { german } from '@/lib/routing/screen'
import * as screen from '@/screens/record-not-found'

export const generateMetadata = german.metadata(screen.generateMetadata)
export default german.page(screen.default)
