import type { ContentIdentity } from '../types'

/** Who writes when no person does: the seed, imports and scripts. */
export const SYSTEM_IDENTITY: ContentIdentity = { id: 'system', name: 'System', email: '', role: 'system' }
