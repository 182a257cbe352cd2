import { german } from '@/lib/routing/screen'
import Boundary from '@/screens/admin/forbidden'

export default german.boundary(Boundary)
