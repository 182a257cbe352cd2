import { german } from '@/lib/routing/screen'
import Boundary from '@/screens/record-not-found-boundary'

export default german.boundary(Boundary)
