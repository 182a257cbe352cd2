import { german } from '@/lib/routing/screen'
import Boundary from '@/screens/portal/not-found'

export default german.boundary(Boundary)
