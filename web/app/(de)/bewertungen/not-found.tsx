import { german } from '@/lib/routing/screen'
import Boundary from '@/screens/reviews-not-found'

export default german.boundary(Boundary)
