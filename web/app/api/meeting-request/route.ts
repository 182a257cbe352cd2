import { meetingRequestSchema } from '@/lib/forms/schemas'
import { acceptMeetingRequest } from '@/lib/submissions/accept'
import { submissionEndpoint } from '@/lib/submissions/endpoint'

export const POST = submissionEndpoint({ form: 'meeting', schema: meetingRequestSchema, accept: acceptMeetingRequest })
