import { english } from '@/lib/routing/screen'
import * as screen from '@/screens/record-not-found'

export const generateMetadata = english.metadata(screen.generateMetadata)
export default english.page(screen.default)
