import { reviewSchema } from '@/lib/forms/schemas'
import { acceptReview } from '@/lib/submissions/accept'
import { submissionEndpoint } from '@/lib/submissions/endpoint'

export const POST = submissionEndpoint({ form: 'review', schema: reviewSchema, accept: acceptReview })
