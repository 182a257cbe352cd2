import { z } from 'zod'
import { json } from '../http/exchange'
import { readJsonBody } from '../http/json-body'
import { parseWith } from '../http/query-string'
import type { Route } from '../route-table'

/**
 * `/users/me/keyvalue`: the Studio's per-user preferences (list layout, sort order, seen
 * announcements). Kept in this server's memory: losing them on a restart only resets those views.
 */
export type UserSettings = {
  get: (userId: string, key: string) => unknown
  set: (userId: string, key: string, value: unknown) => void
}

const MAX_KEYS_PER_USER = 500

export function createUserSettings(): UserSettings {
  const byUser = new Map<string, Map<string, unknown>>()
  return {
    get: (userId, key) => byUser.get(userId)?.get(key) ?? null,
    set: (userId, key, value) => {
      const settings = byUser.get(userId) ?? new Map<string, unknown>()
      if (!settings.has(key) && settings.size >= MAX_KEYS_PER_USER) settings.delete(settings.keys().next().value!)
      settings.set(key, value)
      byUser.set(userId, settings)
    },
  }
}

const settingKey = z.string().min(1).max(200)
const keyList = z
  .string()
  .max(8_000)
  .transform((value) => value.split(','))
  .pipe(z.array(settingKey).min(1).max(100))
const settingsBody = z
  .array(z.object({ key: settingKey, value: z.unknown() }))
  .min(1)
  .max(100)
  .refine((pairs) => pairs.every((pair) => JSON.stringify(pair.value ?? null).length <= 64 * 1024), 'a value is over 64 KB')

export const userSettingsRoutes: Route[] = [
  {
    method: 'GET',
    pattern: 'users/me/keyvalue/:keys',
    handler: async (exchange, { userSettings }) => {
      const keys = parseWith(keyList, exchange.param('keys'), 'keys')
      return json(keys.map((key) => ({ key, value: userSettings.get(exchange.identity!.id, key) })))
    },
  },
  {
    method: 'PUT',
    pattern: 'users/me/keyvalue',
    handler: async (exchange, { userSettings }) => {
      const pairs = parseWith(settingsBody, await readJsonBody(exchange.request), 'body')
      for (const { key, value } of pairs) userSettings.set(exchange.identity!.id, key, value ?? null)
      return json(pairs.map(({ key, value }) => ({ key, value: value ?? null })))
    },
  },
]
