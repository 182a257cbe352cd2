import { english } from '@/lib/routing/screen'
import Boundary from '@/screens/reviews-not-found'

export default english.boundary(Boundary)
