'use server'

import { refresh } from 'next/cache'
import { translator } from '@/i18n/translator'
import type { CreatedTokenState } from '@/components/admin/api-token-form.client'
import { adminFormAction } from '@/lib/admin/form-action'
import { createApiTokenSchema, expiryOf, revokeApiTokenSchema } from '@/lib/api-tokens/schemas'
import { createApiToken, revokeApiToken } from '@/lib/api-tokens/tokens'
import type { ActionState } from '@/lib/forms/action-state'

/** Creates a token and answers its secret, the only time it is ever shown. */
export const createApiTokenAction: (state: ActionState, formData: FormData) => Promise<CreatedTokenState> = adminFormAction(
  createApiTokenSchema,
  async (admin, data, locale) => {
    const { secret } = await createApiToken(admin, { label: data.label, role: data.role, expiresAt: expiryOf(data.lifetime) })
    refresh()
    const created: CreatedTokenState = { status: 'success', message: translator(locale, 'admin')('apiTokens.createdMessage', { label: data.label }), secret }
    return created
  },
  ['label', 'role', 'lifetime'],
)

export const revokeApiTokenAction = adminFormAction(revokeApiTokenSchema, async (admin, data, locale) => {
  const t = translator(locale, 'admin')
  const outcome = await revokeApiToken(admin, data.id)
  refresh()
  if (outcome === 'notFound') return { status: 'error', message: t('errors.notFound') }
  return { status: 'success', message: t(outcome === 'revoked' ? 'apiTokens.revoked' : 'apiTokens.alreadyRevoked') }
})
