import { english } from '@/lib/routing/screen'
import Boundary from '@/screens/record-not-found-boundary'

export default english.boundary(Boundary)
