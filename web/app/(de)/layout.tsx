import { german } from '@/lib/routing/screen'
import { SiteLayout } from '@/screens/site-layout'

export default german.layout(SiteLayout)
