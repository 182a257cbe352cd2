import { german } from '@/lib/routing/screen'
import * as screen from '@/screens/admin/new-contract'

export const generateMetadata = german.metadata(screen.generateMetadata)
export default german.page(screen.default)
