import { english } from '@/lib/routing/screen'
import Boundary from '@/screens/admin/not-found'

export default english.boundary(Boundary)
