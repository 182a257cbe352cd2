import { english } from '@/lib/routing/screen'
import { SiteLayout, siteMetadata } from '@/screens/site-layout'

export const metadata = siteMetadata
export default english.layout(SiteLayout)
