import { auditRequestSchema } from '@/lib/forms/schemas'
import { acceptAuditRequest } from '@/lib/submissions/accept'
import { submissionEndpoint } from '@/lib/submissions/endpoint'

export const POST = submissionEndpoint({ form: 'audit', schema: auditRequestSchema, accept: acceptAuditRequest })
