import { contactSchema } from '@/lib/forms/schemas'
import { acceptContact } from '@/lib/submissions/accept'
import { submissionEndpoint } from '@/lib/submissions/endpoint'

export const POST = submissionEndpoint({ form: 'contact', schema: contactSchema, accept: acceptContact })
