import { english } from '@/lib/routing/screen'
import Boundary from '@/screens/admin/forbidden'

export default english.boundary(Boundary)
