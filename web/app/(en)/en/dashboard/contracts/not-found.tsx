import { english } from '@/lib/routing/screen'
import Boundary from '@/screens/portal/not-found'

export default english.boundary(Boundary)
