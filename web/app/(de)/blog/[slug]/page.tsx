import { german } from '@/lib/routing/screen'
import * as screen from '@/screens/article'

export const generateStaticParams = german.staticParams(screen.generateStaticParams)
export const generateMetadata = german.metadata(screen.generateMetadata)
export default german.page(screen.default)
