import { z } from 'zod'
import { json } from '../http/exchange'
import { readJsonBody } from '../http/json-body'
import { parseWith } from '../http/query-string'
import type { UserSettings } from '../options'
import type { Route } from '../route-table'

/** At most this many keys per person: the oldest goes first. */
export const MAX_SETTINGS_PER_USER = 500

export function memoryUserSettings(): UserSettings {
  const byUser = new Map<string, Map<string, unknown>>()
  return {
    get: async (userId, keys) => keys.map((key) => byUser.get(userId)?.get(key) ?? null),
    set: async (userId, pairs) => {
      const settings = byUser.get(userId) ?? new Map<string, unknown>()
      for (const { key, value } of pairs) {
        settings.delete(key)
        if (settings.size >= MAX_SETTINGS_PER_USER) settings.delete(settings.keys().next().value!)
        settings.set(key, value)
      }
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
      const values = await userSettings.get(exchange.identity!.id, keys)
      return json(keys.map((key, index) => ({ key, value: values[index] ?? null })))
    },
  },
  {
    method: 'PUT',
    pattern: 'users/me/keyvalue',
    write: true,
    handler: async (exchange, { userSettings }) => {
      const pairs = parseWith(settingsBody, await readJsonBody(exchange.request), 'body').map(({ key, value }) => ({ key, value: value ?? null }))
      await userSettings.set(exchange.identity!.id, pairs)
      return json(pairs)
    },
  },
]
