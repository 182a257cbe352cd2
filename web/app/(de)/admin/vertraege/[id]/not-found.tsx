import { german } from '@/lib/routing/screen'
import Boundary from '@/screens/admin/not-found'

export default german.boundary(Boundary)
