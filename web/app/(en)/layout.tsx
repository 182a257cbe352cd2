import { english } from '@/lib/routing/screen'
import { SiteLayout } from '@/screens/site-layout'

export default english.layout(SiteLayout)
