import { english } from '@/lib/routing/screen'
import * as screen from '@/screens/service'

export const generateStaticParams = english.staticParams(screen.generateStaticParams)
export const generateMetadata = english.metadata(screen.generateMetadata)
export default english.page(screen.default)
